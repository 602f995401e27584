/**
 * spec §3 Order response, from an ERP order: `{ id, statusCode, data.id, origin, amount_ht, delivery_ht, products[] }`.
 * For the API routes (/api/cart…, /api/orders…), which wrap it as `{ code: 'success', order }`.
 */
import type { ErpOrder } from './types'

export type OrderResponse = {
  id: string
  /** spec §5: a first add succeeds when order.statusCode is 200; the ERP answered, so 200. */
  statusCode: 200
  data: { id: string }
  origin: string
  status: ErpOrder['status']
  /** Items total H.T (2 decimals). */
  amount_ht: number
  delivery_ht: number
  total_ht: number
  /**
   * `amount_ht` of a product is its UNIT price H.T (4 decimals): spec §4 order sync loads it as the local cart item's
   * price, and the local cart multiplies price by quantity. The line total is `total_ht`.
   */
  products: { id: string; quantity: number; amount_ht: number; total_ht: number }[]
}

export function orderResponse(order: ErpOrder): OrderResponse {
  return {
    id: order.id,
    statusCode: 200,
    data: { id: order.id },
    origin: order.origin,
    status: order.status,
    amount_ht: order.amount_ht,
    delivery_ht: order.delivery_ht,
    total_ht: order.total_ht,
    products: order.lines.map((l) => ({ id: String(l.product_id), quantity: l.quantity, amount_ht: l.unit_price_ht, total_ht: l.amount_ht })),
  }
}
