/** What the invoice and delivery note PDFs say (src/server/documents/pdf.ts): French labels, the shop's amounts. */
import { describe, expect, it } from 'vitest'

import { BRAND } from '@/lib/brand'
import { deliveryNoteSheet, invoiceSheet, pdfText, render } from '@/server/documents/pdf'
import type { Invoice } from '@/server/erp/types'
import { pdfPlainText, pdfStreams } from '../helpers/pdfText'

const seller = { name: 'Boutique SAS', lines: ['1 rue A'], ids: ['SIRET 1'], terms: ['Paiement à 30 jours'] }
const buyer = { name: 'Usinage Rhône-Alpes SAS', lines: ['Lyon'], ids: ['N° client C1'] }
const invoice: Invoice = {
  number: 'FA-2026-000042',
  order_id: '42',
  issued_at: '2026-11-10T22:30:00.000Z',
  po_reference: 'BC-1',
  delivery_address: { name: 'Atelier', street: '2 rue B', postal_code: '4020', city: 'Liège', country: 'BE' },
  lines: [
    {
      product_id: 1,
      reference: 'R-1',
      designation: 'Roulement',
      quantity: 1.5,
      unit: 'm',
      unit_price_ht: 1234.5,
      amount_ht: 1851.75,
      vat_rate: 5.5,
    },
  ],
  amount_ht: 1851.75,
  delivery_ht: 0,
  total_ht: 1851.75,
  vat: [{ rate: 5.5, base_ht: 1851.75, amount: 101.85 }],
  total_vat: 101.85,
  total_ttc: 1953.6,
  due_at: '2026-12-31',
  payment_terms: 'Paiement à 30 jours fin de mois',
  payments: [],
  amount_paid: 0,
  balance: 1953.6,
}

describe('invoice', () => {
  const sheet = invoiceSheet(invoice, seller, buyer)
  it('is titled and numbered in French, with the order, its date in Paris and the PO reference', () => {
    expect(sheet.title).toBe('FACTURE')
    expect(sheet.facts).toEqual([
      ['N°', 'FA-2026-000042'],
      ['Date', '10/11/2026'],
      ['Échéance', '31/12/2026'],
      ['Commande n°', '42'],
      ['Votre référence', 'BC-1'],
    ])
    expect(sheet.blocks.map((b) => [b.label, b.party.name])).toEqual([
      ['Facturé à', 'Usinage Rhône-Alpes SAS'],
      ['Livré à', 'Atelier'],
    ])
  })

  it('prints lines and totals H.T, VAT per rate and TTC as the shop writes amounts', () => {
    expect(sheet.columns.map((c) => c.label)).toEqual(['Référence', 'Désignation', 'Qté', 'Unité', 'P.U. H.T', 'Montant H.T', 'TVA'])
    expect(sheet.rows[0]?.map(pdfText)).toEqual([
      'R-1',
      'Roulement',
      '1,5',
      'mètre',
      '1\u00a0234,50\u00a0€',
      '1\u00a0851,75\u00a0€',
      '5,5 %',
    ])
  })

  it('names units in French from their UN/ECE Recommendation 20 codes (never « EA »)', () => {
    const line = invoice.lines[0]!
    const withUnits = invoiceSheet(
      { ...invoice, lines: ['EA', 'H87', 'MTR', 'KGM', 'boîte de 10'].map((unit) => ({ ...line, unit, quantity: 2 })) },
      seller,
      buyer,
    )
    expect(withUnits.rows.map((row) => row[3])).toEqual(['pièces', 'pièces', 'mètres', 'kg', 'boîte de 10'])
    const note = { ...invoice, number: 'BL-9', shipped_at: '2026-11-12T08:00:00.000Z', lines: [{ ...line, unit: 'EA', quantity: 1 }] }
    const one = deliveryNoteSheet(note, seller, buyer)
    expect(one.rows[0]?.[3]).toBe('pièce')
  })

  it('states the due date and the late-payment mentions French law asks for', () => {
    expect(sheet.facts).toContainEqual(['Échéance', '31/12/2026'])
    const mentions = (sheet.mentions ?? []).join(' ')
    expect(mentions).toContain('pénalités de retard')
    expect(mentions).toContain('indemnité forfaitaire de 40\u00a0€ pour frais de recouvrement')
    expect(mentions).toContain('escompte')
    expect(sheet.totals.map(([label, amount]) => [label, pdfText(amount)])).toEqual([
      ['Total articles H.T', '1\u00a0851,75\u00a0€'],
      ['Livraison H.T', '0,00\u00a0€'],
      ['Total H.T', '1\u00a0851,75\u00a0€'],
      ['TVA 5,5 % sur 1\u202f851,75\u00a0€', '101,85\u00a0€'],
      ['Total TVA', '101,85\u00a0€'],
      ['Total TTC', '1\u00a0953,60\u00a0€'],
    ])
  })

  it('renders a PDF document', async () => {
    const chunks: Buffer[] = []
    for await (const chunk of render(sheet)) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    expect(body.subarray(0, 5).toString()).toBe('%PDF-')
    expect(body.toString('latin1')).toContain('(Facture FA-2026-000042)')
  })
})

