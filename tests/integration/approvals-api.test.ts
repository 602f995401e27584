/**
 * Company roles, spending limits, cost centres and approvals through the real handlers, on a fresh SQLite database with
 * the local ERP:
 * - one role per client: « préparateur » and the company's list of preparers move together; a preparer does not order;
 * - the cost centre is required when the company has any, and must be one of the company's;
 * - an order over the buyer's limit (per order, or per calendar month counting the orders placed in it) is not placed:
 *   it waits for an approver of the company, the cart is freed, the approvers are mailed;
 * - the approval state machine: pending → approved (placed once, even when approved twice or twice at once) or refused
 *   (comment required, the buyer reads it); only an approver of the same company decides (another company → 404),
 *   never on their own order;
 * - the company's orders for its approvers, with who ordered, the cost centre and the state.
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

const PASSWORD = 'Approvals-test-2026'
const ADDRESS = { name: 'Atelier', street: '1 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' as const }
const o = { overrideAccess: true, depth: 0 } as const

const WHO = ['buyer', 'monthly', 'approver1', 'approver2', 'prep', 'approverB', 'loner'] as const
type Who = (typeof WHO)[number]

let env: TestPayload
let payload: Payload
let api: CartApi
let fx: ErpFixtures
let h: Record<'spending' | 'approvals' | 'decide' | 'restore' | 'companyOrders' | 'removePreparer' | 'addPreparer', NextApiHandler>
const id = {} as Record<Who, number> & { s1: number; s2: number; s3: number }
const cookie = {} as Record<Who, string>
const email = (who: Who) => `${who}@approvals.test`

const call = (handler: NextApiHandler, method: 'GET' | 'POST' | 'DELETE', who: Who, query?: Record<string, string>, body?: unknown) =>
  callApi(handler, {
    method,
    headers: { host: 'localhost:3000', cookie: cookie[who], ...(method === 'GET' ? {} : { origin: SHOP }) },
    query,
    body,
  })

const decide = (who: Who, approvalId: number, decision: 'approve' | 'refuse', comment?: string) =>
  call(h.decide, 'POST', who, { id: String(approvalId) }, { decision, ...(comment === undefined ? {} : { comment }) })

const addHundred = async (who: Who, quantity: number) => {
  const res = await api.addToCart(cookie[who], { product_id: String(fx.products.hundred), product_quantity: quantity })
  expect(res.status).toBe(200)
}

const placedOrders = async (who: Who) =>
  (await api.listOrders(cookie[who])).json.orders.filter((order: { status: string }) => order.status !== 'cart')

/** The text of an .eml of the outbox: its quoted-printable soft breaks and bytes decoded (UTF-8). */
const decoded = (eml: string): string =>
  Buffer.from(
    eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

async function mailsTo(who: Who, subject: string): Promise<{ subject: string; text: string }[]> {
  const { settleJobs } = await import('@/server/jobs/queue')
  await settleJobs()
  const { docs } = await payload.find({
    collection: 'outbox-mails',
    where: { and: [{ to: { equals: email(who) } }, { subject: { like: subject } }] },
    sort: 'createdAt',
    pagination: false,
    ...o,
  })
  return Promise.all(
    docs.map(async (d) => ({ subject: d.subject, text: decoded(await fs.readFile(path.resolve(process.cwd(), d.file!), 'utf8')) })),
  )
}

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  api = await loadCartApi()
  h = {
    spending: (await import('@/pages/api/spending')).default,
    approvals: (await import('@/pages/api/approvals/index')).default,
    decide: (await import('@/pages/api/approvals/[id]/index')).default,
    restore: (await import('@/pages/api/approvals/[id]/cart')).default,
    companyOrders: (await import('@/pages/api/company-orders')).default,
    removePreparer: (await import('@/pages/api/preparers/[id]/index')).default,
    addPreparer: (await import('@/pages/api/preparers/index')).default,
  }
  fx = await createErpFixtures(payload, 'approvals')
  const societe = async (raison_sociale: string, centres: { code: string; libelle: string }[]) =>
    (await payload.create({ collection: 'societes', data: { raison_sociale, centres_de_cout: centres }, ...o })).id
  id.s1 = await societe('Usinage Approbations', [
    { code: 'MAINT', libelle: 'Maintenance' },
    { code: 'PROD', libelle: 'Production' },
  ])
  id.s2 = await societe('Autre Société', [{ code: 'X1', libelle: 'Atelier X' }])
  id.s3 = await societe('Société sans approbateur', [])
  const accounts: Record<Who, Record<string, unknown>> = {
    buyer: { societe: id.s1, role: 'acheteur', plafond_commande_ht: 200, plafond_mensuel_ht: 5000 },
    monthly: { societe: id.s1, role: 'acheteur', plafond_mensuel_ht: 300 },
    approver1: { societe: id.s1, role: 'approbateur' },
    approver2: { societe: id.s1, role: 'approbateur' },
    prep: { societe: id.s1, role: 'preparateur' },
    approverB: { societe: id.s2, role: 'approbateur' },
    loner: { societe: id.s3, role: 'acheteur', plafond_commande_ht: 50 },
  }
  for (const who of WHO) {
    const doc = await payload.create({
      collection: 'clients',
      data: { email: email(who), password: PASSWORD, firstname: who, lastname: 'Test', dimasys_type: 1, ...accounts[who] },
      ...o,
    })
    id[who] = doc.id
    cookie[who] = await login('clients', email(who), PASSWORD)
  }
})

