import { useMutation, useQuery } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { useDebounced } from '@/features/ui/useDebounced'
import { MAX_REFERENCE_LENGTH, type LineToResolve } from '@/lib/quick-order/api'
import { quickOrderApi, quickOrderKeys } from '@/lib/quick-order/client'

/** POST /api/quick-order/resolve: every line of a paste, a file or a correction in one request. */
export const useResolveLines = () => useMutation({ mutationFn: (lines: readonly LineToResolve[]) => quickOrderApi.resolve(lines) })

/** As-you-type suggestions for a reference (from 2 characters, 250 ms after the last key). */
export function useSuggestions(text: string) {
  const { user } = useClientSession()
  const q = useDebounced(text.trim().slice(0, MAX_REFERENCE_LENGTH), 250)
  return useQuery({
    queryKey: quickOrderKeys.suggest(user?.id ?? '', q),
    queryFn: () => quickOrderApi.suggest(q),
    enabled: user !== null && q.length >= 2,
    staleTime: 30_000,
  })
}
