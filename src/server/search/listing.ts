/**
 * The first page of a product listing, searched on the server (issue 17 item 6): rendered into the page's HTML
 * (hits, count, facets) and handed to InstantSearch as its initial results, so the listing does not change when the
 * search takes over in the browser.
 */
import { listingRequestParams, type ListingFirstPage, type ListingScope } from '../../lib/search/listing'
import { SEARCH_INDEX, SEARCH_SORT_INDEX } from '../../lib/search/types'
import { cms } from '../cms/payload'
import { searchBackend, searchIndex } from './index'
import { loadIndexContent } from './indexer'
import { ensureLocalIndex } from './local'

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
