/**
 * The local ERP's documents: the invoice of every placed order and the delivery note of a shipped one, built from the
 * order, its lines and the products (designation, reference, sale unit, VAT rate). An editor marks an order shipped in
 * the admin (status « Expédiée », shipping date and delivery note number: src/cms/collections/Erp.ts).
 *
 * Numbers: the invoice is FA-{year placed}-{order id on 6 digits}; the delivery note keeps the editor's number, else
 * BL-{year shipped}-{order id on 6 digits}. Delivery is charged at the standard rate (20 %).
 */
import type { Payload } from 'payload'

import type { ErpOrder as OrderDoc, ErpOrderLine as LineDoc } from '@/payload-types'

import { ACCOUNT_TERMS, dueDay, parisDay } from '@/lib/invoices/state'

import { round2 } from './amounts'
import { ErpError } from './errors'
import { idOf, o } from './localCatalog'
import { padded, shipmentsOf, yearOf } from './localShipments'
import type { DeliveryAddress, DeliveryNote, DocumentLine, Invoice, InvoicePayment, OrderDocuments, OrderStatus, VatLine } from './types'

/** The French standard VAT rate, applied to the delivery cost. */
const DELIVERY_VAT_RATE = 20
/** A product without a rate is at the standard rate (the `taxes` field's default). */
const DEFAULT_VAT_RATE = 20

/** Statuses that have an invoice. */
const INVOICED_STATUSES = ['placed', 'shipped', 'invoiced'] as const satisfies readonly OrderStatus[]

const documentNotFound = () => new ErpError('not_found', 'Document introuvable.')

export const invoiceNumber = (doc: Pick<OrderDoc, 'id' | 'placed_at' | 'createdAt'>): string =>
  `FA-${yearOf(doc.placed_at ?? doc.createdAt)}-${padded(doc.id)}`

function addressOf(doc: OrderDoc): DeliveryAddress | null {
  const a = doc.delivery_address
  return a?.name && a.street && a.postal_code && a.city && a.country
    ? { name: a.name, street: a.street, postal_code: a.postal_code, city: a.city, country: a.country }
    : null
}

/** The order's lines with the product's designation, reference, unit and VAT rate (hidden products too: they were sold). */
async function documentLines(
  p: Payload,
  lines: readonly Pick<LineDoc, 'product' | 'quantity' | 'unit_price_ht' | 'amount_ht'>[],
): Promise<DocumentLine[]> {
  const ids = lines.map((l) => idOf(l.product)).filter((id): id is number => id !== null)
  const { docs } = await p.find({
    collection: 'produits',
    where: { id: { in: ids } },
    select: { titre: true, dimasys_reference: true, sale_unit: true, taxes: true },
    pagination: false,
    ...o,
  })
  const products = new Map(docs.map((d) => [d.id, d]))
  return lines.map((line) => {
    const id = idOf(line.product) as number
    const product = products.get(id)
    return {
      product_id: id,
      reference: product?.dimasys_reference ?? String(id),
      designation: product?.titre ?? `Produit n° ${id}`,
      quantity: line.quantity,
      unit: product?.sale_unit || 'EA',
      unit_price_ht: line.unit_price_ht,
      amount_ht: line.amount_ht,
      vat_rate: product?.taxes ?? DEFAULT_VAT_RATE,
    }
  })
}

/** VAT per rate over the lines and the delivery cost, lowest rate first. */
function vatLines(lines: readonly Pick<DocumentLine, 'amount_ht' | 'vat_rate'>[], deliveryHt: number): VatLine[] {
  const bases = new Map<number, number>()
  for (const line of lines) bases.set(line.vat_rate, (bases.get(line.vat_rate) ?? 0) + line.amount_ht)
  if (deliveryHt > 0) bases.set(DELIVERY_VAT_RATE, (bases.get(DELIVERY_VAT_RATE) ?? 0) + deliveryHt)
  return [...bases].sort(([a], [b]) => a - b).map(([rate, base]) => ({ rate, base_ht: round2(base), amount: round2((base * rate) / 100) }))
}

/** The payment terms of an order paid by card when it was placed: nothing is left to pay, it was due that day. */
const CARD_TERMS = 'Payée par carte bancaire à la commande'

/** The payments the ERP received for the order's invoice, oldest first. */
const paymentsOf = (doc: OrderDoc): InvoicePayment[] =>
  (doc.payments ?? [])
    .map((x) => ({ paid_at: x.paid_at, amount: round2(x.amount), method: x.method }))
    .sort((a, b) => a.paid_at.localeCompare(b.paid_at))

/** The order's invoice totals H.T, VAT and TTC, from its lines named and rated (the products' VAT rates). */
async function invoiceTotals(p: Payload, doc: OrderDoc, lines: readonly LineDoc[]) {
  const items = await documentLines(p, lines)
  const delivery_ht = doc.delivery_ht ?? 0
  const vat = vatLines(items, delivery_ht)
  const total_ht = doc.total_ht ?? 0
  const total_vat = round2(vat.reduce((sum, v) => sum + v.amount, 0))
  return { items, delivery_ht, vat, total_ht, total_vat, total_ttc: round2(total_ht + total_vat) }
}

