/**
 * Order confirmation and team alert: every accepted order — web checkout, a preparer's cart taken
 * over then ordered, a cXML OrderRequest — queues one `orderPlaced` job that mails the buyer a French confirmation and
 * alerts the sales team (mail + chat); a refused order sends nothing; a job run again sends nothing twice. Real handlers,
 * Payload on a fresh SQLite database, local ERP, outbox mail (each .eml parsed back) and the CMS chat list.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { simpleParser, type ParsedMail } from 'mailparser'
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { callApi } from '../helpers/nextApi'
import { login, startTestPayload, type TestPayload } from '../helpers/payload'
import { loadCartApi, SHOP, type CartApi } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'
import { BUYER, createPunchoutBuyer, loadPunchoutApi, sample } from './punchout-helpers'

const TEAM = 'ventes@notice.test'
const ADDRESS = { name: 'Atelier Lambert', street: '12 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' }
const o = { overrideAccess: true, depth: 0 } as const

let env: TestPayload
let payload: Payload
let fx: ErpFixtures
let cart: CartApi
let punchout: Awaited<ReturnType<typeof loadPunchoutApi>>
let takeoverHandler: NextApiHandler
let settleJobs: () => Promise<void>
let setChatNotifierForTests: typeof import('@/server/notify').setChatNotifierForTests
const cookie = { a: '', c: '', prep: '' }
let preparerId = 0
/** Tasks queued during the current test. */
let queued: string[] = []

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  cart = await loadCartApi()
  punchout = await loadPunchoutApi()
  takeoverHandler = (await import('@/pages/api/preparers/[id]/takeover')).default
  ;({ settleJobs } = await import('@/server/jobs/queue'))
  ;({ setChatNotifierForTests } = await import('@/server/notify'))
  fx = await createErpFixtures(payload, 'notice')
  await payload.update({
    collection: 'produits',
    id: fx.products.fixed,
    data: { sale_unit: 'M' },
    ...o,
    context: { disableRevalidate: true },
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { email_equipe: TEAM },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const societe = (await payload.findByID({ collection: 'clients', id: Number(fx.a), ...o })).societe as number
  const prep = await payload.create({
    collection: 'clients',
    data: {
      email: 'prep.notice@erp.test',
      password: 'Erp-test-2026',
      firstname: 'Paul',
      lastname: 'Préparateur',
      societe,
      dimasys_type: 1,
    },
    ...o,
  })
  preparerId = (
    await payload.create({
      collection: 'preparateurs',
      data: { email: prep.email, lastname: 'Préparateur', societe, client: prep.id },
      ...o,
    })
  ).id
  await createPunchoutBuyer(payload, fx.b)
  cookie.a = await login('clients', 'a.notice@erp.test', 'Erp-test-2026')
  cookie.c = await login('clients', 'c.notice@erp.test', 'Erp-test-2026')
  cookie.prep = await login('clients', 'prep.notice@erp.test', 'Erp-test-2026')
  const queue = payload.jobs.queue.bind(payload.jobs)
  vi.spyOn(payload.jobs, 'queue').mockImplementation(((args: { task?: string }) => {
    queued.push(String(args.task))
    return queue(args as never)
  }) as never)
})

beforeEach(() => {
  queued = []
})

afterAll(async () => {
  setChatNotifierForTests(null)
  await env?.cleanup()
})

/** The outbox mails to `to` about order `orderId`, parsed from their .eml files. */
async function mails(to: string, orderId: string): Promise<ParsedMail[]> {
  const { docs } = await payload.find({ collection: 'outbox-mails', where: { to: { equals: to } }, pagination: false, ...o })
  const parsed = await Promise.all(docs.map(async (d) => simpleParser(await fs.readFile(path.resolve(process.cwd(), d.file!)))))
  return parsed.filter((m) => m.subject?.includes(`n° ${orderId}`))
}

async function chats(orderId: string): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'chat-notifications', pagination: false, ...o })
  return docs.map((d) => d.text ?? '').filter((t) => t.includes(`Nouvelle commande n° ${orderId} `))
}

/** One buyer confirmation, one team mail, one chat message for the order; returns them. */
async function expectNoticesOnce(buyerEmail: string, orderId: string) {
  await settleJobs()
  const [buyer, team, chat] = [await mails(buyerEmail, orderId), await mails(TEAM, orderId), await chats(orderId)]
  expect(buyer.map((m) => m.subject)).toEqual([`Confirmation de votre commande n° ${orderId}`])
  expect(team).toHaveLength(1)
  expect(chat).toHaveLength(1)
  return { buyer: buyer[0]!, team: team[0]!, chat: chat[0]! }
}

// formatEuros groups thousands with a narrow no-break space: compare on plain spaces
const plain = (s: string | false | undefined) => (s || '').replace(/[\u202f\u00a0]/g, ' ')

