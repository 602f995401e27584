/**
 * Issue 18 item 5: 'Valider la commande' stays disabled while the totals show '–' (no order data yet, or the order
 * read failed): the buyer never orders without seeing what it costs. Pure, so that other reasons to block the order
 * (credit, …) combine with it in one place.
 */
import { NO_TOTAL, type CartTotals } from './cartLabels'

export const totalsPending = (totals: Pick<CartTotals, 'items' | 'delivery' | 'total'>): boolean =>
  totals.items === NO_TOTAL || totals.delivery === NO_TOTAL || totals.total === NO_TOTAL
