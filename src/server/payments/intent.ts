/**
 * POST /api/payments/intent: the PaymentIntent for the buyer's open order, amount computed here
 * (H.T + VAT), with the ERP order id and the buyer in its metadata. The idempotency key is the order, its amount and
 * its version: a double click or a second try on an unchanged cart gets the same intent back, a changed cart a new one.
 * The order itself is placed by the webhook only (./webhook.ts), with the address and PO reference recorded here.
 */
import Stripe from 'stripe'

import { env } from '@/env'
import type { CardIntentReply } from '@/lib/payments/api'
import { PAYMENT_ERRORS } from '@/lib/payments/messages'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import type { CheckoutRequest } from '@/server/http/parse'
import { checkCardOrder } from '@/server/approvals/checkout'

import { openOrderCharge } from './charge'
import { recordPayment } from './records'
import { cardPaymentEnabled, stripe } from './stripe'

const CURRENCY = 'eur'

export type IntentReply = CardIntentReply

const idempotencyKey = (orderId: string, cents: number, version: string): string => `boutique-pi-${orderId}-${cents}-${version}`

export async function createCardIntent(buyer: Buyer, request: Omit<CheckoutRequest, 'order_id'>): Promise<IntentReply> {
  if (!cardPaymentEnabled()) throw new DomainError(404, 'card_unavailable', PAYMENT_ERRORS.cardUnavailable)
  // the buyer's role, cost centre and spending limits, before anything is charged (the webhook checks them again)
  const { costCentre } = await checkCardOrder(buyer, request)
  const { order, amount, cents } = await openOrderCharge(buyer.id)
  let intent: Stripe.PaymentIntent
  try {
    intent = await stripe().paymentIntents.create(
      {
        amount: cents,
        currency: CURRENCY,
        // no method that leaves the page: confirmPayment's redirect: 'if_required' then never redirects
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: { order_id: order.id, buyer_id: buyer.id },
      },
      { idempotencyKey: idempotencyKey(order.id, cents, order.updated_at) },
    )
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      console.error('[payments] PaymentIntent refused', error.type, error.code ?? '', error.message)
      throw new DomainError(503, 'payment_unavailable', PAYMENT_ERRORS.stripeUnavailable)
    }
    throw error
  }
  if (!intent.client_secret) throw new DomainError(503, 'payment_unavailable', PAYMENT_ERRORS.stripeUnavailable)
  await recordPayment({
    intent_id: intent.id,
    client: Number(buyer.id),
    order_id: order.id,
    amount: cents,
    amount_ht: amount.ht,
    amount_tva: amount.tva,
    currency: CURRENCY,
    delivery_address: request.delivery_address,
    po_reference: request.po_reference ?? null,
    cost_centre: costCentre?.code ?? null,
  })
  return {
    code: 'success',
    clientSecret: intent.client_secret,
    publishableKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY!,
    paymentIntent: intent.id,
    orderId: order.id,
    amount,
  }
}
