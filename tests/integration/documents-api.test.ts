/**
 * The buyer's documents through the real handlers (GET /api/documents, GET /api/documents/{orderId}/facture and
 * /bon-de-livraison) on a fresh SQLite database with the local ERP: the search and its pages, real PDFs streamed as
 * private attachments, and ownership (another company's document → 404 like an unknown one; a visitor → 401).
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callApi } from '../helpers/nextApi'
import { login, startTestPayload, type TestPayload } from '../helpers/payload'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

let env: TestPayload
let payload: Payload
let fx: ErpFixtures
let list: NextApiHandler
let download: NextApiHandler
const cookie = { a: '', b: '' }
/** Order ids of buyer A: the shipped one, the placed one, and the 21 older ones of the pagination. */
let shipped = ''
let placed = ''

const ADDRESS = { name: 'Atelier Alpha', street: '12 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' } as const

const get = (handler: NextApiHandler, who: string | null, query: Record<string, string>) =>
  callApi(handler, { method: 'GET', headers: { host: 'localhost:3000', ...(who ? { cookie: who } : {}) }, query })

const pdf = (who: string | null, orderId: string, kind: string) => get(download, who, { orderId, kind })

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  fx = await createErpFixtures(payload, 'docs')
  list = (await import('@/pages/api/documents/index')).default
  download = (await import('@/pages/api/documents/[orderId]/[kind]')).default
  const { recordPastOrder } = await import('@/server/erp/local')
  await payload.update({ collection: 'societes', where: {}, data: { numero_client: 'C0999' }, overrideAccess: true })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { documents_emetteur: { raison_sociale: 'Boutique Industrielle SAS', siret: '12345678900011', adresse: '1 rue A\n69000 Lyon' } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const order = (placed_at: string, po_reference: string, lines = [{ product_id: fx.products.hundred, quantity: 2 }]) =>
    recordPastOrder(payload, { customer: fx.a, origin: 'EPS', status: 'placed', lines, po_reference, delivery_address: ADDRESS, placed_at })
  // 21 older orders, one a day in January 2026, then two in November
  for (let day = 1; day <= 21; day++) await order(`2026-01-${String(day).padStart(2, '0')}T09:00:00.000Z`, `OLD-${day}`)
  placed = String(await order('2026-11-10T22:30:00.000Z', 'BC-2026-0587'))
  shipped = String(
    await order('2026-11-03T08:00:00.000Z', 'BC-2026-0412', [
      { product_id: fx.products.hundred, quantity: 2 },
      { product_id: fx.products.reduced, quantity: 3 },
    ]),
  )
  await payload.update({
    collection: 'erp-orders',
    id: Number(shipped),
    data: { status: 'shipped', shipped_at: '2026-11-05T10:00:00.000Z', delivery_note_number: 'BL-7781' },
    overrideAccess: true,
  })
  cookie.a = await login('clients', `a.docs@erp.test`, 'Erp-test-2026')
  cookie.b = await login('clients', `b.docs@erp.test`, 'Erp-test-2026')
})

afterAll(async () => {
  await env?.cleanup()
})

describe('GET /api/documents', () => {
  it('lists the buyer’s orders newest first, 20 a page, each with its invoice and, once shipped, its delivery note', async () => {
    const res = await get(list, cookie.a, {})
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.json).toMatchObject({ code: 'success', page: 1, pages: 2, total: 23 })
    const [first, second] = res.json.documents
    expect(first).toMatchObject({
      orderId: placed,
      poReference: 'BC-2026-0587',
      status: 'placed',
      invoice: { url: `/api/documents/${placed}/facture` },
      deliveryNote: null,
    })
    expect(second).toMatchObject({
      orderId: shipped,
      status: 'shipped',
      deliveryNote: { number: 'BL-7781', date: '2026-11-05T10:00:00.000Z', url: `/api/documents/${shipped}/bon-de-livraison` },
    })
    expect(res.json.documents).toHaveLength(20)
    const page2 = await get(list, cookie.a, { page: '2' })
    expect(page2.json.documents.map((d: { poReference: string }) => d.poReference)).toEqual(['OLD-3', 'OLD-2', 'OLD-1'])
  })

  it('finds an order by its number, its invoice or delivery note number, its date range and its PO reference', async () => {
    const ids = async (query: Record<string, string>) =>
      (await get(list, cookie.a, query)).json.documents.map((d: { orderId: string }) => d.orderId)
    expect(await ids({ numero: shipped })).toContain(shipped)
    expect(await ids({ numero: 'bl 7781' })).toEqual([shipped])
    const invoiceNumber = (await get(list, cookie.a, { numero: 'BL-7781' })).json.documents[0].invoice.number as string
    expect(await ids({ numero: invoiceNumber })).toEqual([shipped])
    expect(await ids({ reference: 'bc-2026/0412' })).toEqual([shipped])
    // placed at 22:30 UTC on the 10th: 23:30 in Paris, still the 10th
    expect(await ids({ du: '2026-11-04', au: '2026-11-10' })).toEqual([placed])
    expect(await ids({ du: '2026-11-11' })).toEqual([])
    expect(await ids({ au: '2026-01-02' })).toHaveLength(2)
  })

  it('refuses a malformed search with a French message', async () => {
    for (const query of [
      { du: '2026-13-01' },
      { du: '2026-11-10', au: '2026-11-01' },
      { page: 'deux' },
      { numero: 'x'.repeat(65) },
    ] as Record<string, string>[]) {
      const res = await get(list, cookie.a, query)
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('invalid_query')
      expect(res.json.message).toMatch(/^Recherche invalide\. /)
    }
  })

  it('shows another company’s buyer none of these orders, and a visitor nothing (401)', async () => {
    const res = await get(list, cookie.b, {})
    expect(res.json.documents.map((d: { orderId: string }) => d.orderId)).not.toContain(shipped)
    expect((await get(list, null, {})).status).toBe(401)
  })
})

