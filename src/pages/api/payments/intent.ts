import { DomainError } from '@/server/http/errors'
import { buyerRoute } from '@/server/http/buyerRoute'
import { checkoutSchema, parse } from '@/server/http/parse'
import { createRateLimiter } from '@/server/http/rateLimit'
import { createCardIntent } from '@/server/payments'
import { PUNCHOUT_MESSAGES } from '@/server/punchout/messages'
import { refuseWhenInspecting } from '@/server/punchout/readOnly'

/** Card payments prepared per buyer and minute (each may reach Stripe). */
export const INTENT_LIMIT = 10

/** The body is read by buyerRoute: a malformed one gets a French `{ code, message }`. */
export const config = { api: { bodyParser: false } }

/**
 * POST /api/payments/intent `{ delivery_address, po_reference?, cost_centre? }` → 200 `{ code: 'success', clientSecret,
 * publishableKey, paymentIntent, orderId, amount: { ht, tva, ttc } }` for the open order; 404 `card_unavailable` without
 * the Stripe settings, 409 `empty_cart`, 409 `approval_required` above the buyer's spending limit (sent for approval on
 * account instead), 400 for a missing or unknown cost centre, 403 for a preparer or a procurement account, 503 `payment_unavailable` when
 * Stripe does not answer. The order is placed by the webhook (POST /api/stripe/webhook), not here.
 */
export default buyerRoute({
  POST: {
    changesState: true,
    allow: createRateLimiter({ name: 'payment-intents', limit: INTENT_LIMIT, windowMs: 60_000 }),
    run: async (req, buyer) => {
      const { delivery_address, po_reference, cost_centre } = parse(checkoutSchema, req.body)
      await refuseWhenInspecting(req.headers, buyer)
      if (buyer.procurement) throw new DomainError(403, 'orders_through_platform', PUNCHOUT_MESSAGES.ordersThroughPlatform)
      return { body: await createCardIntent(buyer, { delivery_address, po_reference, cost_centre }) }
    },
  },
})
