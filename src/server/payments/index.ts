/** Card payment with Stripe: the server's side. */
export { cardPaymentEnabled } from './stripe'
export { createCardIntent, type IntentReply } from './intent'
export { handleStripeWebhook } from './webhook'
export { paymentStatus, type PaymentStatusReply } from './status'
export { paymentsOf } from './records'
