/**
 * The cart routes (spec §7 POST /api/cart, POST /api/cart/{orderId}, GET /api/cart/empty; docs/cart-api.md) through the
 * real handlers, on a fresh SQLite database with the local ERP: exact response shapes, validation, ownership, guards and
 * concurrent changes.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { login, startTestPayload, type TestPayload } from '../helpers/payload'
import { FOREIGN, loadCartApi, type CartApi } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

let env: TestPayload
let payload: Payload
let api: CartApi
let fx: ErpFixtures
let p: ErpFixtures['products']
/** Session cookies of the fixture buyers A, B, C (tests/integration/erp-fixtures.ts). */
const cookie: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' }
let minFive: number
let M: typeof import('@/server/http/messages').API_MESSAGES

const lastOrderOf = async (id: string) =>
  (await payload.findByID({ collection: 'clients', id: Number(id), overrideAccess: true })).last_dimasys_order ?? null

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  api = await loadCartApi()
  M = (await import('@/server/http/messages')).API_MESSAGES
  fx = await createErpFixtures(payload, 'cart')
  p = fx.products
  for (const key of ['a', 'b', 'c'] as const) cookie[key] = await login('clients', `${key}.cart@erp.test`, 'Erp-test-2026')
  const product = await payload.create({
    collection: 'produits',
    data: {
      titre: 'Vendu par 5',
      slug: 'vendu-par-5',
      dimasys_reference: 'MIN-5',
      should_be_displayed: true,
      taxes: 20,
      prix: { base_with_taxes: 12 },
      quantity_min_to_buy: 5,
      cart_increment: 5,
    },
    overrideAccess: true,
    context: { disableRevalidate: true, seed: true },
  })
  minFive = product.id
})

afterAll(async () => {
  await env?.cleanup()
})

describe('POST /api/cart with an item (spec §7: creates cart; reads code, order.statusCode, order.data.id)', () => {
  it('creates the cart order and answers code, order.statusCode 200 and order.data.id, with the spec §3 order response', async () => {
    const res = await api.addToCart(cookie.a, { product_id: String(p.discounted), product_quantity: 2 })
    expect(res.status).toBe(200)
    expect(res.json.code).toBe('success')
    const order = res.json.order
    expect(order).toMatchObject({
      statusCode: 200,
      data: { id: order.id },
      origin: 'EPS',
      status: 'cart',
      amount_ht: 120,
      delivery_ht: 15,
      total_ht: 135,
    })
    // products[].amount_ht is the unit price H.T (A's promotion: 80 − 25 %), total_ht the line
    expect(order.products).toEqual([{ id: String(p.discounted), quantity: 2, amount_ht: 60, total_ht: 120 }])
    expect(await lastOrderOf(fx.a)).toBe(order.id)
    expect(res.headers['cache-control']).toMatch(/no-store/)
  })

  it('a client-sent price is ignored: prices and amounts are computed by the ERP', async () => {
    const res = await api.addToCart(cookie.c, {
      id: String(p.fixed),
      quantity: 3,
      price: 0.01,
      amount_ht: 0.01,
      itemTotal: 0.03,
      total_ht: 0,
    })
    expect(res.status).toBe(200)
    // C: S1 company has no price for it → catalogue 60 € TTC = 50 H.T
    expect(res.json.order.products).toEqual([{ id: String(p.fixed), quantity: 3, amount_ht: 50, total_ht: 150 }])
    expect(res.json.order.amount_ht).toBe(150)
    const line = await api.setLine(cookie.c, res.json.order.id, { id: p.fixed, quantity: 4, price: 1, unit_price_ht: 1 })
    expect(line.json.order.products[0]).toEqual({ id: String(p.fixed), quantity: 4, amount_ht: 50, total_ht: 200 })
  })

  it.each([
    ['no quantity', { product_id: '1' }],
    ['a quantity of 0', { product_id: '1', product_quantity: 0 }],
    ['a negative quantity', { product_id: '1', product_quantity: -2 }],
    ['a quantity as text', { product_id: '1', product_quantity: 'deux' }],
    ['a null quantity', { id: '1', quantity: null }],
  ])("product_quantity must be a number of at least 1 (spec §5): 400 'Veuillez entrer une quantité' for %s", async (_, body) => {
    const res = await api.addToCart(cookie.a, body)
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ code: 'invalid_body', message: 'Veuillez entrer une quantité' })
  })

  it('refuses more than 1,000,000, a product id that is not a positive integer, and a product not for sale', async () => {
    expect((await api.addToCart(cookie.a, { product_id: String(p.discounted), product_quantity: 1_000_001 })).json).toEqual({
      code: 'invalid_body',
      message: M.quantityTooLarge,
    })
    for (const product_id of ['abc', '-3', '1.5', 0]) {
      const res = await api.addToCart(cookie.a, { product_id, product_quantity: 1 })
      expect(res.status, String(product_id)).toBe(400)
      expect(res.json).toEqual({ code: 'invalid_body', message: M.invalidProductId })
    }
    for (const id of [p.hidden, p.unknown]) {
      const res = await api.addToCart(cookie.a, { product_id: String(id), product_quantity: 1 })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ code: 'product_not_found', message: M.productNotFound })
    }
  })

  it("refuses a quantity below the product's quantity_min_to_buy, rounds quantities to 2 decimals", async () => {
    const below = await api.addToCart(cookie.b, { product_id: String(minFive), product_quantity: 4 })
    expect(below.status).toBe(400)
    expect(below.json).toEqual({ code: 'quantity_below_minimum', message: 'La quantité minimale de commande de ce produit est 5.' })
    const ok = await api.addToCart(cookie.b, { product_id: String(minFive), product_quantity: 5.004 })
    expect(ok.json.order.products).toEqual([{ id: String(minFive), quantity: 5, amount_ht: 10, total_ht: 50 }])
    expect((await api.addToCart(cookie.b)).json.code).toBe('success')
  })
})

