import { creditOf } from '@/server/cart/credit'
import { buyerRoute, erpReads } from '@/server/cart/route'

/**
 * GET /api/credit → `{ code: 'success', role: 'buyer' | 'preparer', credit: { limit, used, available } | null, card }`:
 * the company's credit on account (issue 18 item 2; null for type 1 accounts), whether the caller orders, and whether
 * « Carte bancaire » is offered (issue 19 item 1). docs/cart-api.md.
 */
export default buyerRoute({
  GET: {
    allow: erpReads('credit'),
    run: async (_req, buyer) => ({ body: await creditOf(buyer) }),
  },
})
