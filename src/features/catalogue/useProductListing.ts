import { useQuery } from '@tanstack/react-query'

import { CATALOGUE_MESSAGES } from './messages'
import { DEFAULT_SORT_PARAM, PAGE_SIZE } from './listing'
import type { ListingScope, ProductListing, SortParam } from './types'

type ListingKey = readonly ['catalogue-products', string | null, string | null, string | null, SortParam, number]

const listingKey = (scope: ListingScope, tri: SortParam, page: number): ListingKey =>
  ['catalogue-products', scope.catalogue ?? null, scope.categorie ?? null, scope.marque ?? null, tri, page] as const

const sameScope = (a: readonly unknown[], b: ListingKey): boolean => a[1] === b[1] && a[2] === b[2] && a[3] === b[3]

/** GET /api/catalogue/products (the one place the listing is fetched; components never fetch). */
export async function fetchProductListing(
  scope: ListingScope,
  tri: SortParam,
  page: number,
  signal?: AbortSignal,
): Promise<ProductListing> {
  const params = new URLSearchParams()
  if (scope.catalogue) params.set('catalogue', scope.catalogue)
  if (scope.categorie) params.set('categorie', scope.categorie)
  if (scope.marque) params.set('marque', scope.marque)
  params.set('tri', tri)
  params.set('page', String(page))
  params.set('limite', String(PAGE_SIZE))
  const res = await fetch(`/api/catalogue/products?${params.toString()}`, { signal, headers: { accept: 'application/json' } })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message ?? CATALOGUE_MESSAGES.loadError)
  }
  return (await res.json()) as ProductListing
}

/**
 * One page of a product listing. The default state (A-Z, page 1) is the statically rendered page: it shows at once
 * as placeholder data and is not fetched again. Any other sort or page is fetched from the API while the previous
 * page stays on screen (isLoading tells the UI to show it is loading).
 */
export function useProductListing(scope: ListingScope, initial: ProductListing, tri: SortParam, page: number) {
  const isDefault = tri === DEFAULT_SORT_PARAM && page === 1
  const key = listingKey(scope, tri, page)
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchProductListing(scope, tri, page, signal),
    enabled: !isDefault,
    staleTime: 60_000,
    // keep the page on screen (same listing) while the next one loads; the static first page otherwise
    placeholderData: (previous, previousQuery) =>
      !isDefault && previous && previousQuery && sameScope(previousQuery.queryKey, key) ? previous : initial,
  })
  return {
    listing: query.data ?? initial,
    isLoading: !isDefault && query.isPlaceholderData && query.isFetching,
    error: query.isError ? (query.error instanceof Error ? query.error.message : CATALOGUE_MESSAGES.loadError) : null,
  }
}
