import { describe, expect, it } from 'vitest'

import { lowStockThresholdOf, stockLabel, totalStock } from '@/lib/stock'

describe('spec §4 stock label', () => {
  it.each([
    ['cart quantity exceeds total stock → Délai à confirmer', { stock: 10, cartQuantity: 11 }, 'Délai à confirmer'],
    ['stock is 0 → Délai à confirmer', { stock: 0 }, 'Délai à confirmer'],
    ['stock is below 0 → Délai à confirmer', { stock: -2 }, 'Délai à confirmer'],
    ['a confirmation delay applies → Délai à confirmer', { stock: 50, confirmationDelay: true }, 'Délai à confirmer'],
    ['stock at the threshold → Stock faible', { stock: 3 }, 'Stock faible'],
    ['stock under the threshold → Stock faible', { stock: 1 }, 'Stock faible'],
    ['cart quantity equal to stock is not an excess → Stock faible', { stock: 2, cartQuantity: 2 }, 'Stock faible'],
    ['stock above the threshold → En stock', { stock: 4 }, 'En stock'],
    ['the threshold is a setting → Stock faible at 8 of 10', { stock: 8, threshold: 10 }, 'Stock faible'],
    ['the threshold is a setting → En stock at 4 of 0', { stock: 4, threshold: 0 }, 'En stock'],
  ] as const)('%s', (_rule, input, expected) => {
    expect(stockLabel(input)).toBe(expected)
  })

  it('totals stock entries over every depot, ignoring missing quantities', () => {
    expect(totalStock([{ shop_qty: 2 }, { shop_qty: 5 }, { shop_qty: null }, {}])).toBe(7)
    expect(totalStock(undefined)).toBe(0)
  })

  it.each([
    ['a number of the site settings is the threshold', 10, 10],
    ['0 is a threshold (no « Stock faible » above 0)', 0, 0],
    ['missing → the default 3', undefined, 3],
    ['negative → the default 3', -1, 3],
    ['not a number → the default 3', '5', 3],
  ] as const)('site settings low_stock_threshold: %s', (_rule, value, expected) => {
    expect(lowStockThresholdOf(value)).toBe(expected)
  })
})
