import { creditOf } from '@/server/cart/credit'
import { buyerRoute, erpReads } from '@/server/http/buyerRoute'

/**
 * GET /api/credit → `{ code: 'success', role: 'buyer' | 'preparer', credit: { limit, used, available } | null, card }`:
 * the company's credit on account (null for type 1 accounts), whether the caller orders, and whether
 * « Carte bancaire » is offered. docs/cart-api.md.
 */
export default buyerRoute({
  GET: {
    allow: erpReads('credit'),
    run: async (_req, buyer) => ({ body: await creditOf(buyer) }),
  },
})
