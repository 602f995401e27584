import { useIsFetching, useIsMutating } from '@tanstack/react-query'

import { CART_MUTATION_KEY, cartKeys } from './queryKeys'

/**
 * spec §4 Cart interaction: the stepper and remove are disabled during any running cart call (re-enabled afterwards)
 * and while the last order is being fetched.
 */
export function useCartBusy(): boolean {
  const calls = useIsMutating({ mutationKey: CART_MUTATION_KEY })
  const orderLoads = useIsFetching({ queryKey: cartKeys.orderRoot })
  return calls > 0 || orderLoads > 0
}
