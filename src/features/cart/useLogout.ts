import { useMutation, useQueryClient } from '@tanstack/react-query'

import { useCartStore } from '@/features/cart'
import { CART_QUERY_ROOT, cartKeys } from '@/lib/cart/queryKeys'
import { useCartSyncState } from '@/stores/cartSyncState'
import { cmsApiUrl } from '@/lib/cms-client'

import { SESSION_QUERY_KEY } from '@/features/session/useClientSession'

/**
 * Logout (spec §7 POST {cms}/api/clients/logout with credentials), then the local cart is cleared (the server keeps
 * the buyer's cart: the next login restores it) and the session refreshed; the buyer's prices are forgotten.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const store = useCartStore()
  return useMutation({
    mutationFn: async () => {
      const res = await fetch(cmsApiUrl('/clients/logout'), {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      })
      if (!res.ok && res.status !== 400 && res.status !== 401) throw new Error(`clients/logout: ${res.status}`)
    },
    onSuccess: async () => {
      store.getState().emptyCart()
      // the next login syncs the cart with the server again (spec §4)
      useCartSyncState.getState().setSyncedFor(null)
      queryClient.removeQueries({ queryKey: CART_QUERY_ROOT })
      queryClient.removeQueries({ queryKey: cartKeys.pricesRoot })
      queryClient.setQueryData(SESSION_QUERY_KEY, null)
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
    },
  })
}
