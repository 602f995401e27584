import type { CartQuotes } from '@/lib/quotes/api'

import { useCurrentOrder, useCurrentOrderId } from './useCurrentOrder'

/** What the current order says about quotes (its quoted lines, the quotes expired in it), or null. */
export function useCartQuotes(): CartQuotes | null {
  const order = useCurrentOrder(useCurrentOrderId())
  return order.data?.code === 'success' ? (order.data.order.quotes ?? null) : null
}