describe('GET /api/documents/{orderId}/facture and /bon-de-livraison', () => {
  const isPdf = (body: Buffer) => body.subarray(0, 5).toString() === '%PDF-' && body.subarray(-8).toString().includes('%%EOF')

  it('streams the invoice as a private PDF attachment named after its number', async () => {
    const res = await pdf(cookie.a, shipped, 'facture')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="facture-FA-2026-0*${shipped}\\.pdf"$`))
    expect(isPdf(res.body)).toBe(true)
    // the document's title in its metadata (the page content itself is compressed)
    expect(res.body.toString('latin1')).toMatch(new RegExp(`\\(Facture FA-2026-0*${shipped}\\)`))
  })

  it('streams the delivery note of a shipped order, and answers 404 before the order ships', async () => {
    const res = await pdf(cookie.a, shipped, 'bon-de-livraison')
    expect(res.status).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="bon-de-livraison-BL-7781.pdf"')
    expect(isPdf(res.body)).toBe(true)
    const before = await pdf(cookie.a, placed, 'bon-de-livraison')
    expect(before.status).toBe(404)
    expect(before.json).toEqual({ code: 'not_found', message: 'Document introuvable.' })
  })

  it('streams the delivery note of one shipment of a partial delivery (?numero=), and 404 for a number not of the order', async () => {
    const { recordPastOrder } = await import('@/server/erp/local')
    const lines = [
      { product_id: fx.products.hundred, quantity: 2 },
      { product_id: fx.products.reduced, quantity: 3 },
    ]
    const id = await recordPastOrder(payload, {
      customer: fx.a,
      origin: 'EPS',
      status: 'placed',
      lines,
      po_reference: 'BC-PARTIEL',
      delivery_address: ADDRESS,
      placed_at: '2026-11-12T08:00:00.000Z',
    })
    await payload.update({
      collection: 'erp-orders',
      id,
      data: {
        shipments: [
          { number: 'BL-P1', shipped_at: '2026-11-13T08:00:00.000Z', lines: [{ product: fx.products.hundred, quantity: 1 }] },
          { number: 'BL-P2', shipped_at: '2026-11-14T08:00:00.000Z', lines: [{ product: fx.products.reduced, quantity: 3 }] },
        ],
      },
      overrideAccess: true,
    })
    const second = await get(download, cookie.a, { orderId: String(id), kind: 'bon-de-livraison', numero: 'BL-P2' })
    expect(second.status).toBe(200)
    expect(second.headers['content-disposition']).toBe('attachment; filename="bon-de-livraison-BL-P2.pdf"')
    expect(isPdf(second.body)).toBe(true)
    // without a number: the first shipment's
    expect((await pdf(cookie.a, String(id), 'bon-de-livraison')).headers['content-disposition']).toBe(
      'attachment; filename="bon-de-livraison-BL-P1.pdf"',
    )
    for (const numero of ['BL-7781', 'BL-NOPE', '<script>']) {
      const res = await get(download, cookie.a, { orderId: String(id), kind: 'bon-de-livraison', numero })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ code: 'not_found', message: 'Document introuvable.' })
    }
    // another company's buyer: 404 like an unknown order
    expect((await get(download, cookie.b, { orderId: String(id), kind: 'bon-de-livraison', numero: 'BL-P2' })).status).toBe(404)
  })

  it('answers another company’s document exactly like an unknown one: 404', async () => {
    const unknown = await pdf(cookie.a, '987654', 'facture')
    expect(unknown.status).toBe(404)
    for (const kind of ['facture', 'bon-de-livraison']) {
      const res = await pdf(cookie.b, shipped, kind)
      expect(res.status).toBe(404)
      expect(res.json).toEqual(unknown.json)
      expect(res.body.length).toBe(0)
    }
    for (const [orderId, kind] of [
      [shipped, 'devis'],
      ['../1', 'facture'],
    ] as const) {
      expect((await pdf(cookie.a, orderId, kind)).status).toBe(404)
    }
  })

  it('a colleague of the same company reads them only as an approver (who sees the company’s orders); a buyer gets 404', async () => {
    const colleague = await login('clients', `c.docs@erp.test`, 'Erp-test-2026')
    expect((await pdf(colleague, shipped, 'facture')).status).toBe(404)
    expect((await get(list, colleague, {})).json.documents.map((d: { orderId: string }) => d.orderId)).not.toContain(shipped)
    await payload.update({ collection: 'clients', id: Number(fx.c), data: { role: 'approbateur' }, overrideAccess: true })
    try {
      const invoice = await pdf(colleague, shipped, 'facture')
      expect(invoice.status).toBe(200)
      expect(invoice.headers['content-type']).toBe('application/pdf')
      expect((await pdf(colleague, shipped, 'bon-de-livraison')).status).toBe(200)
      expect((await get(list, colleague, { numero: 'BL-7781' })).json.documents.map((d: { orderId: string }) => d.orderId)).toEqual([
        shipped,
      ])
      // still not another company's
      expect((await pdf(cookie.b, shipped, 'facture')).status).toBe(404)
    } finally {
      await payload.update({ collection: 'clients', id: Number(fx.c), data: { role: 'acheteur' }, overrideAccess: true })
    }
  })

  it('asks a visitor to log in (401), with no document', async () => {
    const res = await pdf(null, shipped, 'facture')
    expect(res.status).toBe(401)
    expect(res.json.code).toBe('unauthenticated')
    expect(res.body.length).toBe(0)
  })
})