describe('quantities in multiples of cart_increment', () => {
  it('refuses a quantity that is not a multiple (add and update) with a French 400, and accepts the multiples', async () => {
    const box = await payload.create({
      collection: 'produits',
      data: {
        titre: 'Boîte de 10',
        slug: 'boite-de-10',
        dimasys_reference: 'BOX-10',
        should_be_displayed: true,
        taxes: 20,
        prix: { base_with_taxes: 12 },
        quantity_min_to_buy: 10,
        cart_increment: 10,
        sale_unit: 'boîte de 10',
      },
      overrideAccess: true,
      context: { disableRevalidate: true, seed: true },
    })
    const refusal = {
      code: 'quantity_not_multiple',
      message: 'La quantité de ce produit doit être un multiple de 10 (vendu par boîte de 10).',
    }
    const added = await api.addToCart(cookie.c, { product_id: String(box.id), product_quantity: 25 })
    expect(added.status).toBe(400)
    expect(added.json).toEqual(refusal)
    const ok = await api.addToCart(cookie.c, { product_id: String(box.id), product_quantity: 30 })
    expect(ok.json.order.products).toContainEqual(expect.objectContaining({ id: String(box.id), quantity: 30 }))
    const updated = await api.setLine(cookie.c, ok.json.order.id, { id: String(box.id), quantity: 25 })
    expect(updated.status).toBe(400)
    expect(updated.json).toEqual(refusal)
    // a fraction only when the increment is fractional: 2.5 of a step-1 product is refused, of a 0.5 one accepted
    expect((await api.setLine(cookie.c, ok.json.order.id, { id: String(p.fixed), quantity: 2.5 })).json.code).toBe('quantity_not_multiple')
    const metre = await payload.create({
      collection: 'produits',
      data: {
        titre: 'Câble au mètre',
        slug: 'cable-au-metre',
        dimasys_reference: 'M-05',
        should_be_displayed: true,
        taxes: 20,
        prix: { base_with_taxes: 3 },
        quantity_min_to_buy: 0.5,
        cart_increment: 0.5,
        sale_unit: 'M',
      },
      overrideAccess: true,
      context: { disableRevalidate: true, seed: true },
    })
    const metres = await api.setLine(cookie.c, ok.json.order.id, { id: String(metre.id), quantity: 2.5 })
    expect(metres.status).toBe(200)
    expect(metres.json.order.products).toContainEqual(expect.objectContaining({ id: String(metre.id), quantity: 2.5 }))
    // float-safe: 0.1 + 0.2 style sums are multiples of 0.1 / 0.5 once rounded to 2 decimals
    expect((await api.setLine(cookie.c, ok.json.order.id, { id: String(metre.id), quantity: 0.1 + 0.2 + 0.2 })).status).toBe(200)
    // removing (quantity 0) is always allowed
    expect((await api.setLine(cookie.c, ok.json.order.id, { id: String(box.id), quantity: 0 })).status).toBe(200)
    expect((await api.addToCart(cookie.c)).json.code).toBe('success')
  })
})

