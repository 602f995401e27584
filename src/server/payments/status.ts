/**
 * GET /api/payments/status?intent=pi_…: what the card step polls after confirming, for the buyer's own
 * payment only: `pending` until the webhook placed the order (`succeeded`, with the order id) or recorded a refusal.
 */
import type { PaymentStatusReply } from '@/lib/payments/api'
import { PAYMENT_ERRORS } from '@/lib/payments/messages'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'

import { findPayment } from './records'

export type { PaymentStatusReply }

export async function paymentStatus(buyer: Buyer, intentId: string): Promise<PaymentStatusReply> {
  const payment = await findPayment(intentId)
  const owner = payment && (typeof payment.client === 'object' && payment.client ? payment.client.id : payment.client)
  if (!payment || String(owner) !== buyer.id) throw new DomainError(404, 'not_found', PAYMENT_ERRORS.notFound)
  return {
    code: 'success',
    status: payment.status,
    order_id: payment.order_id,
    message: payment.status === 'failed' ? (payment.failure_message ?? null) : null,
  }
}
