/**
 * One price request per page (spec §7 price fetch by product id): every price asked for during the same tick — the
 * product page's main product and its related products, a listing's cards — goes out in one GET /api/prices?ids=…
 * (at most MAX_PRICE_IDS per request), so the pages themselves stay static and cacheable.
 */
import { MAX_PRICE_IDS, type PriceView } from '@/lib/cart/api'

import { cartApi } from '@/lib/cart/client'

export type CustomerPrice = { price: PriceView | null; stock: number | null }

type Waiter = { resolve: (value: CustomerPrice) => void; reject: (error: unknown) => void }

export function createPriceBatcher(fetchPrices: typeof cartApi.prices = cartApi.prices) {
  let queue = new Map<number, Waiter[]>()
  let scheduled = false

  const flush = async () => {
    scheduled = false
    const batch = queue
    queue = new Map()
    const ids = [...batch.keys()]
    for (let i = 0; i < ids.length; i += MAX_PRICE_IDS) {
      const chunk = ids.slice(i, i + MAX_PRICE_IDS)
      try {
        const reply = await fetchPrices(chunk)
        for (const id of chunk) {
          const value = { price: reply.prices[String(id)] ?? null, stock: reply.stock[String(id)] ?? null }
          batch.get(id)?.forEach((w) => w.resolve(value))
        }
      } catch (error) {
        for (const id of chunk) batch.get(id)?.forEach((w) => w.reject(error))
      }
    }
  }

  return (productId: number): Promise<CustomerPrice> =>
    new Promise((resolve, reject) => {
      queue.set(productId, [...(queue.get(productId) ?? []), { resolve, reject }])
      if (!scheduled) {
        scheduled = true
        // a macrotask: every island mounted in the same commit has asked by then
        setTimeout(() => void flush(), 0)
      }
    })
}

export const loadCustomerPrice = createPriceBatcher((ids) => cartApi.prices(ids))
