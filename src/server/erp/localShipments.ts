/**
 * The local ERP's shipments of an order: those an editor lists in the admin (`erp-orders` « Expéditions », one per
 * parcel, for partial deliveries), else — for an order marked « Expédiée » or « Facturée » without any — one shipment
 * of every line, dated and numbered like its single delivery note (`shipmentOf`).
 *
 * An editor's shipment without a number is BL-{year shipped}-{order id on 6 digits}-{rank, from 1}.
 */
import type { ErpOrder as OrderDoc, ErpOrderLine as LineDoc } from '@/payload-types'

import { idOf } from './localCatalog'
import type { OrderStatus, Shipment } from './types'

/** Statuses of an order shipped in one go when the editor lists no shipment. */
const SHIPPED_STATUSES: readonly OrderStatus[] = ['shipped', 'invoiced']

export const yearOf = (iso: string): string => iso.slice(0, 4)
export const padded = (id: number): string => String(id).padStart(6, '0')

/** The shipping date and delivery note number of an order marked shipped (the editor's, else derived). */
function shipmentOf(doc: OrderDoc): { number: string; shipped_at: string } | null {
  if (!SHIPPED_STATUSES.includes(doc.status)) return null
  const shipped_at = doc.shipped_at ?? doc.updatedAt
  return { number: doc.delivery_note_number?.trim() || `BL-${yearOf(shipped_at)}-${padded(doc.id)}`, shipped_at }
}

/** A tracking page is an https address (it becomes a link the buyer opens); anything else is left out. */
const httpsOnly = (url: string | null | undefined): string | null => {
  const u = url?.trim()
  return u && u.startsWith('https://') && URL.canParse(u) ? u : null
}

const orNull = (text: string | null | undefined): string | null => text?.trim() || null

/** The order's shipments, oldest first; `lines` are the order's lines (for the implicit single shipment). */
export function shipmentsOf(doc: OrderDoc, lines: readonly LineDoc[]): Shipment[] {
  if (doc.status === 'cart') return []
  const listed = doc.shipments ?? []
  if (listed.length === 0) {
    const single = shipmentOf(doc)
    if (!single) return []
    return [
      {
        ...single,
        carrier: null,
        tracking_number: null,
        tracking_url: null,
        lines: lines.filter((l) => idOf(l.order) === doc.id).map((l) => ({ product_id: idOf(l.product) as number, quantity: l.quantity })),
        delivered_at: null,
      },
    ]
  }
  return listed
    .map((s, i) => ({
      number: orNull(s.number) ?? `BL-${yearOf(s.shipped_at)}-${padded(doc.id)}-${i + 1}`,
      shipped_at: s.shipped_at,
      carrier: orNull(s.carrier),
      tracking_number: orNull(s.tracking_number),
      tracking_url: httpsOnly(s.tracking_url),
      lines: (s.lines ?? []).map((l) => ({ product_id: idOf(l.product) as number, quantity: l.quantity })),
      delivered_at: s.delivered_at ?? null,
    }))
    .sort((a, b) => Date.parse(a.shipped_at) - Date.parse(b.shipped_at))
}