describe('web checkout', () => {
  it('queues one job: the buyer gets a French confirmation (number, PO reference, lines, delivery, total, address, handling), the team a mail and a chat message', async () => {
    await cart.addToCart(cookie.a, { id: String(fx.products.fixed), quantity: 3 })
    await cart.setLine(cookie.a, '-1', { id: String(fx.products.discounted), quantity: 2 })
    const res = await cart.checkout(cookie.a, { delivery_address: ADDRESS, po_reference: 'PO-NOTICE-1' })
    expect(res.status).toBe(201)
    const order = res.json.order
    expect(queued.filter((t) => t === 'orderPlaced')).toHaveLength(1)

    const { buyer, team, chat } = await expectNoticesOnce('a.notice@erp.test', order.id)
    const text = plain(buyer.text)
    expect(text).toContain(`Numéro de commande : ${order.id}`)
    expect(text).toContain('Votre référence : PO-NOTICE-1')
    // fixed: 35 H.T the metre (sale unit M) × 3; discounted: 60 H.T × 2; 225 of items, under the free threshold: 15 of delivery
    expect(text).toContain('- FIX-notice — Produit FIX notice (Délai à confirmer)\n  3 mètres × 35,00 € = 105,00 €')
    expect(text).toContain('- DISC-notice — Produit DISC notice\n  2 pièces × 60,00 € = 120,00 €')
    expect(text).toContain('Total articles H.T : 225,00 €\nCoût livraison : 15,00 €\nTotal H.T : 240,00 €')
    // the text as sent (not plain): French typography's no-break spaces before « : » and inside « »
    expect(buyer.text).toContain('Adresse de livraison\u00a0:\nAtelier Lambert\n12 rue des Forges\n69007 Lyon\nFrance')
    // FIX has no stock at its ERP depot: the spec's 'Délai à confirmer' rule, and the shop's handling sentence
    expect(buyer.text).toContain(
      'Traitement prévu\u00a0:\nUn article est en «\u00a0Délai à confirmer\u00a0»\u00a0: un conseiller vous confirme le délai par e-mail dans les 24 heures.',
    )
    const html = plain(buyer.html)
    expect(html).toMatch(/<td[^>]*>FIX-notice<\/td>.*<td[^>]*>3<\/td><td[^>]*>mètres<\/td><td[^>]*>35,00 €<\/td><td[^>]*>105,00 €<\/td>/)
    expect(html).toContain('12 rue des Forges')
    expect(html).not.toMatch(/<img|src=/i)

    expect(team.replyTo?.text).toBe('a.notice@erp.test')
    expect(plain(team.subject)).toBe(`Nouvelle commande n° ${order.id} — S1 notice — a — 240,00 € H.T`)
    expect(plain(team.text)).toContain('passée par site web')
    expect(plain(team.text)).toContain('Total H.T : 240,00 €')
    expect(plain(chat)).toBe(`Nouvelle commande n° ${order.id} (site web) : S1 notice — a, réf. PO-NOTICE-1, 2 lignes, 240,00 € H.T`)
  })

  it('the order detail (GET /api/orders/{id}) carries the same lines, units and handling', async () => {
    const list = (await cart.listOrders(cookie.a)).json.orders.filter((x: { status: string }) => x.status === 'placed')
    const res = await cart.getOrder(cookie.a, list[0].id)
    expect(res.json.order.summary).toEqual({
      lines: [
        {
          product_id: fx.products.fixed,
          reference: 'FIX-notice',
          title: 'Produit FIX notice',
          quantity: 3,
          unit: 'mètres',
          unit_price_ht: 35,
          total_ht: 105,
          handling: 'Délai à confirmer',
        },
        {
          product_id: fx.products.discounted,
          reference: 'DISC-notice',
          title: 'Produit DISC notice',
          quantity: 2,
          unit: 'pièces',
          unit_price_ht: 60,
          total_ht: 120,
          handling: 'En stock',
        },
      ],
      handling: expect.stringContaining('Un article est en «\u00a0Délai à confirmer\u00a0»'),
    })
    expect(res.json.order.delivery_address).toEqual(ADDRESS)
  })

  it('a refused order (over the credit limit) queues nothing and sends nothing', async () => {
    const before = await payload.count({ collection: 'outbox-mails', ...o })
    await cart.addToCart(cookie.c, { id: String(fx.products.hundred), quantity: 5 }) // 500 H.T > 400 of credit left
    const res = await cart.checkout(cookie.c, { delivery_address: ADDRESS })
    expect(res.status).toBe(409)
    await settleJobs()
    expect(queued).not.toContain('orderPlaced')
    expect((await payload.count({ collection: 'outbox-mails', ...o })).totalDocs).toBe(before.totalDocs)
  })
})

