/**
 * spec §5 Cart success: a cart operation succeeds only when the response carries an order id; for a first add, when
 * code is 'success' and order statusCode is 200. spec §7: emptying succeeds when code is 'success'.
 */

type Reply = { code?: unknown; order?: { id?: unknown; statusCode?: unknown; data?: { id?: unknown } | null } | null } | null | undefined

const present = (id: unknown): boolean => (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id))

/** POST /api/cart/{orderId} (add to an existing order, change quantity, remove): reads order.id. */
export const updateSucceeded = (reply: unknown): boolean => present((reply as Reply)?.order?.id)

/** POST /api/cart with an item (no order yet): code 'success' and order.statusCode 200 (and the new order id). */
export function firstAddSucceeded(reply: unknown): boolean {
  const r = reply as Reply
  return r?.code === 'success' && r.order?.statusCode === 200 && present(r.order?.data?.id ?? r.order?.id)
}

/** The order id a first add created: order.data.id (spec §7). */
export const firstAddOrderId = (reply: unknown): string | null => {
  const order = (reply as Reply)?.order
  const id = order?.data?.id ?? order?.id
  return present(id) ? String(id) : null
}

/** POST /api/cart without body and GET /api/cart/empty. */
export const emptySucceeded = (reply: unknown): boolean => (reply as Reply)?.code === 'success'
