/** Replies of the card payment routes, shared by the handlers and the card step. */
import type { CardAmount } from './amount'

/** POST /api/payments/intent. */
export type CardIntentReply = {
  code: 'success'
  clientSecret: string
  publishableKey: string
  paymentIntent: string
  orderId: string
  amount: CardAmount
}

type CardPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'amount_mismatch' | 'checkout_failed' | 'partially_refunded' | 'refunded'

/** GET /api/payments/status?intent=pi_…. */
export type PaymentStatusReply = { code: 'success'; status: CardPaymentStatus; order_id: string; message: string | null }
