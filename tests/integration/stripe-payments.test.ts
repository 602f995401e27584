/**
 * Card payment with Stripe through the real handlers, the `stripe` client pointed (STRIPE_API_URL) at a
 * local HTTP stand-in answering Stripe's documented PaymentIntent object, and webhooks signed with
 * `stripe.webhooks.generateTestHeaderString`: the amount the server computes (H.T + VAT per product rate), the intent's
 * metadata and idempotency key, then the order placed only by a valid `payment_intent.succeeded`, once.
 */
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { demoClient } from '@/cms/seed/accounts'

import { startFakeApi, type FakeApi, type RecordedRequest } from '../helpers/fakeApi'
import { callApi } from '../helpers/nextApi'
import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'
import { loadCartApi, SHOP, type CartApi } from './cart-api-client'
import { createErpFixtures } from './erp-fixtures'

const SECRET = 'whsec_integration_test_secret'
const ADDRESS = { name: 'Atelier Lambert', street: '12 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' }

let env: TestPayload
let payload: Payload
let api: CartApi
let stripeApi: FakeApi
let h: { intent: any; status: any; webhook: any }
const signer = new Stripe('sk_test_signer_only')
const products = { hundred: 0, reduced: 0 }
const ids: Record<'type1' | 'credit', number> = { type1: 0, credit: 0 }
const cookie: Record<'type1' | 'credit', string> = { type1: '', credit: '' }

/** Stripe's PaymentIntent object (https://docs.stripe.com/api/payment_intents/object), one per idempotency key as Stripe does. */
const intents = new Map<string, Record<string, unknown>>()
function paymentIntentReply(request: RecordedRequest) {
  if (request.method !== 'POST' || request.path !== '/v1/payment_intents')
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } }
  const key = String(request.headers['idempotency-key'])
  const form = new URLSearchParams(String(request.body))
  if (!intents.has(key)) {
    const id = `pi_test${intents.size + 1}`
    intents.set(key, {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      amount_received: 0,
      currency: form.get('currency'),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_abc123`,
      livemode: false,
      metadata: { order_id: form.get('metadata[order_id]'), buyer_id: form.get('metadata[buyer_id]') },
      automatic_payment_methods: {
        enabled: form.get('automatic_payment_methods[enabled]') === 'true',
        allow_redirects: form.get('automatic_payment_methods[allow_redirects]'),
      },
      created: Math.floor(Date.now() / 1000),
    })
  }
  return { status: 200, body: intents.get(key)! }
}

beforeAll(async () => {
  stripeApi = await startFakeApi(paymentIntentReply)
  // read by src/env.ts when it is first loaded (by the CMS config below)
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_integration',
    STRIPE_WEBHOOK_SECRET: SECRET,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_integration',
    STRIPE_API_URL: stripeApi.baseUrl,
  })
  env = await startTestPayload()
  payload = env.payload
  api = await loadCartApi()
  h = {
    intent: (await import('@/pages/api/payments/intent')).default,
    status: (await import('@/pages/api/payments/status')).default,
    webhook: (await import('@/pages/api/stripe/webhook')).default,
  }
  const fx = await createErpFixtures(payload, 'stripe')
  products.hundred = fx.products.hundred
  // 105,50 € TTC at 5,5 %: 100 € H.T
  const reduced = await payload.create({
    collection: 'produits',
    data: {
      titre: 'Livre technique',
      slug: 'livre-technique-stripe',
      dimasys_reference: 'LIV-1',
      should_be_displayed: true,
      taxes: 5.5,
      prix: { base_with_taxes: 105.5 },
      stock: [{ depot: 'Lyon', shop_qty: 50 }],
    },
    overrideAccess: true,
    context: { seed: true, disableRevalidate: true },
  })
  products.reduced = reduced.id
  for (const key of ['type1', 'credit'] as const) {
    const { email, password, firstname, lastname, dimasys_type, dimasys_credit_limit, dimasys_credit_used } = demoClient(key)
    const doc = await payload.create({
      collection: 'clients',
      data: { email, password, firstname, lastname, dimasys_type, dimasys_credit_limit, dimasys_credit_used },
      overrideAccess: true,
    })
    ids[key] = doc.id
    cookie[key] = await login('clients', email, password)
  }
})

afterAll(async () => {
  // the order notices queued by the checkout finish before the database goes
  await (await import('@/server/jobs/queue')).settleJobs()
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'STRIPE_API_URL'])
    delete process.env[key]
  await env?.cleanup()
  await stripeApi?.close()
})

const createIntent = (who: 'type1' | 'credit', body: unknown = { delivery_address: ADDRESS, po_reference: 'PO-CARTE-1' }) =>
  callApi(h.intent, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: SHOP, cookie: cookie[who], 'content-type': 'application/json' },
    body,
  })
const status = (who: 'type1' | 'credit', intent: string) =>
  callApi(h.status, { method: 'GET', headers: { host: 'localhost:3000', cookie: cookie[who] }, query: { intent } })

let eventCount = 0
/** A Stripe event as delivered: JSON body and its `Stripe-Signature` header (secret and timestamp overridable). */
function event(
  type: string,
  object: Record<string, unknown>,
  { secret = SECRET, timestamp, id }: { secret?: string; timestamp?: number; id?: string } = {},
) {
  const body = JSON.stringify({
    id: id ?? `evt_test${++eventCount}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  })
  return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp ? { timestamp } : {}) }) }
}
const deliver = ({ body, signature }: { body: string; signature: string }) =>
  callApi(h.webhook, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body })

