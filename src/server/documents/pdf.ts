/**
 * The invoice and delivery note as PDF files, drawn with pdfkit (maintained, streams its output, wraps and aligns text,
 * ships the 14 standard PDF fonts: no font file to embed). French labels; amounts as the shop writes them
 * (formatEuros of src/lib/money.ts). The standard fonts encode WinAnsi only: the narrow no-break space of French
 * number formatting becomes a no-break space, and any other character outside it a question mark.
 */
import PDFDocument from 'pdfkit'

import { orderDate } from '@/lib/account/orderList'
import { BRAND, LOGO_SHAPES } from '@/lib/brand'
import { unitWord } from '@/lib/cart/quantity'
import { frenchDay } from '@/lib/invoices/state'
import { formatEuros } from '@/lib/money'
import type { DeliveryAddress, DeliveryNote, Invoice } from '@/server/erp'

import type { Party } from './parties'

const PAGE = { width: 595.28, height: 841.89, margin: 40 }
const RIGHT = PAGE.width - PAGE.margin
const WIDTH = RIGHT - PAGE.margin
/** Room kept at the bottom of every page for the footer. */
const FOOTER = 70
const INK = '#1f2937'
const MUTED = '#4b5563'
const RULE = '#d1d5db'

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'

/** Text the standard fonts can encode. */
export function pdfText(value: string): string {
  return value.replace(/[\u202f\u2009\u2007]/g, '\u00a0').replace(/./gu, (c) => {
    const code = c.codePointAt(0) as number
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(c) ? c : '?'
  })
}

let quantities: Intl.NumberFormat | undefined
const quantity = (n: number): string => {
  quantities ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })
  return quantities.format(n)
}
const rate = (n: number): string => `${quantity(n)} %`

type Column = { label: string; width: number; align?: 'left' | 'right' }

/** A totals line: label, amount, bold. */
type TotalLine = [string, string, boolean]

/** What a document shows, in text: `render` draws it. */
export type Sheet = {
  title: string
  /** Number, dates and references under the title, as [label, value]. */
  facts: [string, string][]
  seller: Party & { terms: string[] }
  /** The blocks under the header: billed to, delivered to. */
  blocks: { label: string; party: Party }[]
  columns: Column[]
  rows: string[][]
  /** Under the table, right-aligned. */
  totals: TotalLine[]
  /** A line under the table for the receiver's signature. */
  signature: string | null
  /** Mentions under the totals (an invoice's payment terms the law asks for). */
  mentions?: string[]
  /** The PDF's title (its metadata). */
  name: string
}

const addressParty = (a: DeliveryAddress | null): Party | null =>
  a ? { name: a.name, lines: [a.street, `${a.postal_code} ${a.city}`, a.country === 'BE' ? 'Belgique' : 'France'], ids: [] } : null

function drawParty(doc: PDFKit.PDFDocument, label: string, party: Party, x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(pdfText(label.toUpperCase()), x, y, { width })
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(pdfText(party.name), { width })
  doc.font('Helvetica').fontSize(9)
  for (const line of [...party.lines, ...party.ids]) doc.text(pdfText(line), { width })
  return doc.y
}

/** The shop's logo (public/icon.svg drawn as paths, `size` points wide) and its name beside it, as the site's header. */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number): number {
  const { box, hexagon, dot } = LOGO_SHAPES
  doc
    .save()
    .translate(x, y)
    .scale(size / box.size)
  doc.roundedRect(0, 0, box.size, box.size, box.radius).fill(BRAND.colors.brand)
  doc.polygon(...hexagon.map(([px, py]) => [px, py])).fill('#ffffff')
  doc.circle(dot.cx, dot.cy, dot.r).fill(BRAND.colors.brand)
  doc.restore()
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(BRAND.colors.brand)
    .text(pdfText(BRAND.name), x + size + 8, y + (size - 15) / 2 + 1, { lineBreak: false })
  return y + size
}

