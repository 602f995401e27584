/**
 * « Mes factures » through the real handlers (GET /api/invoices, GET /api/invoices/releve) on a fresh SQLite database
 * with the local ERP: each invoice's due date, balance and state, the totals due and overdue, the statement of account
 * as a PDF; a buyer reads their own invoices, an approver their company's, a préparateur none (403), and another
 * company's invoices are never shown.
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parisDay } from '@/lib/invoices/state'
import type { InvoiceRow } from '@/lib/invoices/types'

import { callApi } from '../helpers/nextApi'
import { login, startTestPayload, type TestPayload } from '../helpers/payload'
import { pdfPlainText } from '../helpers/pdfText'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

let env: TestPayload
let payload: Payload
let fx: ErpFixtures
let list: NextApiHandler
let statement: NextApiHandler
const cookie = { a: '', b: '', c: '' }
const ids = { paid: '', overdue: '', due: '', other: '', colleague: '' }

const ADDRESS = { name: 'Atelier Alpha', street: '12 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' } as const

const get = (handler: NextApiHandler, who: string | null) =>
  callApi(handler, { method: 'GET', headers: { host: 'localhost:3000', ...(who ? { cookie: who } : {}) }, query: {} })

const numbersOf = (res: { json: { invoices: InvoiceRow[] } }) => res.json.invoices.map((i) => i.orderId)

/** A day `n` days before today (Paris), at noon UTC. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10) + 'T10:00:00.000Z'

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  fx = await createErpFixtures(payload, 'inv')
  list = (await import('@/pages/api/invoices/index')).default
  statement = (await import('@/pages/api/invoices/releve')).default
  const { recordPastOrder } = await import('@/server/erp/local')
  const order = async (customer: string, placed_at: string, po_reference: string, paid_at?: string) =>
    String(
      await recordPastOrder(payload, {
        customer,
        origin: 'EPS',
        status: 'invoiced',
        lines: [{ product_id: fx.products.hundred, quantity: 2 }],
        po_reference,
        delivery_address: ADDRESS,
        placed_at,
        paid_at,
      }),
    )
  // 215 € H.T, 258 € TTC each: one paid, one issued 120 days ago (overdue), one today (due)
  ids.paid = await order(fx.a, daysAgo(200), 'INV-PAID', daysAgo(170))
  ids.overdue = await order(fx.a, daysAgo(120), 'INV-LATE')
  ids.due = await order(fx.a, daysAgo(0), 'INV-DUE')
  ids.colleague = await order(fx.c, daysAgo(10), 'INV-COLLEAGUE')
  ids.other = await order(fx.b, daysAgo(10), 'INV-OTHER')
  cookie.a = await login('clients', 'a.inv@erp.test', 'Erp-test-2026')
  cookie.b = await login('clients', 'b.inv@erp.test', 'Erp-test-2026')
  cookie.c = await login('clients', 'c.inv@erp.test', 'Erp-test-2026')
})

afterAll(async () => {
  await env?.cleanup()
})

describe('GET /api/invoices', () => {
  it('lists the buyer’s invoices newest first with their due date, balance and state, and the totals due and overdue', async () => {
    const res = await get(list, cookie.a)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(numbersOf(res)).toEqual([ids.due, ids.overdue, ids.paid])
    const [due, overdue, paid] = res.json.invoices as InvoiceRow[]
    expect(res.json.today).toBe(parisDay(new Date()))
    expect(due).toMatchObject({ totalTtc: 258, amountPaid: 0, balance: 258, stateLabel: 'À payer', state: { kind: 'due' } })
    expect(overdue).toMatchObject({ balance: 258, state: { kind: 'overdue' } })
    expect(overdue?.stateLabel).toMatch(/^Échue depuis \d+ jours$/)
    expect(paid).toMatchObject({ amountPaid: 258, balance: 0, stateLabel: 'Payée' })
    expect(due?.dueAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(due?.paymentTerms).toBe('Paiement à 30 jours fin de mois')
    expect(due?.urls).toEqual({
      pdf: `/api/documents/${ids.due}/facture`,
      facturX: `/api/invoices/${due?.number}/factur-x`,
      ubl: `/api/invoices/${due?.number}/ubl`,
    })
    expect(res.json.totals).toEqual({ due: 516, overdue: 258 })
  })

  it('never shows another company’s invoices, nor a colleague’s to a buyer; an approver sees the company’s', async () => {
    expect(numbersOf(await get(list, cookie.b))).toEqual([ids.other])
    expect(numbersOf(await get(list, cookie.a))).not.toContain(ids.colleague)
    await payload.update({ collection: 'clients', id: Number(fx.c), data: { role: 'approbateur' }, overrideAccess: true })
    try {
      const company = numbersOf(await get(list, cookie.c))
      expect(company.sort()).toEqual([ids.paid, ids.overdue, ids.due, ids.colleague].sort())
      expect(company).not.toContain(ids.other)
    } finally {
      await payload.update({ collection: 'clients', id: Number(fx.c), data: { role: 'acheteur' }, overrideAccess: true })
    }
  })

  it('refuses a préparateur (403, French message) and a visitor (401)', async () => {
    await payload.update({ collection: 'clients', id: Number(fx.c), data: { role: 'preparateur' }, overrideAccess: true })
    try {
      const res = await get(list, cookie.c)
      expect(res.status).toBe(403)
      expect(res.json).toMatchObject({ code: 'preparer_forbidden' })
      expect(res.json.message).toMatch(/préparateurs/)
      expect((await get(statement, cookie.c)).status).toBe(403)
    } finally {
      await payload.update({ collection: 'clients', id: Number(fx.c), data: { role: 'acheteur' }, overrideAccess: true })
    }
    expect((await get(list, null)).status).toBe(401)
    expect((await get(statement, null)).status).toBe(401)
  })
})

describe('GET /api/invoices/releve', () => {
  it('streams the statement of account as a private PDF: the buyer’s invoices, their states and the totals', async () => {
    const res = await get(statement, cookie.a)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="releve-de-compte-\d{4}-\d{2}-\d{2}\.pdf"$/)
    const text = pdfPlainText(res.body)
    expect(text).toContain('RELEVÉ DE COMPTE')
    expect(text).toContain('Payée')
    expect(text).toContain('À payer')
    expect(text).toMatch(/Échue depuis \d+ jours/)
    expect(text).toMatch(/Total à payer\s*\n?516,00/)
    // nothing of another company's
    expect(pdfPlainText((await get(statement, cookie.b)).body)).not.toContain('Payée')
  })
})
