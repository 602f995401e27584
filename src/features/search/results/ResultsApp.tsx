import type { InitialResults } from 'instantsearch.js'
import { Configure } from 'react-instantsearch'

import { RESULTS_FACETS } from '@/lib/search/results'
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, RESULTS_PAGE_SIZE, type SearchClientConfig } from '@/lib/search/types'

import { FacetFilter } from '../FacetFilter'
import { FilterPanel } from '../FilterPanel'
import { resultsQueryFromState, resultsStateFromQuery } from '../routeState'
import { SearchProvider } from '../SearchProvider'
import { StalledIndicator } from '../StalledIndicator'
import { InfiniteResults } from './InfiniteResults'
import { ResultsSearchBox } from './ResultsSearchBox'
import { RESULTS_FACET_TITLES, resultsFacetLabel } from './StaticResults'

function Filters() {
  return (
    <>
      {RESULTS_FACETS.map((f) => (
        <FacetFilter
          key={f.attribute}
          attribute={f.attribute}
          title={RESULTS_FACET_TITLES[f.attribute] ?? f.attribute}
          labelOf={(value) => resultsFacetLabel(f.attribute, value)}
          limit={f.limit}
        />
      ))}
    </>
  )
}

/**
 * The results page's search (spec §2): field, refinement by hit kind and, for products, by brand and catalogue,
 * infinite list of 20 per page, state in the address (/recherche?q=…&type=…&marque=…&page=…). Loaded in the browser
 * only, from the server's first page when there is one (`initialResults`: no request, nothing moves). `typed`: what
 * the buyer typed in the static field before it loaded, searched at once.
 */
export default function ResultsApp({
  config,
  initialResults,
  typed,
  showMoreAtOnce = false,
}: {
  config: SearchClientConfig
  initialResults: InitialResults | null
  typed: string | null
  /** 'Show more results' was pressed on the server's page: the next page is asked for at once. */
  showMoreAtOnce?: boolean
}) {
  return (
    <SearchProvider
      config={config}
      fromQuery={resultsStateFromQuery}
      toQuery={resultsQueryFromState}
      logSearches
      initialResults={initialResults}
    >
      <Configure hitsPerPage={RESULTS_PAGE_SIZE} highlightPreTag={HIGHLIGHT_PRE_TAG} highlightPostTag={HIGHLIGHT_POST_TAG} />
      <ResultsSearchBox typed={typed} />
      <div className="mt-2 min-h-6">
        <StalledIndicator />
      </div>
      <div className="mt-4 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <FilterPanel>
          <Filters />
        </FilterPanel>
        <InfiniteResults showMoreAtOnce={showMoreAtOnce} />
      </div>
    </SearchProvider>
  )
}