describe('delivery note', () => {
  it('lists what left, without prices, with a line for the receiver’s signature', () => {
    const sheet = deliveryNoteSheet({ ...invoice, number: 'BL-9', shipped_at: '2026-11-12T08:00:00.000Z' }, seller, buyer)
    expect(sheet.title).toBe('BON DE LIVRAISON')
    expect(sheet.facts[1]).toEqual(['Expédiée le', '12/11/2026'])
    expect(sheet.columns.map((c) => c.label)).toEqual(['Référence', 'Désignation', 'Quantité', 'Unité'])
    expect(sheet.rows).toEqual([['R-1', 'Roulement', '1,5', 'mètre']])
    expect(sheet.totals).toEqual([])
    expect(sheet.signature).toMatch(/signature/)
  })
})

describe('pdfText', () => {
  it('keeps French text the standard fonts encode and replaces the rest', () => {
    expect(pdfText('l’été « 20 % » – 3 × Ø 12 € œ')).toBe('l’été « 20 % » – 3 × Ø 12 € œ')
    expect(pdfText('1\u202f234 ≤ 5')).toBe('1\u00a0234 ? 5')
  })
})

const printed = async (doc: PDFKit.PDFDocument): Promise<Buffer> => {
  const chunks: Buffer[] = []
  for await (const chunk of doc) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** pdfkit's fill operator for a #rrggbb colour, as it writes it in a page's content. */
const fillOf = (hex: string): string => `${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).join(' ')} scn`

describe('the printed PDFs, read back as a PDF reader extracts their text', () => {
  const line = invoice.lines[0]!
  const lines = [
    { ...line, reference: 'R-EA', unit: 'EA', quantity: 3 },
    { ...line, reference: 'R-BOX', unit: 'boîte de 10', quantity: 2 },
    { ...line, reference: 'R-MTR', unit: 'MTR', quantity: 1.5 },
  ]

  it('the invoice: the logo and the shop’s name, French units, the due date and the late-payment mentions', async () => {
    const body = await printed(render(invoiceSheet({ ...invoice, lines }, seller, buyer)))
    const text = pdfPlainText(body)
    expect(text).toContain(BRAND.name)
    expect(text).toMatch(/R-EA Roulement 3 pièces /)
    expect(text).toMatch(/R-BOX Roulement 2 boîte de 10 /)
    expect(text).toMatch(/R-MTR Roulement 1,5 mètre /)
    expect(text).not.toMatch(/ (EA|MTR) /) // the codes stay in the e-invoice, never on the page
    expect(text).toContain('Échéance : 31/12/2026')
    expect(text).toContain('Pas d’escompte pour paiement anticipé.')
    expect(text).toContain('pénalités de retard au taux de trois fois le taux d’intérêt légal (art. L441-10 du Code de commerce)')
    expect(text).toContain('indemnité forfaitaire de 40 € pour frais de recouvrement')
    // the logo: shapes filled in the brand's orange, drawn before any text of the page
    const page = pdfStreams(body).find((s) => s.includes(' TJ'))!
    expect(page).toContain(fillOf(BRAND.colors.brand))
    expect(page.indexOf(fillOf(BRAND.colors.brand))).toBeLessThan(page.indexOf(' TJ'))
  })

  it('the delivery note: the logo and French units', async () => {
    const note = { ...invoice, number: 'BL-9', shipped_at: '2026-11-12T08:00:00.000Z', lines }
    const body = await printed(render(deliveryNoteSheet(note, seller, buyer)))
    const text = pdfPlainText(body)
    expect(text).toContain(BRAND.name)
    expect(text).toMatch(/R-EA Roulement 3 pièces R-BOX Roulement 2 boîte de 10 R-MTR Roulement 1,5 mètre/)
    expect(pdfStreams(body).join('\n')).toContain(fillOf(BRAND.colors.brand))
  })
})
