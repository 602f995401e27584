import { productFor } from '@/server/cart/products'
import { buyerRoute, erpReads, param } from '@/server/http/buyerRoute'
import { parse, productIdParamSchema } from '@/server/http/parse'

/** GET /api/products/{id} (spec §7): a product for a cart line card, with the customer's price and stock. */
export default buyerRoute({
  GET: {
    allow: erpReads('products/[id]'),
    run: async (req, buyer) => ({ body: await productFor(buyer, parse(productIdParamSchema, param(req, 'id'))) }),
  },
})