const succeededIntent = (intent: Record<string, any>, amountReceived = intent.amount) => ({
  ...intent,
  status: 'succeeded',
  amount_received: amountReceived,
})
const placedOrders = async (who: 'type1' | 'credit') =>
  ((await api.listOrders(cookie[who])).json.orders as any[]).filter((o) => o.status !== 'cart')
const paymentOf = async (intent: string) =>
  (await payload.find({ collection: 'payments', where: { intent_id: { equals: intent } }, overrideAccess: true })).docs
const client = (key: 'type1' | 'credit') => payload.findByID({ collection: 'clients', id: ids[key], overrideAccess: true })

describe('POST /api/payments/intent: the amount, metadata and idempotency key the server sends to Stripe', () => {
  it('charges lines and delivery H.T plus VAT at each product rate, in cents, with the ERP order and buyer in metadata', async () => {
    await api.addToCart(cookie.type1, { product_id: String(products.hundred), product_quantity: 1 })
    const cart = (await api.setLine(cookie.type1, '-1', { id: products.reduced, quantity: 1 })).json.order
    expect(cart).toMatchObject({ amount_ht: 200, delivery_ht: 15, total_ht: 215 })

    const res = await createIntent('type1')
    expect(res.status).toBe(200)
    // 100 € at 20 % + 100 € at 5,5 % + 15 € delivery at 20 %: VAT 20 + 5,50 + 3 = 28,50 €
    expect(res.json).toEqual({
      code: 'success',
      clientSecret: 'pi_test1_secret_abc123',
      publishableKey: 'pk_test_integration',
      paymentIntent: 'pi_test1',
      orderId: cart.id,
      amount: { ht: 215, tva: 28.5, ttc: 243.5 },
    })
    expect(stripeApi.requests).toHaveLength(1)
    const [sent] = stripeApi.requests
    expect(sent.headers.authorization).toBe('Bearer sk_test_integration')
    const form = new URLSearchParams(String(sent.body))
    expect(form.get('amount')).toBe('24350')
    expect(form.get('currency')).toBe('eur')
    expect(form.get('automatic_payment_methods[allow_redirects]')).toBe('never')
    expect(form.get('metadata[order_id]')).toBe(cart.id)
    expect(form.get('metadata[buyer_id]')).toBe(String(ids.type1))
    expect(sent.headers['idempotency-key']).toBe(`boutique-pi-${cart.id}-24350-${cart.updated_at}`)

    const [payment] = await paymentOf('pi_test1')
    expect(payment).toMatchObject({
      order_id: cart.id,
      amount: 24350,
      amount_ht: 215,
      amount_tva: 28.5,
      currency: 'eur',
      status: 'pending',
      po_reference: 'PO-CARTE-1',
      delivery_address: ADDRESS,
      refunded_amount: 0,
    })
  })

  it('a double click sends the same idempotency key and records one payment; the new address is kept', async () => {
    const res = await createIntent('type1', { delivery_address: { ...ADDRESS, city: 'Villeurbanne' }, po_reference: 'PO-CARTE-2' })
    expect(res.json.paymentIntent).toBe('pi_test1')
    expect(stripeApi.requests[1].headers['idempotency-key']).toBe(stripeApi.requests[0].headers['idempotency-key'])
    const records = await paymentOf('pi_test1')
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ po_reference: 'PO-CARTE-2', delivery_address: { city: 'Villeurbanne' } })
  })

  it('refuses a visitor (401), another site (403) and a malformed address (400) before reaching Stripe', async () => {
    const before = stripeApi.requests.length
    expect(
      (await callApi(h.intent, { method: 'POST', headers: { host: 'localhost:3000', origin: SHOP }, body: { delivery_address: ADDRESS } }))
        .status,
    ).toBe(401)
    expect(
      (
        await callApi(h.intent, {
          method: 'POST',
          headers: { host: 'localhost:3000', origin: 'https://evil.example', cookie: cookie.type1 },
          body: { delivery_address: ADDRESS },
        })
      ).status,
    ).toBe(403)
    const bad = await createIntent('type1', { delivery_address: { ...ADDRESS, country: 'DE' } })
    expect(bad.status).toBe(400)
    expect(bad.json.code).toBe('invalid_body')
    expect(stripeApi.requests.length).toBe(before)
  })
})