afterAll(async () => {
  // the mails this file wrote to the outbox folder
  if (payload) {
    const { docs } = await payload.find({ collection: 'outbox-mails', pagination: false, ...o })
    await Promise.all(docs.map((d) => (d.file ? fs.rm(path.resolve(process.cwd(), d.file), { force: true }) : undefined)))
  }
  await env?.cleanup()
})

describe('one role per client, the preparers list kept with it', () => {
  const rows = async (client: number) =>
    (await payload.find({ collection: 'preparateurs', where: { client: { equals: client } }, ...o })).docs
  const role = async (client: number) => (await payload.findByID({ collection: 'clients', id: client, ...o })).role

  it('a client given the role « préparateur » is listed with their company’s preparers; removed from the list, a buyer again', async () => {
    const [row] = await rows(id.prep)
    expect(row).toMatchObject({ email: email('prep'), societe: id.s1 })
    const removed = await call(h.removePreparer, 'DELETE', 'buyer', { id: String(row!.id) })
    expect(removed.status).toBe(200)
    expect(await role(id.prep)).toBe('acheteur')
    // added back by a buyer of the company: the role follows
    const added = await call(h.addPreparer, 'POST', 'buyer', undefined, { email: email('prep') })
    expect(added.status).toBe(201)
    expect(await role(id.prep)).toBe('preparateur')
    expect(await rows(id.prep)).toHaveLength(1)
  })

  it('an approver is not turned into a preparer by a buyer (409), and keeps the role', async () => {
    const res = await call(h.addPreparer, 'POST', 'buyer', undefined, { email: email('approver2') })
    expect(res.status).toBe(409)
    expect(res.json.code).toBe('approver_cannot_prepare')
    expect(await role(id.approver2)).toBe('approbateur')
  })

  it('a preparer’s order is refused: 403 with a French message, her cart stays', async () => {
    await addHundred('prep', 1)
    const res = await api.checkout(cookie.prep, { delivery_address: ADDRESS, cost_centre: 'MAINT' })
    expect(res.status).toBe(403)
    expect(res.json).toEqual({
      code: 'preparer_cannot_order',
      message:
        'En tant que préparateur, vous ne pouvez pas passer commande\u00a0: transmettez votre panier à un acheteur de votre société, qui la passera.',
    })
    expect((await api.getOrder(cookie.prep, '-1')).json.order).toMatchObject({ status: 'cart', amount_ht: 100 })
    expect((await call(h.spending, 'GET', 'prep')).json.role).toBe('preparer')
  })
})

