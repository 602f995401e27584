/**
 * Credit that tells the truth: for accounts of type ≠ 1 the cart shows used, this cart and available
 * (`limit − used`), and 'Valider la commande' is disabled with the reason when the cart exceeds the available credit.
 */
import { describe, expect, it } from 'vitest'

import { checkoutBlock } from '@/features/cart/rules/checkoutBlock'
import { CREDIT_TEXT, creditView, exceedsCredit, hasCreditLine } from '@/lib/cart/credit'
import { formatEuros } from '@/lib/money'

describe('the company’s credit: used is the outstanding of all its accounts, available = limit − used', () => {
  it.each([
    { limit: 15000, outstanding: [4250.5], expected: { limit: 15000, used: 4250.5, available: 10749.5 } },
    // a buyer and a preparer of the same company share the credit
    { limit: 15000, outstanding: [4250.5, 1200.25, 0], expected: { limit: 15000, used: 5450.75, available: 9549.25 } },
    { limit: 1000, outstanding: [null, undefined, 0.1, 0.2], expected: { limit: 1000, used: 0.3, available: 999.7 } },
    // already over the limit: nothing available, shown as negative
    { limit: 500, outstanding: [450, 100], expected: { limit: 500, used: 550, available: -50 } },
  ])('limit $limit, outstanding $outstanding', ({ limit, outstanding, expected }) => {
    expect(creditView(limit, outstanding)).toEqual(expected)
  })

  it.each([
    [2, 15000, true],
    ['3', 0, true],
    [1, 15000, false],
    ['1', 15000, false],
    [null, 15000, false],
    [2, null, false],
  ] as const)('spec §6: type %s with limit %s has a credit line: %s', (type, limit, expected) => {
    expect(hasCreditLine(type, limit)).toBe(expected)
  })
})

describe('an order above the available credit is blocked before checkout, with the reason', () => {
  const credit = creditView(15000, [4250.5, 1200]) // available 9 549,50 €

  it.each([
    [9549.5, false],
    [9549.49, false],
    [9549.51, true],
    [20000, true],
  ])('cart total %s € exceeds: %s', (total, expected) => {
    expect(exceedsCredit(credit, total)).toBe(expected)
    expect(checkoutBlock({ credit, cartTotal: total })).toBe(expected ? CREDIT_TEXT.overReason : null)
  })

  it('no credit line (type 1) or no order data: nothing blocks here', () => {
    expect(checkoutBlock({ credit: null, cartTotal: 1e9 })).toBeNull()
    expect(checkoutBlock({ credit, cartTotal: null })).toBeNull()
  })

  it('the reason and the warning are French and give the amount over', () => {
    expect(CREDIT_TEXT.overReason).toBe('Commande impossible\u00a0: le panier dépasse le crédit disponible de votre société.')
    expect(CREDIT_TEXT.overWarning(450.5)).toBe(
      `Ce panier dépasse de ${formatEuros(450.5)} le crédit disponible de votre société. Réduisez votre panier ou contactez-nous pour augmenter votre plafond.`,
    )
  })
})
