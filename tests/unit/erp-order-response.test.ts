/** spec §3 Order response built from an ERP order (src/server/erp/response.ts). */
import { describe, expect, it } from 'vitest'

import { orderResponse } from '@/server/erp/response'
import { orderSchema } from '@/server/erp/schemas'
import type { ErpOrder } from '@/server/erp/types'

const order: ErpOrder = {
  id: '42',
  customer_id: '7',
  origin: 'EPS',
  status: 'cart',
  amount_ht: 187.5,
  delivery_ht: 15,
  total_ht: 202.5,
  po_reference: null,
  delivery_address: null,
  placed_at: null,
  created_at: '2026-11-22T08:00:00.000Z',
  updated_at: '2026-11-22T08:01:00.000Z',
  lines: [
    { product_id: 12, quantity: 3, unit_price_ht: 37.5, amount_ht: 112.5 },
    { product_id: 5, quantity: 2.5, unit_price_ht: 30, amount_ht: 75 },
  ],
  shipments: [],
}

describe('order response (spec §3)', () => {
  it('carries id, statusCode 200, data.id, origin, amount_ht, delivery_ht and the products', () => {
    expect(orderResponse(order)).toEqual({
      id: '42',
      statusCode: 200,
      data: { id: '42' },
      origin: 'EPS',
      status: 'cart',
      amount_ht: 187.5,
      delivery_ht: 15,
      total_ht: 202.5,
      products: [
        { id: '12', quantity: 3, amount_ht: 37.5, total_ht: 112.5 },
        { id: '5', quantity: 2.5, amount_ht: 30, total_ht: 75 },
      ],
    })
  })

  it("gives each product's unit price as amount_ht, so the order sync's price × quantity is the line total (spec §4)", () => {
    for (const p of orderResponse(order).products) expect(p.amount_ht * p.quantity).toBe(p.total_ht)
  })
})

describe("the HTTP adapter's reading of an order's shipments", () => {
  const shipment = (tracking_url: string | null) => ({
    number: 'BL-1',
    shipped_at: '2026-11-24T08:00:00.000Z',
    carrier: 'Geodis',
    tracking_number: 'GEO1',
    tracking_url,
    lines: [{ product_id: 42, quantity: 2 }],
    delivered_at: null,
  })

  it('keeps an https tracking link and drops any other address (it becomes a link the buyer opens)', () => {
    const read = (url: string | null) => orderSchema.parse({ ...order, shipments: [shipment(url)] }).shipments[0]?.tracking_url
    expect(read('https://suivi.test/GEO1')).toBe('https://suivi.test/GEO1')
    for (const bad of ['javascript:alert(1)', 'http://suivi.test/GEO1', 'https://', null]) expect(read(bad)).toBeNull()
  })

  it('reads an order without shipments (an ERP that does not keep them yet) as nothing shipped', () => {
    const { shipments: _ignored, ...without } = order
    expect(orderSchema.parse(without).shipments).toEqual([])
  })
})