describe('POST /api/cart/{orderId} then POST /api/cart without body (spec §7)', () => {
  it('create → update → add → remove (quantity 0 removes the item) → empty, reading order.id each time', async () => {
    const created = await api.setLine(cookie.b, '-1', { id: String(p.discounted), quantity: 2 }) // orderId -1: no last order
    expect(created.status).toBe(200)
    const id = created.json.order.id
    expect(created.json).toMatchObject({ code: 'success', order: { id, amount_ht: 200, delivery_ht: 15, total_ht: 215 } })
    expect(await lastOrderOf(fx.b)).toBe(id)

    const updated = await api.setLine(cookie.b, id, { id: String(p.discounted), quantity: 3 })
    expect(updated.json.order).toMatchObject({ id, amount_ht: 300, delivery_ht: 0, total_ht: 300 })
    const added = await api.setLine(cookie.b, id, { id: p.fixed, quantity: 1 })
    expect(added.json.order.products.map((l: { id: string }) => l.id)).toEqual([String(p.discounted), String(p.fixed)])
    const removed = await api.setLine(cookie.b, id, { id: String(p.discounted), quantity: 0 })
    expect(removed.json.order).toMatchObject({
      id,
      amount_ht: 50,
      delivery_ht: 15,
      products: [{ id: String(p.fixed), quantity: 1, amount_ht: 50, total_ht: 50 }],
    })

    const emptied = await api.addToCart(cookie.b) // no body: empties the cart
    expect(emptied.status).toBe(200)
    expect(emptied.json).toMatchObject({ code: 'success', order: { id, products: [], amount_ht: 0, delivery_ht: 0 } })
    expect(await lastOrderOf(fx.b)).toBeNull()
    // the next first add reuses the open order through POST /api/cart
    const again = await api.addToCart(cookie.b, { product_id: String(p.fixed), product_quantity: 1 })
    expect(again.json.order.data.id).toBe(id)
  })

  it("quantity must be a number, at least 0 for a change: 400 'Veuillez entrer une quantité'; bad order ids are 400", async () => {
    for (const body of [
      { id: String(p.fixed) },
      { id: String(p.fixed), quantity: -1 },
      { id: String(p.fixed), quantity: '3' },
      null,
      'x',
    ]) {
      const res = await api.setLine(cookie.b, '-1', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json).toEqual({ code: 'invalid_body', message: 'Veuillez entrer une quantité' })
    }
    const bad = await api.setLine(cookie.b, '../1', { id: String(p.fixed), quantity: 1 })
    expect(bad.json).toEqual({ code: 'invalid_body', message: M.invalidOrderId })
  })

  it("another buyer's order id → 404, and the order is left as it was", async () => {
    const mine = (await api.setLine(cookie.a, '-1', { id: String(p.fixed), quantity: 1 })).json.order
    const res = await api.setLine(cookie.c, mine.id, { id: String(p.fixed), quantity: 99 })
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ code: 'not_found', message: 'Commande introuvable.' })
    expect((await api.getOrder(cookie.c, mine.id)).status).toBe(404)
    expect((await api.getOrder(cookie.a, mine.id)).json.order.products).toContainEqual(
      expect.objectContaining({ id: String(p.fixed), quantity: 1 }),
    )
    expect((await api.setLine(cookie.c, '999999', { id: String(p.fixed), quantity: 1 })).status).toBe(404)
  })

  it('50 concurrent quantity changes on one cart end with the last value and no lost or duplicated lines', async () => {
    await api.addToCart(cookie.c)
    const id = (await api.addToCart(cookie.c, { product_id: String(p.hundred), product_quantity: 1 })).json.order.id
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        // half the product, half another one: both lines must survive with their last quantity
        api.setLine(cookie.c, id, { id: String(i % 2 ? p.catalogue : p.hundred), quantity: i + 1 }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200))
    const order = (await api.getOrder(cookie.c, id)).json.order
    expect(order.products).toEqual([
      { id: String(p.hundred), quantity: 49, amount_ht: 100, total_ht: 4900 },
      { id: String(p.catalogue), quantity: 50, amount_ht: 15, total_ht: 750 },
    ])
    expect(order).toMatchObject({ amount_ht: 5650, delivery_ht: 0, total_ht: 5650 })
    // the last answer is the final state
    expect(results[49]?.json.order.products).toEqual(order.products)
  })
})