describe('cost centres', () => {
  it('GET /api/spending: the buyer’s role, limits, this month’s spending and the company’s cost centres', async () => {
    const res = await call(h.spending, 'GET', 'buyer')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      code: 'success',
      role: 'buyer',
      limits: { per_order: 200, monthly: 5000 },
      month_spent: 0,
      cost_centres: [
        { code: 'MAINT', label: 'Maintenance' },
        { code: 'PROD', label: 'Production' },
      ],
      has_approver: true,
    })
  })

  it('is required when the company has any, must be the company’s, and goes with the order', async () => {
    await addHundred('buyer', 1) // 100 + 15 delivery = 115 H.T, under the 200 limit
    const none = await api.checkout(cookie.buyer, { delivery_address: ADDRESS })
    expect(none.status).toBe(400)
    expect(none.json).toEqual({ code: 'cost_centre_required', message: 'Choisissez un centre de coût pour cette commande.' })
    const foreign = await api.checkout(cookie.buyer, { delivery_address: ADDRESS, cost_centre: 'X1' })
    expect(foreign.status).toBe(400)
    expect(foreign.json).toEqual({ code: 'unknown_cost_centre', message: 'Ce centre de coût n’existe pas pour votre société.' })
    expect(await placedOrders('buyer')).toHaveLength(0)

    const placed = await api.checkout(cookie.buyer, { delivery_address: ADDRESS, cost_centre: 'maint' })
    expect(placed.status).toBe(201)
    const { erp } = await import('@/server/erp')
    expect(await erp().getOrder(String(id.buyer), placed.json.order.id)).toMatchObject({ status: 'placed', cost_centre: 'MAINT' })
  })

  it('a company without cost centres orders without one, and refuses one', async () => {
    await api.addToCart(cookie.loner, { product_id: String(fx.products.catalogue), product_quantity: 1 }) // 15 + 15 = 30 H.T
    const res = await api.checkout(cookie.loner, { delivery_address: ADDRESS, cost_centre: 'MAINT' })
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('unknown_cost_centre')
    expect((await api.checkout(cookie.loner, { delivery_address: ADDRESS })).status).toBe(201)
  })
})

let pendingId = 0

describe('spending limits', () => {
  it('an order over the per-order limit is not placed: it waits for approval, the cart is freed, the approvers are mailed', async () => {
    const before = (await placedOrders('buyer')).length
    await addHundred('buyer', 2) // 200 + 15 = 215 H.T > 200
    const res = await api.checkout(cookie.buyer, { delivery_address: ADDRESS, po_reference: 'BC-APPRO-1', cost_centre: 'PROD' })
    expect(res.status).toBe(202)
    expect(res.json).toMatchObject({
      code: 'approval_pending',
      approval: {
        status: 'pending',
        total_ht: 215,
        exceeded: ['per_order'],
        limits: { per_order: 200, monthly: 5000 },
        cost_centre: { code: 'PROD', label: 'Production' },
        po_reference: 'BC-APPRO-1',
        lines: [{ product_id: fx.products.hundred, quantity: 2, amount_ht: 200 }],
        order_id: null,
      },
    })
    pendingId = res.json.approval.id
    expect(await placedOrders('buyer')).toHaveLength(before)
    // the buyer keeps working: the cart is empty and takes new lines
    expect((await api.getOrder(cookie.buyer, '-1')).json.order?.products ?? []).toEqual([])
    await api.addToCart(cookie.buyer, { product_id: String(fx.products.catalogue), product_quantity: 2 })

    for (const approver of ['approver1', 'approver2'] as const) {
      const mails = await mailsTo(approver, 'Commande à approuver')
      expect(mails.map((m) => m.subject)).toEqual(['Commande à approuver\u00a0: buyer Test — 215,00\u00a0€ H.T'])
      expect(mails[0]!.text).toContain('/mon-compte/approbations')
      expect(mails[0]!.text).toContain('Production (PROD)')
    }
    expect(await mailsTo('approverB', 'Commande à approuver')).toEqual([])
  })

  it('the monthly limit counts the orders placed this calendar month only: the one that goes over waits', async () => {
    const { erp } = await import('@/server/erp')
    // last month's order and a cancelled one do not count
    const lastMonth = new Date()
    lastMonth.setUTCDate(0)
    for (const [status, placed_at] of [
      ['placed', lastMonth.toISOString()],
      ['cancelled', new Date().toISOString()],
    ] as const)
      await payload.create({
        collection: 'erp-orders',
        data: { client: id.monthly, status, placed_at, amount_ht: 9000, delivery_ht: 0, total_ht: 9000, origin: 'EPS' },
        ...o,
      })
    for (const n of [1, 2]) {
      await addHundred('monthly', 1)
      const res = await api.checkout(cookie.monthly, { delivery_address: ADDRESS, cost_centre: 'MAINT' })
      expect(res.status, `order ${n}`).toBe(201)
    }
    expect((await call(h.spending, 'GET', 'monthly')).json).toMatchObject({ month_spent: 230, limits: { per_order: null, monthly: 300 } })
    await addHundred('monthly', 1) // 230 + 115 = 345 > 300
    const over = await api.checkout(cookie.monthly, { delivery_address: ADDRESS, cost_centre: 'MAINT' })
    expect(over.status).toBe(202)
    expect(over.json.approval).toMatchObject({ exceeded: ['monthly'], month_spent: 230, total_ht: 115 })
    expect((await erp().listOrders(String(id.monthly))).filter((order) => order.status === 'placed')).toHaveLength(3) // 2 + last month's
  })

  it('without another approver in the company, an order over the limit is refused (409) and the cart kept', async () => {
    await api.addToCart(cookie.loner, { product_id: String(fx.products.hundred), product_quantity: 1 })
    const res = await api.checkout(cookie.loner, { delivery_address: ADDRESS })
    expect(res.status).toBe(409)
    expect(res.json.code).toBe('no_approver')
    expect((await api.getOrder(cookie.loner, '-1')).json.order.products).toHaveLength(1)
  })
})

