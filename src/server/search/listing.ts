/**
 * The first page of a product listing, searched on the server: rendered into the page's HTML
 * (hits, count, facets) and handed to InstantSearch as its initial results, so the listing does not change when the
 * search takes over in the browser.
 */
import { listingRequestParams, type ListingFirstPage, type ListingScope } from '@/lib/search/listing'
import { resultsRequestParams, type ResultsFirstPage } from '@/lib/search/results'
import { SEARCH_INDEX, SEARCH_SORT_INDEX } from '@/lib/search/types'
import { cms } from '@/server/http/payload'
import { searchBackend, searchIndex } from './index'
import { loadIndexContent } from './indexer'
import { ensureLocalIndex, localEngineNow } from './local'

/** The listing's first page (A-Z, no refinement); null when the search does not answer (the browser searches). */
export async function listingFirstPage(scope: ListingScope): Promise<ListingFirstPage | null> {
  try {
    if (searchBackend() === 'local') {
      const payload = await cms()
      await ensureLocalIndex(SEARCH_INDEX, () => loadIndexContent(payload))
    }
    // the listing's default order, A-Z, is the replica the browser's InstantSearch starts on
    const answer = await searchIndex().search(listingRequestParams(scope), SEARCH_SORT_INDEX['a-z'])
    // JSON only (page props): no undefined values
    return JSON.parse(JSON.stringify(answer)) as ListingFirstPage
  } catch (error) {
    console.error('[listing] first page not searched on the server', error)
    return null
  }
}

/**
 * The results page's first page for `query` (/recherche?q=…, nothing else in the address), searched on the server;
 * null when the search does not answer (the browser searches, as it does for any other address).
 */
export async function resultsFirstPage(query: string): Promise<ResultsFirstPage | null> {
  try {
    if (searchBackend() === 'local') {
      const payload = await cms()
      // a request during the first build of the index is not held for it: the browser searches (and is told to retry)
      await localEngineNow(SEARCH_INDEX, () => loadIndexContent(payload))
    }
    const answer = await searchIndex().search(resultsRequestParams(query))
    return JSON.parse(JSON.stringify(answer)) as ResultsFirstPage
  } catch (error) {
    console.error('[results] first page not searched on the server', error)
    return null
  }
}
