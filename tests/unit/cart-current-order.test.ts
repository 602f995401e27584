import { describe, expect, it } from 'vitest'

import { currentOrderId, orderIdOrNull } from '@/features/cart/rules/currentOrder'

describe('the current order id (spec §3 last_dimasys_order, §7 "last order id or -1")', () => {
  it.each<[string, Parameters<typeof currentOrderId>[0], Record<string, unknown> | undefined, string | null]>([
    ['the order the local cart was synced with comes first', { last_dimasys_order: '41' }, { orderId: '42' }, '42'],
    ["else the session's last order", { last_dimasys_order: '41' }, {}, '41'],
    ['a numeric last order is a string id', { last_dimasys_order: 41 }, undefined, '41'],
    ['no user and no synced order → none', null, {}, null],
    ['an empty last order → none', { last_dimasys_order: '' }, {}, null],
    ["'-1' is the routes' « no current order » → none", { last_dimasys_order: '-1' }, {}, null],
    ["a synced '-1' → none", { last_dimasys_order: '41' }, { orderId: '-1' }, null],
    ['a cleared synced order (undefined) falls back to the session', { last_dimasys_order: '41' }, { orderId: undefined }, '41'],
  ])('%s', (_rule, user, metadata, expected) => {
    expect(currentOrderId(user, metadata)).toBe(expected)
  })

  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['-1', null],
    [-1, null],
    ['42', '42'],
    [42, '42'],
  ])('orderIdOrNull(%j) → %j', (value, expected) => {
    expect(orderIdOrNull(value)).toBe(expected)
  })
})
