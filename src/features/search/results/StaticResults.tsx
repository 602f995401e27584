import { ROUTES } from '@/lib/routes'
import { facetItems } from '@/lib/search/listing'
import { RESULTS_FACETS, type ResultsFirstPage } from '@/lib/search/results'
import { RESULTS_PAGE_SIZE, SEARCH_FACETS, type HitKind, type SearchClientConfig } from '@/lib/search/types'

import { FacetList } from '../FacetList'
import { FilterPanelView } from '../FilterPanelView'
import { KIND_LABELS, type SearchHit } from '../hitView'
import { SEARCH_MESSAGES } from '../messages'
import { NoHitsView } from '../NoHitsView'
import type { StaticChoice } from '../listing/StaticListing'
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

export type { StaticChoice }

/** A hit of the server's page followed: 'Hit Clicked' after its search (Insights), as the running search sends it. */
function reportFollow(config: SearchClientConfig, firstPage: ResultsFirstPage, hit: SearchHit, position: number) {
  void import('../insights').then(({ sendHitClicked, sendHitConverted }) => {
    sendHitClicked(config, { objectID: hit.objectID, queryID: firstPage.queryID, position })
    if (hit.algolia_type === 'brochure') sendHitConverted(config, { objectID: hit.objectID, queryID: firstPage.queryID })
  })
}

type Props = {
  firstPage: ResultsFirstPage
  /** Absent: no search configured (the links and the form still work). */
  config?: SearchClientConfig | null
  /** A facet value chosen here, shown checked until the search takes over. */
  chosen?: StaticChoice | null
  onToggle?: (choice: StaticChoice) => void
  /** 'Show more results' pressed before the search has loaded: the page loads it, then the next page. */
  onShowMore?: () => void
}

/**
 * The server's first page of results (/recherche?q=…) in the running search's markup: the field with the query (a
 * GET form: it works without JavaScript), the facets with their counts (a choice goes through the address), the hits
 * (links; a logged-in buyer's prices in one /api/prices request, which the search reuses when it takes over). The
 * search replaces it, from the same answer, once its code has loaded; 'Show more results' pressed meanwhile loads it.
 */
export function StaticResults({ firstPage, config = null, chosen = null, onToggle, onShowMore }: Props) {
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
                isRefined: chosen?.attribute === f.attribute && chosen.value === i.value,
              }))}
              onToggle={onToggle ? (value) => onToggle({ attribute: f.attribute, value }) : undefined}
            />
          ))}
        </FilterPanelView>
        <ResultsListView
          count={firstPage.nbHits}
          error={false}
          items={hits}
          isFirstPage
          isLastPage={firstPage.nbPages <= 1 || hits.length < RESULTS_PAGE_SIZE}
          busy={chosen !== null}
          ready={false}
          noHits={<NoHitsView />}
          onShowMore={onShowMore}
          onFollow={config ? (hit) => reportFollow(config, firstPage, hit, hits.indexOf(hit) + 1) : undefined}
        />
      </div>
    </>
  )
}
