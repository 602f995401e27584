/**
 * Quotes through the real handlers on a fresh SQLite database with the local ERP: a buyer asks from the cart, an editor
 * answers in the CMS (REST PATCH as the admin does), a buyer of the company accepts and the cart holds the quoted
 * prices, enforced by the server (a price sent by the browser is ignored, a quantity above the quoted one goes back to
 * the usual price, expiry reprices, the order is placed at the quoted prices once); the state machine's refusals; and
 * another company's buyer who sees nothing (404 on every route and on the CMS API).
 * Buyers A and C are of company S1, buyer B of S2 (tests/integration/erp-fixtures.ts: A's usual prices are
 * discounted 60 €, hundred 100 €, catalogue 15 € H.T).
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'
import { buyerCall } from './buyer-call'
import { FOREIGN, loadCartApi, type CartApi } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

const PASSWORD = 'Erp-test-2026'
const EDITOR = { email: 'devis@cms.test', password: 'Editeur-test-2026' }
const TEAM = 'ventes@boutique.test'
const ADDRESS = { name: 'Atelier', street: '1 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' as const }
const DAY = 86_400_000
const o = { overrideAccess: true, depth: 0 } as const

let env: TestPayload
let payload: Payload
let cart: CartApi
let fx: ErpFixtures
let p: ErpFixtures['products']
let settleJobs: () => Promise<void>
let h: Record<'quotes' | 'quote' | 'accept' | 'decline', NextApiHandler>
const cookie = { a: '', b: '', c: '', editor: '' }
type Who = 'a' | 'b' | 'c'

const call = (handler: NextApiHandler, method: string, who: Who | null, opts: { body?: unknown; id?: number; origin?: string } = {}) =>
  buyerCall(handler, method, who ? cookie[who] : null, {
    body: opts.body,
    origin: opts.origin,
    ...(opts.id === undefined ? {} : { query: { id: String(opts.id) } }),
  })

const request = (who: Who, body: unknown = {}, origin?: string) => call(h.quotes, 'POST', who, { body, origin })
const quotes = (who: Who | null) => call(h.quotes, 'GET', who)
const quote = (who: Who, id: number) => call(h.quote, 'GET', who, { id })
const accept = (who: Who, id: number) => call(h.accept, 'POST', who, { id })
const decline = (who: Who, id: number) => call(h.decline, 'POST', who, { id })
const editorPatch = (id: number, body: Record<string, unknown>) => rest('PATCH', `/devis/${id}`, { cookie: cookie.editor, body })

const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()

/** The editor's answer: the stored lines with a price each (by product), a date, « Envoyé ». */
async function send(id: number, prices: Record<number, number>, validUntil = iso(10)) {
  const doc = await payload.findByID({ collection: 'devis', id, ...o })
  return editorPatch(id, {
    statut: 'envoye',
    valide_jusqu_au: validUntil,
    reponse: 'Prix valables pour une livraison groupée.',
    lignes: (doc.lignes ?? []).map((l) => ({ ...l, prix_unitaire_ht: prices[l.produit as number] })),
  })
}

async function fillCart(who: Who, lines: [number, number][]) {
  await cart.emptyGet(cookie[who])
  for (const [id, quantity] of lines) expect((await cart.addToCart(cookie[who], { id, quantity })).status).toBe(200)
}

const openCart = async (who: Who) => (await cart.getOrder(cookie[who], '-1')).json.order
const unitOf = (order: { products: { id: string; amount_ht: number }[] }, product: number) =>
  order.products.find((l) => l.id === String(product))?.amount_ht

async function mailsTo(to: string): Promise<{ subject: string; text: string }[]> {
  await settleJobs()
  const { docs } = await payload.find({
    collection: 'outbox-mails',
    where: { to: { contains: to } },
    sort: '-createdAt',
    pagination: false,
    ...o,
  })
  return docs as unknown as { subject: string; text: string }[]
}

