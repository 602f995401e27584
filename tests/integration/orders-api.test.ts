/**
 * Orders, checkout on account, product and price routes (spec §7 GET /api/orders, GET /api/orders/{id}, GET
 * /api/products/{id}, price fetch by product id; docs/cart-api.md) through the real handlers, with the
 * demo buyers of src/cms/seed/accounts.ts on a fresh SQLite database and the local ERP.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { demoClient } from '@/cms/seed/accounts'

import { login, startTestPayload, type TestPayload } from '../helpers/payload'
import { FOREIGN, loadCartApi, type CartApi } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

const ADDRESS = { name: 'Atelier Lambert', street: '12 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' }

let env: TestPayload
let payload: Payload
let api: CartApi
let p: ErpFixtures['products']
let M: typeof import('@/server/http/messages').API_MESSAGES
const ids: Record<'type1' | 'credit', number> = { type1: 0, credit: 0 }
const cookie: Record<'type1' | 'credit', string> = { type1: '', credit: '' }

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  api = await loadCartApi()
  M = (await import('@/server/http/messages')).API_MESSAGES
  p = (await createErpFixtures(payload, 'orders')).products
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
  await env?.cleanup()
})

const client = (key: 'type1' | 'credit') => payload.findByID({ collection: 'clients', id: ids[key], overrideAccess: true })

describe('GET /api/orders/{id} (spec §7: -1 if absent; reads code and order.amount_ht)', () => {
  it("-1 without a current order answers code 'no_order' (not 'success': the cart total shows '–')", async () => {
    const res = await api.getOrder(cookie.type1, '-1')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ code: 'no_order', order: null })
  })

  it('-1 with an open cart, or its id, answers code success and order.amount_ht', async () => {
    const created = (await api.addToCart(cookie.type1, { product_id: String(p.hundred), product_quantity: 2 })).json.order
    for (const id of ['-1', created.id]) {
      const res = await api.getOrder(cookie.type1, id)
      expect(res.json).toMatchObject({ code: 'success', order: { id: created.id, amount_ht: 200, delivery_ht: 15, origin: 'EPS' } })
    }
    expect((await api.getOrder(cookie.type1, '424242')).json).toEqual({ code: 'not_found', message: 'Commande introuvable.' })
  })
})

describe('checkout on account (the buyer confirms the cart as an order and sees it in their orders)', () => {
  it('places the cart with the delivery address and PO reference; it appears in GET /api/orders', async () => {
    const cart = (await api.getOrder(cookie.type1, '-1')).json.order
    const res = await api.checkout(cookie.type1, { delivery_address: ADDRESS, po_reference: ' PO-2026-118 ', price: 1 })
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({
      code: 'success',
      order: { id: cart.id, status: 'placed', po_reference: 'PO-2026-118', delivery_address: ADDRESS, amount_ht: 200, total_ht: 215 },
    })
    expect(res.json.order.placed_at).toEqual(expect.any(String))
    expect((await client('type1')).last_dimasys_order ?? null).toBeNull()

    const list = await api.listOrders(cookie.type1)
    expect(list.status).toBe(200)
    expect(list.json.code).toBe('success')
    expect(list.json.orders).toContainEqual(expect.objectContaining({ id: cart.id, status: 'placed', total_ht: 215 }))
    // no open order any more, and the placed one can no longer be changed
    expect((await api.getOrder(cookie.type1, '-1')).json.code).toBe('no_order')
    const change = await api.setLine(cookie.type1, cart.id, { id: String(p.hundred), quantity: 1 })
    expect(change.status).toBe(409)
    expect(change.json.code).toBe('order_not_open')
  })

  it('refuses an empty cart, and invalid bodies with the French message of the field', async () => {
    expect((await api.checkout(cookie.type1, { delivery_address: ADDRESS })).json).toEqual({
      code: 'empty_cart',
      message: 'Votre panier est vide.',
    })
    const cases: [unknown, string][] = [
      [{}, M.deliveryAddressRequired],
      [undefined, M.deliveryAddressRequired],
      [{ delivery_address: { ...ADDRESS, city: ' ' } }, M.deliveryField.city],
      [{ delivery_address: { ...ADDRESS, country: 'DE' } }, M.deliveryField.country],
      [{ delivery_address: ADDRESS, po_reference: 'x'.repeat(65) }, M.poReferenceTooLong],
    ]
    for (const [body, message] of cases) {
      const res = await api.checkout(cookie.type1, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json).toEqual({ code: 'invalid_body', message })
    }
    expect((await api.checkout(cookie.type1, { delivery_address: ADDRESS }, FOREIGN)).status).toBe(403)
    expect((await api.checkout(null, { delivery_address: ADDRESS })).status).toBe(401)
  })

  it('credit@demo.fr (type 2) cannot exceed the credit limit: clear French message, nothing placed; within it, the order goes through', async () => {
    const before = await client('credit') // 4 250,50 € used of 15 000 €
    const cart = (await api.addToCart(cookie.credit, { product_id: String(p.hundred), product_quantity: 110 })).json.order // 11 000 € H.T
    const refused = await api.checkout(cookie.credit, { delivery_address: ADDRESS, po_reference: 'PO-CREDIT' })
    expect(refused.status).toBe(409)
    expect(refused.json).toEqual({
      code: 'credit_limit_exceeded',
      message: 'Cette commande dépasse votre plafond de crédit. Contactez-nous pour l’augmenter ou réduisez votre panier.',
    })
    expect((await api.getOrder(cookie.credit, cart.id)).json.order.status).toBe('cart')
    expect((await client('credit')).dimasys_credit_used).toBe(before.dimasys_credit_used)

    await api.setLine(cookie.credit, cart.id, { id: String(p.hundred), quantity: 100 }) // 10 000 € H.T
    const placed = await api.checkout(cookie.credit, { delivery_address: ADDRESS, order_id: cart.id })
    expect(placed.status).toBe(201)
    expect((await client('credit')).dimasys_credit_used).toBe(14250.5)
  })
  it('an account without a credit line (type 1) cannot order 1,000,000 × a product on account: 409 in French, nothing placed; the ceiling is a setting', async () => {
    const { APPROVAL_ERRORS } = await import('@/lib/approvals/messages')
    const cart = (await api.addToCart(cookie.type1, { product_id: String(p.hundred), product_quantity: 1_000_000 })).json.order
    const refused = await api.checkout(cookie.type1, { delivery_address: ADDRESS, order_id: cart.id })
    expect(refused.status).toBe(409)
    expect(refused.json).toEqual({ code: 'order_ceiling_exceeded', message: APPROVAL_ERRORS.orderCeiling(50_000) })
    expect((await api.getOrder(cookie.type1, cart.id)).json.order.status).toBe('cart')

    vi.stubEnv('ORDER_CEILING_WITHOUT_CREDIT', '1000')
    try {
      await api.setLine(cookie.type1, cart.id, { id: String(p.hundred), quantity: 20 }) // 2 000 € H.T
      const over = await api.checkout(cookie.type1, { delivery_address: ADDRESS, order_id: cart.id })
      expect([over.status, over.json.code]).toEqual([409, 'order_ceiling_exceeded'])
      expect(over.json.message).toBe(APPROVAL_ERRORS.orderCeiling(1000))
      await api.setLine(cookie.type1, cart.id, { id: String(p.hundred), quantity: 5 }) // 500 € H.T
      expect((await api.checkout(cookie.type1, { delivery_address: ADDRESS, order_id: cart.id })).status).toBe(201)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('account type 1, or no account type, has no credit limit to respect (spec §6: type present and not 1)', async () => {
    for (const [email, dimasys_type] of [
      ['sans-type@orders.test', null],
      ['type-un@orders.test', 1],
    ] as const) {
      await payload.create({
        collection: 'clients',
        data: { email, password: 'Orders-test-2026', dimasys_type, dimasys_credit_limit: 10, dimasys_credit_used: 0 },
        overrideAccess: true,
      })
      const session = await login('clients', email, 'Orders-test-2026')
      await api.addToCart(session, { product_id: String(p.hundred), product_quantity: 1 })
      expect((await api.checkout(session, { delivery_address: ADDRESS })).status, email).toBe(201)
    }
  })
})

describe('GET /api/prices?ids= (spec §7 price fetch by product id: code success and prices; one request per page)', () => {
  it("returns the customer's prices and stock of every product in one call, leaving out those not sold", async () => {
    const res = await api.getPrices(cookie.type1, [p.catalogue, p.hundred, p.hidden, p.unknown, p.catalogue].join(','))
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      code: 'success',
      prices: {
        [p.catalogue]: {
          base_ht: 20,
          promotion_ht: 15,
          promotion_type: 'destockage',
          unit_ht: 15,
          taxes: 20,
          base_with_taxes: 24,
          promotion_with_taxes: 18,
        },
        [p.hundred]: {
          base_ht: 100,
          promotion_ht: null,
          promotion_type: '',
          unit_ht: 100,
          taxes: 20,
          base_with_taxes: 120,
          promotion_with_taxes: null,
        },
      },
      stock: { [p.catalogue]: 7, [p.hundred]: 0 },
    })
    expect(res.headers['cache-control']).toMatch(/private, no-store/)
  })

  it('takes 1 to 100 positive integer ids, and answers visitors 401', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',')
    expect((await api.getPrices(cookie.type1, hundred)).status).toBe(200)
    for (const bad of ['', `${hundred},101`, 'a,b', '1,,2', '-1', '0']) {
      const res = await api.getPrices(cookie.type1, bad)
      expect(res.status, bad).toBe(400)
      expect(res.json).toEqual({ code: 'invalid_body', message: M.invalidIds })
    }
    expect((await api.getPrices(null, String(p.hundred))).json).toEqual({ code: 'unauthenticated', message: M.unauthenticated })
  })
})

describe('GET /api/products/{id} (spec §7)', () => {
  it("returns the product for a cart line card with the customer's price and stock", async () => {
    const res = await api.getProduct(cookie.type1, String(p.catalogue))
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      code: 'success',
      product: {
        id: p.catalogue,
        title: 'Produit CAT orders',
        href: '/catalogues/produit/produit-cat-orders',
        buying: { min: 1, step: 1 },
      },
      price: { unit_ht: 15, promotion_type: 'destockage' },
      stock: { total: 7, depots: [{ depot: 'Lyon', quantity: 7 }] },
    })
  })

  it('hidden or unknown product → 404, malformed id → 400', async () => {
    expect((await api.getProduct(cookie.type1, String(p.hidden))).json).toEqual({ code: 'product_not_found', message: M.productNotFound })
    expect((await api.getProduct(cookie.type1, String(p.unknown))).status).toBe(404)
    expect((await api.getProduct(cookie.type1, '12abc')).json).toEqual({ code: 'invalid_body', message: M.invalidProductId })
  })
})
