/**
 * spec §3 Order response, from an ERP order: `{ id, statusCode, data.id, origin, amount_ht, delivery_ht, products[] }`.
 * For the API routes (/api/cart…, /api/orders…), which wrap it as `{ code: 'success', order }`. The shape is shared with
 * the cart UI (src/lib/cart/api.ts).
 */
import type { OrderResponse } from '@/lib/cart/api'

import type { ErpOrder } from './types'

export type { OrderResponse }

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
    products: order.lines.map((l) => ({
      id: String(l.product_id),
      quantity: l.quantity,
      amount_ht: l.unit_price_ht,
      total_ht: l.amount_ht,
    })),
  }
}