describe('approval state machine', () => {
  it('lists the company’s waiting orders to its approvers, their own to the buyers, nothing to another company', async () => {
    const forApprover = await call(h.approvals, 'GET', 'approver1')
    expect(forApprover.json.role).toBe('approver')
    expect(forApprover.json.approvals.map((a: { id: number }) => a.id)).toContain(pendingId)
    expect(forApprover.json.approvals.find((a: { id: number }) => a.id === pendingId)).toMatchObject({
      buyer: { id: id.buyer, name: 'buyer Test', email: email('buyer') },
      mine: false,
    })
    const forBuyer = await call(h.approvals, 'GET', 'buyer')
    expect(forBuyer.json.approvals.map((a: { id: number; mine: boolean }) => [a.id, a.mine])).toEqual([[pendingId, true]])
    expect((await call(h.approvals, 'GET', 'approverB')).json.approvals).toEqual([])
  })

  it('only an approver of the same company decides: another company’s → 404, a buyer or a preparer → 403', async () => {
    const foreign = await decide('approverB', pendingId, 'approve')
    expect(foreign.status).toBe(404)
    expect(foreign.json).toEqual({ code: 'not_found', message: 'Demande d’approbation introuvable.' })
    expect((await decide('approverB', 987654, 'approve')).status).toBe(404)
    // an id that is not one: the same 404 about the approval request (not a preparer's message)
    for (const bad of ['abc', '0', '-1', '1e3', '9'.repeat(20)]) {
      const res = await call(h.decide, 'POST', 'approver1', { id: bad }, { decision: 'approve' })
      expect([bad, res.status, res.json]).toEqual([bad, 404, { code: 'not_found', message: 'Demande d’approbation introuvable.' }])
      const restore = await call(h.restore, 'POST', 'buyer', { id: bad })
      expect([bad, restore.status, restore.json]).toEqual([bad, 404, { code: 'not_found', message: 'Demande d’approbation introuvable.' }])
    }
    for (const who of ['buyer', 'monthly', 'prep'] as const) {
      const res = await decide(who, pendingId, 'approve')
      expect(res.status, who).toBe(403)
      expect(res.json.code).toBe('not_approver')
    }
    expect((await call(h.approvals, 'GET', 'approver1')).json.approvals.find((a: { id: number }) => a.id === pendingId).status).toBe(
      'pending',
    )
  })

  it('approved: the request’s lines are placed once — a double click and a second approver get the same order', async () => {
    const [first, second] = await Promise.all([
      decide('approver1', pendingId, 'approve', 'OK pour la ligne 2'),
      decide('approver2', pendingId, 'approve'),
    ])
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    const orderId = first.json.approval.order_id
    expect(orderId).toEqual(expect.any(String))
    expect(second.json.approval.order_id).toBe(orderId)
    expect(first.json.approval).toMatchObject({ status: 'approved', comment: 'OK pour la ligne 2', decided_by: 'approver1 Test' })
    expect((await decide('approver1', pendingId, 'approve')).json.approval.order_id).toBe(orderId)

    const { erp } = await import('@/server/erp')
    const placed = (await erp().listOrders(String(id.buyer))).filter((order) => order.status === 'placed')
    expect(placed.filter((order) => order.po_reference === 'BC-APPRO-1')).toHaveLength(1)
    expect(await erp().getOrder(String(id.buyer), orderId)).toMatchObject({
      status: 'placed',
      cost_centre: 'PROD',
      total_ht: 215,
      lines: [{ product_id: fx.products.hundred, quantity: 2 }],
    })
    expect(await payload.count({ collection: 'erp-orders', where: { request_key: { equals: `approbation-${pendingId}` } }, ...o })).toEqual(
      {
        totalDocs: 1,
      },
    )
    // the cart the buyer went on filling is untouched
    expect((await api.getOrder(cookie.buyer, '-1')).json.order.products).toEqual([
      expect.objectContaining({ id: String(fx.products.catalogue), quantity: 2 }),
    ])
    // refusing it now is too late
    const late = await decide('approver2', pendingId, 'refuse', 'Trop tard')
    expect(late.status).toBe(409)
    expect(late.json.code).toBe('already_decided')
    // the buyer's confirmation says who approved it
    const mails = await mailsTo('buyer', `Confirmation de votre commande n° ${orderId}`)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('approver1 Test a approuvé votre commande\u00a0: «\u00a0OK pour la ligne 2\u00a0»')
  })

  it('refused: a comment is required, the buyer reads it, no order is placed and approving it later is refused', async () => {
    await addHundred('buyer', 3)
    const res = await api.checkout(cookie.buyer, { delivery_address: ADDRESS, cost_centre: 'MAINT' })
    expect(res.status).toBe(202)
    const refusedId = res.json.approval.id
    const before = (await placedOrders('buyer')).length

    const bare = await decide('approver2', refusedId, 'refuse')
    expect(bare.status).toBe(400)
    expect(bare.json).toEqual({ code: 'comment_required', message: 'Indiquez le motif du refus\u00a0: l’acheteur le lira.' })
    const refused = await decide('approver2', refusedId, 'refuse', 'Budget atelier épuisé, repassez en janvier.')
    expect(refused.status).toBe(200)
    expect(refused.json.approval).toMatchObject({ status: 'refused', order_id: null, decided_by: 'approver2 Test' })
    expect((await decide('approver1', refusedId, 'approve')).status).toBe(409)
    expect(await placedOrders('buyer')).toHaveLength(before)

    const mine = (await call(h.approvals, 'GET', 'buyer')).json.approvals.find((a: { id: number }) => a.id === refusedId)
    expect(mine).toMatchObject({ status: 'refused', comment: 'Budget atelier épuisé, repassez en janvier.' })
    const mails = await mailsTo('buyer', 'pas été approuvée')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('«\u00a0Budget atelier épuisé, repassez en janvier.\u00a0»')
  })

  it('« Remettre dans mon panier » puts a refused order’s lines back once; not someone else’s (404)', async () => {
    const refused = (await call(h.approvals, 'GET', 'buyer')).json.approvals.find((a: { status: string }) => a.status === 'refused')
    expect((await call(h.restore, 'POST', 'monthly', { id: String(refused.id) })).status).toBe(404)
    for (const _ of [1, 2]) expect((await call(h.restore, 'POST', 'buyer', { id: String(refused.id) })).status).toBe(200)
    const cart = (await api.getOrder(cookie.buyer, '-1')).json.order.products
    expect(cart.find((l: { id: string }) => l.id === String(fx.products.hundred))).toMatchObject({ quantity: 3 })
  })

  it('approve and refuse at the same moment: one decision wins, and the order is placed only if it is the approval', async () => {
    await api.setLine(cookie.buyer, '-1', { id: String(fx.products.hundred), quantity: 4 })
    const res = await api.checkout(cookie.buyer, { delivery_address: ADDRESS, cost_centre: 'MAINT' })
    expect(res.status).toBe(202)
    const raceId = res.json.approval.id
    const [a, r] = await Promise.all([decide('approver1', raceId, 'approve'), decide('approver2', raceId, 'refuse', 'Non')])
    expect([a.status, r.status].sort()).toEqual([200, 409])
    const final = (await call(h.approvals, 'GET', 'approver1')).json.approvals.find((x: { id: number }) => x.id === raceId)
    const orders = await payload.count({ collection: 'erp-orders', where: { request_key: { equals: `approbation-${raceId}` } }, ...o })
    expect(orders.totalDocs).toBe(final.status === 'approved' ? 1 : 0)
  })

  it('an order of quoted lines waits at its quoted prices and is placed at them once approved; the quote is then used up', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
    const quote = await payload.create({
      collection: 'devis',
      data: {
        statut: 'accepte',
        societe: id.s1,
        client: id.buyer,
        accepte_par: id.buyer,
        valide_jusqu_au: inDays(20),
        lignes: [{ produit: fx.products.hundred, quantite: 5, prix_unitaire_ht: 80 }],
      },
      ...o,
      context: { quoteServer: true },
    })
    expect((await api.emptyGet(cookie.buyer)).status).toBe(200)
    await addHundred('buyer', 3) // 3 × 80 (quoted; 100 otherwise) + 15 = 255 H.T > 200
    const res = await api.checkout(cookie.buyer, { delivery_address: ADDRESS, po_reference: 'BC-DEVIS-1', cost_centre: 'MAINT' })
    expect(res.status).toBe(202)
    expect(res.json.approval).toMatchObject({ total_ht: 255, lines: [{ product_id: fx.products.hundred, quantity: 3, amount_ht: 240 }] })
    const approved = await decide('approver1', res.json.approval.id, 'approve')
    expect(approved.status).toBe(200)
    const orderId = approved.json.approval.order_id
    const { erp } = await import('@/server/erp')
    expect(await erp().getOrder(String(id.buyer), orderId)).toMatchObject({
      status: 'placed',
      total_ht: 255,
      lines: [{ product_id: fx.products.hundred, quantity: 3, unit_price_ht: 80, amount_ht: 240 }],
    })
    expect((await payload.findByID({ collection: 'devis', id: quote.id, ...o })).commande).toBe(orderId)
  })

  it('an approver never decides their own order: another approver of the company does', async () => {
    await payload.update({ collection: 'clients', id: id.approver1, data: { plafond_commande_ht: 100 }, ...o })
    await addHundred('approver1', 1)
    const res = await api.checkout(cookie.approver1, { delivery_address: ADDRESS, cost_centre: 'PROD' })
    expect(res.status).toBe(202)
    const ownId = res.json.approval.id
    const own = await decide('approver1', ownId, 'approve')
    expect(own.status).toBe(403)
    expect(own.json.code).toBe('own_request')
    expect((await decide('approver2', ownId, 'approve')).json.approval.status).toBe('approved')
  })
})

