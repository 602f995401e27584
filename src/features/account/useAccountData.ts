import { useQuery } from '@tanstack/react-query'

import { cartApi } from '@/lib/cart/client'
import { cartKeys } from '@/lib/cart/queryKeys'
import { retryCartRead } from '@/lib/cart/client'
import { useClientSession } from '@/features/session/useClientSession'

import { accountApi } from '@/lib/account/client'
import { accountKeys } from '@/lib/account/queryKeys'

/** The session's company id: `clients/me` carries the relation, populated or not. */
export function useSocieteId(): number | null {
  const { user } = useClientSession()
  const rel = (user as { societe?: number | { id: number } | null } | null)?.societe
  return typeof rel === 'object' && rel !== null ? rel.id : typeof rel === 'number' ? rel : null
}

export function useSociete() {
  const id = useSocieteId()
  return useQuery({
    queryKey: accountKeys.societe(id ?? 0),
    queryFn: () => accountApi.societe(id as number),
    enabled: id !== null,
    retry: retryCartRead,
  })
}

export function useOrders() {
  return useQuery({ queryKey: cartKeys.orders, queryFn: cartApi.orders, retry: retryCartRead })
}

export function useOrder(id: string | null) {
  // its own key: the cart's order queries make the cart look busy while they load (spec §4)
  return useQuery({ queryKey: accountKeys.order(id ?? ''), queryFn: () => cartApi.order(id), enabled: id !== null, retry: retryCartRead })
}

/** Product summaries of an order's lines, in one request. */
export function useProductSummaries(ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b)
  return useQuery({
    queryKey: accountKeys.products(sorted),
    queryFn: () => accountApi.products(sorted),
    enabled: sorted.length > 0,
    retry: retryCartRead,
  })
}

export function useFrequentPurchases() {
  const { user } = useClientSession()
  return useQuery({
    queryKey: accountKeys.frequent(user?.id ?? 'visitor'),
    queryFn: accountApi.frequentPurchases,
    enabled: user !== null,
    retry: retryCartRead,
  })
}

export function usePreparers() {
  const { user } = useClientSession()
  return useQuery({
    queryKey: accountKeys.preparers(user?.id ?? 'visitor'),
    queryFn: accountApi.preparers,
    enabled: user !== null,
    retry: retryCartRead,
  })
}
