import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'

import { MAX_PRICE_IDS } from '@/lib/cart/api'
import { useClientSession } from '@/features/session/useClientSession'
import { useHydrated } from '@/lib/use-hydrated'

import { cartApi } from './cartApi'
import type { CustomerPrice } from './priceBatch'
import { cartKeys } from './queryKeys'

/** Prices stay 5 minutes: they change with the ERP's price lists, not from one page to the next. */
export const PRICE_STALE_MS = 5 * 60 * 1000

export type PagePricesStatus = 'idle' | 'pending' | 'error' | 'success'

/** The products whose prices a page of hits asks for as one request, and where that request is. */
type Scope = { ids: ReadonlySet<number>; status: PagePricesStatus }

const PagePricesContext = createContext<Scope | null>(null)

/** Inside a page of hits: is this product's price the page's to fetch (its cards then never ask for it themselves)? */
export function usePagePriceScope(productId: number): PagePricesStatus | null {
  const scope = useContext(PagePricesContext)
  return scope && scope.ids.has(productId) ? scope.status : null
}

const isFresh = (client: QueryClient, key: readonly unknown[]): boolean => {
  const state = client.getQueryState(key)
  return Boolean(state && state.data !== undefined && !state.isInvalidated && Date.now() - state.dataUpdatedAt < PRICE_STALE_MS)
}

/**
 * The prices of one page of hits (issue 17 item 5): one GET /api/prices?ids=… for the page's products the buyer has
 * no fresh price of, whose answer fills each product's cache entry (the one useCustomerPrice reads). The page's
 * request is cached by its ids: coming back to a page asks nothing. Nothing for a visitor (spec §6).
 */
export function usePagePrices(productIds: readonly number[]): { ids: ReadonlySet<number>; status: PagePricesStatus } {
  const { user } = useClientSession()
  const hydrated = useHydrated()
  const client = useQueryClient()
  const userId = user?.id ?? 'visitor'
  const sorted = useMemo(() => [...new Set(productIds)].sort((a, b) => a - b), [productIds])
  const ids = useMemo(() => new Set(sorted), [sorted])
  const enabled = hydrated && user !== null && sorted.length > 0
  const query = useQuery({
    queryKey: [...cartKeys.pricesRoot, String(userId), 'page', sorted.join(',')],
    queryFn: async () => {
      const missing = sorted.filter((id) => !isFresh(client, cartKeys.price(userId, id)))
      for (let i = 0; i < missing.length; i += MAX_PRICE_IDS) {
        const chunk = missing.slice(i, i + MAX_PRICE_IDS)
        const reply = await cartApi.prices(chunk)
        for (const id of chunk) {
          const value: CustomerPrice = { price: reply.prices[String(id)] ?? null, stock: reply.stock[String(id)] ?? null }
          client.setQueryData(cartKeys.price(userId, id), value)
        }
      }
      return missing.length
    },
    enabled,
    staleTime: PRICE_STALE_MS,
  })
  const status: PagePricesStatus = !enabled ? 'idle' : query.isError ? 'error' : query.isSuccess ? 'success' : 'pending'
  return { ids, status }
}

/** Gives the cards below the page's price request (see usePagePriceScope). */
export function PagePricesScope({ value, children }: { value: Scope; children: ReactNode }) {
  return <PagePricesContext.Provider value={value}>{children}</PagePricesContext.Provider>
}
