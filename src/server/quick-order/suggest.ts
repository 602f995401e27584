/**
 * Products near a typed reference, for the quick order: the buyer's company part numbers that begin with it, then the
 * shop's search (references with or without separators, EAN, words of the title, typos). The search is the index the
 * whole shop uses (embedded engine or Algolia); when it cannot answer, there are no suggestions, never an error.
 */
import { SUGGESTIONS_AS_YOU_TYPE, type QuickOrderProduct } from '@/lib/quick-order/api'
import { SEARCH_FACETS } from '@/lib/search/types'
import type { Buyer } from '@/server/http/buyer'
import { companyOf, searchPartNumbers } from '@/server/part-numbers/partNumbers'
import { searchIndex } from '@/server/search'

import { lineProducts } from './products'

/** Ids of the products the search finds first for `text`. */
export async function searchProductIds(text: string, limit: number): Promise<number[]> {
  if (text.trim() === '') return []
  try {
    const answer = await searchIndex().search({
      query: text.slice(0, 512),
      hitsPerPage: limit,
      facetFilters: [[`${SEARCH_FACETS.kind}:product`]],
      attributesToRetrieve: ['id'],
      attributesToHighlight: [],
      analytics: false,
    })
    return answer.hits.flatMap((h) => (typeof h.id === 'number' ? [h.id] : []))
  } catch {
    return []
  }
}

/** GET /api/quick-order/suggest?q=: as-you-type suggestions, the buyer's part numbers first. */
export async function suggestProducts(buyer: Buyer, text: string): Promise<QuickOrderProduct[]> {
  const [partNumberHits, found] = await Promise.all([searchPartNumbers(buyer, text, 3), searchProductIds(text, SUGGESTIONS_AS_YOU_TYPE)])
  const ids = [...new Set([...partNumberHits.map((h) => h.product.id), ...found])].slice(0, SUGGESTIONS_AS_YOU_TYPE)
  const products = await lineProducts(buyer, await companyOf(buyer), ids)
  return ids.flatMap((id) => products.get(id)?.forQuantity(1) ?? [])
}
