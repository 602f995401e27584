/** spec §2 Cart: the panel's count and the totals H.T. */
import type { OrderReply } from '@/lib/cart/api'
import { formatQuantity } from '@/lib/cart/quantity'
import { formatEuros } from '@/lib/money'

/** '1 article' for a count up to 1, otherwise 'N articles' (metres count with a decimal comma, '2,5'). */
export const articlesLabel = (count: number): string =>
  count <= 1 ? `${formatQuantity(count)} article` : `${formatQuantity(count)} articles`

/** spec §8: shown when the order response is missing or its code is not 'success'. */
export const NO_TOTAL = '–'

export type CartTotals = { items: string; delivery: string; total: string }

/** Items, 'Coût livraison' and total = items + delivery, each '{amount} €'; '–' without order data. */
export function cartTotals(reply: Pick<OrderReply, 'code' | 'order'> | null | undefined): CartTotals {
  const order = reply?.code === 'success' ? reply.order : null
  if (!order || !Number.isFinite(order.amount_ht) || !Number.isFinite(order.delivery_ht)) {
    return { items: NO_TOTAL, delivery: NO_TOTAL, total: NO_TOTAL }
  }
  const total = Math.round((order.amount_ht + order.delivery_ht) * 100) / 100
  return { items: formatEuros(order.amount_ht), delivery: formatEuros(order.delivery_ht), total: formatEuros(total) }
}

/** spec §6 credit display: 'order total / credit limit' in €. */
export const creditLabel = (orderTotal: number, creditLimit: number): string => `${formatEuros(orderTotal)} / ${formatEuros(creditLimit)}`
