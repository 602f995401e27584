import { useQuery } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { useHydrated } from '@/lib/use-hydrated'

import { PRICE_STALE_MS, usePagePriceScope } from './pagePrices'
import { loadCustomerPrice } from './priceBatch'
import { cartKeys } from './queryKeys'

/**
 * The logged-in buyer's price and stock for a product, batched with the other products of the page. Nothing is
 * fetched for a visitor (spec §6: cart calls are not made), nor before hydration (the static HTML is the visitor's).
 * Inside a page of hits (PagePricesScope) the page's one request fills it: the product never asks by itself.
 */
export function useCustomerPrice(productId: number) {
  const { user } = useClientSession()
  const hydrated = useHydrated()
  const page = usePagePriceScope(productId)
  const loggedIn = hydrated && user !== null
  const query = useQuery({
    queryKey: cartKeys.price(user?.id ?? 'visitor', productId),
    queryFn: () => loadCustomerPrice(productId),
    enabled: loggedIn && page === null,
    staleTime: PRICE_STALE_MS,
  })
  // the page's request failed: this product has no price (a dash), as when its own request fails
  const isError = query.isError || (query.data === undefined && page === 'error')
  return { loggedIn, isPending: loggedIn && query.isPending && !isError, data: isError ? null : query.data, isError }
}
