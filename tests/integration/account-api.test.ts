/**
 * The account area's routes: favourites, frequent purchases, preparers and the take-over of a preparer's cart,
 * spec §7 GET {cms}/api/listing-preparateurs, through the real handlers on a fresh SQLite database with the local ERP.
 * Buyer A and preparer P are of company S1, buyer B of company S2: every route is tried by the wrong buyer too.
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callApi } from '../helpers/nextApi'
import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'
import { FOREIGN, loadCartApi, SHOP, type CartApi } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

const PASSWORD = 'Erp-test-2026'
const ADDRESS = { name: 'Atelier', street: '1 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' as const }

let env: TestPayload
let payload: Payload
let cart: CartApi
let fx: ErpFixtures
let p: ErpFixtures['products']
let h: Record<'favorites' | 'favorite' | 'frequent' | 'products' | 'preparers' | 'preparer' | 'takeover', NextApiHandler>
const id = { a: 0, b: 0, c: 0, p: 0, s1: 0, s2: 0, prepP: 0, prepB: 0 }
const cookie = { a: '', b: '', c: '', p: '' }
const email = (key: string) => `${key}.account@erp.test`

type Who = keyof typeof cookie
const call = (
  handler: NextApiHandler,
  method: string,
  who: Who | null,
  opts: { body?: unknown; query?: Record<string, string>; origin?: string } = {},
) =>
  callApi(handler, {
    method,
    headers: {
      host: 'localhost:3000',
      ...(who ? { cookie: cookie[who] } : {}),
      ...(method === 'GET' ? {} : { origin: opts.origin ?? SHOP }),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body,
    query: opts.query,
  })

const favorites = (who: Who | null) => call(h.favorites, 'GET', who)
const addFavorite = (who: Who, productId: unknown, origin?: string) =>
  call(h.favorites, 'POST', who, { body: { product_id: productId }, origin })
const removeFavorite = (who: Who, productId: number) => call(h.favorite, 'DELETE', who, { query: { productId: String(productId) } })
const listing = (who: Who | null) => rest('GET', '/listing-preparateurs', who ? { cookie: cookie[who] } : {})
const takeover = (who: Who, prep: number) => call(h.takeover, 'POST', who, { query: { id: String(prep) } })

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  cart = await loadCartApi()
  h = {
    favorites: (await import('@/pages/api/favorites/index')).default,
    favorite: (await import('@/pages/api/favorites/[productId]')).default,
    frequent: (await import('@/pages/api/frequent-purchases')).default,
    products: (await import('@/pages/api/products/index')).default,
    preparers: (await import('@/pages/api/preparers/index')).default,
    preparer: (await import('@/pages/api/preparers/[id]/index')).default,
    takeover: (await import('@/pages/api/preparers/[id]/takeover')).default,
  }
  fx = await createErpFixtures(payload, 'account')
  p = fx.products
  const o = { overrideAccess: true, depth: 0 } as const
  for (const key of ['a', 'b', 'c'] as const) {
    const doc = await payload.findByID({ collection: 'clients', id: Number(fx[key]), ...o })
    id[key] = doc.id
    id[key === 'b' ? 's2' : 's1'] = doc.societe as number
  }
  const prep = await payload.create({
    collection: 'clients',
    data: { email: email('p'), password: PASSWORD, firstname: 'Paul', lastname: 'Préparateur', societe: id.s1, dimasys_type: 1 },
    ...o,
  })
  id.p = prep.id
  id.prepP = (
    await payload.create({
      collection: 'preparateurs',
      data: { email: email('p'), lastname: 'Préparateur', societe: id.s1, client: prep.id },
      ...o,
    })
  ).id
  id.prepB = (
    await payload.create({
      collection: 'preparateurs',
      data: { email: 'sans.compte@s2.test', lastname: 'Sans compte', societe: id.s2 },
      ...o,
    })
  ).id
  for (const key of ['a', 'b', 'c'] as const) cookie[key] = await login('clients', `${key}.account@erp.test`, PASSWORD)
  cookie.p = await login('clients', email('p'), PASSWORD)
})

afterAll(async () => {
  await env?.cleanup()
})

describe('favourites: GET/POST /api/favorites, DELETE /api/favorites/{productId}', () => {
  it('a visitor gets 401 and a foreign page 403', async () => {
    expect((await favorites(null)).status).toBe(401)
    expect((await addFavorite('a', p.discounted, FOREIGN)).status).toBe(403)
  })

  it('adds once (201, then 200), refuses a hidden product (404) and a bad id (400 in French)', async () => {
    const first = await addFavorite('a', p.discounted)
    expect(first.status).toBe(201)
    expect(first.json.favorite.product).toMatchObject({ id: p.discounted, href: expect.stringContaining('/catalogues/produit/') })
    expect((await addFavorite('a', String(p.discounted))).status).toBe(200)
    expect((await addFavorite('a', p.fixed)).status).toBe(201)
    expect((await addFavorite('a', p.hidden)).json).toEqual({
      code: 'product_not_found',
      message: 'Ce produit n’est pas disponible à la vente.',
    })
    const bad = await addFavorite('a', 'abc')
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual({ code: 'invalid_body', message: 'Identifiant de produit invalide.' })
    const list = await favorites('a')
    expect(list.json.favorites.map((f: { product: { id: number } }) => f.product.id)).toEqual([p.fixed, p.discounted]) // newest first
  })

  it("buyer B neither sees nor removes buyer A's favourites (404), and the CMS API does not expose them", async () => {
    expect((await favorites('b')).json.favorites).toEqual([])
    const stolen = await removeFavorite('b', p.discounted)
    expect(stolen.status).toBe(404)
    expect(stolen.json.code).toBe('not_found')
    expect((await favorites('a')).json.favorites).toHaveLength(2)
    for (const who of ['a', 'b'] as const) {
      const res = await rest('GET', '/favoris', { cookie: cookie[who] })
      expect(res.status).toBe(403)
    }
    expect((await rest('POST', '/favoris', { cookie: cookie.b, body: { client: id.a, product: p.hundred } })).status).toBe(403)
  })

  it('removes a favourite of the buyer', async () => {
    expect((await removeFavorite('a', p.fixed)).json).toEqual({ code: 'success' })
    expect((await favorites('a')).json.favorites.map((f: { product: { id: number } }) => f.product.id)).toEqual([p.discounted])
    expect((await removeFavorite('a', p.fixed)).status).toBe(404)
  })
})

describe('frequent purchases: GET /api/frequent-purchases', () => {
  it("ranks A's ordered products by orders, then quantity, from placed orders only, with last date and quantity", async () => {
    const { recordPastOrder } = await import('@/server/erp/local')
    const past = (placed_at: string, lines: [number, number][], status: 'placed' | 'invoiced' | 'cancelled' = 'invoiced') =>
      recordPastOrder(payload, {
        customer: String(id.a),
        origin: 'EPS',
        status,
        po_reference: `PO-${placed_at}`,
        placed_at,
        delivery_address: ADDRESS,
        lines: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
      })
    await past('2026-03-01T08:00:00.000Z', [
      [p.discounted, 2],
      [p.fixed, 1],
    ])
    await past('2026-05-01T08:00:00.000Z', [
      [p.discounted, 5],
      [p.hundred, 8],
    ])
    await past(
      '2026-06-01T08:00:00.000Z',
      [
        [p.expired, 50],
        [p.fixed, 3],
      ],
      'cancelled',
    )
    await past('2026-07-01T08:00:00.000Z', [[p.hidden, 1]], 'placed')
    await cart.setLine(cookie.a, '-1', { id: String(p.catalogue), quantity: 40 }) // the open cart is no purchase

    const res = await call(h.frequent, 'GET', 'a')
    expect(res.status).toBe(200)
    expect(res.json.items.map((i: { product: { id: number } }) => i.product.id)).toEqual([p.discounted, p.hundred, p.fixed])
    expect(res.json.items[0]).toMatchObject({
      order_count: 2,
      total_quantity: 7,
      last_quantity: 5,
      last_ordered_at: '2026-05-01T08:00:00.000Z',
    })
    expect((await call(h.frequent, 'GET', 'b')).json.items).toEqual([])
    expect((await call(h.frequent, 'GET', null)).status).toBe(401)
    await cart.emptyGet(cookie.a)
  })
})

describe("orders: A cannot read B's (GET /api/orders/{id}) nor the ERP's records through the CMS", () => {
  it('answers 404 for another buyer’s order, 403 on the erp collections', async () => {
    const bCart = (await cart.addToCart(cookie.b, { product_id: String(p.hundred), product_quantity: 1 })).json.order
    expect((await cart.getOrder(cookie.a, bCart.id)).status).toBe(404)
    expect((await cart.setLine(cookie.a, bCart.id, { id: String(p.hundred), quantity: 3 })).status).toBe(404)
    expect((await cart.listOrders(cookie.a)).json.orders.some((o: { id: string }) => o.id === bCart.id)).toBe(false)
    for (const path of ['/erp-orders', `/erp-orders/${bCart.id}`, '/erp-order-lines'])
      expect((await rest('GET', path, { cookie: cookie.a })).status).toBe(403)
    await cart.emptyGet(cookie.b)
  })

  it('CMS REST: a client reads only themselves, their company and its preparers', async () => {
    expect((await rest('GET', `/clients/${id.b}`, { cookie: cookie.a })).status).toBe(404)
    expect((await rest('GET', `/clients/${id.a}`, { cookie: cookie.a })).status).toBe(200)
    expect((await rest('PATCH', `/clients/${id.a}`, { cookie: cookie.a, body: { societe: id.s2 } })).status).toBe(403)
    expect((await rest('GET', `/societes/${id.s2}`, { cookie: cookie.a })).status).toBe(404)
    expect((await rest('GET', `/societes/${id.s1}`, { cookie: cookie.a })).status).toBe(200)
    expect((await rest('GET', `/preparateurs/${id.prepB}`, { cookie: cookie.a })).status).toBe(404)
    expect((await rest('GET', `/preparateurs/${id.prepP}`, { cookie: cookie.b })).status).toBe(404)
    expect((await rest('DELETE', `/preparateurs/${id.prepP}`, { cookie: cookie.a })).status).toBe(403)
    const list = await rest('GET', '/preparateurs', { cookie: cookie.b })
    expect(list.json.docs.map((d: { id: number }) => d.id)).toEqual([id.prepB])
  })
})

describe('preparers: GET {cms}/api/listing-preparateurs, POST/DELETE /api/preparers, take-over', () => {
  it('lists the preparers of the caller’s company only; a visitor gets 401', async () => {
    expect((await listing(null)).status).toBe(401)
    const a = await listing('a')
    expect(a.status).toBe(200)
    expect(a.json).toMatchObject({ code: 'success', role: 'buyer', societe: { id: id.s1 } })
    expect(a.json.preparateurs.map((x: { id: number }) => x.id)).toEqual([id.prepP])
    expect(a.json.preparateurs[0]).toMatchObject({ email: email('p'), has_account: true, cart: null })
    const b = await listing('b')
    expect(b.json.preparateurs.map((x: { id: number }) => x.id)).toEqual([id.prepB])
    // the preparer sees their company's list without themselves, and no carts
    const prep = await listing('p')
    expect(prep.json).toMatchObject({ role: 'preparer', preparateurs: [] })
  })

  it("B can neither take over nor remove A's preparer (404); the preparer cannot manage (403)", async () => {
    await cart.addToCart(cookie.p, { product_id: String(p.discounted), product_quantity: 3 })
    expect((await takeover('b', id.prepP)).status).toBe(404)
    expect((await call(h.preparer, 'DELETE', 'b', { query: { id: String(id.prepP) } })).status).toBe(404)
    expect((await takeover('a', id.prepB)).status).toBe(404)
    const own = await takeover('p', id.prepP)
    expect(own.status).toBe(403)
    expect(own.json.code).toBe('preparer_cannot_manage')
    expect((await cart.getOrder(cookie.p, '-1')).json.order.products).toHaveLength(1)
  })

  it('shows the preparer’s open cart to the buyer and moves it into the buyer’s cart at the buyer’s prices', async () => {
    await cart.setLine(cookie.p, '-1', { id: String(p.hundred), quantity: 2 })
    const listed = (await listing('a')).json.preparateurs[0]
    expect(listed.cart.lines).toHaveLength(2)
    // the preparer's company price: 90 × 3 + 100 × 2
    expect(listed.cart.amount_ht).toBe(470)
    await cart.setLine(cookie.a, '-1', { id: String(p.hundred), quantity: 1 })

    const res = await takeover('a', id.prepP)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ code: 'success', moved: 2, skipped: 0 })
    const lines = Object.fromEntries(res.json.order.products.map((l: { id: string; quantity: number }) => [l.id, l.quantity]))
    expect(lines).toEqual({ [String(p.discounted)]: 3, [String(p.hundred)]: 3 })
    // A's own price: 80 with 25 % off = 60 × 3, then 100 × 3
    expect(res.json.order.amount_ht).toBe(480)
    expect((await cart.getOrder(cookie.p, '-1')).json.order?.products ?? []).toEqual([])
    const prep = await payload.findByID({ collection: 'clients', id: id.p, overrideAccess: true })
    expect(prep.last_dimasys_order ?? null).toBeNull()
    const again = await takeover('a', id.prepP)
    expect(again.status).toBe(409)
    expect(again.json.code).toBe('empty_preparer_cart')
    await cart.emptyGet(cookie.a)
  })

  it('adds a client of the same company by e-mail, refuses others, and removes', async () => {
    const add = (who: Who, body: unknown) => call(h.preparers, 'POST', who, { body })
    expect((await add('a', { email: 'pas-un-email' })).json).toEqual({
      code: 'invalid_body',
      message: 'Veuillez saisir une adresse e-mail valide.',
    })
    expect((await add('a', { email: email('b') })).json.code).toBe('client_not_found') // another company
    expect((await add('a', { email: 'inconnu@erp.test' })).json.code).toBe('client_not_found')
    expect((await add('a', { email: email('a') })).json.code).toBe('self')
    expect((await add('a', { email: email('p') })).status).toBe(409)
    const created = await add('a', { email: ` ${email('c').toUpperCase()} ` })
    expect(created.status).toBe(201)
    expect(created.json.preparateur).toMatchObject({ email: email('c'), has_account: true })
    expect((await listing('a')).json.preparateurs).toHaveLength(2)
    expect((await add('p', { email: email('c') })).status).toBe(403)
    const remove = await call(h.preparer, 'DELETE', 'a', { query: { id: String(created.json.preparateur.id) } })
    expect(remove.json).toEqual({ code: 'success' })
    expect((await listing('a')).json.preparateurs).toHaveLength(1)
  })
})

describe('GET /api/products?ids=: product summaries for order lines', () => {
  it('answers displayed products only, in the order asked', async () => {
    const res = await call(h.products, 'GET', 'a', { query: { ids: `${p.fixed},${p.hidden},${p.discounted}` } })
    expect(res.json.products.map((x: { id: number }) => x.id)).toEqual([p.fixed, p.discounted])
    expect((await call(h.products, 'GET', 'a', { query: { ids: 'x' } })).status).toBe(400)
    expect((await call(h.products, 'GET', null, { query: { ids: String(p.fixed) } })).status).toBe(401)
  })
})
