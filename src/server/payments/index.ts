/** Card payment with Stripe: the server's side. */

export { createCardIntent } from './intent'
export { handleStripeWebhook } from './webhook'
export { paymentStatus } from './status'
