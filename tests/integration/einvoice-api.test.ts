/**
 * GET /api/invoices/{number}/factur-x and /ubl through the real handler, on a fresh SQLite database with the local
 * ERP: invoices the ERP issues (on account at a promotion price and two VAT rates, paid by card, to a Belgian company)
 * served as Factur-X and UBL, validated against the official EN 16931 rules; another company's invoice → 404 like an
 * unknown one; a visitor → 401.
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DeliveryAddress } from '@/server/erp'

import { embeddedFiles, validateEinvoices, type EinvoiceFile } from '../helpers/einvoice'
import { callApi } from '../helpers/nextApi'
import { login, startTestPayload, type TestPayload } from '../helpers/payload'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

let env: TestPayload
let payload: Payload
let fx: ErpFixtures
let download: NextApiHandler
const cookie = { a: '', b: '' }
const number = { onAccount: '', card: '', belgian: '' }

const LYON = { name: 'Atelier Alpha', street: '12 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' } as const
const LIEGE = { name: 'Ateliers Mosans', street: 'Rue de l’Industrie 17', postal_code: '4020', city: 'Liège', country: 'BE' } as const

const get = (who: string | null, invoice: string, format: string) =>
  callApi(download, {
    method: 'GET',
    headers: { host: 'localhost:3000', ...(who ? { cookie: who } : {}) },
    query: { number: invoice, format },
  })

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  fx = await createErpFixtures(payload, 'einv')
  download = (await import('@/pages/api/invoices/[number]/[format]')).default
  const { recordPastOrder } = await import('@/server/erp/local')
  const { invoiceNumber } = await import('@/server/erp/localDocuments')
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      documents_emetteur: {
        raison_sociale: 'Intégrateur Industrie Services SAS',
        siret: '81234567600025',
        tva: 'FR19812345676',
        adresse: '12 rue des Frères Lumière\n69960 Corbas\nFrance',
        conditions_paiement: 'Paiement à 30 jours fin de mois, par virement',
      },
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const client = async (id: string) => payload.findByID({ collection: 'clients', id: Number(id), depth: 0, overrideAccess: true })
  const companyOf = async (id: string) => (await client(id)).societe as number
  await payload.update({
    collection: 'societes',
    id: await companyOf(fx.a),
    data: {
      siret: '48231567800029',
      tva: 'FR83482315678',
      adresse: { rue: '48 avenue Jean Jaurès', code_postal: '69007', ville: 'Lyon', pays: 'FR' },
    },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'societes',
    id: await companyOf(fx.b),
    data: {
      tva: 'BE0456789133',
      adresse: { rue: 'Rue de l’Industrie 17', code_postal: '4020', ville: 'Liège', pays: 'BE' },
      format_facture: 'ubl',
    },
    overrideAccess: true,
  })
  const order = async (customer: string, lines: { product_id: number; quantity: number }[], delivery_address: DeliveryAddress = LYON) => {
    const id = await recordPastOrder(payload, {
      customer,
      origin: 'EPS',
      status: 'placed',
      lines,
      po_reference: `BC-${customer}-${lines.length}`,
      delivery_address,
      placed_at: '2026-11-10T09:00:00.000Z',
    })
    return { id: String(id), number: invoiceNumber({ id, placed_at: '2026-11-10T09:00:00.000Z', createdAt: '' }) }
  }
  // on account: A's promotion price (discounted) and the reduced rate of 5.5 %
  const onAccount = await order(fx.a, [
    { product_id: fx.products.discounted, quantity: 3 },
    { product_id: fx.products.reduced, quantity: 4 },
  ])
  const card = await order(fx.a, [{ product_id: fx.products.hundred, quantity: 1 }])
  const belgian = await order(fx.b, [{ product_id: fx.products.hundred, quantity: 2 }], LIEGE)
  // paid by card before it was placed (src/server/payments): the invoice is B2
  await payload.create({
    collection: 'payments',
    data: {
      intent_id: 'pi_einv_1',
      client: Number(fx.a),
      order_id: card.id,
      amount: 13800,
      amount_ht: 115,
      amount_tva: 23,
      currency: 'eur',
      status: 'succeeded',
      delivery_address: { ...LYON },
    },
    overrideAccess: true,
  })
  number.onAccount = onAccount.number
  number.card = card.number
  number.belgian = belgian.number
  cookie.a = await login('clients', 'a.einv@erp.test', 'Erp-test-2026')
  cookie.b = await login('clients', 'b.einv@erp.test', 'Erp-test-2026')
})

afterAll(async () => {
  await env?.cleanup()
})

describe('GET /api/invoices/{number}/factur-x and /ubl', () => {
  it('serves the ERP’s invoices as Factur-X and UBL that break no EN 16931 rule', async () => {
    const files: EinvoiceFile[] = []
    for (const [who, invoice, name] of [
      [cookie.a, number.onAccount, 'on-account'],
      [cookie.a, number.card, 'card-paid'],
      [cookie.b, number.belgian, 'belgian'],
    ] as const) {
      const pdf = await get(who, invoice, 'factur-x')
      expect(pdf.status).toBe(200)
      expect(pdf.headers['content-type']).toBe('application/pdf')
      expect(pdf.headers['cache-control']).toBe('private, no-store')
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="facture-${invoice}.pdf"`)
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-')
      const [xml] = await embeddedFiles(pdf.body)
      expect(xml).toMatchObject({ name: 'factur-x.xml', relationship: 'Alternative' })
      const ubl = await get(who, invoice, 'ubl')
      expect(ubl.status).toBe(200)
      expect(ubl.headers['content-type']).toMatch(/^application\/xml/)
      expect(ubl.headers['content-disposition']).toBe(`attachment; filename="facture-${invoice}.xml"`)
      files.push({ name, syntax: 'cii', xml: xml.content }, { name, syntax: 'ubl', xml: ubl.body.toString('utf8') })
    }
    const report = validateEinvoices(files)
    expect(report.schemaErrors).toEqual({})
    expect(report.fatal).toEqual([])
    const [onAccount, , card, , belgian] = files
    expect(onAccount.xml).toMatch(/<ram:ID>B1<\/ram:ID>/)
    expect(onAccount.xml).toMatch(/<ram:RateApplicablePercent>5.5<\/ram:RateApplicablePercent>/)
    expect(onAccount.xml).toMatch(/<ram:ID schemeID="0002">482315678<\/ram:ID>/)
    expect(card.xml).toMatch(/<ram:ID>B2<\/ram:ID>/)
    expect(belgian.xml).toMatch(/<ram:URIID schemeID="0208">0456789133<\/ram:URIID>/)
  })

  it('answers 404 for another company’s invoice as for an unknown number or format, and 401 to a visitor', async () => {
    for (const format of ['factur-x', 'ubl']) {
      const other = await get(cookie.b, number.onAccount, format)
      expect(other.status).toBe(404)
      expect(other.json).toEqual({ code: 'not_found', message: 'Document introuvable.' })
      expect((await get(cookie.a, number.belgian, format)).status).toBe(404)
      expect((await get(cookie.a, 'FA-2026-999999', format)).status).toBe(404)
    }
    expect((await get(cookie.a, number.onAccount, 'pdf')).status).toBe(404)
    expect((await get(null, number.onAccount, 'ubl')).status).toBe(401)
  })
})
