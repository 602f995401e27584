import { useQuery } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { approvalKeys, approvalsApi } from '@/lib/approvals/client'
import { retryCartRead } from '@/lib/cart/client'

/**
 * GET /api/spending: the buyer's role in their company, spending limits, this month's spending and the company's cost
 * centres — what the cart page's checkout and /mon-compte show. The server checks the same at checkout.
 */
export function useSpending() {
  const { user } = useClientSession()
  return useQuery({
    queryKey: approvalKeys.spending(user?.id ?? 'visitor'),
    queryFn: approvalsApi.spending,
    enabled: user !== null,
    retry: retryCartRead,
  })
}
