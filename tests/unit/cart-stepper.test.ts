import { describe, expect, it } from 'vitest'

import { decrement, fromInput, increment, looksDisabled, MAX_CART_QUANTITY, roundQuantity, stepperRules } from '@/features/cart/rules/stepper'

const rules = stepperRules({ cart_increment: 5, quantity_min_to_buy: 10 })

// spec §5 Stepper
describe('spec §5 stepper', () => {
  it.each<[string, number, string, number]>([
    ['non-numeric input resets to the minimum', 25, 'abc', 10],
    ['empty input resets to the minimum', 25, '', 10],
    ['a result below quantity_min_to_buy is ignored', 25, '9', 25],
    ['a result above 1,000,000 is ignored', 25, '1000001', 25],
    ['1,000,000 itself is accepted', 25, '1000000', 1_000_000],
    ['results rounded to 2 decimals', 25, '12.345', 12.35],
    ['a French decimal comma is read', 25, '12,5', 12.5],
  ])('%s', (_rule, current, text, expected) => {
    expect(fromInput(current, text, rules)).toBe(expected)
  })

  it.each<[string, number, (q: number, r: typeof rules) => number, number]>([
    ['+ moves up one step of cart_increment', 10, increment, 15],
    ['− moves down one step of cart_increment', 20, decrement, 15],
    ['− below quantity_min_to_buy is ignored', 10, decrement, 10],
    ['+ above 1,000,000 is ignored', 999_998, increment, 999_998],
  ])('%s', (_rule, current, move, expected) => {
    expect(move(current, rules)).toBe(expected)
  })

  it('steps of a decimal cart_increment are rounded to 2 decimals (no binary drift)', () => {
    const decimal = stepperRules({ cart_increment: 0.1, quantity_min_to_buy: 0.1 })
    expect(increment(0.2, decimal)).toBe(0.3)
    expect(roundQuantity(1.005)).toBe(1.01)
  })

  it('defaults: step 1, minimum 1 (spec §9), maximum 1,000,000', () => {
    expect(stepperRules({})).toEqual({ min: 1, step: 1 })
    expect(stepperRules({ cart_increment: 0, quantity_min_to_buy: 'x' })).toEqual({ min: 1, step: 1 })
    expect(MAX_CART_QUANTITY).toBe(1_000_000)
  })

  it.each<[string, number | null, boolean]>([
    ['looks disabled without stock (0)', 0, true],
    ['looks disabled without stock (negative)', -3, true],
    ['looks enabled with stock', 2, false],
    ['looks enabled when stock is unknown', null, false],
  ])('spec §6 stepper %s', (_rule, stock, expected) => {
    expect(looksDisabled(stock)).toBe(expected)
  })
})