/**
 * The invoice of a placed order. Its due date follows the payment terms: on account, 30 days end of month after its
 * day of issue (Paris); paid by card when placed (a card payment recorded then), the day of issue. Its balance is the
 * total TTC less the payments received (the editors record them in the admin: « Règlements reçus »).
 */
export async function localInvoice(p: Payload, doc: OrderDoc, lines: readonly LineDoc[]): Promise<Invoice> {
  if (!(INVOICED_STATUSES as readonly OrderStatus[]).includes(doc.status)) throw documentNotFound()
  const { items, delivery_ht, vat, total_ht, total_vat, total_ttc } = await invoiceTotals(p, doc, lines)
  const issued_at = doc.placed_at ?? doc.createdAt
  const payments = paymentsOf(doc)
  const byCard = payments.some((x) => x.method === 'card')
  const amount_paid = round2(payments.reduce((sum, x) => sum + x.amount, 0))
  return {
    number: invoiceNumber(doc),
    order_id: String(doc.id),
    issued_at,
    po_reference: doc.po_reference ?? null,
    delivery_address: addressOf(doc),
    lines: items,
    amount_ht: doc.amount_ht ?? 0,
    delivery_ht,
    total_ht,
    vat,
    total_vat,
    total_ttc,
    due_at: byCard ? parisDay(issued_at) : dueDay(issued_at, ACCOUNT_TERMS),
    payment_terms: byCard ? CARD_TERMS : ACCOUNT_TERMS.label,
    payments,
    amount_paid,
    balance: Math.max(0, round2(total_ttc - amount_paid)),
  }
}

/**
 * The payment of the whole invoice (TTC) received at `paidAt`: an order paid by card before it was placed (recorded
 * then), or a past order the demo seed records paid.
 */
export async function recordFullPayment(
  p: Payload,
  doc: OrderDoc,
  lines: readonly LineDoc[],
  method: InvoicePayment['method'],
  paidAt: string = doc.placed_at ?? doc.createdAt,
): Promise<void> {
  const { total_ttc } = await invoiceTotals(p, doc, lines)
  await p.update({
    collection: 'erp-orders',
    id: doc.id,
    data: { payments: [...(doc.payments ?? []), { paid_at: paidAt, amount: total_ttc, method }] },
    ...o,
  })
}

/** The customer's invoices, newest first (by order date, then id). */
export async function localInvoiceList(p: Payload, customerId: number): Promise<Invoice[]> {
  const docs = await invoicedOrders(p, customerId)
  if (docs.length === 0) return []
  const { docs: lines } = await p.find({
    collection: 'erp-order-lines',
    where: { order: { in: docs.map((d) => d.id) } },
    sort: 'id',
    pagination: false,
    ...o,
  })
  return Promise.all(
    docs.map((doc) =>
      localInvoice(
        p,
        doc,
        lines.filter((l) => idOf(l.order) === doc.id),
      ),
    ),
  )
}

/** The delivery note of the shipment numbered `number` (else the first one): what that parcel carried. */
export async function localDeliveryNote(p: Payload, doc: OrderDoc, lines: readonly LineDoc[], number?: string): Promise<DeliveryNote> {
  const shipments = shipmentsOf(doc, lines)
  const shipment = number === undefined ? shipments[0] : shipments.find((s) => s.number === number)
  if (!shipment) throw documentNotFound()
  const items = await documentLines(
    p,
    shipment.lines.map((l) => ({ product: l.product_id, quantity: l.quantity, unit_price_ht: 0, amount_ht: 0 })),
  )
  return {
    number: shipment.number,
    order_id: String(doc.id),
    shipped_at: shipment.shipped_at,
    po_reference: doc.po_reference ?? null,
    delivery_address: addressOf(doc),
    lines: items.map(({ product_id, reference, designation, quantity, unit }) => ({ product_id, reference, designation, quantity, unit })),
  }
}

/** The number and date of the order's first delivery note, or null while nothing is shipped. */
function firstNote(doc: OrderDoc): { number: string; shipped_at: string } | null {
  const [first] = shipmentsOf(doc, [])
  return first ? { number: first.number, shipped_at: first.shipped_at } : null
}

/** The customer's orders that have documents, newest first (by order date, then id). */
async function invoicedOrders(p: Payload, customerId: number): Promise<OrderDoc[]> {
  const { docs } = await p.find({
    collection: 'erp-orders',
    where: { and: [{ client: { equals: customerId } }, { status: { in: [...INVOICED_STATUSES] } }] },
    sort: ['-placed_at', '-id'],
    pagination: false,
    joins: false,
    ...o,
  })
  return docs
}

export async function localDocumentList(p: Payload, customerId: number): Promise<OrderDocuments[]> {
  const docs = await invoicedOrders(p, customerId)
  return docs.map((doc) => ({
    order_id: String(doc.id),
    status: doc.status as OrderDocuments['status'],
    placed_at: doc.placed_at ?? null,
    po_reference: doc.po_reference ?? null,
    total_ht: doc.total_ht ?? 0,
    invoice: { number: invoiceNumber(doc), issued_at: doc.placed_at ?? doc.createdAt },
    delivery_note: firstNote(doc),
  }))
}
