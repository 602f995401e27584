import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { retryCartRead } from '@/lib/cart/client'
import { useClientSession } from '@/features/session/useClientSession'
import type { DeliveryAddress } from '@/lib/account/addresses'

import { accountApi } from '@/lib/account/client'
import { accountKeys } from '@/lib/account/queryKeys'

/** The company's delivery address and the buyer's saved ones (GET /api/addresses), for the account page and the checkout. */
export function useAddresses(enabled = true) {
  const { user } = useClientSession()
  return useQuery({
    queryKey: accountKeys.addresses(user?.id ?? 'visitor'),
    queryFn: accountApi.addresses,
    enabled: enabled && user !== null,
    retry: retryCartRead,
  })
}

type Patch = Partial<DeliveryAddress> & { is_default?: boolean }

/** Add, edit (or make default) and delete an address; the list is refreshed after each. */
export function useAddressActions() {
  const { user } = useClientSession()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses(user?.id ?? 'visitor') })
  const add = useMutation({ mutationFn: accountApi.addAddress, onSuccess: refresh })
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Patch }) => accountApi.updateAddress(id, patch),
    onSuccess: refresh,
  })
  const remove = useMutation({ mutationFn: accountApi.removeAddress, onSettled: refresh })
  return { add, update, remove }
}
