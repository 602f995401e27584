import { useMemo, type ReactNode } from 'react'
import { useInstantSearch } from 'react-instantsearch'

import { PagePricesScope, usePagePrices } from '@/features/cart/pagePrices'

type Hit = { algolia_type?: unknown; id?: unknown }

/** The product ids of a list of hits (other kinds have no price). */
export const productIdsOf = (hits: readonly Hit[]): number[] =>
  hits.flatMap((hit) => (hit.algolia_type === 'product' && typeof hit.id === 'number' ? [hit.id] : []))

/**
 * The buyer's prices of a page of product hits (issue 17 item 5): one GET /api/prices for the page's products that
 * have no fresh price yet, never stored in the search records. The cards below read them and never ask by themselves.
 */
export function HitPricesScope({ hits, children }: { hits: readonly Hit[]; children: ReactNode }) {
  const ids = useMemo(() => productIdsOf(hits), [hits])
  const prices = usePagePrices(ids)
  return <PagePricesScope value={prices}>{children}</PagePricesScope>
}

const NO_HITS: Hit[] = []

/**
 * The same for the search's last answer (a listing's page, or the page 'Show more results' just loaded: the earlier
 * pages' prices are already known). Read from the results, so it adds no widget to the search.
 */
export function SearchHitPrices({ children }: { children: ReactNode }) {
  const { results } = useInstantSearch()
  const artificial = !results || (results as { __isArtificial?: boolean }).__isArtificial
  return <HitPricesScope hits={artificial ? NO_HITS : (results.hits as Hit[])}>{children}</HitPricesScope>
}
