import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { useDebounced } from '@/features/ui/useDebounced'
import { CART_QUERY_ROOT } from '@/lib/cart/queryKeys'
import { referenceKey } from '@/lib/product/references'
import { partNumberKeys, partNumbersApi } from '@/lib/part-numbers/client'

/** The buyer's company part number of a product (logged-in buyers only). */
export function usePartNumber(productId: number) {
  const { user } = useClientSession()
  return useQuery({
    queryKey: partNumberKeys.one(user?.id ?? '', productId),
    queryFn: () => partNumbersApi.get(productId),
    enabled: user !== null,
  })
}

/** Sets (an empty text removes) the part number; the cart lines and order lines that show it are read again. */
export function useSetPartNumber(productId: number) {
  const { user } = useClientSession()
  const client = useQueryClient()
  return useMutation({
    mutationFn: (reference: string) => partNumbersApi.set(productId, reference),
    onSuccess: (reply) => {
      client.setQueryData(partNumberKeys.one(user?.id ?? '', productId), reply)
      void client.invalidateQueries({ queryKey: partNumberKeys.root })
      void client.invalidateQueries({ queryKey: CART_QUERY_ROOT })
    },
  })
}

/** The products found by the buyer's company part numbers for a search text (logged-in buyers; [] otherwise). */
export const usePartNumberHits = (query: string) => usePartNumberSearch(query).hits

/**
 * The part-number hits and whether the lookup for this very text has answered (a visitor's at once): the dropdown
 * says « Aucun résultat trouvé. » only then, never above the buyer's own reference arriving a moment later.
 */
export function usePartNumberSearch(query: string) {
  const { user } = useClientSession()
  const q = useDebounced(query.trim(), 150)
  const result = useQuery({
    queryKey: partNumberKeys.search(user?.id ?? '', q),
    queryFn: () => partNumbersApi.search(q),
    // a part number has letters or digits: nothing to look up otherwise
    enabled: user !== null && referenceKey(q) !== '',
    staleTime: 30_000,
  })
  const asked = user !== null && referenceKey(q) !== ''
  const hits = asked ? (result.data?.hits ?? []) : []
  const settled = user === null || referenceKey(query.trim()) === '' || (q === query.trim() && !result.isFetching)
  return { hits, settled }
}
