/**
 * The server's Stripe client, built once from the `stripe` settings of src/env.ts. STRIPE_API_URL
 * points it at another origin (stripe-mock, a test stand-in) through the client's own protocol/host/port options.
 */
import Stripe from 'stripe'

import { configured, env } from '@/env'

/** Card payment is offered only with the whole `stripe` group (secret key, webhook secret, publishable key). */
export const cardPaymentEnabled = (): boolean => configured('stripe')

/** The client's connection options for STRIPE_API_URL (none: Stripe's own API). */
export function stripeConnection(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'protocol' | 'host' | 'port'> {
  if (!apiUrl) return {}
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { protocol, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443) }
}

let client: { key: string; stripe: Stripe } | null = null

/** The client for the current settings (rebuilt when they change, which only tests do). */
export function stripe(): Stripe {
  const key = `${env.STRIPE_SECRET_KEY}|${env.STRIPE_API_URL ?? ''}`
  if (client?.key !== key) {
    if (!env.STRIPE_SECRET_KEY) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY)')
    client = {
      key,
      stripe: new Stripe(env.STRIPE_SECRET_KEY, {
        ...stripeConnection(env.STRIPE_API_URL),
        maxNetworkRetries: 1,
        timeout: 10_000,
        typescript: true,
      }),
    }
  }
  return client.stripe
}
