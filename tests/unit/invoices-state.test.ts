/** The due date and state of an invoice (src/lib/invoices/state.ts): Paris calendar days, « 30 jours fin de mois ». */
import { describe, expect, it } from 'vitest'

import { dueDay, frenchDay, invoiceState, invoiceStateLabel, parisDay } from '@/lib/invoices/state'

const label = (invoice: { balance: number; due_at: string }, today: string) => invoiceStateLabel(invoiceState(invoice, today))

describe('dueDay: 30 days end of month after the Paris day of issue', () => {
  it('goes to the last day of the month 30 days after', () => {
    expect(dueDay('2026-10-15T10:00:00.000Z')).toBe('2026-11-30')
    expect(dueDay('2026-11-22T08:05:00.000Z')).toBe('2026-12-31')
    expect(dueDay('2026-01-30T10:00:00.000Z')).toBe('2026-03-31') // 1 March, end of March
    expect(dueDay('2028-01-15T10:00:00.000Z')).toBe('2028-02-29') // leap year
  })

  it('counts from the day in Paris, not in UTC', () => {
    // 31/10 at 23:30 UTC is 1 November in Paris (UTC+1): 1/12 → 31/12, not 30/11
    expect(parisDay('2026-10-31T23:30:00.000Z')).toBe('2026-11-01')
    expect(dueDay('2026-10-31T23:30:00.000Z')).toBe('2026-12-31')
    // summer time: 22:30 UTC on 31/08 is 1 September in Paris (UTC+2)
    expect(dueDay('2026-08-31T22:30:00.000Z')).toBe('2026-10-31')
    expect(dueDay('2026-08-31T21:30:00.000Z')).toBe('2026-09-30')
  })

  it('without end of month, the day 30 days after', () => {
    expect(dueDay('2026-11-22T08:05:00.000Z', { days: 30, endOfMonth: false })).toBe('2026-12-22')
  })
})

describe('invoiceState', () => {
  it('is « À payer » until the due date included, then « Échue depuis N jours »', () => {
    expect(label({ balance: 10, due_at: '2026-11-30' }, '2026-11-29')).toBe('À payer')
    expect(label({ balance: 10, due_at: '2026-11-30' }, '2026-11-30')).toBe('À payer')
    expect(invoiceState({ balance: 10, due_at: '2026-11-30' }, '2026-12-01')).toEqual({ kind: 'overdue', days: 1 })
    expect(label({ balance: 10, due_at: '2026-11-30' }, '2026-12-01')).toBe('Échue depuis 1 jour')
    expect(label({ balance: 10, due_at: '2026-09-30' }, '2026-11-29')).toBe('Échue depuis 60 jours')
    // across the change to winter time: whole calendar days
    expect(label({ balance: 10, due_at: '2026-10-24' }, '2026-10-26')).toBe('Échue depuis 2 jours')
  })

  it('is « Payée » once nothing is left to pay, even past its due date; a part paid leaves it due', () => {
    expect(label({ balance: 0, due_at: '2026-09-30' }, '2026-11-29')).toBe('Payée')
    expect(label({ balance: 0.01, due_at: '2026-12-31' }, '2026-11-29')).toBe('À payer')
  })

  it('writes the due date as French dates read', () => {
    expect(frenchDay('2026-12-31')).toBe('31/12/2026')
  })
})
