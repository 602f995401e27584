/**
 * Spending limits: the rule the server applies when an order is placed and the cart page shows before it.
 * A limit is in euros H.T, delivery included (what the company pays before VAT); an empty limit is no limit. The month is
 * the calendar month in Paris time, and what counts is the buyer's orders placed in it (a cancelled one does not).
 */
import type { LimitExceeded, SpendingLimits } from './api'

const cents = (value: number): number => Math.round(value * 100) / 100

const monthFormat = (): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' })

/** '2026-11' for any instant of November 2026 in Paris time. */
export function parisMonth(date: Date): string {
  const parts = monthFormat().formatToParts(date)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}`
}

/** Statuses of an order that is placed: the open cart and a cancelled order cost nothing. */
const COUNTED = new Set(['placed', 'shipped', 'invoiced'])

export type SpendingOrder = { status: string; placed_at: string | null; total_ht: number }

/** What the buyer's orders placed in `now`'s month cost, H.T. */
export function monthSpent(orders: readonly SpendingOrder[], now: Date): number {
  const month = parisMonth(now)
  return cents(
    orders
      .filter((o) => COUNTED.has(o.status) && o.placed_at !== null && parisMonth(new Date(o.placed_at)) === month)
      .reduce((sum, o) => sum + o.total_ht, 0),
  )
}

const set = (limit: number | null | undefined): limit is number => typeof limit === 'number' && Number.isFinite(limit) && limit >= 0

/** The limits an order of `total` goes over: per order (its total), per month (this month's spending plus it). */
export function exceededLimits(limits: SpendingLimits, spent: number, total: number): LimitExceeded[] {
  const over: LimitExceeded[] = []
  if (set(limits.per_order) && cents(total) > cents(limits.per_order)) over.push('per_order')
  if (set(limits.monthly) && cents(spent + total) > cents(limits.monthly)) over.push('monthly')
  return over
}

/** A number field of the CMS as a limit: empty (null, undefined) is no limit. */
export const limitOf = (value: number | null | undefined): number | null => (set(value) ? value : null)
