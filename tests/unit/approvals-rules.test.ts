import { describe, expect, it } from 'vitest'

import { companyRoleOf } from '@/lib/approvals/api'
import { exceededText } from '@/lib/approvals/messages'
import { exceededLimits, limitOf, monthSpent, parisMonth } from '@/lib/approvals/spending'
import { formatEuros } from '@/lib/money'

describe('the month of a spending limit is the calendar month in Paris time', () => {
  it.each([
    ['2026-11-30T22:59:59.000Z', '2026-11'], // 23:59:59 in Paris (UTC+1)
    ['2026-11-30T23:00:00.000Z', '2026-12'], // midnight in Paris: December already
    ['2026-03-31T21:59:59.000Z', '2026-03'], // 23:59:59 in Paris (summer time, UTC+2)
    ['2026-03-31T22:00:00.000Z', '2026-04'],
    ['2026-12-31T23:30:00.000Z', '2027-01'],
  ])('%s is in %s', (iso, month) => {
    expect(parisMonth(new Date(iso))).toBe(month)
  })
})

describe('what counts in the month: the buyer’s orders placed in it, not the cart nor a cancelled order', () => {
  const now = new Date('2026-11-27T10:00:00.000Z')
  it('adds up placed, shipped and invoiced orders of the month (H.T, delivery included)', () => {
    expect(
      monthSpent(
        [
          { status: 'placed', placed_at: '2026-11-02T08:00:00.000Z', total_ht: 115 },
          { status: 'shipped', placed_at: '2026-11-10T08:00:00.000Z', total_ht: 100.1 },
          { status: 'invoiced', placed_at: '2026-10-31T23:30:00.000Z', total_ht: 50.2 }, // 1 November in Paris
          { status: 'invoiced', placed_at: '2026-10-31T22:30:00.000Z', total_ht: 999 }, // 31 October in Paris
          { status: 'cancelled', placed_at: '2026-11-05T08:00:00.000Z', total_ht: 999 },
          { status: 'cart', placed_at: null, total_ht: 999 },
        ],
        now,
      ),
    ).toBe(265.3)
  })
})

describe('an order goes over a limit when its total, or the month’s spending with it, is above the limit', () => {
  it.each([
    [{ per_order: 300, monthly: null }, 0, 300, []],
    [{ per_order: 300, monthly: null }, 0, 300.01, ['per_order']],
    [{ per_order: null, monthly: 1000 }, 900, 100, []],
    [{ per_order: null, monthly: 1000 }, 900, 100.01, ['monthly']],
    [{ per_order: 300, monthly: 1000 }, 900, 350, ['per_order', 'monthly']],
    [{ per_order: null, monthly: null }, 1e9, 1e9, []],
    [{ per_order: 0, monthly: null }, 0, 0.01, ['per_order']],
  ] as const)('limits %o, %s spent, order of %s → %o', (limits, spent, total, over) => {
    expect(exceededLimits(limits, spent, total)).toEqual(over)
  })

  it('an empty limit (null, undefined, not a number) is no limit', () => {
    expect([limitOf(null), limitOf(undefined), limitOf(Number.NaN), limitOf(-1), limitOf(250)]).toEqual([null, null, null, null, 250])
  })

  it('says which limits, in French', () => {
    expect(exceededText(['per_order', 'monthly'], { per_order: 300, monthly: 1500 }, 1320)).toBe(
      `votre plafond par commande (300,00\u00a0€ H.T) et votre plafond mensuel (${formatEuros(1500)} H.T, dont ${formatEuros(1320)} déjà commandés ce mois-ci)`,
    )
  })
})

describe('roles', () => {
  it('reads the CMS value; an account without one is a buyer', () => {
    expect(['acheteur', 'preparateur', 'approbateur', null, undefined, 'autre'].map(companyRoleOf)).toEqual([
      'buyer',
      'preparer',
      'approver',
      'buyer',
      'buyer',
      'buyer',
    ])
  })
})
