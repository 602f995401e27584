import { useRouter } from 'next/router'
import type { LinkProps } from 'next/link'
import { useCallback, useEffect } from 'react'

import { DEFAULT_CATEGORY_FILTER, useUiStore } from '@/stores/ui'

import { useHydrated } from '@/lib/use-hydrated'
import { DEFAULT_SORT_PARAM, parsePageParam, parseSortParam, sortLabel } from './listing'
import type { SortParam } from './types'

type State = { tri: SortParam; page: number }

/**
 * Sort and page of a listing, kept in the URL (`?tri=z-a&page=2`) so a filtered page can be shared, and mirrored
 * into the UI store (sort, categoryFilter). Until the router is ready (static HTML, first render) it is the
 * default state, which the page was rendered for.
 */
export function useListingUrlState(categoryFilter: string = DEFAULT_CATEGORY_FILTER) {
  const router = useRouter()
  const ready = useHydrated() && router.isReady
  const tri = ready ? parseSortParam(router.query.tri) : DEFAULT_SORT_PARAM
  const page = ready ? parsePageParam(router.query.page) : 1

  const setStoreSort = useUiStore((s) => s.setSort)
  const setStoreCategory = useUiStore((s) => s.setCategoryFilter)
  useEffect(() => setStoreSort(sortLabel(tri)), [tri, setStoreSort])
  useEffect(() => setStoreCategory(categoryFilter), [categoryFilter, setStoreCategory])

  const { pathname, query } = router
  const hrefFor = useCallback(
    (next: Partial<State>): LinkProps['href'] => {
      const { tri: _tri, page: _page, ...rest } = query
      const state: State = { tri, page, ...next }
      return {
        pathname,
        query: {
          ...rest,
          ...(state.tri !== DEFAULT_SORT_PARAM ? { tri: state.tri } : {}),
          ...(state.page > 1 ? { page: String(state.page) } : {}),
        },
      }
    },
    [pathname, query, tri, page],
  )

  const setSort = useCallback(
    (next: SortParam) => {
      // a new sort starts again at page 1
      void router.push(hrefFor({ tri: next, page: 1 }), undefined, { shallow: true, scroll: false })
    },
    [router, hrefFor],
  )

  return { tri, page, ready, hrefFor, setSort }
}
