/**
 * POST /api/cart/lines (docs/cart-api.md): several lines in one call through the real handler, on a fresh SQLite database
 * with the local ERP — each product checked on the server (displayed, priced for the buyer, minimum and step on the
 * line's new quantity), the valid lines added at the ERP's prices, the others refused one by one.
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
const cookie: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' }
/** minimum 5, step 5 */
let byFive: number
/** displayed, but no price at all: not sold */
let unpriced: number

const o = { overrideAccess: true, context: { disableRevalidate: true, seed: true } } as const
const NOT_SOLD = { code: 'product_not_found', message: 'Ce produit n’est pas disponible à la vente.' }

const lastOrderOf = async (id: string) =>
  (await payload.findByID({ collection: 'clients', id: Number(id), overrideAccess: true })).last_dimasys_order ?? null

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  api = await loadCartApi()
  fx = await createErpFixtures(payload, 'lines')
  p = fx.products
  for (const key of ['a', 'b', 'c'] as const) cookie[key] = await login('clients', `${key}.lines@erp.test`, 'Erp-test-2026')
  const product = (titre: string, data: Record<string, unknown>) =>
    payload.create({
      collection: 'produits',
      data: {
        titre,
        slug: titre.toLowerCase().replace(/\W+/g, '-'),
        dimasys_reference: titre.toUpperCase(),
        should_be_displayed: true,
        taxes: 20,
        ...data,
      },
      ...o,
    })
  byFive = (await product('Par cinq', { prix: { base_with_taxes: 12 }, quantity_min_to_buy: 5, cart_increment: 5, sale_unit: 'PK' })).id
  unpriced = (await product('Sans prix', {})).id
})

afterAll(async () => {
  await env?.cleanup()
})

