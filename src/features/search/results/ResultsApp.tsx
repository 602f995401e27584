import { Configure } from 'react-instantsearch'

import { RESULTS_PAGE_SIZE, SEARCH_FACETS, type HitKind, type SearchClientConfig } from '@/lib/search/types'

import { FacetFilter } from '../FacetFilter'
import { FilterPanel } from '../FilterPanel'
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, KIND_LABELS } from '../hitView'
import { SEARCH_MESSAGES } from '../messages'
import { resultsQueryFromState, resultsStateFromQuery } from '../routeState'
import { SearchProvider } from '../SearchProvider'
import { StalledIndicator } from '../StalledIndicator'
import { InfiniteResults } from './InfiniteResults'
import { ResultsSearchBox } from './ResultsSearchBox'

const kindLabel = (value: string): string => KIND_LABELS[value as HitKind] ?? value

function Filters() {
  return (
    <>
      <FacetFilter attribute={SEARCH_FACETS.kind} title={SEARCH_MESSAGES.kindFilter} labelOf={kindLabel} />
      <FacetFilter attribute={SEARCH_FACETS.brand} title={SEARCH_MESSAGES.brandFilter} limit={15} />
      <FacetFilter attribute={SEARCH_FACETS.catalogue} title={SEARCH_MESSAGES.catalogueFilter} />
    </>
  )
}

/**
 * The results page's search (spec §2): field, refinement by hit kind and, for products, by brand and catalogue,
 * infinite list of 20 per page, state in the address (/recherche?q=…&type=…&marque=…&page=…). Loaded in the browser only.
 */
export default function ResultsApp({ config }: { config: SearchClientConfig }) {
  return (
    <SearchProvider config={config} fromQuery={resultsStateFromQuery} toQuery={resultsQueryFromState}>
      <Configure hitsPerPage={RESULTS_PAGE_SIZE} highlightPreTag={HIGHLIGHT_PRE_TAG} highlightPostTag={HIGHLIGHT_POST_TAG} />
      <ResultsSearchBox />
      <div className="mt-2 min-h-6">
        <StalledIndicator />
      </div>
      <div className="mt-4 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <FilterPanel>
          <Filters />
        </FilterPanel>
        <InfiniteResults />
      </div>
    </SearchProvider>
  )
}
