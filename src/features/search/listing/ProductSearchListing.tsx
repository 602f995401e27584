import { useEffect, useState, type ComponentType } from 'react'

import type { ProductListing } from '@/features/catalogue/types'
import { useLayoutData } from '@/features/layout/LayoutContext'
import type { SearchClientConfig } from '@/lib/search/types'

import { StaticListing } from './StaticListing'

type Props = { initial: ProductListing; threshold: number }
type AppProps = Props & { config: SearchClientConfig }

/**
 * The search listing of /tous-nos-produits: the static first page (server HTML, and without JavaScript) until the
 * search code, loaded after hydration, takes over.
 */
export function ProductSearchListing({ initial, threshold }: Props) {
  const config = useLayoutData().search
  const [App, setApp] = useState<ComponentType<AppProps> | null>(null)
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
  if (!config || !App) return <StaticListing listing={initial} threshold={threshold} />
  return <App config={config} initial={initial} threshold={threshold} />
}
