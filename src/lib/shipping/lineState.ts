/**
 * Where each line of a placed order stands (issue 34 item 1), from the order's shipments: « Commandée », « Expédiée
 * partiellement : 20 sur 30 », « Expédiée », « Livrée », « En attente de réapprovisionnement — prévue le 12/12/2026 »;
 * and the order's own state, which the orders list filters on (`?etat=`).
 */
import { orderDate } from '@/lib/account/orderList'

import type { ShipmentView, ShippableLine } from './types'

type LineStateKind = 'ordered' | 'backorder' | 'partial' | 'shipped' | 'delivered'

export type LineState = {
  kind: LineStateKind
  /** Quantity of the product in the order's shipments so far (2 decimals). */
  shipped: number
  ordered: number
  label: string
}

const QUANTITY = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })
const round2 = (n: number) => Math.round(n * 100) / 100

type Shipments = readonly Pick<ShipmentView, 'lines' | 'delivered_at'>[]

/** Quantity of `productId` in the shipments (those delivered only, with `deliveredOnly`). */
function quantityOf(shipments: Shipments, productId: number, deliveredOnly = false): number {
  let total = 0
  for (const s of shipments) {
    if (deliveredOnly && !s.delivered_at) continue
    for (const l of s.lines) if (l.product_id === productId) total += l.quantity
  }
  return round2(total)
}

/**
 * A line is delivered when every unit ordered was delivered, shipped when every unit left, partly shipped when some
 * did; before any left, it waits for stock when the ERP gives a date for it, else it is just ordered.
 */
export function lineState(line: ShippableLine, shipments: Shipments): LineState {
  const shipped = quantityOf(shipments, line.product_id)
  const ordered = line.quantity
  const state = (kind: LineStateKind, label: string): LineState => ({ kind, shipped, ordered, label })
  if (shipped >= ordered && shipped > 0) {
    return quantityOf(shipments, line.product_id, true) >= ordered ? state('delivered', 'Livrée') : state('shipped', 'Expédiée')
  }
  if (shipped > 0) return state('partial', `Expédiée partiellement\u00a0: ${QUANTITY.format(shipped)} sur ${QUANTITY.format(ordered)}`)
  if (line.expected_at) return state('backorder', `En attente de réapprovisionnement — prévue le ${orderDate(line.expected_at)}`)
  return state('ordered', 'Commandée')
}

/** An order's state as the orders list filters it: the address's `?etat=` value. */
export type OrderShippingState = 'commandee' | 'en-attente' | 'expediee-partiellement' | 'expediee' | 'livree'

export const ORDER_SHIPPING_STATES: { value: OrderShippingState; label: string }[] = [
  { value: 'commandee', label: 'Commandée' },
  { value: 'en-attente', label: 'En attente de réapprovisionnement' },
  { value: 'expediee-partiellement', label: 'Expédiée partiellement' },
  { value: 'expediee', label: 'Expédiée' },
  { value: 'livree', label: 'Livrée' },
]

export const isOrderShippingState = (value: unknown): value is OrderShippingState => ORDER_SHIPPING_STATES.some((s) => s.value === value)

/**
 * The order is delivered when every line is, shipped when every line left, partly shipped when something left; before
 * that, waiting for stock when a line is, else ordered.
 */
export function orderShippingState(lines: readonly ShippableLine[], shipments: Shipments): OrderShippingState {
  const kinds = lines.map((l) => lineState(l, shipments).kind)
  if (kinds.length > 0 && kinds.every((k) => k === 'delivered')) return 'livree'
  if (kinds.length > 0 && kinds.every((k) => k === 'delivered' || k === 'shipped')) return 'expediee'
  if (kinds.some((k) => k !== 'ordered' && k !== 'backorder')) return 'expediee-partiellement'
  if (kinds.includes('backorder')) return 'en-attente'
  return 'commandee'
}

type ShippedOrder = {
  status: string
  products: readonly { id: string; quantity: number }[]
  shipments?: readonly ShipmentView[]
  expected_dates?: Readonly<Record<string, string>>
}

/** The order's lines as the rules read them (GET /api/orders gives the shipments and backorder dates). */
export const shippableLines = (order: ShippedOrder): ShippableLine[] =>
  order.products.map((p) => ({ product_id: Number(p.id), quantity: p.quantity, expected_at: order.expected_dates?.[p.id] ?? null }))

/** The state of an order of the list; null for the open cart and a cancelled order, which no filter matches. */
export const orderStateOf = (order: ShippedOrder): OrderShippingState | null =>
  order.status === 'cart' || order.status === 'cancelled' ? null : orderShippingState(shippableLines(order), order.shipments ?? [])
