/** Shapes of an order's shipments as the shop's order routes give them (GET /api/orders, /api/orders/{id}). */

/** One parcel that left for the order (the ERP's shipment, docs/erp-contract.md « Shipment »). */
export type ShipmentView = {
  /** The delivery note's number. */
  number: string
  /** ISO date it left. */
  shipped_at: string
  carrier: string | null
  tracking_number: string | null
  /** The carrier's tracking page (https only), or null. */
  tracking_url: string | null
  lines: { product_id: number; quantity: number }[]
  /** ISO date it was delivered, or null while on its way. */
  delivered_at: string | null
  /** The delivery note's PDF (/api/documents/{order}/bon-de-livraison?numero=…). */
  delivery_note_url: string
}

/** What the line-state rules need of an order line: its product, ordered quantity and backorder date. */
export type ShippableLine = { product_id: number; quantity: number; expected_at: string | null }
