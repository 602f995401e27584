/**
 * POST /api/stripe/webhook: Stripe's events, signature checked (300 s tolerance), each event id acted
 * on once, then:
 * - `payment_intent.succeeded`: the order is placed, only if the amount received is the amount recorded and the open
 *   order still costs that (a cart changed after paying is not placed: the team refunds), through the same checkout
 *   as on account (role, cost centre and spending limits checked again, ownership checked by the ERP, the order's
 *   notices queued), without touching the credit; an order the shop refuses now (over a limit since) is not placed;
 * - `payment_intent.payment_failed`: the payment is marked refused with its French reason; the cart stays as it is;
 * - `charge.refunded`: the payment is marked refunded (the local ERP has no status for it: « Remboursée » comes from
 *   the payments collection).
 * Anything else is acknowledged and ignored. Replies are `{ code, message? }`; only a passing failure (ERP
 * unavailable) answers 503, so that Stripe delivers the event again.
 */
import type Stripe from 'stripe'

import { env } from '@/env'
import { PAYMENT_ERRORS } from '@/lib/payments/messages'
import type { Payment } from '@/payload-types'
import { rememberDeliveryAddress } from '@/server/account/addresses'
import type { Buyer } from '@/server/http/buyer'
import { orderOrAskApproval } from '@/server/approvals/checkout'
import { errorReply } from '@/server/http/errors'
import { cms } from '@/server/http/payload'
import { erp, isErpError } from '@/server/erp'
import { queueChatNotification } from '@/server/notify'

import { chargeOf } from './charge'
import { declineMessage } from './declines'
import { claimEvent, findPayment, releaseEvent, updatePayment } from './records'
import { cardPaymentEnabled, stripe } from './stripe'

/** Stripe's default tolerance: an event signed more than 5 minutes ago is refused (replayed capture). */
const SIGNATURE_TOLERANCE_SECONDS = 300

export type WebhookReply = { status: number; body: { code: string; message?: string } }

const ok = (code: string): WebhookReply => ({ status: 200, body: { code } })

export async function handleStripeWebhook(raw: string | Buffer, signature: string | undefined): Promise<WebhookReply> {
  if (!cardPaymentEnabled()) return { status: 404, body: { code: 'not_found', message: 'Introuvable.' } }
  let event: Stripe.Event
  try {
    event = stripe().webhooks.constructEvent(raw, signature ?? '', env.STRIPE_WEBHOOK_SECRET!, SIGNATURE_TOLERANCE_SECONDS)
  } catch {
    return { status: 400, body: { code: 'invalid_signature', message: PAYMENT_ERRORS.badSignature } }
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) {
    return { status: 400, body: { code: 'invalid_event', message: PAYMENT_ERRORS.invalidPayload } }
  }
  if (!(await claimEvent(event.id, event.type))) return ok('duplicate')
  try {
    return await act(event)
  } catch (error) {
    await releaseEvent(event.id).catch(() => {})
    if (isErpError(error) && (error.code === 'unavailable' || error.code === 'unauthorized')) {
      return { status: 503, body: { code: 'erp_unavailable', message: 'ERP indisponible, Stripe réessaiera.' } }
    }
    throw error
  }
}

async function act(event: Stripe.Event): Promise<WebhookReply> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return succeeded(event.data.object)
    case 'payment_intent.payment_failed': {
      const intent = event.data.object
      const payment = await findPayment(intent.id)
      if (!payment) return ok('unknown_payment')
      if (payment.status !== 'pending' && payment.status !== 'failed') return ok('already_settled')
      await updatePayment(payment.id, { status: 'failed', failure_message: declineMessage(intent.last_payment_error) })
      return ok('payment_failed')
    }
    case 'charge.refunded': {
      const charge = event.data.object
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
      const payment = intentId ? await findPayment(intentId) : null
      if (!payment) return ok('unknown_payment')
      const refunded = charge.amount_refunded >= charge.amount
      await updatePayment(payment.id, { status: refunded ? 'refunded' : 'partially_refunded', refunded_amount: charge.amount_refunded })
      return ok('refunded')
    }
    default:
      return ok('ignored')
  }
}