describe('POST /api/cart/lines', () => {
  it('creates the cart with the valid lines at the ERP prices and refuses the others line by line', async () => {
    const res = await api.addLines(cookie.a, {
      lines: [
        { productId: p.discounted, quantity: 2, price: 0.01 },
        { productId: String(p.fixed), quantity: 1 },
        { productId: p.hidden, quantity: 1 },
        { productId: p.unknown, quantity: 1 },
        { productId: unpriced, quantity: 1 },
        { productId: byFive, quantity: 3 },
        { productId: byFive, quantity: 4 },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.json.code).toBe('success')
    // A's own prices: 80 − 25 % on discounted, fixed price 35; the byFive lines are summed (7): not a multiple of 5
    expect(res.json.order).toMatchObject({ status: 'cart', origin: 'EPS', statusCode: 200, amount_ht: 155 })
    expect(res.json.order.products).toEqual([
      { id: String(p.discounted), quantity: 2, amount_ht: 60, total_ht: 120 },
      { id: String(p.fixed), quantity: 1, amount_ht: 35, total_ht: 35 },
    ])
    expect(res.json.added).toEqual([
      { productId: p.discounted, quantity: 2 },
      { productId: p.fixed, quantity: 1 },
    ])
    const notMultiple = {
      code: 'quantity_not_multiple',
      message: 'La quantité de ce produit doit être un multiple de 5 (vendu par 5 paquets).',
    }
    expect(res.json.refused).toEqual([
      { index: 2, productId: p.hidden, ...NOT_SOLD },
      { index: 3, productId: p.unknown, ...NOT_SOLD },
      { index: 4, productId: unpriced, ...NOT_SOLD },
      { index: 5, productId: byFive, ...notMultiple },
      { index: 6, productId: byFive, ...notMultiple },
    ])
    expect(await lastOrderOf(fx.a)).toBe(res.json.order.id)
  })

  it('adds each quantity to the line the cart has, and checks the minimum on the new quantity', async () => {
    const first = await api.addLines(cookie.b, { lines: [{ productId: byFive, quantity: 5 }] })
    expect(first.json.order.products).toEqual([{ id: String(byFive), quantity: 5, amount_ht: 10, total_ht: 50 }])
    const below = await api.addLines(cookie.c, {
      lines: [
        { productId: byFive, quantity: 4 },
        { productId: p.fixed, quantity: 2 },
      ],
    })
    expect(below.json.refused).toEqual([
      { index: 0, productId: byFive, code: 'quantity_below_minimum', message: 'La quantité minimale de commande de ce produit est 5.' },
    ])
    const again = await api.addLines(cookie.b, {
      lines: [
        { productId: byFive, quantity: 5 },
        { productId: p.catalogue, quantity: 1 },
        { productId: p.catalogue, quantity: 2 },
      ],
    })
    expect(again.status).toBe(200)
    expect(again.json.order.id).toBe(first.json.order.id)
    expect(again.json.order.products).toEqual([
      { id: String(byFive), quantity: 10, amount_ht: 10, total_ht: 100 },
      { id: String(p.catalogue), quantity: 3, amount_ht: 15, total_ht: 45 },
    ])
    expect(again.json.refused).toEqual([])
  })

  it('adding nothing valid is a 400 lines_refused with the reasons, and the cart is unchanged', async () => {
    const before = (await api.getOrder(cookie.b, '-1')).json.order
    const one = await api.addLines(cookie.b, { lines: [{ productId: p.hidden, quantity: 1 }] })
    expect(one.status).toBe(400)
    expect(one.json).toEqual({
      code: 'lines_refused',
      message: NOT_SOLD.message,
      refused: [{ index: 0, productId: p.hidden, ...NOT_SOLD }],
    })
    const two = await api.addLines(cookie.b, {
      lines: [
        { productId: p.unknown, quantity: 1 },
        { productId: byFive, quantity: 1 },
      ],
    })
    expect(two.json).toMatchObject({ code: 'lines_refused', message: 'Aucun des 2 produits n’a pu être ajouté à votre panier.' })
    expect((await api.getOrder(cookie.b, '-1')).json.order).toEqual(before)
  })

  it('takes up to 500 lines and refuses 501, an empty list or a quantity under 1', async () => {
    const ids = [p.discounted, p.fixed, p.catalogue, p.expired, p.hundred]
    const lines = Array.from({ length: 500 }, (_, i) => ({ productId: String(ids[i % ids.length]), quantity: 1 }))
    await api.addToCart(cookie.c)
    const res = await api.addLines(cookie.c, { lines })
    expect(res.status).toBe(200)
    expect(res.json.order.products.map((l: { quantity: number }) => l.quantity)).toEqual([100, 100, 100, 100, 100])
    const invalid: [unknown, string][] = [
      [{ lines: [...lines, lines[0]] }, 'Ajoutez au plus 500 lignes à la fois.'],
      [{ lines: [] }, 'Indiquez les produits à ajouter\u00a0: { lines: [{ productId, quantity }] }.'],
      [[{ productId: p.fixed, quantity: 1 }], 'Indiquez les produits à ajouter\u00a0: { lines: [{ productId, quantity }] }.'],
      [{ lines: [{ productId: p.fixed, quantity: 0 }] }, 'Veuillez entrer une quantité'],
      [{ lines: [{ productId: 'abc', quantity: 1 }] }, 'Identifiant de produit invalide.'],
    ]
    for (const [body, message] of invalid) {
      const refused = await api.addLines(cookie.c, body)
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(refused.json).toEqual({ code: 'invalid_body', message })
    }
  })

  it('answers 401 to a visitor, 403 to another site, 405 to a GET', async () => {
    expect((await api.addLines(null, { lines: [{ productId: p.fixed, quantity: 1 }] })).status).toBe(401)
    const foreign = await api.addLines(cookie.a, { lines: [{ productId: p.fixed, quantity: 1 }] }, FOREIGN)
    expect(foreign.json.code).toBe('forbidden_origin')
    expect(foreign.status).toBe(403)
    const get = await api.call(api.handlers.cartLines, 'GET', { cookie: cookie.a })
    expect(get.status).toBe(405)
  })
})
