import { useQuery } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { retryCartRead } from '@/lib/cart/client'
import { invoiceKeys, invoicesApi } from '@/lib/invoices/client'

/** GET /api/invoices: the buyer's invoices, their states and the totals due (never retried after a 403). */
export function useInvoices() {
  const { user } = useClientSession()
  return useQuery({
    queryKey: invoiceKeys.list(user?.id ?? 'visitor'),
    queryFn: invoicesApi.list,
    enabled: user !== null,
    retry: retryCartRead,
  })
}