function drawHeader(doc: PDFKit.PDFDocument, sheet: Sheet): number {
  const half = WIDTH / 2 - 10
  const top = PAGE.margin
  const below = drawLogo(doc, PAGE.margin, top, 26) + 10
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(pdfText(sheet.seller.name), PAGE.margin, below, { width: half })
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  for (const line of [...sheet.seller.lines, ...sheet.seller.ids]) doc.text(pdfText(line), { width: half })
  const left = doc.y
  const x = PAGE.margin + WIDTH / 2 + 10
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(pdfText(sheet.title), x, top, { width: half, align: 'right' })
  doc.moveDown(0.3).fontSize(9)
  doc.font('Helvetica').fillColor(INK)
  for (const [label, value] of sheet.facts) doc.text(pdfText(`${label}\u00a0: ${value}`), { width: half, align: 'right' })
  let y = Math.max(left, doc.y) + 18
  const blockWidth = WIDTH / sheet.blocks.length - 10
  const bottoms = sheet.blocks.map((b, i) => drawParty(doc, b.label, b.party, PAGE.margin + i * (blockWidth + 20), y, blockWidth))
  y = Math.max(y, ...bottoms) + 18
  return y
}

function drawRow(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], y: number, bold: boolean): number {
  let x = PAGE.margin
  let bottom = y
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8.5)
    .fillColor(INK)
  columns.forEach((column, i) => {
    doc.text(pdfText(cells[i] ?? ''), x + 3, y, { width: column.width - 6, align: column.align ?? 'left' })
    bottom = Math.max(bottom, doc.y)
    x += column.width
  })
  doc
    .moveTo(PAGE.margin, bottom + 3)
    .lineTo(RIGHT, bottom + 3)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke()
  return bottom + 7
}

function drawFooters(doc: PDFKit.PDFDocument, terms: string[]) {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const y = PAGE.height - PAGE.margin - FOOTER + 20
    // writing below the bottom margin would open a new page: lift it while drawing the footer
    doc.page.margins.bottom = 0
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED)
    doc.text(pdfText(terms.join(' · ')), PAGE.margin, y, { width: WIDTH, align: 'center' })
    doc.text(pdfText(`Page ${i - range.start + 1} / ${range.count}`), PAGE.margin, PAGE.height - PAGE.margin - 10, {
      width: WIDTH,
      align: 'right',
    })
    doc.page.margins.bottom = PAGE.margin
  }
}

/** Draws the sheet into a PDF stream (read it as it is produced). */
export function render(sheet: Sheet): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: pdfText(sheet.name), Author: pdfText(sheet.seller.name) },
  })
  let y = drawHeader(doc, sheet)
  const header = sheet.columns.map((c) => c.label)
  y = drawRow(doc, sheet.columns, header, y, true)
  for (const row of sheet.rows) {
    if (y > PAGE.height - PAGE.margin - FOOTER - 30) {
      doc.addPage()
      y = drawRow(doc, sheet.columns, header, PAGE.margin, true)
    }
    y = drawRow(doc, sheet.columns, row, y, false)
  }
  doc.y = y + 8
  if (sheet.totals.length > 0) drawTotals(doc, sheet.totals)
  if (sheet.mentions?.length) {
    doc.moveDown(1.5).font('Helvetica').fontSize(8).fillColor(MUTED)
    for (const line of sheet.mentions) doc.text(pdfText(line), PAGE.margin, doc.y, { width: WIDTH })
  }
  if (sheet.signature) {
    doc.moveDown(2).font('Helvetica').fontSize(9).fillColor(INK)
    doc.text(pdfText(sheet.signature), PAGE.margin, doc.y, { width: WIDTH })
  }
  drawFooters(doc, sheet.seller.terms)
  doc.end()
  return doc
}

/** The totals block, right-aligned: [label, amount, bold]. */
function drawTotals(doc: PDFKit.PDFDocument, rows: TotalLine[]) {
  const labelX = RIGHT - 260
  if (doc.y > PAGE.height - PAGE.margin - FOOTER - rows.length * 14) doc.addPage()
  for (const [label, amount, bold] of rows) {
    const y = doc.y
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 10 : 9)
      .fillColor(INK)
    doc.text(pdfText(label), labelX, y, { width: 170 })
    doc.text(pdfText(amount), RIGHT - 90, y, { width: 90, align: 'right' })
    doc.y = Math.max(doc.y, y + 13)
  }
}

