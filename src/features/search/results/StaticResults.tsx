import { DeferPrices } from '@/features/prices/deferPrices'
import { ROUTES } from '@/lib/routes'
import { facetItems } from '@/lib/search/listing'
import { RESULTS_FACETS, type ResultsFirstPage } from '@/lib/search/results'
import { RESULTS_PAGE_SIZE, SEARCH_FACETS, type HitKind } from '@/lib/search/types'

import { FacetList } from '../FacetList'
import { FilterPanelView } from '../FilterPanelView'
import { KIND_LABELS, type SearchHit } from '../hitView'
import { SEARCH_MESSAGES } from '../messages'
import { NoHitsView } from '../NoHitsView'
import { SearchField } from '../SearchField'
import { ResultsListView } from './ResultsListView'

export const RESULTS_FACET_TITLES: Record<string, string> = {
  [SEARCH_FACETS.kind]: SEARCH_MESSAGES.kindFilter,
  [SEARCH_FACETS.brand]: SEARCH_MESSAGES.brandFilter,
  [SEARCH_FACETS.catalogue]: SEARCH_MESSAGES.catalogueFilter,
}

/** A facet value's label: the hit kinds' French names, the value itself otherwise. */
export const resultsFacetLabel = (attribute: string, value: string): string =>
  attribute === SEARCH_FACETS.kind ? (KIND_LABELS[value as HitKind] ?? value) : value

/**
 * The server's first page of results (/recherche?q=…) in the running search's markup: the field with the query (a
 * GET form: it works without JavaScript), the facets with their counts, the hits. The search replaces it as soon as
 * it has loaded, from the same answer; the hits' prices wait for its page (one /api/prices request).
 */
export function StaticResults({ firstPage }: { firstPage: ResultsFirstPage }) {
  const hits = firstPage.hits as unknown as SearchHit[]
  return (
    <>
      <form action={ROUTES.search} method="get" role="search" className="flex gap-2" data-testid="results-static-form">
        <SearchField id="results-search" name="q" defaultValue={firstPage.query ?? ''} className="py-3" />
      </form>
      <div className="mt-2 min-h-6" />
      <div className="mt-4 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <FilterPanelView>
          {RESULTS_FACETS.map((f) => (
            <FacetList
              key={f.attribute}
              attribute={f.attribute}
              title={RESULTS_FACET_TITLES[f.attribute] ?? f.attribute}
              items={facetItems(firstPage.facets?.[f.attribute], f.limit).map((i) => ({
                ...i,
                label: resultsFacetLabel(f.attribute, i.value),
                isRefined: false,
              }))}
            />
          ))}
        </FilterPanelView>
        <DeferPrices when>
          <ResultsListView
            count={firstPage.nbHits}
            error={false}
            items={hits}
            isFirstPage
            isLastPage={firstPage.nbPages <= 1 || hits.length < RESULTS_PAGE_SIZE}
            busy={false}
            ready={false}
            noHits={<NoHitsView />}
          />
        </DeferPrices>
      </div>
    </>
  )
}