/** Asks a quote for A's cart and has the editor send it at `prices`. */
async function sentQuote(lines: [number, number][], prices: Record<number, number>): Promise<number> {
  await fillCart('a', lines)
  const asked = await request('a')
  expect(asked.status).toBe(201)
  expect((await send(asked.json.quote.id, prices)).status).toBe(200)
  return asked.json.quote.id
}

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  ;({ settleJobs } = await import('@/server/jobs/queue'))
  cart = await loadCartApi()
  h = {
    quotes: (await import('@/pages/api/quotes/index')).default,
    quote: (await import('@/pages/api/quotes/[id]/index')).default,
    accept: (await import('@/pages/api/quotes/[id]/accept')).default,
    decline: (await import('@/pages/api/quotes/[id]/decline')).default,
  }
  fx = await createErpFixtures(payload, 'quotes')
  p = fx.products
  await payload.updateGlobal({ slug: 'site-settings', data: { email_equipe: TEAM }, ...o })
  await payload.create({ collection: 'editors', data: { ...EDITOR, name: 'Éditrice' }, ...o })
  cookie.editor = await login('editors', EDITOR.email, EDITOR.password)
  for (const key of ['a', 'b', 'c'] as const) cookie[key] = await login('clients', `${key}.quotes@erp.test`, PASSWORD)
})

afterAll(async () => {
  await env?.cleanup()
})

describe('asking a quote from the cart: POST /api/quotes', () => {
  it('a visitor gets 401, a foreign page 403, an empty cart 409 in French', async () => {
    expect((await quotes(null)).status).toBe(401)
    await fillCart('a', [[p.discounted, 5]])
    expect((await request('a', {}, FOREIGN)).status).toBe(403)
    await cart.emptyGet(cookie.a)
    const empty = await request('a')
    expect(empty.status).toBe(409)
    expect(empty.json).toEqual({
      code: 'empty_cart',
      message: 'Votre panier est vide\u00a0: ajoutez les articles dont vous voulez un devis.',
    })
    expect((await request('a', { message: 'x'.repeat(2001) })).json.code).toBe('invalid_body')
  })

  it('stores the cart lines as the server knows them, unpriced, and alerts the team by mail and chat', async () => {
    await fillCart('a', [
      [p.discounted, 5],
      [p.hundred, 2],
    ])
    const asked = await request('a', { message: 'Livraison fin de mois', lignes: [{ produit: p.discounted, prix_unitaire_ht: 1 }] })
    expect(asked.status).toBe(201)
    const q = asked.json.quote
    expect(q).toMatchObject({ status: 'demande', message: 'Livraison fin de mois', valid_until: null, total_ht: null, can_accept: false })
    expect(q.number).toMatch(/^DEV-\d{5}$/)
    expect(
      q.lines.map((l: { product_id: number; quantity: number; unit_price_ht: null }) => [l.product_id, l.quantity, l.unit_price_ht]),
    ).toEqual([
      [p.discounted, 5, null],
      [p.hundred, 2, null],
    ])
    const stored = await payload.findByID({ collection: 'devis', id: q.id, ...o })
    expect(stored.lignes?.map((l) => [l.prix_boutique_ht, l.prix_unitaire_ht ?? null])).toEqual([
      [60, null],
      [100, null],
    ])
    const [team] = await mailsTo(TEAM)
    expect(team?.subject).toBe(`Demande de devis ${q.number}\u00a0: S1 quotes`)
    expect(team?.text).toContain(`/admin/collections/devis/${q.id}`)
    const chat = await payload.find({ collection: 'chat-notifications', sort: '-createdAt', limit: 1, ...o })
    expect(String((chat.docs[0] as { text?: string }).text)).toContain(`Nouvelle demande de devis ${q.number}`)
  })
})

