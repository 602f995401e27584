import { describe, expect, it } from 'vitest'

import { lineState, orderShippingState } from '@/lib/shipping/lineState'

const line = (quantity: number, expected_at: string | null = null) => ({ product_id: 7, quantity, expected_at })
const parcel = (quantity: number, delivered_at: string | null = null, product_id = 7) => ({
  lines: [{ product_id, quantity }],
  delivered_at,
})

describe("a line's state (issue 34 item 1)", () => {
  it.each([
    ['nothing shipped: « Commandée »', line(30), [], 'ordered', 'Commandée'],
    ['another product shipped only: still « Commandée »', line(30), [parcel(30, null, 8)], 'ordered', 'Commandée'],
    [
      'nothing shipped, a date expected: waiting for stock, dated dd/mm/yyyy',
      line(30, '2026-12-12T00:00:00.000Z'),
      [],
      'backorder',
      'En attente de réapprovisionnement — prévue le 12/12/2026',
    ],
    [
      '20 of 30 shipped: « Expédiée partiellement : 20 sur 30 »',
      line(30),
      [parcel(20)],
      'partial',
      'Expédiée partiellement\u00a0: 20 sur 30',
    ],
    [
      'partly shipped wins over the date expected for the rest',
      line(30, '2026-12-12T00:00:00.000Z'),
      [parcel(20)],
      'partial',
      'Expédiée partiellement\u00a0: 20 sur 30',
    ],
    ['decimal quantities in French', line(2.5), [parcel(1.25)], 'partial', 'Expédiée partiellement\u00a0: 1,25 sur 2,5'],
    ['every unit left over two parcels: « Expédiée »', line(30), [parcel(20), parcel(10)], 'shipped', 'Expédiée'],
    [
      'one parcel of two delivered: still « Expédiée »',
      line(30),
      [parcel(20, '2026-11-25T10:00:00.000Z'), parcel(10)],
      'shipped',
      'Expédiée',
    ],
    [
      'every parcel delivered: « Livrée »',
      line(30),
      [parcel(20, '2026-11-25T10:00:00.000Z'), parcel(10, '2026-11-27T10:00:00.000Z')],
      'delivered',
      'Livrée',
    ],
    [
      'a partial parcel delivered is still partial',
      line(30),
      [parcel(20, '2026-11-25T10:00:00.000Z')],
      'partial',
      'Expédiée partiellement\u00a0: 20 sur 30',
    ],
  ])('%s', (_name, l, shipments, kind, label) => {
    expect(lineState(l, shipments)).toMatchObject({ kind, label })
  })

  it('counts what left and what was ordered', () => {
    expect(lineState(line(30), [parcel(12.5), parcel(7.5)])).toEqual({
      kind: 'partial',
      shipped: 20,
      ordered: 30,
      label: 'Expédiée partiellement\u00a0: 20 sur 30',
    })
  })
})

describe("an order's state (the orders list's filter)", () => {
  const two = [line(30), { product_id: 8, quantity: 5, expected_at: null }]
  it.each([
    ['nothing shipped', two, [], 'commandee'],
    ['a line waiting for stock, nothing shipped', [line(30, '2026-12-12T00:00:00.000Z')], [], 'en-attente'],
    ['one line shipped, the other not', two, [parcel(30)], 'expediee-partiellement'],
    ['part of a line shipped', two, [parcel(20)], 'expediee-partiellement'],
    ['every line shipped', two, [parcel(30), parcel(5, null, 8)], 'expediee'],
    ['every line shipped, one delivered', two, [parcel(30, '2026-11-25T10:00:00.000Z'), parcel(5, null, 8)], 'expediee'],
    ['every line delivered', two, [parcel(30, '2026-11-25T10:00:00.000Z'), parcel(5, '2026-11-26T10:00:00.000Z', 8)], 'livree'],
  ])('%s: %s', (_name, lines, shipments, state) => {
    expect(orderShippingState(lines, shipments)).toBe(state)
  })
})
