/** GET /api/frequent-purchases: the products the buyer orders most often, from their ERP order history. */
import { MAX_FREQUENT_PURCHASES, type FrequentPurchase } from '@/lib/account/api'
import { rankFrequentPurchases } from '@/lib/account/frequentPurchases'
import type { Buyer } from '@/server/http/buyer'
import { erp } from '@/server/erp'

import { productSummaries } from './products'

export async function frequentPurchases(buyer: Buyer): Promise<FrequentPurchase[]> {
  const orders = await erp().listOrders(buyer.id)
  // ranked over every product, then withdrawn ones dropped: the list still holds the most frequent products on sale
  const ranked = rankFrequentPurchases(orders, Number.MAX_SAFE_INTEGER)
  const products = await productSummaries(ranked.map((r) => r.product_id))
  return ranked
    .flatMap((entry) => {
      const product = products.get(entry.product_id)
      if (!product) return []
      const { product_id: _id, ...counts } = entry
      // the product's minimum may have grown since: add what can be bought
      return [{ ...counts, product, last_quantity: Math.max(entry.last_quantity, product.buying.min) }]
    })
    .slice(0, MAX_FREQUENT_PURCHASES)
}