describe('the state machine', () => {
  let id = 0
  beforeAll(async () => {
    await fillCart('a', [[p.discounted, 5]])
    id = (await request('a')).json.quote.id
  })

  it('a request cannot be accepted before the team answers', async () => {
    const refused = await accept('a', id)
    expect(refused.status).toBe(409)
    expect(refused.json.code).toBe('quote_not_sent')
  })

  it('an editor cannot send without a price on every line and a date to come, nor accept, nor change the lines', async () => {
    const noPrice = await editorPatch(id, { statut: 'envoye', valide_jusqu_au: iso(5) })
    expect(noPrice.status).toBe(400)
    expect(JSON.stringify(noPrice.json)).toContain('Indiquez le prix unitaire de chaque ligne avant d’envoyer le devis.')
    const past = await send(id, { [p.discounted]: 50 }, iso(-2))
    expect(past.status).toBe(400)
    expect(JSON.stringify(past.json)).toContain('Indiquez une date de validité')
    const accepted = await editorPatch(id, { statut: 'accepte' })
    expect(JSON.stringify(accepted.json)).toContain('Seul le client accepte un devis')
    const doc = await payload.findByID({ collection: 'devis', id, ...o })
    const more = await editorPatch(id, { lignes: (doc.lignes ?? []).map((l) => ({ ...l, quantite: 500 })) })
    expect(more.status).toBe(400)
    expect((await payload.findByID({ collection: 'devis', id, ...o })).statut).toBe('demande')
  })

  it('sent: the buyer is mailed a link to the quote; declined: « Refusé », then neither accepted nor declined again', async () => {
    expect((await send(id, { [p.discounted]: 50 })).status).toBe(200)
    const [mail] = await mailsTo('a.quotes@erp.test')
    expect(mail?.subject).toMatch(/^Votre devis DEV-\d{5} est prêt$/)
    expect(mail?.text).toContain(`/mon-compte/devis?devis=${id}`)
    expect(mail?.text).toContain('Prix valables pour une livraison groupée.')
    const declined = await decline('a', id)
    expect(declined.json.quote).toMatchObject({ status: 'refuse', can_accept: false, can_decline: false })
    expect((await decline('a', id)).json.code).toBe('quote_not_declinable')
    expect((await accept('a', id)).json.code).toBe('quote_closed')
    const reopened = await editorPatch(id, { statut: 'envoye' })
    expect(JSON.stringify(reopened.json)).toContain('son statut ne change plus')
  })

  it('an editor refuses a request: the buyer gets the answer', async () => {
    await fillCart('a', [[p.hundred, 1]])
    const other = (await request('a')).json.quote.id
    expect((await editorPatch(other, { statut: 'refuse', reponse: 'Produit en fin de série.' })).status).toBe(200)
    const [mail] = await mailsTo('a.quotes@erp.test')
    expect(mail?.subject).toMatch(/^Votre demande de devis DEV-\d{5}$/)
    expect(mail?.text).toContain('Produit en fin de série.')
    expect((await quote('a', other)).json.quote).toMatchObject({ status: 'refuse', answer: 'Produit en fin de série.' })
  })
})

describe('accepting: the cart at the quoted prices, enforced by the server', () => {
  let id = 0
  beforeAll(async () => {
    id = await sentQuote(
      [
        [p.discounted, 5],
        [p.hundred, 2],
      ],
      { [p.discounted]: 50, [p.hundred]: 80 },
    )
    // the buyer's cart has moved on since the request: accepting replaces it
    await fillCart('a', [[p.fixed, 1]])
  })

  it('the quote becomes the buyer’s cart with the quoted quantities and prices', async () => {
    const accepted = await accept('a', id)
    expect(accepted.status).toBe(200)
    expect(accepted.json.quote).toMatchObject({ status: 'accepte', total_ht: 410, can_accept: true })
    const order = await openCart('a')
    expect(order.products.map((l: { id: string; quantity: number; amount_ht: number }) => [Number(l.id), l.quantity, l.amount_ht])).toEqual(
      [
        [p.discounted, 5, 50],
        [p.hundred, 2, 80],
      ],
    )
    expect(order.amount_ht).toBe(410)
    expect(order.quotes.lines[String(p.discounted)]).toMatchObject({ quote_id: id, max_quantity: 5, unit_price_ht: 50 })
  })

  it('a price sent by the browser is ignored: quoted within the quoted quantity, usual above it and for other products', async () => {
    const tampered = { price: 0.01, unit_price_ht: 0.01, agreed_unit_price_ht: 0.01, amount_ht: 0.01 }
    const orderId = (await openCart('a')).id
    const less = await cart.setLine(cookie.a, orderId, { id: p.discounted, quantity: 3, ...tampered })
    expect(unitOf(less.json.order, p.discounted)).toBe(50)
    const more = await cart.setLine(cookie.a, orderId, { id: p.discounted, quantity: 6, ...tampered })
    expect(unitOf(more.json.order, p.discounted)).toBe(60)
    expect(more.json.order.quotes.lines[String(p.discounted)]).toBeUndefined()
    const back = await cart.setLine(cookie.a, orderId, { id: p.discounted, quantity: 5, ...tampered })
    expect(unitOf(back.json.order, p.discounted)).toBe(50)
    const other = await cart.addToCart(cookie.a, { product_id: p.catalogue, product_quantity: 1, ...tampered })
    expect(unitOf(other.json.order, p.catalogue)).toBe(15)
  })

  it('lines added several at once (a shopping list, a reorder) get the quoted price too, within the quoted quantity', async () => {
    const order = await openCart('a')
    await cart.setLine(cookie.a, order.id, { id: p.discounted, quantity: 0 })
    await cart.setLine(cookie.a, order.id, { id: p.hundred, quantity: 0 })
    const added = await cart.addLines(cookie.a, {
      lines: [
        { productId: p.discounted, quantity: 4, price: 0.01 },
        { productId: p.hundred, quantity: 3 },
      ],
    })
    expect(added.status).toBe(200)
    expect(unitOf(added.json.order, p.discounted)).toBe(50)
    expect(unitOf(added.json.order, p.hundred)).toBe(100) // 3 is above the 2 quoted
    await cart.setLine(cookie.a, order.id, { id: p.discounted, quantity: 5 })
    await cart.setLine(cookie.a, order.id, { id: p.hundred, quantity: 2 })
  })

  it('the quote’s prices are the buyer’s who accepted it: the company’s other buyer pays the usual price', async () => {
    await fillCart('c', [[p.discounted, 5]])
    expect(unitOf(await openCart('c'), p.discounted)).toBe(90) // S1's company price
  })

  it('once its date has passed, the cart goes back to the usual prices, says so, and the quote is refused', async () => {
    await payload.update({ collection: 'devis', id, data: { valide_jusqu_au: iso(-2) }, ...o, context: { quoteServer: true } })
    const order = await openCart('a')
    expect(unitOf(order, p.discounted)).toBe(60)
    expect(unitOf(order, p.hundred)).toBe(100)
    expect(order.quotes).toMatchObject({ lines: {}, expired: [{ quote_id: id }] })
    // written down, not only read as expired
    expect((await payload.findByID({ collection: 'devis', id, ...o, context: { quoteServer: true } })).statut).toBe('expire')
    const refused = await accept('a', id)
    expect(refused.status).toBe(409)
    expect(refused.json.code).toBe('quote_expired')
    expect(refused.json.message).toMatch(/^Ce devis a expiré le \d{2}\/\d{2}\/\d{4}\u00a0: il ne peut plus être accepté\./)
    const orderId = order.id
    expect(unitOf((await cart.setLine(cookie.a, orderId, { id: p.discounted, quantity: 4 })).json.order, p.discounted)).toBe(60)
  })

  it('checkout places the order at the quoted prices, once: the quote is then used up', async () => {
    const used = await sentQuote([[p.hundred, 3]], { [p.hundred]: 70 })
    await accept('a', used)
    const placed = await cart.checkout(cookie.a, { delivery_address: ADDRESS })
    expect(placed.status).toBe(201)
    expect(unitOf(placed.json.order, p.hundred)).toBe(70)
    expect((await payload.findByID({ collection: 'devis', id: used, ...o })).commande).toBe(placed.json.order.id)
    expect((await accept('a', used)).json.code).toBe('quote_ordered')
    await fillCart('a', [[p.hundred, 3]])
    expect(unitOf(await openCart('a'), p.hundred)).toBe(100)
  })
})