describe('POST /api/stripe/webhook: the order is placed only by a valid payment_intent.succeeded, once', () => {
  it('nothing is placed before the webhook; the status is pending', async () => {
    expect(await placedOrders('type1')).toHaveLength(0)
    expect((await status('type1', 'pi_test1')).json).toMatchObject({ code: 'success', status: 'pending' })
    // another buyer's payment is nobody else's business
    expect((await status('credit', 'pi_test1')).status).toBe(404)
  })

  it('a wrong secret answers 400 and places nothing', async () => {
    const res = await deliver(event('payment_intent.succeeded', succeededIntent(intents.values().next().value!), { secret: 'whsec_wrong' }))
    expect(res).toMatchObject({ status: 400, json: { code: 'invalid_signature', message: expect.any(String) } })
    expect(await placedOrders('type1')).toHaveLength(0)
  })

  it('an event signed more than 300 s ago answers 400 (replayed capture) and places nothing', async () => {
    const res = await deliver(
      event('payment_intent.succeeded', succeededIntent(intents.values().next().value!), {
        timestamp: Math.floor(Date.now() / 1000) - 301,
      }),
    )
    expect(res.status).toBe(400)
    expect(await placedOrders('type1')).toHaveLength(0)
  })

  it('a body that is not an event is a 400, never a 5xx', async () => {
    const body = 'not json'
    const res = await deliver({ body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }) })
    expect(res.status).toBe(400)
    expect((await deliver({ body: '{}', signature: 'garbage' })).status).toBe(400)
  })

  it('payment_intent.payment_failed leaves the cart intact and the buyer gets a French reason', async () => {
    const intent = intents.values().next().value!
    const failed = {
      ...intent,
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    }
    expect((await deliver(event('payment_intent.payment_failed', failed))).json).toEqual({ code: 'payment_failed' })
    const cart = (await api.getOrder(cookie.type1, '-1')).json.order
    expect(cart).toMatchObject({ status: 'cart', total_ht: 215 })
    expect(cart.products).toHaveLength(2)
    expect((await status('type1', 'pi_test1')).json).toMatchObject({
      status: 'failed',
      message: 'Le paiement a été refusé\u00a0: la provision de la carte est insuffisante. Votre panier est conservé.',
    })
  })

  it('an unknown event type is acknowledged and ignored', async () => {
    const res = await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }))
    expect(res).toMatchObject({ status: 200, json: { code: 'ignored' } })
  })

  let placedId = ''
  let succeeded: { body: string; signature: string }
  it('a valid payment_intent.succeeded places the order (address and PO of the checkout form), visible in GET /api/orders', async () => {
    // the buyer tried again after the refusal: same cart, same intent
    expect((await createIntent('type1')).json.paymentIntent).toBe('pi_test1')
    const creditBefore = (await client('type1')).dimasys_credit_used ?? 0
    succeeded = event('payment_intent.succeeded', succeededIntent(intents.values().next().value!))
    expect((await deliver(succeeded)).json).toEqual({ code: 'order_placed' })
    const orders = await placedOrders('type1')
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      status: 'placed',
      po_reference: 'PO-CARTE-1',
      delivery_address: ADDRESS,
      total_ht: 215,
      card_payment: { refunded: false },
    })
    placedId = orders[0].id
    expect((await status('type1', 'pi_test1')).json).toEqual({ code: 'success', status: 'succeeded', order_id: placedId, message: null })
    expect((await api.getOrder(cookie.type1, '-1')).json).toEqual({ code: 'no_order', order: null })
    // paid by card: nothing owed on account
    expect((await client('type1')).dimasys_credit_used ?? 0).toBe(creditBefore)
  })

  it('the same event delivered again answers 200 and changes nothing; another succeeded event for it places nothing more', async () => {
    const before = await paymentOf('pi_test1')
    expect(await deliver(succeeded)).toMatchObject({ status: 200, json: { code: 'duplicate' } })
    expect(await deliver(event('payment_intent.succeeded', succeededIntent(intents.values().next().value!)))).toMatchObject({
      status: 200,
      json: { code: 'already_settled' },
    })
    expect(await placedOrders('type1')).toHaveLength(1)
    expect(await paymentOf('pi_test1')).toEqual(before)
  })

  it('two instances receiving the same new event at once: one acts, the other sees a duplicate', async () => {
    const same = event('customer.updated', { id: 'cus_1', object: 'customer' })
    const replies = await Promise.all([deliver(same), deliver(same)])
    expect(replies.map((r) => r.json.code).sort()).toEqual(['duplicate', 'ignored'])
  })

  it('charge.refunded marks the payment refunded and the order « Remboursée » in the orders list', async () => {
    const charge = {
      id: 'ch_test1',
      object: 'charge',
      amount: 24350,
      amount_refunded: 24350,
      refunded: true,
      currency: 'eur',
      payment_intent: 'pi_test1',
      status: 'succeeded',
    }
    expect((await deliver(event('charge.refunded', charge))).json).toEqual({ code: 'refunded' })
    expect((await paymentOf('pi_test1'))[0]).toMatchObject({ status: 'refunded', refunded_amount: 24350 })
    expect((await placedOrders('type1'))[0]).toMatchObject({ id: placedId, card_payment: { refunded: true } })
  })
})

