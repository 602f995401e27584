import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'

import { SESSION_QUERY_KEY, useClientSession } from '@/features/session/useClientSession'
import { cartApi } from '@/lib/cart/client'
import { cartKeys } from '@/lib/cart/queryKeys'
import { useCartSyncState } from '@/stores/cartSyncState'

import { useCartStore } from './CartProvider'
import { currentOrderId } from './rules/currentOrder'
import { orderSyncAction } from './rules/orderSync'
import { useCurrentOrder } from './useCurrentOrder'

/**
 * spec §4 Order sync on login: once per login and page load, the current order (GET /api/orders/{last
 * order or -1}) decides the local cart — emptied, loaded from the order, or both carts emptied and the orders and
 * client data refreshed (src/features/cart/rules/orderSync.ts). While the order loads, the cart cannot be changed.
 */
export function useOrderSync(): void {
  const { user } = useClientSession()
  const store = useCartStore()
  const queryClient = useQueryClient()
  // spec §4: on login the session's order decides what the local cart holds, not the cart's own metadata
  const lastOrder = currentOrderId(user)
  const syncedFor = useCartSyncState((s) => s.syncedFor)
  const setSyncedFor = useCartSyncState((s) => s.setSyncedFor)
  const query = useCurrentOrder(lastOrder, user !== null)

  useEffect(() => {
    if (!user || syncedFor === user.id || query.isPending) return
    setSyncedFor(user.id)
    const action = orderSyncAction({ user, response: query.isError ? null : query.data })
    const cart = store.getState()
    switch (action.kind) {
      case 'clear-local':
        cart.emptyCart()
        return
      case 'load':
        cart.setItems(action.items)
        cart.setCartMetadata({ orderId: action.orderId })
        return
      case 'reset-both':
        cart.emptyCart()
        void cartApi
          .empty()
          .catch((error: unknown) => console.error('Cart empty failed', error))
          .finally(() => {
            void queryClient.invalidateQueries({ queryKey: cartKeys.orders })
            void queryClient.invalidateQueries({ queryKey: cartKeys.orderRoot })
            void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
          })
    }
  }, [user, syncedFor, setSyncedFor, query.isPending, query.isError, query.data, store, queryClient])
}
