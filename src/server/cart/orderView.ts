import type { OrderView } from '@/lib/cart/api'
import { orderResponse, type ErpOrder } from '@/server/erp'
import { shippingView } from '@/server/shipping'

/** The order as every route answers it: spec §3 order response plus the placed order's details (docs/cart-api.md). */
export function orderView(order: ErpOrder): OrderView {
  return {
    ...orderResponse(order),
    po_reference: order.po_reference,
    delivery_address: order.delivery_address,
    placed_at: order.placed_at,
    created_at: order.created_at,
    updated_at: order.updated_at,
    // a placed order's shipments and backorder dates (an open cart has none)
    ...(order.status === 'cart' ? {} : shippingView(order)),
  }
}