describe('the company’s orders for its approvers', () => {
  it('lists every buyer’s orders — placed, waiting, refused — with who ordered, the cost centre and the state', async () => {
    const res = await call(h.companyOrders, 'GET', 'approver2')
    expect(res.status).toBe(200)
    const rows = res.json.orders as { buyer: { name: string }; cost_centre: { label: string } | null; state: string; approval_id: number }[]
    const states = new Set(rows.map((r) => r.state))
    for (const state of ['Enregistrée', 'En attente d’approbation']) expect(states).toContain(state)
    expect(new Set(rows.map((r) => r.buyer.name))).toEqual(new Set(['buyer Test', 'monthly Test', 'approver1 Test']))
    expect(rows.find((r) => r.approval_id === pendingId)).toBeUndefined() // approved: listed as its order
    expect(rows.filter((r) => r.cost_centre?.label === 'Production').length).toBeGreaterThanOrEqual(2)
    // nothing of another company
    expect((await call(h.companyOrders, 'GET', 'approverB')).json.orders).toEqual([])
  })

  it('is for approvers only (403 for a buyer)', async () => {
    const res = await call(h.companyOrders, 'GET', 'buyer')
    expect(res.status).toBe(403)
    expect(res.json.code).toBe('approver_only')
  })

  it('the CMS API shows an approver their company’s requests, a buyer their own, another company nothing', async () => {
    const list = async (who: Who) =>
      ((await rest('GET', '/approbations?limit=100', { cookie: cookie[who] })).json.docs as { client: number | { id: number } }[]).map(
        (d) => (typeof d.client === 'object' ? d.client.id : d.client),
      )
    expect(new Set(await list('approver2'))).toEqual(new Set([id.buyer, id.monthly, id.approver1]))
    expect(new Set(await list('buyer'))).toEqual(new Set([id.buyer]))
    expect(await list('approverB')).toEqual([])
    expect((await rest('GET', '/approbations')).json.docs ?? []).toEqual([])
  })
})
