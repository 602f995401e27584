import { orderLineProducts } from '@/server/account/products'
import { buyerRoute, erpReads, param } from '@/server/http/buyerRoute'
import { parse, priceIdsSchema } from '@/server/http/parse'

/**
 * GET /api/products?ids=1,2,3: up to 100 displayed products as the account lists show them (order lines), with the
 * buyer's company part numbers (« Ma référence »).
 */
export default buyerRoute({
  GET: {
    allow: erpReads('products/index'),
    run: async (req, buyer) => ({
      body: { code: 'success', products: await orderLineProducts(buyer, parse(priceIdsSchema, param(req, 'ids'))) },
    }),
  },
})
