/** A placed order's shipments and backorder dates as the shop's order routes give them to the buyer's browser. */
import type { OrderView } from '@/lib/cart/api'
import { documentUrl } from '@/lib/documents/types'
import type { ErpOrder } from '@/server/erp'

/** The delivery note of one shipment: the order's note download, naming the shipment. */
const deliveryNoteUrl = (orderId: string, number: string): string =>
  `${documentUrl(orderId, 'delivery_note')}?numero=${encodeURIComponent(number)}`

export function shippingView(order: ErpOrder): Pick<OrderView, 'shipments' | 'expected_dates'> {
  return {
    shipments: order.shipments.map((s) => ({ ...s, delivery_note_url: deliveryNoteUrl(order.id, s.number) })),
    expected_dates: Object.fromEntries(order.lines.flatMap((l) => (l.expected_at ? [[String(l.product_id), l.expected_at]] : []))),
  }
}
