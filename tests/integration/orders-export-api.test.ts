/**
 * GET /api/orders/export (issue 34 item 4) through the real handler on a fresh SQLite database with the local ERP: the
 * buyer's orders (the list's `?etat=` filter) or one order, one row per line, as CSV and XLSX; own orders only (another
 * company's order → 404 like an unknown one), the company's orders for an approver only, and the bound (422).
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { readSheet } from 'read-excel-file/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callApi } from '../helpers/nextApi'
import { login, startTestPayload, type TestPayload } from '../helpers/payload'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

let env: TestPayload
let payload: Payload
let fx: ErpFixtures
let route: NextApiHandler
let limits: typeof import('@/lib/account/orderExport').EXPORT_LIMITS
const cookie = { a: '', b: '', c: '' }
let shipped = ''
let placed = ''
let other = ''

const ADDRESS = { name: 'Atelier Alpha', street: '12 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' } as const

const get = (who: string | null, query: Record<string, string>) =>
  callApi(route, { method: 'GET', headers: { host: 'localhost:3000', ...(who ? { cookie: who } : {}) }, query })

/** The CSV's rows, cells split on `;` (none of these cells is quoted). */
const csvRows = (body: Buffer) =>
  body
    .toString('utf8')
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'))

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  fx = await createErpFixtures(payload, 'export')
  route = (await import('@/pages/api/orders/export')).default
  limits = (await import('@/lib/account/orderExport')).EXPORT_LIMITS
  const { recordPastOrder } = await import('@/server/erp/local')
  const order = (customer: string, placed_at: string, po_reference: string, lines: { product_id: number; quantity: number }[]) =>
    recordPastOrder(payload, { customer, origin: 'EPS', status: 'placed', lines, po_reference, delivery_address: ADDRESS, placed_at })
  // placed at 23:30 in Paris on 10 November: the 10th in the export
  placed = String(await order(fx.a, '2026-11-10T22:30:00.000Z', 'BC;2026 "0587"', [{ product_id: fx.products.hundred, quantity: 2 }]))
  shipped = String(
    await order(fx.a, '2026-11-03T08:00:00.000Z', 'BC-2026-0412', [
      { product_id: fx.products.hundred, quantity: 2 },
      { product_id: fx.products.reduced, quantity: 3 },
    ]),
  )
  other = String(await order(fx.b, '2026-11-04T08:00:00.000Z', 'AUTRE-1', [{ product_id: fx.products.hundred, quantity: 1 }]))
  const [societe] = (await payload.find({ collection: 'clients', where: { id: { equals: Number(fx.a) } }, depth: 0, overrideAccess: true }))
    .docs
  await payload.update({
    collection: 'societes',
    id: societe.societe as number,
    data: { centres_de_cout: [{ code: 'USINAGE', libelle: 'Atelier usinage' }] },
    overrideAccess: true,
  })
  await payload.update({ collection: 'erp-orders', id: Number(shipped), data: { cost_centre: 'USINAGE' }, overrideAccess: true })
  await fx.backOffice(shipped, { status: 'shipped', shipped_at: '2026-11-05T10:00:00.000Z', delivery_note_number: 'BL-7781' })
  cookie.a = await login('clients', 'a.export@erp.test', 'Erp-test-2026')
  cookie.b = await login('clients', 'b.export@erp.test', 'Erp-test-2026')
  cookie.c = await login('clients', 'c.export@erp.test', 'Erp-test-2026')
})

afterAll(async () => {
  await env?.cleanup()
})