describe('a preparer’s cart taken over, then ordered', () => {
  it('queues one job and the buyer’s confirmation lists the preparer’s lines', async () => {
    await cart.addToCart(cookie.prep, { id: String(fx.products.catalogue), quantity: 4 })
    const taken = await callApi(takeoverHandler, {
      method: 'POST',
      headers: { host: 'localhost:3000', cookie: cookie.a, origin: SHOP },
      query: { id: String(preparerId) },
    })
    expect(taken.status).toBe(200)
    const res = await cart.checkout(cookie.a, { delivery_address: ADDRESS, po_reference: 'PO-PREP' })
    expect(res.status).toBe(201)
    expect(queued.filter((t) => t === 'orderPlaced')).toHaveLength(1)
    const { buyer } = await expectNoticesOnce('a.notice@erp.test', res.json.order.id)
    expect(plain(buyer.text)).toContain('- CAT-notice — Produit CAT notice\n  4 pièces × 15,00 € = 60,00 €')
    expect(plain(buyer.text)).toContain('Votre référence : PO-PREP')
  })
})

describe('cXML OrderRequest', () => {
  const orderRequest = (orderId: string) =>
    sample('OrderRequest.xml')
      .replace(/inbound@prominate-platform\.com/g, BUYER.identity)
      .replace(/domain="NetworkId"/g, `domain="${BUYER.domain}"`)
      .replace('<SharedSecret>coyote</SharedSecret>', `<SharedSecret>${BUYER.secret}</SharedSecret>`)
      .replace('orderID="DO1234"', `orderID="${orderId}"`)
      .replace('<Country isoCountryCode="US">United States</Country>', '<Country isoCountryCode="FR">France</Country>')
      .replace('<SupplierPartID>1233244</SupplierPartID>', '<SupplierPartID>DISC-notice</SupplierPartID>')
      .replace('<SupplierPartID>1233245</SupplierPartID>', '<SupplierPartID>FIX-notice</SupplierPartID>')

  it('queues one job: confirmation to the procurement account with the PO number, team alert naming the punch-out', async () => {
    const res = await punchout.order(orderRequest('PO-CXML-1'))
    expect(res.status).toBe(200)
    expect(queued.filter((t) => t === 'orderPlaced')).toHaveLength(1)
    const { erp } = await import('@/server/erp')
    const placed = (await erp().listOrders(fx.b)).find((x) => x.po_reference === 'PO-CXML-1')!
    const { buyer, team, chat } = await expectNoticesOnce('b.notice@erp.test', placed.id)
    // the PO's own unit prices (2.10 and 3.20 in the sample) and its ShipTo
    expect(plain(buyer.text)).toContain('Votre référence : PO-CXML-1')
    expect(plain(buyer.text)).toContain('- FIX-notice — Produit FIX notice (Délai à confirmer)\n  20 mètres × 3,20 € = 64,00 €')
    expect(plain(buyer.text)).toContain('123 Anystreet')
    expect(plain(team.text)).toContain('passée par punch-out (bon de commande cXML)')
    expect(chat).toContain('(punch-out (bon de commande cXML))')
  })

  it('a refused OrderRequest (unknown product) sends nothing', async () => {
    const res = await punchout.order(
      orderRequest('PO-CXML-2').replace('<SupplierPartID>FIX-notice</SupplierPartID>', '<SupplierPartID>NOPE</SupplierPartID>'),
    )
    expect(res.status).toBe(400)
    await settleJobs()
    expect(queued).not.toContain('orderPlaced')
  })
})

describe('the orderPlaced job is idempotent', () => {
  it('when the chat fails, the retry posts the chat message and sends neither mail again; a further run sends nothing', async () => {
    let failures = 1
    const { cmsNotifier } = await import('@/server/notify/cms')
    setChatNotifierForTests({
      name: 'cms',
      post: async (message) => {
        if (failures-- > 0) throw new Error('Slack down')
        return cmsNotifier(payload, '#ventes').post(message)
      },
    })
    try {
      await cart.addToCart(cookie.a, { id: String(fx.products.discounted), quantity: 1 })
      const res = await cart.checkout(cookie.a, { delivery_address: ADDRESS })
      expect(res.status).toBe(201)
      const id = res.json.order.id
      await settleJobs()
      expect(await mails('a.notice@erp.test', id)).toHaveLength(1)
      expect(await mails(TEAM, id)).toHaveLength(1)
      expect(await chats(id)).toHaveLength(0)
      const { docs: jobs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'orderPlaced' } }, ...o })
      expect(jobs).toHaveLength(1)
      expect(jobs[0]!.completedAt ?? null).toBeNull() // waiting for its retry

      // the retry (the cron would run it after the back-off), then the same job once more
      for (let run = 0; run < 2; run++) await payload.jobs.runByID({ id: jobs[0]!.id, overrideAccess: true, silent: true })
      expect(await chats(id)).toHaveLength(1)
      expect(await mails('a.notice@erp.test', id)).toHaveLength(1)
      expect(await mails(TEAM, id)).toHaveLength(1)
    } finally {
      setChatNotifierForTests(null)
    }
  })
})
