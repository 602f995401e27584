import { rememberDeliveryAddress } from '@/server/account/addresses'
import { orderOrAskApproval } from '@/server/approvals/checkout'
import { createRateLimiter } from '@/server/http/rateLimit'
import { listOrders } from '@/server/cart/orders'
import { buyerRoute, erpReads } from '@/server/http/buyerRoute'
import { checkoutSchema, parse } from '@/server/http/parse'
import { DomainError } from '@/server/http/errors'
import { PUNCHOUT_MESSAGES } from '@/server/punchout/messages'
import { refuseWhenInspecting } from '@/server/punchout/readOnly'

/** Checkouts per buyer and minute. */
export const CHECKOUT_LIMIT = 10

/**
 * GET /api/orders (spec §7): the buyer's orders, newest first. POST /api/orders: checkout on account of the open cart
 * `{delivery_address, po_reference?, order_id?, cost_centre?}` → 201 `{ code: 'success', order }`, or, above the buyer's
 * spending limit, 202 `{ code: 'approval_pending', approval }` (the order waits for an approver). docs/cart-api.md.
 */
/** The body is read by buyerRoute: a malformed one gets a French `{ code, message }` (Next's parser answers in text). */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  GET: {
    allow: erpReads('orders/index'),
    run: async (_req, buyer) => ({ body: { code: 'success', orders: await listOrders(buyer) } }),
  },
  POST: {
    changesState: true,
    allow: createRateLimiter({ name: 'checkout', limit: CHECKOUT_LIMIT, windowMs: 60_000 }),
    run: async (req, buyer) => {
      const body = parse(checkoutSchema, req.body)
      await refuseWhenInspecting(req.headers, buyer)
      // a procurement account orders through its platform (cXML OrderRequest / OCI), even when logged in directly
      if (buyer.procurement) throw new DomainError(403, 'orders_through_platform', PUNCHOUT_MESSAGES.ordersThroughPlatform)
      // a preparer prepares (403), a buyer orders within their limits, above them an approver decides
      const outcome = await orderOrAskApproval(buyer, body)
      // offered at the next checkout; the order is placed whatever happens to the address book
      await rememberDeliveryAddress(buyer, body.delivery_address).catch((error) => console.error('[addresses] not remembered', error))
      if (outcome.approval) return { status: 202, body: { code: 'approval_pending', approval: outcome.approval } }
      return { status: 201, body: { code: 'success', order: outcome.order } }
    },
  },
})
