import { describe, expect, it } from 'vitest'

import {
  lowStockThresholdOf,
  publicLevelLacksStock,
  STOCK_LEVEL_LABEL,
  stockLabel,
  stockLevel,
  stockLevelOfLabel,
  totalStock,
} from '@/lib/stock'

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

describe('the public stock level: what a visitor may know, the label without a cart, never the quantity', () => {
  it.each([
    [{ stock: 683 }, 'in_stock'],
    [{ stock: 3 }, 'low'],
    [{ stock: 8, threshold: 10 }, 'low'],
    [{ stock: 0 }, 'to_confirm'],
    [{ stock: 50, confirmationDelay: true }, 'to_confirm'],
  ] as const)('%o → %s, which reads as the spec §4 label', (input, level) => {
    expect(stockLevel(input)).toBe(level)
    expect(STOCK_LEVEL_LABEL[stockLevel(input)]).toBe(stockLabel(input))
    expect(stockLevelOfLabel(stockLabel(input))).toBe(level)
  })

  it.each([
    ['to confirm without a delay: no stock (the stepper looks disabled)', 'to_confirm', false, true],
    ['to confirm with a delay: the stock is unknown until the buyer’s own', 'to_confirm', true, false],
    ['low stock', 'low', false, false],
    ['in stock', 'in_stock', false, false],
  ] as const)('spec §6 stepper before the buyer’s stock: %s', (_rule, level, delay, expected) => {
    expect(publicLevelLacksStock(level, delay)).toBe(expected)
  })
})