describe('card payment beyond the credit: the account refuses, the card pays, and only the amount recorded places it', () => {
  it('an amount received that differs from the amount recorded places nothing', async () => {
    // 15 000 € limit, 4 250,50 € used: 110 × 100 € is over the available credit
    await api.addToCart(cookie.credit, { product_id: String(products.hundred), product_quantity: 110 })
    expect((await api.checkout(cookie.credit, { delivery_address: ADDRESS })).status).toBe(409)
    const res = await createIntent('credit')
    expect(res.json.amount).toEqual({ ht: 11_000, tva: 2_200, ttc: 13_200 })
    const intent = [...intents.values()].find((i) => i.id === res.json.paymentIntent)!
    expect((await deliver(event('payment_intent.succeeded', succeededIntent(intent, 1_320_000 - 1)))).json).toEqual({
      code: 'amount_mismatch',
    })
    expect(await placedOrders('credit')).toHaveLength(0)
    expect((await paymentOf(intent.id as string))[0].status).toBe('amount_mismatch')
  })

  it('a cart changed after the intent was paid places nothing; a new intent for the new cart does, without using the credit', async () => {
    const first = await createIntent('credit') // same cart: the intent recorded above, settled as a mismatch
    const order = (await api.setLine(cookie.credit, '-1', { id: products.hundred, quantity: 120 })).json.order
    const changed = [...intents.values()].find((i) => i.id === first.json.paymentIntent)!
    // pi paid for 110 units while the cart now holds 120: nothing placed (its payment was already settled as a mismatch)
    expect((await deliver(event('payment_intent.succeeded', succeededIntent(changed)))).json.code).not.toBe('order_placed')
    const fresh = await createIntent('credit')
    expect(fresh.json.paymentIntent).not.toBe(first.json.paymentIntent)
    expect(fresh.json.amount).toEqual({ ht: 12_000, tva: 2_400, ttc: 14_400 })
    const intent = [...intents.values()].find((i) => i.id === fresh.json.paymentIntent)!
    expect((await deliver(event('payment_intent.succeeded', succeededIntent(intent)))).json).toEqual({ code: 'order_placed' })
    expect((await placedOrders('credit')).map((o) => o.id)).toEqual([order.id])
    expect((await client('credit')).dimasys_credit_used).toBe(4250.5)
  })
})

