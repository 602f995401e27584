import { restoreToCart } from '@/server/approvals/decide'
import { approvalIdParam } from '@/server/approvals/schemas'
import { buyerRoute, cartWrites, param } from '@/server/http/buyerRoute'

/**
 * POST /api/approvals/{id}/cart (« Remettre dans mon panier »): the lines of the buyer's own refused order go back to
 * their cart, once → `{ code: 'success', approval, order }` (`order`: the cart now); someone else's → 404, not refused → 409.
 */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  POST: {
    changesState: true,
    allow: cartWrites('approvals/[id]/cart'),
    run: async (req, buyer) => ({ body: { code: 'success', ...(await restoreToCart(buyer, approvalIdParam(param(req, 'id')))) } }),
  },
})
