import { pricesFor } from '@/server/cart/products'
import { buyerRoute, erpReads, param } from '@/server/http/buyerRoute'
import { parse, priceIdsSchema } from '@/server/http/parse'

/**
 * GET /api/prices?ids=1,2,3 (spec §7 price fetch by product id): the customer's prices and stock of up to 100 products,
 * one request per page, so catalogue pages stay static. → `{ code: 'success', prices, stock }`. docs/cart-api.md.
 */
export default buyerRoute({
  GET: {
    allow: erpReads('prices'),
    run: async (req, buyer) => ({ body: await pricesFor(buyer, parse(priceIdsSchema, param(req, 'ids'))) }),
  },
})
