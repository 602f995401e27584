/**
 * spec §4 Order sync on login, as a pure decision: what to do with the local cart once the buyer's current order has
 * been read (GET /api/orders/{last_dimasys_order or -1}, docs/cart-api.md). The cart hooks apply the action.
 *
 * - no user, or no current order → empty the local cart and its metadata;
 * - a current order of origin 'EPS' (or 'EPD' for account type 1) → its products into the local cart, the price taken
 *   from amount_ht (the unit price H.T) at 4 decimals;
 * - any other origin, or a non-success response → empty the local and the server carts, then refresh the orders and
 *   the client data.
 */
import type { OrderReply } from '@/lib/cart/api'

import { orderIdOrNull } from './currentOrder'

export type OrderSyncUser = { dimasys_type?: number | string | null; last_dimasys_order?: string | number | null }

/** A local cart item (react-use-cart): spec §3 Cart item. */
type SyncedCartItem = { id: string; price: number; quantity: number }

export type OrderSyncAction =
  /** Empty the local cart and clear its metadata. */
  | { kind: 'clear-local' }
  /** Replace the local cart's items with the order's products. */
  | { kind: 'load'; orderId: string; items: SyncedCartItem[] }
  /** Empty the local cart and the server cart (POST /api/cart without body), then refetch orders and the client session. */
  | { kind: 'reset-both' }

export type OrderSyncInput = {
  user: OrderSyncUser | null | undefined
  /**
   * The answer of GET /api/orders/{id}; null or undefined when the call failed (a non-success response, raised as an
   * ApiError) or was not made because the user has no last_dimasys_order.
   */
  response: OrderReply | null | undefined
}

/** spec §9: order products are loaded at 4 decimals (half away from zero, without binary drift). */
export const toPrice4 = (value: number): number => {
  const sign = value < 0 ? -1 : 1
  return (sign * Math.round(Number(`${Math.abs(value)}e4`))) / 1e4 || 0
}

const hasOrderId = (value: unknown): boolean => orderIdOrNull(value) !== null

const isAccountType1 = (user: OrderSyncUser) => user.dimasys_type != null && String(user.dimasys_type) === '1'

export function orderSyncAction({ user, response }: OrderSyncInput): OrderSyncAction {
  // spec §4: no user → local cart and metadata emptied
  if (!user) return { kind: 'clear-local' }
  const reply = response && typeof response === 'object' ? response : null
  // spec §4: no current order → local cart and metadata emptied (no last order and nothing read, or the server says so)
  if (!reply) return hasOrderId(user.last_dimasys_order) ? { kind: 'reset-both' } : { kind: 'clear-local' }
  if (reply.code === 'no_order') return { kind: 'clear-local' }
  // the checks below also refuse an answer outside the contract (a server that drifts): the reset is the safe way out
  const order = reply.order
  if (reply.code !== 'success' || !order || !hasOrderId(order.id)) return { kind: 'reset-both' }
  // a placed order is no longer the current cart order
  if (order.status !== undefined && order.status !== 'cart') return { kind: 'clear-local' }
  const loadable = order.origin === 'EPS' || (order.origin === 'EPD' && isAccountType1(user))
  if (!loadable) return { kind: 'reset-both' }
  const items = (order.products ?? [])
    .filter((p) => hasOrderId(p?.id) && typeof p.quantity === 'number' && p.quantity > 0 && typeof p.amount_ht === 'number')
    .map((p) => ({ id: String(p.id), price: toPrice4(p.amount_ht), quantity: p.quantity }))
  return { kind: 'load', orderId: String(order.id), items }
}
