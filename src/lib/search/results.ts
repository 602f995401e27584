/**
 * The results page's first page (/recherche?q=…), searched on the server and rendered into the page's HTML (its
 * Largest Contentful Paint is a hit: it no longer waits for the search code and a request), then handed to
 * InstantSearch as its initial results, so that nothing changes nor is asked again when the search takes over.
 */
import { initialResultsOf, type ListingFirstPage } from './listing'
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, MAX_QUERY_LENGTH, RESULTS_PAGE_SIZE, SEARCH_FACETS } from './types'

/** The results page's facets, in its order, with the number of values each shows (the widgets' `limit`). */
export const RESULTS_FACETS = [
  { attribute: SEARCH_FACETS.kind, limit: 20 },
  { attribute: SEARCH_FACETS.brand, limit: 15 },
  { attribute: SEARCH_FACETS.catalogue, limit: 20 },
] as const

/** InstantSearch asks for the largest `limit` of the refinement lists. */
const MAX_VALUES_PER_FACET = Math.max(...RESULTS_FACETS.map((f) => f.limit))

export type ResultsFirstPage = ListingFirstPage

/** The query the server searches for the page's first render, or null when the address asks for more than that. */
export function firstPageQuery(query: Record<string, string | string[] | undefined>): string | null {
  const keys = Object.keys(query).filter((k) => query[k] !== undefined)
  // a facet or a later page: the browser searches (the static HTML shows the field with the query)
  if (keys.some((k) => k !== 'q')) return null
  const q = (Array.isArray(query.q) ? query.q[0] : query.q)?.slice(0, MAX_QUERY_LENGTH).trim()
  return q ? q : null
}

/** The request of the results page's first page for `query` (the parameters its widgets send). */
export function resultsRequestParams(query: string) {
  return {
    query,
    hitsPerPage: RESULTS_PAGE_SIZE,
    page: 0,
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
    facets: RESULTS_FACETS.map((f) => f.attribute),
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
    clickAnalytics: true,
  }
}

/** InstantSearch's initial results for the results page's first page (keyed by the shop's index). */
export function resultsInitialResults(indexName: string, firstPage: ResultsFirstPage) {
  return initialResultsOf(indexName, firstPage, {
    index: indexName,
    query: firstPage.query ?? '',
    hitsPerPage: RESULTS_PAGE_SIZE,
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
    disjunctiveFacets: RESULTS_FACETS.map((f) => f.attribute),
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
  })
}