describe('GET /api/orders/export', () => {
  it('exports the buyer’s orders as CSV: BOM, one row per line newest first, PO reference, cost centre, French numbers', async () => {
    const res = await get(cookie.a, { format: 'csv' })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="commandes-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const text = res.body.toString('utf8')
    // the PO reference with a `;` and quotes is one quoted cell
    expect(text).toContain(`${placed};10/11/2026;Enregistrée;Commandée;a;"BC;2026 ""0587""";`)
    const rows = csvRows(res.body).filter((r) => r[0] === shipped)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toEqual([
      shipped,
      '03/11/2026',
      'Expédiée',
      expect.any(String),
      'a',
      'BC-2026-0412',
      'Atelier usinage (USINAGE)',
      'HUN-export',
      'Produit HUN export',
      '2',
      expect.any(String),
      '100,00',
      '200,00',
      expect.stringMatching(/^\d+,\d{2}$/),
      expect.stringMatching(/^\d+,\d{2}$/),
      expect.stringMatching(/^\d+,\d{2}$/),
    ])
    expect(text).not.toContain('AUTRE-1')
  })

  it('exports the same lines as XLSX, numbers as numbers and dates as dates', async () => {
    const res = await get(cookie.a, { format: 'xlsx' })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const sheet = (await readSheet(res.body)) as unknown[][]
    expect(sheet[0]?.[0]).toBe('N° de commande')
    expect(sheet).toHaveLength(4)
    const line = sheet.find((r) => r[0] === shipped)
    expect(line?.[1]).toEqual(new Date('2026-11-03T00:00:00.000Z'))
    expect(line?.[6]).toBe('Atelier usinage (USINAGE)')
    expect(line?.[9]).toBe(2)
    expect(line?.[11]).toBe(100)
    expect(line?.[12]).toBe(200)
  })

  it('keeps the list’s filter (?etat=) and exports one order (the order detail)', async () => {
    const ids = async (query: Record<string, string>) => [
      ...new Set(
        csvRows((await get(cookie.a, query)).body)
          .slice(1)
          .map((r) => r[0]),
      ),
    ]
    expect(await ids({ format: 'csv', etat: 'commandee' })).toEqual([placed])
    const one = await get(cookie.a, { format: 'csv', commande: shipped })
    expect(one.headers['content-disposition']).toBe(`attachment; filename="commande-${shipped}.csv"`)
    expect(
      csvRows(one.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([shipped, shipped])
  })

  it('answers 404 for another company’s order, like an unknown one, and 401 to a visitor', async () => {
    for (const commande of [other, '987654']) {
      const res = await get(cookie.a, { format: 'csv', commande })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ code: 'not_found', message: 'Commande introuvable.' })
    }
    expect((await get(cookie.b, { format: 'xlsx', commande: shipped })).status).toBe(404)
    expect((await get(null, { format: 'csv' })).status).toBe(401)
  })

  it('exports the company’s orders for its approver only', async () => {
    expect((await get(cookie.c, { format: 'csv', perimetre: 'societe' })).status).toBe(403)
    await payload.update({ collection: 'clients', id: Number(fx.c), data: { role: 'approbateur' }, overrideAccess: true })
    try {
      const res = await get(cookie.c, { format: 'csv', perimetre: 'societe' })
      expect(res.status).toBe(200)
      const ids = new Set(
        csvRows(res.body)
          .slice(1)
          .map((r) => r[0]),
      )
      expect(ids).toEqual(new Set([placed, shipped]))
    } finally {
      await payload.update({ collection: 'clients', id: Number(fx.c), data: { role: 'acheteur' }, overrideAccess: true })
    }
  })

  it('refuses a malformed request, and an export beyond its bound with a French 422', async () => {
    for (const query of [{}, { format: 'pdf' }, { format: 'csv', etat: 'perdue' }, { format: 'csv', commande: '../1' }]) {
      const res = await get(cookie.a, query as Record<string, string>)
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.json.code).toBe('invalid_query')
    }
    const before = { ...limits }
    try {
      limits.orders = 1
      const res = await get(cookie.a, { format: 'xlsx' })
      expect(res.status).toBe(422)
      expect(res.json).toEqual({
        code: 'export_too_large',
        message: 'Trop de commandes pour un export\u00a0: 1 commandes et 5\u202f000 lignes au plus. Filtrez la liste par état.',
      })
      expect((await get(cookie.a, { format: 'csv', commande: shipped })).status).toBe(200)
      limits.lines = 1
      expect((await get(cookie.a, { format: 'csv', commande: shipped })).status).toBe(422)
    } finally {
      Object.assign(limits, before)
    }
  })
})