describe('GET /api/cart/empty (spec §7: clears server-side cart state)', () => {
  it('empties the open order and forgets it', async () => {
    const id = (await api.addToCart(cookie.a, { product_id: String(p.catalogue), product_quantity: 2 })).json.order.id
    const res = await api.emptyGet(cookie.a)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ code: 'success', order: { id, products: [] } })
    expect(await lastOrderOf(fx.a)).toBeNull()
  })
})

describe('who may change a cart', () => {
  it('a visitor gets 401 with a French message and no cart is created', async () => {
    for (const res of [
      await api.addToCart(null, { product_id: String(p.fixed), product_quantity: 1 }),
      await api.addToCart(null),
      await api.setLine(null, '-1', { id: String(p.fixed), quantity: 1 }),
      await api.emptyGet(null),
      await api.addToCart('payload-token=not-a-jwt', { product_id: String(p.fixed), product_quantity: 1 }),
    ]) {
      expect(res.status).toBe(401)
      expect(res.json).toEqual({ code: 'unauthenticated', message: M.unauthenticated })
    }
  })

  it('a request from another site (or with no origin) → 403, the cart untouched', async () => {
    const before = (await api.getOrder(cookie.a, '-1')).json
    for (const res of [
      await api.addToCart(cookie.a, { product_id: String(p.fixed), product_quantity: 7 }, FOREIGN),
      await api.addToCart(cookie.a, undefined, FOREIGN),
      await api.setLine(cookie.a, '-1', { id: String(p.fixed), quantity: 7 }, FOREIGN),
      await api.emptyGet(cookie.a, FOREIGN),
      await api.emptyGet(cookie.a, null), // a navigation typed or linked from elsewhere: no Origin, no Referer
    ]) {
      expect(res.status).toBe(403)
      expect(res.json).toEqual({ code: 'forbidden_origin', message: M.forbiddenOrigin })
    }
    expect((await api.getOrder(cookie.a, '-1')).json).toEqual(before)
  })

  it("a browser's same-origin fetch (Sec-Fetch-Site, no Origin) may empty the cart", async () => {
    const { callApi } = await import('../helpers/nextApi')
    const res = await callApi(api.handlers.cartEmpty, {
      method: 'GET',
      headers: { host: 'localhost:3000', cookie: cookie.a, 'sec-fetch-site': 'same-origin' },
    })
    expect(res.json.code).toBe('success')
  })

  it('a deactivated account is treated as no user (401), and so is an editor session', async () => {
    await payload.update({ collection: 'clients', id: Number(fx.b), data: { compte_desactive: true }, overrideAccess: true })
    try {
      const res = await api.addToCart(cookie.b, { product_id: String(p.fixed), product_quantity: 1 })
      expect(res.status).toBe(401)
      expect((await api.getOrder(cookie.b, '-1')).status).toBe(401)
    } finally {
      await payload.update({ collection: 'clients', id: Number(fx.b), data: { compte_desactive: false }, overrideAccess: true })
    }
    await payload.create({ collection: 'editors', data: { email: 'ed@cart.test', password: 'Editeur-test-2026' }, overrideAccess: true })
    const editor = await login('editors', 'ed@cart.test', 'Editeur-test-2026')
    expect((await api.addToCart(editor, { product_id: String(p.fixed), product_quantity: 1 })).status).toBe(401)
  })

  it('other methods → 405 with Allow', async () => {
    const res = await api.call(api.handlers.cart, 'GET', { cookie: cookie.a })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('POST')
    expect(res.json.code).toBe('method_not_allowed')
  })
})
