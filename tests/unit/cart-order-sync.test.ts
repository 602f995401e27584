import { describe, expect, it } from 'vitest'

import { orderSyncAction, toPrice4, type OrderSyncAction, type OrderSyncInput } from '@/features/cart/rules/orderSync'
import type { OrderReply, OrderView } from '@/lib/cart/api'

const type1 = { dimasys_type: 1, last_dimasys_order: '42' }
const type2 = { dimasys_type: 2, last_dimasys_order: '42' }
const order = (origin: string, extra: Partial<OrderView> = {}): OrderReply => ({
  code: 'success',
  order: {
    id: '42',
    statusCode: 200,
    data: { id: '42' },
    origin,
    status: 'cart',
    amount_ht: 245.5,
    delivery_ht: 0,
    total_ht: 245.5,
    po_reference: null,
    delivery_address: null,
    placed_at: null,
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
    products: [
      { id: '17', quantity: 3, amount_ht: 81.83333333, total_ht: 245.5 },
      { id: '18', quantity: 1.5, amount_ht: 10, total_ht: 15 },
    ],
    ...extra,
  },
})
/** An answer outside the contract of GET /api/orders/{id} (a server that drifts): the rule still refuses it. */
const offContract = (value: unknown) => value as OrderReply

const loaded: OrderSyncAction = {
  kind: 'load',
  orderId: '42',
  items: [
    { id: '17', price: 81.8333, quantity: 3 },
    { id: '18', price: 10, quantity: 1.5 },
  ],
}

// spec §4 Order sync on login
describe('spec §4 order sync on login', () => {
  it.each<[string, OrderSyncInput, OrderSyncAction['kind'] | OrderSyncAction]>([
    ['no user: local cart and its metadata emptied', { user: null, response: order('EPS') }, 'clear-local'],
    ['no user (session still loading as undefined): local cart emptied', { user: undefined, response: undefined }, 'clear-local'],
    [
      'no current order (no last_dimasys_order, nothing read): local cart emptied',
      { user: { dimasys_type: 1, last_dimasys_order: null }, response: null },
      'clear-local',
    ],
    [
      'no current order (last order -1): local cart emptied',
      { user: { dimasys_type: 2, last_dimasys_order: '-1' }, response: undefined },
      'clear-local',
    ],
    [
      "no current order (server answers 'no_order'): local cart emptied",
      { user: type2, response: { code: 'no_order', order: null } },
      'clear-local',
    ],
    [
      "current order whose origin is 'EPS': its products load into the local cart, price from amount_ht at 4 decimals",
      { user: type2, response: order('EPS') },
      loaded,
    ],
    ["origin 'EPS' for account type 1 too", { user: type1, response: order('EPS') }, loaded],
    [
      "origin 'EPD' for account type 1 (also as the string '1'): loaded",
      { user: { dimasys_type: '1', last_dimasys_order: 42 }, response: order('EPD') },
      loaded,
    ],
    [
      "origin 'EPD' for another account type: local and server carts emptied, then refresh",
      { user: type2, response: order('EPD') },
      'reset-both',
    ],
    ["origin 'EPD' without account type: emptied both", { user: { last_dimasys_order: '42' }, response: order('EPD') }, 'reset-both'],
    ['any other origin: local and server carts emptied, then refresh', { user: type1, response: order('ADV') }, 'reset-both'],
    [
      'a non-success response (404 body): emptied both',
      { user: type1, response: offContract({ code: 'not_found', message: 'Commande introuvable.' }) },
      'reset-both',
    ],
    ['a failed call with a last order: emptied both', { user: type1, response: undefined }, 'reset-both'],
    [
      "code 'success' without an order id: emptied both",
      { user: type1, response: offContract({ code: 'success', order: { origin: 'EPS' } }) },
      'reset-both',
    ],
    [
      'an order already placed is no current order: local cart emptied',
      { user: type1, response: order('EPS', { status: 'placed' }) },
      'clear-local',
    ],
  ])('%s', (_, input, expected) => {
    const action = orderSyncAction(input)
    if (typeof expected === 'string') expect(action.kind).toBe(expected)
    else expect(action).toEqual(expected)
  })

  it('an EPS order without products loads an empty cart', () => {
    expect(orderSyncAction({ user: type1, response: order('EPS', { products: [] }) })).toEqual({ kind: 'load', orderId: '42', items: [] })
  })
})

describe('spec §9 order products loaded at 4 decimals', () => {
  it.each([
    [81.83333333, 81.8333],
    [1.00005, 1.0001],
    [0.1 + 0.2, 0.3],
    [12, 12],
  ])('%d → %d', (value, expected) => expect(toPrice4(value)).toBe(expected))
})
