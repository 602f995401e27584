import { useQuery } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { cartApi, retryCartRead } from '@/lib/cart/client'
import { cartKeys } from '@/lib/cart/queryKeys'

import { useCart } from './CartProvider'
import { currentOrderId } from './rules/currentOrder'

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
