import { z } from 'zod'

import { PAYMENT_ERRORS } from '@/lib/payments/messages'
import { DomainError } from '@/server/http/errors'
import { buyerRoute, erpReads, param } from '@/server/http/buyerRoute'
import { paymentStatus } from '@/server/payments'

const intentId = z.string().regex(/^pi_[A-Za-z0-9]{1,100}$/)

/**
 * GET /api/payments/status?intent=pi_… → `{ code: 'success', status, order_id, message }` of the
 * caller's own card payment (`pending`, `succeeded` once the webhook placed the order, `failed` with the French reason…);
 * 404 `not_found` for an unknown intent or another buyer's, 400 for a malformed id. Polled by the card step.
 */
export default buyerRoute({
  GET: {
    allow: erpReads('payments/status'),
    run: async (req, buyer) => {
      const parsed = intentId.safeParse(param(req, 'intent'))
      if (!parsed.success) throw new DomainError(400, 'invalid_query', PAYMENT_ERRORS.notFound)
      return { body: await paymentStatus(buyer, parsed.data) }
    },
  },
})