async function succeeded(intent: Stripe.PaymentIntent): Promise<WebhookReply> {
  const payment = await findPayment(intent.id)
  if (!payment) return ok('unknown_payment')
  if (payment.status !== 'pending' && payment.status !== 'failed') return ok('already_settled')
  const buyer = await buyerOf(payment)
  const paidAsRecorded =
    intent.amount_received === payment.amount &&
    intent.currency === payment.currency &&
    intent.metadata?.order_id === payment.order_id &&
    buyer !== null
  const order = buyer ? await erp().getOrder(buyer.id, payment.order_id).catch(notFoundAsNull) : null
  const stillCosts = buyer && order && order.status === 'cart' ? (await chargeOf(buyer.id, order)).cents === payment.amount : false
  if (!buyer || !paidAsRecorded || !stillCosts) {
    await updatePayment(payment.id, { status: 'amount_mismatch' })
    await alertTeam(
      `Paiement par carte ${intent.id} reçu (${intent.amount_received / 100} €) sans commande passée : montant ou panier différent de la commande ${payment.order_id}. À rembourser ou à commander à la main.`,
    )
    return ok('amount_mismatch')
  }
  const address = payment.delivery_address
  const request = {
    delivery_address: {
      name: address.name,
      street: address.street,
      postal_code: address.postal_code,
      city: address.city,
      country: address.country,
    },
    po_reference: payment.po_reference ?? null,
    order_id: payment.order_id,
    cost_centre: payment.cost_centre ?? null,
  }
  try {
    // the buyer's role, cost centre and spending limits again: within them when the payment was prepared, maybe not now
    await orderOrAskApproval(buyer, request, 'card')
  } catch (error) {
    const refusal = errorReply(error)
    if (!isErpError(error) && refusal && refusal.status < 500) {
      await updatePayment(payment.id, { status: 'checkout_failed', failure_message: refusal.body.code })
      await alertTeam(
        `Paiement par carte ${intent.id} reçu mais la commande ${payment.order_id} n’est pas passée (${refusal.body.code} : ${refusal.body.message}). À rembourser.`,
      )
      return ok('checkout_failed')
    }
    if (!isErpError(error) || error.code === 'unavailable' || error.code === 'unauthorized') throw error
    // another delivery for the same intent (a different event id) placed it a moment ago: not a failure to report
    if (error.code === 'order_not_open' && (await findPayment(intent.id))?.status === 'succeeded') return ok('already_settled')
    await updatePayment(payment.id, { status: 'checkout_failed', failure_message: error.code })
    await alertTeam(
      `Paiement par carte ${intent.id} reçu mais la commande ${payment.order_id} est refusée par l’ERP (${error.code}). À rembourser.`,
    )
    return ok('checkout_failed')
  }
  await updatePayment(payment.id, { status: 'succeeded', placed_at: new Date().toISOString(), failure_message: null })
  await rememberDeliveryAddress(buyer, request.delivery_address).catch((error) => console.error('[addresses] not remembered', error))
  return ok('order_placed')
}

const notFoundAsNull = (error: unknown) => {
  if (isErpError(error) && error.code === 'not_found') return null
  throw error
}

/** The buyer of a payment as the cart routes see one (null if the account is gone or deactivated). */
async function buyerOf(payment: Payment): Promise<Buyer | null> {
  const id = typeof payment.client === 'object' && payment.client ? payment.client.id : payment.client
  const client = await (
    await cms()
  ).findByID({ collection: 'clients', id: id as number, overrideAccess: true, depth: 0, disableErrors: true })
  if (!client || client.compte_desactive) return null
  return {
    id: String(client.id),
    dimasysType: client.dimasys_type ?? null,
    lastOrder: client.last_dimasys_order || null,
    procurement: client.coupa === true,
  }
}

async function alertTeam(text: string): Promise<void> {
  await queueChatNotification(await cms(), { text }).catch((error) => console.error('[payments] team not alerted', error))
}
