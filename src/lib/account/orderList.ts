/** The order list of /mon-compte/mes-commandes: placed orders, newest first, with French labels. */
import type { OrderView } from '@/lib/cart/api'
import { formatEuros } from '@/lib/money'

export const ORDER_STATUS_LABEL: Record<OrderView['status'], string> = {
  cart: 'Panier',
  placed: 'Enregistrée',
  shipped: 'Expédiée',
  invoiced: 'Facturée',
  cancelled: 'Annulée',
}

/** The status shown for an order: « Remboursée » once its card payment was refunded. */
export const orderStatusLabel = (order: Pick<OrderView, 'status' | 'card_payment'>): string =>
  order.card_payment?.refunded ? 'Remboursée' : (ORDER_STATUS_LABEL[order.status] ?? order.status)

export type OrderRow = {
  id: string
  date: string
  isoDate: string
  status: string
  total: string
  reference: string | null
  lineCount: number
}

/** A date as a French buyer reads it: 14/09/2026 (Paris time, so an evening order keeps its day). */
export const orderDate = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }) : ''

/** The open cart is /panier, not an order: left out. Newest first by order date, then by id (most recent first). */
export function orderRows(orders: readonly OrderView[]): OrderRow[] {
  return orders
    .filter((o) => o.status !== 'cart')
    .map((o) => ({ order: o, isoDate: o.placed_at ?? o.created_at }))
    .sort((a, b) => Date.parse(b.isoDate) - Date.parse(a.isoDate) || b.order.id.localeCompare(a.order.id, 'en', { numeric: true }))
    .map(({ order, isoDate }) => ({
      id: order.id,
      date: orderDate(isoDate),
      isoDate,
      status: orderStatusLabel(order),
      total: formatEuros(order.total_ht),
      reference: order.po_reference,
      lineCount: order.products.length,
    }))
}

export type ReorderLine = { productId: string; price: number; quantity: number }

/**
 * 'Commander à nouveau': the order's lines still on sale, with their quantities; the price is only the local cart's
 * placeholder until the server answers with today's price (spec §4: the server's order replaces the local cart).
 */
export function reorderLines(order: Pick<OrderView, 'products'>, onSale: ReadonlySet<number>): ReorderLine[] {
  return order.products
    .filter((line) => onSale.has(Number(line.id)) && line.quantity > 0)
    .map((line) => ({ productId: String(line.id), price: line.amount_ht, quantity: line.quantity }))
}
