import { useQueries, useQuery } from '@tanstack/react-query'

import { useSessionUser } from '@/features/session/useSessionUser'
import { cartKeys } from '@/lib/cart/queryKeys'

import { usePricesDeferred } from './deferPrices'
import { loadCustomerPrice } from './priceBatch'

/** Prices stay 5 minutes: they change with the ERP's price lists, not from one page to the next. */
const PRICE_STALE_MS = 5 * 60 * 1000

/**
 * The logged-in buyer's price and stock for a product, batched with the other products of the page. Nothing is
 * fetched for a visitor (spec §6: cart calls are not made), nor before hydration (the static HTML is the visitor's),
 * nor while deferred (DeferPrices: the card is about to be replaced by a search hit's, which asks with its page).
 */
export function useCustomerPrice(productId: number) {
  const user = useSessionUser()
  const loggedIn = user !== null
  const deferred = usePricesDeferred()
  const query = useQuery({ ...priceQuery(user?.id ?? 'visitor', productId), enabled: loggedIn && !deferred })
  return { loggedIn, isPending: loggedIn && query.isPending, data: query.isError ? null : query.data, isError: query.isError }
}

const priceQuery = (userId: string | number, productId: number) => ({
  queryKey: cartKeys.price(userId, productId),
  queryFn: () => loadCustomerPrice(productId),
  staleTime: PRICE_STALE_MS,
})

/** The logged-in buyer's unit prices H.T of several products (the same batched queries), by id; absent while loading or unsold. */
export function useUnitPrices(productIds: readonly number[]): Map<number, number> {
  const user = useSessionUser()
  const results = useQueries({ queries: productIds.map((id) => ({ ...priceQuery(user?.id ?? 'visitor', id), enabled: user !== null })) })
  const prices = new Map<number, number>()
  results.forEach((r, i) => {
    const unit = r.data?.price?.unit_ht
    if (unit !== undefined) prices.set(productIds[i] as number, unit)
  })
  return prices
}
