/**
 * How the buyer may pay at checkout, for the cart page and the tests: « Paiement sur compte » for an
 * account with a credit line whose available credit covers the cart; « Carte bancaire » whenever the shop takes cards
 * (Stripe configured), and then alone for a buyer with no credit line (account type 1) or too little credit left.
 * Without Stripe, today's rule: the account, blocked with its reason when over the credit (rules/checkoutBlock).
 */
import { exceedsCredit, type CreditView } from '@/lib/cart/credit'

export type PaymentMethod = 'account' | 'card'

export type PaymentOptionsInput = {
  /** The server takes cards (GET /api/credit `card`). */
  cardEnabled: boolean
  /** The company's credit, null without a credit line. */
  credit: CreditView | null
  /** The open order's total H.T (delivery included), null while unknown. */
  cartTotal: number | null
}

export type PaymentOptions = { methods: PaymentMethod[]; initial: PaymentMethod }

export function paymentOptions({ cardEnabled, credit, cartTotal }: PaymentOptionsInput): PaymentOptions {
  if (!cardEnabled) return { methods: ['account'], initial: 'account' }
  const accountCovers = credit !== null && (cartTotal === null || !exceedsCredit(credit, cartTotal))
  return accountCovers ? { methods: ['account', 'card'], initial: 'account' } : { methods: ['card'], initial: 'card' }
}
