import { describe, expect, it } from 'vitest'

import {
  decrement,
  fromInput,
  increment,
  looksDisabled,
  MAX_CART_QUANTITY,
  roundQuantity,
  stepperRules,
  typedQuantity,
} from '@/features/cart/rules/stepper'
import { buyingRulesOf } from '@/lib/cart/buyingRules'
import { formatQuantity, isMultipleOf, parseQuantity, quantityInput, roundedNotice, soldBy, soldByLabel } from '@/lib/cart/quantity'

const rules = stepperRules(buyingRulesOf({ cart_increment: 5, quantity_min_to_buy: 10 }))

// spec §5 Stepper
describe('spec §5 stepper', () => {
  it.each<[string, number, string, number]>([
    ['non-numeric input resets to the minimum', 25, 'abc', 10],
    ['empty input resets to the minimum', 25, '', 10],
    ['a result below quantity_min_to_buy is ignored', 25, '5', 25],
    ['a result above 1,000,000 is ignored', 25, '1000001', 25],
    ['1,000,000 itself is accepted', 25, '1000000', 1_000_000],
    ['a French decimal comma is read', 25, '12,5', 15],
  ])('%s', (_rule, current, text, expected) => {
    expect(fromInput(current, text, rules)).toBe(expected)
  })

  it.each<[string, number, (q: number, r: typeof rules) => number, number]>([
    ['+ moves up one step of cart_increment', 10, increment, 15],
    ['− moves down one step of cart_increment', 20, decrement, 15],
    ['− below quantity_min_to_buy is ignored', 10, decrement, 10],
    ['+ above 1,000,000 is ignored', 1_000_000, increment, 1_000_000],
  ])('%s', (_rule, current, move, expected) => {
    expect(move(current, rules)).toBe(expected)
  })

  it('results rounded to 2 decimals', () => {
    const cents = stepperRules(buyingRulesOf({ cart_increment: 0.01, quantity_min_to_buy: 0.01 }))
    expect(fromInput(1, '12.345', cents)).toBe(12.35)
    expect(fromInput(1, '12,344', cents)).toBe(12.34)
  })

  it('steps of a decimal cart_increment are rounded to 2 decimals (no binary drift)', () => {
    const decimal = stepperRules(buyingRulesOf({ cart_increment: 0.1, quantity_min_to_buy: 0.1 }))
    expect(increment(0.2, decimal)).toBe(0.3)
    expect(roundQuantity(1.005)).toBe(1.01)
  })

  it('defaults: step 1, minimum 1 (spec §9), maximum 1,000,000', () => {
    expect(buyingRulesOf({})).toEqual({ min: 1, step: 1 })
    expect(buyingRulesOf({ cart_increment: 0, quantity_min_to_buy: 'x' })).toEqual({ min: 1, step: 1 })
    expect(stepperRules({ min: 10, step: 5 }, ' M ')).toEqual({ min: 10, step: 5, unit: 'M' })
    expect(stepperRules({ min: 10, step: 5 }, ' ')).toEqual({ min: 10, step: 5 })
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

// Units and packs
describe('quantities typed with a comma or a dot, in multiples of cart_increment', () => {
  const box = stepperRules(buyingRulesOf({ cart_increment: 10, quantity_min_to_buy: 10 }), 'boîte de 10')
  const metre = stepperRules(buyingRulesOf({ cart_increment: 0.5, quantity_min_to_buy: 0.5 }), 'M')
  const piece = stepperRules(buyingRulesOf({}))
  const tenth = stepperRules(buyingRulesOf({ cart_increment: 0.1, quantity_min_to_buy: 0.1 }))

  it.each<[string, string, ReturnType<typeof stepperRules>, number, boolean]>([
    ['a box of 10 typed as 25 moves up to 30', '25', box, 30, true],
    ['a multiple of the increment is kept', '40', box, 40, false],
    ['below the minimum, the next multiple is the minimum', '3', box, 10, true],
    ['metres: "2,5" with a comma is kept', '2,5', metre, 2.5, false],
    ['metres: "2.5" with a dot is kept', '2.5', metre, 2.5, false],
    ['metres: 2,3 moves up to 2,5', '2,3', metre, 2.5, true],
    ['metres: 2,75 moves up to 3', '2,75', metre, 3, true],
    ['no fraction when the increment is whole: 2,5 pieces → 3', '2,5', piece, 3, true],
    ['no fraction when the increment is whole: 25,5 → 30 for a box of 10', '25,5', box, 30, true],
    ['grouping spaces are ignored', '1 000', box, 1000, false],
    ['float-safe: 0,3 is a multiple of 0,1', '0,3', tenth, 0.3, false],
    ['float-safe: 0,7 is a multiple of 0,1', '0.7', tenth, 0.7, false],
    [
      'float-safe: 1,15 is a multiple of 0,05',
      '1,15',
      stepperRules(buyingRulesOf({ cart_increment: 0.05, quantity_min_to_buy: 0.05 })),
      1.15,
      false,
    ],
    ['2 decimals first: 2,501 is 2,5 for metres', '2,501', metre, 2.5, false],
    ['rounding up above 1,000,000 is ignored (the quantity stays)', '999999,5', metre, 999_999.5, false],
    ['… and a box beyond 1,000,000 too', '1000001', box, 20, false],
  ])('%s', (_rule, text, rules, quantity, roundedUp) => {
    expect(typedQuantity(20, text, rules)).toEqual({ quantity, roundedUp })
  })

  it('non-numeric text (letters, exponents, hexadecimal) resets to the minimum', () => {
    for (const text of ['abc', '1e3', '0x10', 'Infinity', '2,5,1', ''])
      expect(typedQuantity(30, text, box)).toEqual({ quantity: 10, roundedUp: false })
  })

  it('+ and − from a quantity between two multiples go to the neighbouring multiples', () => {
    expect(increment(25, box)).toBe(30)
    expect(decrement(25, box)).toBe(20)
    expect(increment(0.2, tenth)).toBe(0.3)
    expect(decrement(0.3, tenth)).toBe(0.2)
    expect(increment(2.5, metre)).toBe(3)
  })

  it('float-safe multiples: 0.1 + 0.2 counts as 0.3', () => {
    expect(isMultipleOf(0.1 + 0.2, 0.1)).toBe(true)
    expect(isMultipleOf(0.7, 0.1)).toBe(true)
    expect(isMultipleOf(25, 10)).toBe(false)
    expect(isMultipleOf(2.5, 1)).toBe(false)
    expect(parseQuantity('2,5')).toBe(2.5)
  })

  it('quantities display with a decimal comma', () => {
    expect(quantityInput(2.5)).toBe('2,5')
    expect(quantityInput(0.1 + 0.2)).toBe('0,3')
    expect(quantityInput(30)).toBe('30')
    expect(formatQuantity(1234.5).replace(/\s/g, ' ')).toBe('1 234,5')
  })

  it.each<[string | null, number, string]>([
    ['boîte de 10', 10, 'vendu par boîte de 10'],
    ['M', 0.5, 'vendu par 0,5 mètre'],
    ['M', 1, 'vendu au mètre'],
    ['EA', 1, 'vendu à la pièce'],
    [null, 1, 'vendu à la pièce'],
    ['EA', 10, 'vendu par 10 pièces'],
    ['KG', 1, 'vendu au kilo'],
  ])('the sale unit %s by %s reads "%s"', (unit, step, text) => {
    expect(soldBy(unit, step)).toBe(text)
  })

  it('the notice and the label are short French', () => {
    expect(roundedNotice(30, 'boîte de 10', 10)).toBe('Quantité arrondie à 30 (vendu par boîte de 10)')
    expect(soldByLabel('boîte de 10', 10)).toBe('Vendu par boîte de 10')
  })
})
