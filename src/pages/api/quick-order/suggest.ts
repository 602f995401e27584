import { buyerRoute, erpReads, param } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'
import { suggestProducts } from '@/server/quick-order/suggest'
import { suggestQuerySchema } from '@/server/quick-order/schemas'

/**
 * GET /api/quick-order/suggest?q=…: products for a reference being typed in the quick order, the buyer's « Ma
 * référence » first → `{ code: 'success', products: QuickOrderProduct[] }` (8 at most). docs/quick-order-api.md.
 */
export default buyerRoute({
  GET: {
    allow: erpReads('quick-order/suggest'),
    run: async (req, buyer) => ({
      body: { code: 'success', products: await suggestProducts(buyer, parse(suggestQuerySchema, param(req, 'q') ?? '')) },
    }),
  },
})
