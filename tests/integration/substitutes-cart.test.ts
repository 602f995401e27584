/**
 * « Remplacé par » in the cart routes (POST /api/cart, POST /api/cart/{orderId}) and in the CMS: a replaced product is
 * refused with a French message naming its replacement; a line already in a cart can be lowered, removed and ordered,
 * never raised; a hidden replacement replaces nothing; an editor cannot make a product replace itself, even through a
 * chain of replacements.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { login, startTestPayload, type TestPayload } from '../helpers/payload'
import { loadCartApi, type CartApi } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

const o = { overrideAccess: true, depth: 0, context: { disableRevalidate: true, disableSearchIndex: true } } as const
const ADDRESS = { name: 'Atelier Lambert', street: '12 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' }

let env: TestPayload
let payload: Payload
let api: CartApi
let fx: ErpFixtures
let cookie = ''
/** `old` is replaced by `fixed` (« Produit FIX … », réf. FIX-subst). */
let old = 0

const replace = (id: number, by: number | null) => payload.update({ collection: 'produits', id, data: { remplace_par: by }, ...o })

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  api = await loadCartApi()
  fx = await createErpFixtures(payload, 'subst')
  old = fx.products.hundred
  cookie = await login('clients', 'a.subst@erp.test', 'Erp-test-2026')
})

afterAll(async () => {
  await env?.cleanup()
})

describe('a replaced product in the cart', () => {
  let orderId = ''

  it('is refused when added, with a French message naming the replacement (409 product_replaced)', async () => {
    // in the cart before it was replaced
    const first = await api.addToCart(cookie, { product_id: String(old), product_quantity: 3 })
    expect(first.status).toBe(200)
    orderId = first.json.order.id
    await replace(old, fx.products.fixed)

    const added = await api.setLine(cookie, orderId, { id: String(old), quantity: 4 })
    expect(added.status).toBe(409)
    expect(added.json).toEqual({
      code: 'product_replaced',
      message:
        'Ce produit n’est plus commandable\u00a0: il est remplacé par «\u00a0Produit FIX subst\u00a0» (réf. FIX-subst). Ajoutez plutôt son remplaçant.',
    })
    expect((await api.addToCart(cookie, { product_id: String(old), product_quantity: 5 })).status).toBe(409)
    expect((await api.setLine(cookie, '-1', { id: String(old), quantity: 4 })).json.code).toBe('product_replaced')
    // the replacement itself is sold
    expect((await api.setLine(cookie, orderId, { id: String(fx.products.fixed), quantity: 1 })).status).toBe(200)
  })

  it('keeps the line already in the cart: it may be lowered or kept, and is ordered as it is', async () => {
    const lowered = await api.setLine(cookie, orderId, { id: String(old), quantity: 2 })
    expect(lowered.status).toBe(200)
    expect(lowered.json.order.products.find((l: { id: string }) => l.id === String(old))?.quantity).toBe(2)
    expect((await api.addToCart(cookie, { product_id: String(old), product_quantity: 2 })).status).toBe(200)
    expect((await api.setLine(cookie, orderId, { id: String(old), quantity: 3 })).status).toBe(409)

    const placed = await api.checkout(cookie, { delivery_address: ADDRESS })
    expect(placed.status).toBe(201)
    expect(placed.json.order.products.map((l: { id: string }) => l.id)).toContain(String(old))
  })

  it('can be removed from a cart', async () => {
    await replace(old, null)
    const cart = await api.addToCart(cookie, { product_id: String(old), product_quantity: 1 })
    await replace(old, fx.products.fixed)
    const removed = await api.setLine(cookie, cart.json.order.id, { id: String(old), quantity: 0 })
    expect(removed.status).toBe(200)
    expect(removed.json.order.products.map((l: { id: string }) => l.id)).not.toContain(String(old))
  })

  it('sells again when its replacement is hidden (a hidden product replaces nothing)', async () => {
    await replace(old, fx.products.hidden)
    expect((await api.addToCart(cookie, { product_id: String(old), product_quantity: 1 })).status).toBe(200)
    await replace(old, null)
  })
})

describe('« Remplacé par » in the CMS', () => {
  it('refuses a product replacing itself, directly or through a chain', async () => {
    const { fixed, catalogue, expired } = fx.products
    await expect(replace(fixed, fixed)).rejects.toThrow(/Remplacé par/)
    await replace(fixed, catalogue)
    await replace(catalogue, expired)
    await expect(replace(expired, fixed)).rejects.toThrow(/Remplacé par/)
    await replace(expired, null)
    await replace(catalogue, null)
    await replace(fixed, null)
  })
})