describe('the payments and stripe-events collections are closed to buyers and visitors on the public CMS API', () => {
  it.each(['payments', 'stripe-events'])('%s: no read, create, update or delete for a buyer or a visitor', async (slug) => {
    for (const who of [cookie.type1, undefined]) {
      const list = await rest('GET', `/${slug}`, { cookie: who })
      expect(list.status === 403 || (list.status === 200 && list.json.docs.length === 0), `${slug} GET ${list.status}`).toBe(true)
      expect((await rest('POST', `/${slug}`, { cookie: who, body: { intent_id: 'pi_forged', event_id: 'evt_forged' } })).status).toBe(403)
      expect((await rest('DELETE', `/${slug}?where[id][exists]=true`, { cookie: who })).json?.docs ?? []).toEqual([])
    }
    const gql = await rest('POST', '/graphql', { cookie: cookie.type1, body: { query: '{ Payments { docs { intent_id amount } } }' } })
    expect(JSON.stringify(gql.json)).not.toContain('pi_test1')
    expect(await payload.count({ collection: 'payments', overrideAccess: true })).toMatchObject({ totalDocs: 3 })
  })
})

describe('by card too: cost centre and spending limits are checked when the payment is prepared and when the order is placed', () => {
  const emptyCart = () => api.call(api.handlers.cart, 'POST', { cookie: cookie.type1 })
  const setLimit = (plafond_commande_ht: number | null) =>
    payload.update({ collection: 'clients', id: ids.type1, data: { plafond_commande_ht }, overrideAccess: true })

  it('the cost centre is required when the company has any, recorded with the payment and carried by the order', async () => {
    const societe = await payload.create({
      collection: 'societes',
      data: { raison_sociale: 'Société carte', centres_de_cout: [{ code: 'MAINT', libelle: 'Maintenance' }] },
      overrideAccess: true,
    })
    await payload.update({ collection: 'clients', id: ids.type1, data: { societe: societe.id }, overrideAccess: true })
    await emptyCart()
    await api.addToCart(cookie.type1, { product_id: String(products.hundred), product_quantity: 1 })
    const before = stripeApi.requests.length
    const missing = await createIntent('type1')
    expect(missing.status).toBe(400)
    expect(missing.json.code).toBe('cost_centre_required')
    expect((await createIntent('type1', { delivery_address: ADDRESS, cost_centre: 'X9' })).json.code).toBe('unknown_cost_centre')
    expect(stripeApi.requests).toHaveLength(before)

    const res = await createIntent('type1', { delivery_address: ADDRESS, cost_centre: 'MAINT' })
    expect(res.status).toBe(200)
    expect((await paymentOf(res.json.paymentIntent))[0]).toMatchObject({ cost_centre: 'MAINT' })
    const intent = [...intents.values()].find((i) => i.id === res.json.paymentIntent)!
    expect((await deliver(event('payment_intent.succeeded', succeededIntent(intent)))).json).toEqual({ code: 'order_placed' })
    const { erp } = await import('@/server/erp')
    expect(await erp().getOrder(String(ids.type1), res.json.orderId)).toMatchObject({ status: 'placed', cost_centre: 'MAINT' })
  })

  it('over the buyer’s limit, no payment is prepared (409): the order goes for approval on account instead', async () => {
    await setLimit(100)
    await api.addToCart(cookie.type1, { product_id: String(products.hundred), product_quantity: 1 }) // 115 H.T > 100
    const before = stripeApi.requests.length
    const res = await createIntent('type1', { delivery_address: ADDRESS, cost_centre: 'MAINT' })
    expect(res.status).toBe(409)
    expect(res.json).toEqual({
      code: 'approval_required',
      message:
        'Cette commande dépasse votre plafond de dépenses\u00a0: elle doit être approuvée. Choisissez le paiement sur compte pour l’envoyer en approbation.',
    })
    expect(stripeApi.requests).toHaveLength(before)
  })

  it('a payment prepared within the limit is not turned into an order once the limit no longer allows it', async () => {
    await setLimit(null)
    const res = await createIntent('type1', { delivery_address: ADDRESS, cost_centre: 'MAINT' })
    expect(res.status).toBe(200)
    await setLimit(100)
    const placedBefore = (await placedOrders('type1')).length
    const intent = [...intents.values()].find((i) => i.id === res.json.paymentIntent)!
    expect((await deliver(event('payment_intent.succeeded', succeededIntent(intent)))).json).toEqual({ code: 'checkout_failed' })
    expect(await placedOrders('type1')).toHaveLength(placedBefore)
    expect((await paymentOf(res.json.paymentIntent))[0]).toMatchObject({ status: 'checkout_failed', failure_message: 'approval_required' })
    await setLimit(null)
  })
})
