import { useIsFetching, useIsMutating } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { CART_MUTATION_KEY, cartKeys } from '@/lib/cart/queryKeys'
import { useCartSyncState } from '@/stores/cartSyncState'

/**
 * spec §4 Cart interaction: the stepper and remove are disabled during any running cart call (re-enabled afterwards)
 * and while the last order is being fetched — including before the order sync on login has run.
 */
export function useCartBusy(): boolean {
  const { user } = useClientSession()
  const syncedFor = useCartSyncState((s) => s.syncedFor)
  const calls = useIsMutating({ mutationKey: CART_MUTATION_KEY })
  const orderLoads = useIsFetching({ queryKey: cartKeys.orderRoot })
  return calls > 0 || orderLoads > 0 || (user !== null && syncedFor !== user.id)
}