describe('another company sees nothing: 404 everywhere, the CMS API too', () => {
  let id = 0
  beforeAll(async () => {
    id = await sentQuote([[p.discounted, 2]], { [p.discounted]: 55 })
  })

  it('the company’s other buyer sees the quote, the other company’s does not', async () => {
    expect((await quotes('c')).json.quotes.map((q: { id: number }) => q.id)).toContain(id)
    expect((await quotes('b')).json.quotes).toEqual([])
    for (const res of [await quote('b', id), await accept('b', id), await decline('b', id)]) {
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ code: 'not_found', message: 'Devis introuvable.' })
    }
    expect((await quote('a', id)).json.quote.status).toBe('envoye')
  })

  it('through /cms/api: the company reads its quotes without the internal note, the other company gets 404, nobody writes', async () => {
    await payload.update({ collection: 'devis', id, data: { note_interne: 'Marge serrée' }, ...o, context: { quoteServer: true } })
    const own = await rest('GET', `/devis/${id}`, { cookie: cookie.c })
    expect(own.status).toBe(200)
    expect(own.json.note_interne).toBeUndefined()
    expect(own.json.lignes[0].prix_unitaire_ht).toBe(55)
    expect((await rest('GET', `/devis/${id}`, { cookie: cookie.b })).status).toBe(404)
    expect((await rest('GET', '/devis', { cookie: cookie.b })).json.docs).toEqual([])
    expect((await rest('GET', '/devis', { cookie: cookie.a })).json.docs.map((d: { id: number }) => d.id)).toContain(id)
    expect((await rest('PATCH', `/devis/${id}`, { cookie: cookie.a, body: { statut: 'accepte' } })).status).toBe(403)
    expect((await rest('POST', '/devis', { cookie: cookie.a, body: { statut: 'envoye', lignes: [] } })).status).toBe(403)
    expect((await rest('GET', `/devis/${id}`)).status).toBe(403)
  })
})
