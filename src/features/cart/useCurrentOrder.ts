import { useQuery } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { ApiError } from '@/lib/apiClient'

import { cartApi } from './cartApi'
import { useCart } from './CartProvider'
import { cartKeys } from './queryKeys'
import { currentOrderId } from './rules/currentOrder'

/** Failed cart reads are retried (1 s, 2 s, 4 s…) unless the server said no (4xx): a missing order stays missing. */
export const retryCartRead = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 3

/** The current order's id: the one the local cart was synced with, else the session's last_dimasys_order. */
export function useCurrentOrderId(): string | null {
  const { user } = useClientSession()
  const { metadata } = useCart()
  return currentOrderId(user, metadata)
}

/**
 * Fresh for a minute: a panel or page mounting later reads the order already loaded instead of reloading it (which
 * would disable the stepper meanwhile); every cart call refreshes it anyway.
 */
const ORDER_STALE_MS = 60_000

/** spec §7 GET /api/orders/{id} (-1 when absent): the totals read code and order.amount_ht. */
export function useCurrentOrder(orderId: string | null, enabled = true) {
  return useQuery({
    queryKey: cartKeys.order(orderId),
    queryFn: () => cartApi.order(orderId),
    enabled,
    retry: retryCartRead,
    staleTime: ORDER_STALE_MS,
  })
}
