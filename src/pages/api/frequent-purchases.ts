import { frequentPurchases } from '@/server/account/frequent'
import { buyerRoute, erpReads } from '@/server/http/buyerRoute'

/** GET /api/frequent-purchases: the products the buyer orders most often → `{ code: 'success', items }`. */
export default buyerRoute({
  GET: {
    allow: erpReads('frequent-purchases'),
    run: async (_req, buyer) => ({ body: { code: 'success', items: await frequentPurchases(buyer) } }),
  },
})
