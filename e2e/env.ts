/** Settings the e2e server runs with (playwright.config.ts passes them to `next start`). */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789'
/** Production requires PAYLOAD_SECRET: the e2e build and server share this one (scripts/e2e.mjs sets the same). */
export const E2E_PAYLOAD_SECRET = 'e2e-payload-secret-not-for-production-0123456789'

/**
 * Card payment runs against a second `next start` of the same build and database with the Stripe
 * settings (playwright.config.ts), so that every other spec keeps the shop without cards (a type 1 buyer would otherwise
 * see « Carte bancaire » alone). Its STRIPE_API_URL is e2e/stripe-standin.mjs; Stripe.js is intercepted by the spec.
 */
export const E2E_STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_secret',
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
} as const
