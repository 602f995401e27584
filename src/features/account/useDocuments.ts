import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { retryCartRead } from '@/lib/cart/client'
import { documentKeys, documentsApi } from '@/lib/documents/client'

/** One page of the buyer's documents for the address's search (the previous page stays while the next loads). */
export function useDocuments(params: Record<string, string>) {
  const { user } = useClientSession()
  return useQuery({
    queryKey: documentKeys.list(user?.id ?? 'visitor', params),
    queryFn: () => documentsApi.list(params),
    enabled: user !== null,
    retry: retryCartRead,
    placeholderData: keepPreviousData,
  })
}
