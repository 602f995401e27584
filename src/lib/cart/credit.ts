/**
 * The company's credit on account, shared by the server (GET /api/credit, the local ERP's check at
 * checkout) and the cart page. Spec §6: only accounts whose type is present and not 1 have a credit line. The credit is
 * the company's: what is used is the outstanding of all its accounts, buyers and preparers alike.
 */
import { formatEuros } from '@/lib/money'

/**
 * Euros H.T, as the ERP gives them: the company's limit, its outstanding (`used`: what its accounts already owe), and
 * what is left before any cart (`limit − used`, may be negative). What the buyer reads as « Crédit disponible » also
 * takes the current cart off: `remainingCredit`.
 */
export type CreditView = { limit: number; used: number; available: number }

/**
 * GET /api/credit: the caller's role (a preparer does not order), the company's credit, or null without one, and
 * whether the shop takes cards (`card`: Stripe configured).
 */
export type CreditReply = { code: 'success'; role: 'buyer' | 'preparer'; credit: CreditView | null; card: boolean }

const cents = (value: number): number => Math.round(value * 100) / 100

/** spec §6: a credit line only for a type present and not 1, and a limit set. */
export function hasCreditLine(type: number | string | null | undefined, limit: number | null | undefined): limit is number {
  return type !== null && type !== undefined && String(type) !== '1' && typeof limit === 'number' && Number.isFinite(limit)
}

/** The company's credit from its limit and the outstanding of each of its accounts. */
export function creditView(limit: number, outstanding: readonly (number | null | undefined)[]): CreditView {
  const used = cents(outstanding.reduce<number>((sum, value) => sum + (typeof value === 'number' && Number.isFinite(value) ? value : 0), 0))
  return { limit: cents(limit), used, available: cents(limit - used) }
}

/** « Crédit disponible », wherever it is shown: limit − outstanding − this cart (H.T, delivery included). */
export function remainingCredit(credit: CreditView, cartTotal: number): number {
  return cents(credit.available - cartTotal)
}

/** Whether an order of `total` (H.T, delivery included, as the ERP checks it) goes over the available credit. */
export function exceedsCredit(credit: CreditView | null, total: number): boolean {
  return credit !== null && cents(total) > credit.available
}

/** One name per figure, the same on /panier, the cart panel, /mon-compte and the mobile menu. */
export const CREDIT_TEXT = {
  title: 'Crédit de votre société',
  /** the company's outstanding (all its accounts), from the ERP */
  used: 'Encours de votre société',
  thisCart: 'Ce panier',
  /** limit − outstanding − this cart */
  available: 'Crédit disponible',
  limit: 'Plafond de crédit',
  /** shown above the checkout when the cart is over the available credit */
  overWarning: (over: number) =>
    `Ce panier dépasse de ${formatEuros(cents(over))} le crédit disponible de votre société. Réduisez votre panier ou contactez-nous pour augmenter votre plafond.`,
  /** why 'Valider la commande' is disabled */
  overReason: 'Commande impossible\u00a0: le panier dépasse le crédit disponible de votre société.',
} as const
