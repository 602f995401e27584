/**
 * An invoice's due date and state (issue 35, « Mes factures »), pure: every day is a calendar day in Paris (an invoice
 * issued at 23:30 UTC on 31 October is dated 1 November in France), as YYYY-MM-DD.
 */

/** The calendar day of an instant in Paris, YYYY-MM-DD. */
export function parisDay(at: string | Date): string {
  const date = typeof at === 'string' ? new Date(at) : at
  // sv-SE writes dates as YYYY-MM-DD
  return date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' })
}

const dayNumber = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number)
  return Date.UTC(y as number, (m as number) - 1, d as number) / 86_400_000
}

const dayOf = (n: number): string => new Date(n * 86_400_000).toISOString().slice(0, 10)

/** The shop's payment term on account, as its invoices state it. */
export const ACCOUNT_TERMS = { days: 30, endOfMonth: true, label: 'Paiement à 30 jours fin de mois' } as const

/**
 * The due date of an invoice issued at `issuedAt`: `days` after its Paris day, then, at end of month, the last day of
 * that month (« 30 jours fin de mois »: issued 15/10 → 14/11 → 30/11).
 */
export function dueDay(issuedAt: string, terms: { days: number; endOfMonth: boolean } = ACCOUNT_TERMS): string {
  const plus = dayOf(dayNumber(parisDay(issuedAt)) + terms.days)
  if (!terms.endOfMonth) return plus
  const [y, m] = plus.split('-').map(Number)
  return new Date(Date.UTC(y as number, m as number, 0)).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (YYYY-MM-DD each). */
const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from)

/** A YYYY-MM-DD day as French dates read: 30/11/2026. */
export const frenchDay = (day: string): string => day.split('-').reverse().join('/')

export type InvoiceState =
  | { kind: 'paid' }
  | { kind: 'due' }
  /** `days` ≥ 1: the days since the due date. */
  | { kind: 'overdue'; days: number }

/**
 * The state of an invoice on `today` (its Paris day): nothing left to pay, « Payée »; otherwise « À payer » until its
 * due date included, then « Échue depuis N jours ».
 */
export function invoiceState(invoice: { balance: number; due_at: string }, today: string): InvoiceState {
  if (invoice.balance <= 0.004) return { kind: 'paid' }
  const late = daysBetween(invoice.due_at, today)
  return late > 0 ? { kind: 'overdue', days: late } : { kind: 'due' }
}

/** The state's French label. */
export function invoiceStateLabel(state: InvoiceState): string {
  switch (state.kind) {
    case 'paid':
      return 'Payée'
    case 'due':
      return 'À payer'
    case 'overdue':
      return `Échue depuis ${state.days} jour${state.days > 1 ? 's' : ''}`
  }
}
