/**
 * Why 'Valider la commande' is disabled, or null when the buyer may order. One place for every reason
 * found before the server is asked: the server refuses the same orders anyway (409 credit_limit_exceeded).
 */
import { CREDIT_TEXT, exceedsCredit, type CreditView } from '@/lib/cart/credit'

import { NO_TOTAL, type CartTotals } from './cartLabels'

export type CheckoutBlockInput = {
  /** The company's credit, null without a credit line (type 1) or while unknown. */
  credit: CreditView | null
  /** The open order's total H.T (delivery included), null without order data. */
  cartTotal: number | null
}

export function checkoutBlock({ credit, cartTotal }: CheckoutBlockInput): string | null {
  if (cartTotal !== null && exceedsCredit(credit, cartTotal)) return CREDIT_TEXT.overReason
  return null
}

/**
 * 'Valider la commande' stays disabled while the totals show '–' (no order data yet, or the order
 * read failed): the buyer never orders without seeing what it costs.
 */
export const totalsPending = (totals: Pick<CartTotals, 'items' | 'delivery' | 'total'>): boolean =>
  totals.items === NO_TOTAL || totals.delivery === NO_TOTAL || totals.total === NO_TOTAL
