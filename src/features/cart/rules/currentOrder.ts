/**
 * The current cart order's id (spec §3 Client session last_dimasys_order, spec §7 "orderId is last order id or -1"):
 * the order the local cart was synced with, else the session's last order. One rule for the panel, /panier, the cart
 * calls and the order sync on login.
 */
import { NO_ORDER_ID } from '@/lib/cart/api'

import type { CartMetadata } from './localCart'
import type { OrderSyncUser } from './orderSync'

/** An order id as the cart routes take it; null when absent, empty or '-1' (no current order). */
export function orderIdOrNull(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  const id = String(value)
  return id === NO_ORDER_ID ? null : id
}

/**
 * The current order's id: the local cart's `metadata.orderId` (set by the last cart call or the order sync), else the
 * session's last_dimasys_order; null when there is none (the routes then send '-1').
 */
export function currentOrderId(
  user: Pick<OrderSyncUser, 'last_dimasys_order'> | null | undefined,
  metadata: CartMetadata = {},
): string | null {
  return orderIdOrNull(metadata.orderId ?? user?.last_dimasys_order)
}
