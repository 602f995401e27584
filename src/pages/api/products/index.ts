import { productSummaries } from '@/server/account/products'
import { buyerRoute, erpReads, param } from '@/server/cart/route'
import { parse, priceIdsSchema } from '@/server/cart/schemas'

/** GET /api/products?ids=1,2,3: up to 100 displayed products as the account lists show them (order lines). */
export default buyerRoute({
  GET: {
    allow: erpReads('products/index'),
    async run(req) {
      const ids = parse(priceIdsSchema, param(req, 'ids'))
      const found = await productSummaries(ids)
      return { body: { code: 'success', products: ids.flatMap((id) => found.get(id) ?? []) } }
    },
  },
})
