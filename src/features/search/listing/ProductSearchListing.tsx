import { useEffect, useState, type ComponentType } from 'react'
import { useRouter } from 'next/router'

import { useLayoutData } from '@/features/layout/LayoutContext'
import { listingFacets, type ListingFirstPage, type ListingScope } from '@/lib/search/listing'
import type { SearchClientConfig } from '@/lib/search/types'
import { DEFAULT_CATEGORY_FILTER, useUiStore } from '@/stores/ui'

import { StaticListing, type ListingTexts } from './StaticListing'

type Props = ListingTexts & { scope: ListingScope; firstPage: ListingFirstPage | null; threshold: number }
type AppProps = Props & { config: SearchClientConfig; path: string }

/**
 * A product listing (/tous-nos-produits, catalogue, category, brand): the server's first page with its facets
 * (static HTML, and the view without JavaScript) until the search code, loaded after hydration, takes over from it.
 */
export function ProductSearchListing(props: Props) {
  const config = useLayoutData().search
  // the page's own path (/catalogues/roulements…), without its query
  const path = useRouter().asPath.split(/[?#]/)[0] ?? ''
  const [App, setApp] = useState<ComponentType<AppProps> | null>(null)
  // spec §3 global UI state: the category filter ('Tout' outside a category)
  const setStoreCategory = useUiStore((s) => s.setCategoryFilter)
  const category = props.scope.categorie ?? DEFAULT_CATEGORY_FILTER
  useEffect(() => setStoreCategory(category), [category, setStoreCategory])
  useEffect(() => {
    if (!config) return
    let live = true
    void import('./ListingApp').then((mod) => {
      if (live) setApp(() => mod.default)
    })
    return () => {
      live = false
    }
  }, [config])
  if (!config || !App) {
    return <StaticListing {...props} facets={listingFacets(props.scope)} hrefFor={(p) => (p > 1 ? `${path}?page=${p}` : path)} />
  }
  return <App config={config} path={path} {...props} />
}
