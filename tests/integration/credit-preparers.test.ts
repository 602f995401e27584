/**
 * The company's credit and the preparers through the real handlers on a fresh SQLite database with the local ERP:
 * - the credit is the company's: what is used is the outstanding of all its accounts (buyers and preparers), GET
 *   /api/credit shows it and checkout refuses an order above what is available (409, French);
 * - a preparer does not order (403 `{ code, message }`); « Transmettre à l’acheteur » mails the company's buyers and
 *   shows them a banner until one takes the cart over.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callApi } from '../helpers/nextApi'
import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'
import { loadCartApi, SHOP, type CartApi } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

const PASSWORD = 'Erp-test-2026'
const ADDRESS = { name: 'Atelier', street: '1 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' as const }
const o = { overrideAccess: true, depth: 0 } as const

let env: TestPayload
let payload: Payload
let api: CartApi
let fx: ErpFixtures
let h: Record<'credit' | 'transmit' | 'takeover', NextApiHandler>
const id = { buyer: 0, prep: 0, prepRecord: 0, s1: 0 }
const cookie = { buyer: '', prep: '' }
const email = { buyer: 'k.credit@erp.test', prep: 'q.credit@erp.test' }

type Who = keyof typeof cookie
const call = (handler: NextApiHandler, method: 'GET' | 'POST', who: Who, query?: Record<string, string>) =>
  callApi(handler, {
    method,
    headers: { host: 'localhost:3000', cookie: cookie[who], ...(method === 'POST' ? { origin: SHOP } : {}) },
    query,
  })

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  api = await loadCartApi()
  h = {
    credit: (await import('@/pages/api/credit')).default,
    transmit: (await import('@/pages/api/preparers/transmit')).default,
    takeover: (await import('@/pages/api/preparers/[id]/takeover')).default,
  }
  // company S1 already has a (type 1) and c (type 2, 100 € owed)
  fx = await createErpFixtures(payload, 'credit')
  id.s1 = (await payload.findByID({ collection: 'clients', id: Number(fx.a), ...o })).societe as number
  // a has no credit line (type 1, spec §6): what it owes is not on the company's credit
  await payload.update({ collection: 'clients', id: Number(fx.a), data: { dimasys_credit_used: 50 }, ...o })
  const client = (mail: string, firstname: string, used: number) =>
    payload.create({
      collection: 'clients',
      data: {
        email: mail,
        password: PASSWORD,
        firstname,
        lastname: 'Test',
        societe: id.s1,
        dimasys_type: 2,
        dimasys_credit_limit: 1000,
        dimasys_credit_used: used,
      },
      ...o,
    })
  id.buyer = (await client(email.buyer, 'Karine', 100)).id
  // the preparer ordered on a credit line of her own before credit became the company's: what she owes is the company's too
  id.prep = (await client(email.prep, 'Nadia', 600)).id
  id.prepRecord = (
    await payload.create({
      collection: 'preparateurs',
      data: { email: email.prep, firstname: 'Nadia', lastname: 'Test', societe: id.s1, client: id.prep },
      ...o,
    })
  ).id
  cookie.buyer = await login('clients', email.buyer, PASSWORD)
  cookie.prep = await login('clients', email.prep, PASSWORD)
})

afterAll(async () => {
  await env?.cleanup()
})

describe('credit that tells the truth', () => {
  it('GET /api/credit: used is the outstanding of every account of the company, preparers included; available = limit − used', async () => {
    const res = await call(h.credit, 'GET', 'buyer')
    expect(res.status).toBe(200)
    // c 100 + the buyer 100 + the preparer 600 (a, of type 1, is not on credit)
    expect(res.json).toEqual({ code: 'success', role: 'buyer', credit: { limit: 1000, used: 800, available: 200 }, card: false })
    // the preparer reads the same company credit (she does not order on it)
    expect((await call(h.credit, 'GET', 'prep')).json).toEqual({
      code: 'success',
      role: 'preparer',
      credit: { limit: 1000, used: 800, available: 200 },
      card: false,
    })
  })

  it('refuses an order above the available credit (409, French) though it is under the buyer’s own limit, then accepts one within it', async () => {
    await api.addToCart(cookie.buyer, { product_id: String(fx.products.hundred), product_quantity: 2 }) // 200 + 15 delivery
    const over = await api.checkout(cookie.buyer, { delivery_address: ADDRESS })
    expect(over.status).toBe(409)
    expect(over.json).toEqual({
      code: 'credit_limit_exceeded',
      message: 'Cette commande dépasse votre plafond de crédit. Contactez-nous pour l’augmenter ou réduisez votre panier.',
    })
    expect((await api.getOrder(cookie.buyer, '-1')).json.order.status).toBe('cart')

    await api.setLine(cookie.buyer, '-1', { id: String(fx.products.hundred), quantity: 1 }) // 100 + 15 = 115 ≤ 200
    const ok = await api.checkout(cookie.buyer, { delivery_address: ADDRESS })
    expect(ok.status).toBe(201)
    expect((await call(h.credit, 'GET', 'buyer')).json.credit).toEqual({ limit: 1000, used: 915, available: 85 })
  })
})

describe('preparers prepare; buyers order', () => {
  it('a preparer’s checkout is refused: 403 { code, message } in French, her cart stays open', async () => {
    await api.addToCart(cookie.prep, { product_id: String(fx.products.hundred), product_quantity: 1 })
    const res = await api.checkout(cookie.prep, { delivery_address: ADDRESS })
    expect(res.status).toBe(403)
    expect(res.json).toEqual({
      code: 'preparer_cannot_order',
      message:
        'En tant que préparateur, vous ne pouvez pas passer commande\u00a0: transmettez votre panier à un acheteur de votre société, qui la passera.',
    })
    expect((await api.getOrder(cookie.prep, '-1')).json.order).toMatchObject({ status: 'cart', amount_ht: 100 })
  })

  it('only a preparer transmits (403 for a buyer)', async () => {
    const res = await call(h.transmit, 'POST', 'buyer')
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ code: 'not_preparer', message: 'Seuls les préparateurs transmettent leur panier à un acheteur.' })
  })

  it('« Transmettre à l’acheteur » mails the company’s active buyers and shows a banner until a buyer takes the cart over', async () => {
    const res = await call(h.transmit, 'POST', 'prep')
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ code: 'success', recipients: 3, transmitted_at: expect.any(String) }) // a, c and the buyer

    const { settleJobs } = await import('@/server/jobs/queue')
    await settleJobs()
    // the buyer's mails of this test (an order placed earlier in this file has its confirmation mail too)
    const { docs } = await payload.find({
      collection: 'outbox-mails',
      where: { to: { equals: email.buyer }, subject: { like: 'Panier transmis' } },
      ...o,
    })
    expect(docs.map((d) => d.subject)).toEqual(['Panier transmis par Nadia Test'])
    const text = await fs.readFile(path.resolve(process.cwd(), docs[0]!.file!), 'utf8')
    expect(text).toContain('/mon-compte/preparateurs')
    for (const d of (
      await payload.find({ collection: 'outbox-mails', where: { subject: { equals: 'Panier transmis par Nadia Test' } }, ...o })
    ).docs) {
      await fs.rm(path.resolve(process.cwd(), d.file!), { force: true })
    }

    const listed = async () =>
      (await rest('GET', '/listing-preparateurs', { cookie: cookie.buyer })).json.preparateurs.find(
        (p: { id: number }) => p.id === id.prepRecord,
      )
    expect((await listed()).transmitted_at).toBe(res.json.transmitted_at)
    const taken = await call(h.takeover, 'POST', 'buyer', { id: String(id.prepRecord) })
    expect(taken.status).toBe(200)
    expect(await listed()).toMatchObject({ cart: null, transmitted_at: null })
    expect((await payload.findByID({ collection: 'preparateurs', id: id.prepRecord, ...o })).panier_transmis_le ?? null).toBeNull()
  })

  it('an empty cart is not transmitted (409)', async () => {
    const res = await call(h.transmit, 'POST', 'prep')
    expect(res.status).toBe(409)
    expect(res.json).toEqual({ code: 'empty_cart', message: 'Votre panier est vide\u00a0: ajoutez des articles avant de le transmettre.' })
  })
})
