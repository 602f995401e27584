import { useQuery } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { call } from '@/lib/apiClient'
import type { CreditReply } from '@/lib/cart/credit'

import { CART_QUERY_ROOT } from '@/lib/cart/queryKeys'

/**
 * GET /api/credit: the company's credit (used, available) and whether the caller orders or, as a preparer, transmits.
 * Under the cart's query root, so every cart call and the checkout refresh it.
 */
export function useCredit() {
  const { user } = useClientSession()
  return useQuery({
    queryKey: [...CART_QUERY_ROOT, 'credit', String(user?.id ?? 'visitor')] as const,
    queryFn: () => call<CreditReply>('/api/credit'),
    enabled: user !== null,
  })
}