const fact = (label: string, value: string | null): [string, string][] => (value ? [[label, value]] : [])

/** What French law asks every invoice between professionals to say about late payment (Code de commerce L441-10, D441-5). */
export const LATE_PAYMENT_MENTIONS = [
  'Pas d’escompte pour paiement anticipé.',
  'En cas de retard de paiement\u00a0: pénalités de retard au taux de trois fois le taux d’intérêt légal (art. L441-10 du Code de commerce), exigibles sans rappel, et indemnité forfaitaire de 40\u00a0€ pour frais de recouvrement (art. D441-5 du Code de commerce).',
] as const

export function invoiceSheet(invoice: Invoice, seller: Sheet['seller'], buyer: Party): Sheet {
  const delivered = addressParty(invoice.delivery_address)
  return {
    name: `Facture ${invoice.number}`,
    title: 'FACTURE',
    facts: [
      ['N°', invoice.number],
      ['Date', orderDate(invoice.issued_at)],
      // the ERP's, from its payment terms (docs/erp-contract.md)
      ['Échéance', frenchDay(invoice.due_at)],
      ['Commande n°', invoice.order_id],
      ...fact('Votre référence', invoice.po_reference),
    ],
    seller,
    mentions: [...LATE_PAYMENT_MENTIONS],
    blocks: [{ label: 'Facturé à', party: buyer }, ...(delivered ? [{ label: 'Livré à', party: delivered }] : [])],
    columns: [
      { label: 'Référence', width: 85 },
      { label: 'Désignation', width: 155 },
      { label: 'Qté', width: 40, align: 'right' },
      { label: 'Unité', width: 55 },
      { label: 'P.U. H.T', width: 65, align: 'right' },
      { label: 'Montant H.T', width: 70, align: 'right' },
      { label: 'TVA', width: WIDTH - 470, align: 'right' },
    ],
    rows: invoice.lines.map((l) => [
      l.reference,
      l.designation,
      quantity(l.quantity),
      // the code (H87, MTR, EA…) stays in the e-invoice; the page says it in French
      unitWord(l.unit, l.quantity),
      formatEuros(l.unit_price_ht),
      formatEuros(l.amount_ht),
      rate(l.vat_rate),
    ]),
    totals: [
      ['Total articles H.T', formatEuros(invoice.amount_ht), false],
      ['Livraison H.T', formatEuros(invoice.delivery_ht), false],
      ['Total H.T', formatEuros(invoice.total_ht), true],
      ...invoice.vat.map((v): TotalLine => [`TVA ${rate(v.rate)} sur ${formatEuros(v.base_ht)}`, formatEuros(v.amount), false]),
      ['Total TVA', formatEuros(invoice.total_vat), false],
      ['Total TTC', formatEuros(invoice.total_ttc), true],
    ],
    signature: null,
  }
}

export function deliveryNoteSheet(note: DeliveryNote, seller: Sheet['seller'], buyer: Party): Sheet {
  const delivered = addressParty(note.delivery_address)
  return {
    name: `Bon de livraison ${note.number}`,
    title: 'BON DE LIVRAISON',
    facts: [
      ['N°', note.number],
      ['Expédiée le', orderDate(note.shipped_at)],
      ['Commande n°', note.order_id],
      ...fact('Votre référence', note.po_reference),
    ],
    seller,
    blocks: [...(delivered ? [{ label: 'Livré à', party: delivered }] : []), { label: 'Client', party: buyer }],
    columns: [
      { label: 'Référence', width: 110 },
      { label: 'Désignation', width: WIDTH - 260 },
      { label: 'Quantité', width: 80, align: 'right' },
      { label: 'Unité', width: 70 },
    ],
    rows: note.lines.map((l) => [l.reference, l.designation, quantity(l.quantity), unitWord(l.unit, l.quantity)]),
    totals: [],
    signature: 'Réception de la marchandise — date, nom et signature\u00a0:',
  }
}
