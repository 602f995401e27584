import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react'
import { useRouter } from 'next/router'

import type { SortParam } from '@/lib/catalogue/types'
import { useLayoutData } from '@/features/ui/LayoutContext'
import { listingFacets, type ListingFirstPage, type ListingScope } from '@/lib/search/listing'
import type { SearchClientConfig } from '@/lib/search/types'
import { useHydrated } from '@/lib/use-hydrated'

import { FilterPanelOpenContext } from '../FilterPanelView'
import {
  listingQueryFromState,
  listingStateFromQuery,
  parseQueryString,
  sortIndexOf,
  toQueryString,
  type SearchUiState,
} from '../routeState'
import { StaticListing, type ListingTexts, type StaticChoice } from './StaticListing'
import { isDefaultListingState } from './listingState'
import { keepFocusAcross, focusKeyOf } from './keepFocus'

type Props = ListingTexts & { scope: ListingScope; firstPage: ListingFirstPage | null; threshold: number }
type AppProps = Props & { config: SearchClientConfig; path: string }

const loadApp = () => import('./ListingApp')

/**
 * A product listing (/tous-nos-produits, catalogue, category, brand): the server's first page with its facets. The
 * search code (InstantSearch, ~250 ms of main thread on a phone) is not part of the page: it is fetched when a buyer
 * reaches for the listing's controls and takes over when the address asks for something else than the first page
 * (a facet, a sort, a page: chosen here, or arriving with it). Until then the static facets and sort act through the
 * address, and the cards are the server's.
 */
export function ProductSearchListing(props: Props) {
  const config = useLayoutData().search
  const router = useRouter()
  const hydrated = useHydrated()
  // the page's own path (/catalogues/roulements…) and its query
  const [path = '', search = ''] = router.asPath.split('#')[0]!.split('?')
  const [App, setApp] = useState<ComponentType<AppProps> | null>(null)
  const [chosen, setChosen] = useState<StaticChoice | null>(null)
  const [sort, setSort] = useState<SortParam>('a-z')
  const panel = useState(false)
  const section = useRef<HTMLDivElement>(null)
  // the address asks for another state than the server's first page: the search takes over (and stays)
  // (the router has the address's query only once ready: a static page hydrates with its bare path)
  const ready = hydrated && router.isReady
  const wanted = ready && config !== null && !isDefaultListingState(listingStateFromQuery(parseQueryString(search)))
  useEffect(() => {
    if (!wanted || App) return
    let live = true
    const focus = focusKeyOf(section.current)
    void loadApp().then((mod) => {
      if (!live) return
      setApp(() => mod.default)
      if (focus) keepFocusAcross(section.current, focus)
    })
    return () => {
      live = false
    }
  }, [wanted, App])

  // a buyer reaching for the controls (pointer or keyboard): fetch the search code ahead of the choice
  const warm = () => {
    if (config) void loadApp()
  }
  // the controls' handlers keep their identity from one render to the next (the latest state is read when they run):
  // the static facets and cards, memoised, do not render again when the listing hydrates or a choice is made
  const latest = useRef({ path, sort, chosen, push: router.push })
  useLayoutEffect(() => {
    latest.current = { path, sort, chosen, push: router.push }
  })
  const go = useCallback((state: SearchUiState) => {
    const { path: at, push } = latest.current
    void push(`${at}${toQueryString(listingQueryFromState(state))}`, undefined, { shallow: true, scroll: false })
  }, [])
  const onToggle = useCallback(
    (choice: StaticChoice) => {
      setChosen(choice)
      go({ sortBy: sortIndexOf(latest.current.sort), refinementList: { [choice.attribute]: [choice.value] } })
    },
    [go, setChosen],
  )
  const onSort = useCallback(
    (next: SortParam) => {
      const { chosen: current } = latest.current
      setSort(next)
      go({ sortBy: sortIndexOf(next), ...(current ? { refinementList: { [current.attribute]: [current.value] } } : {}) })
    },
    [go, setSort],
  )
  const hrefFor = useCallback((p: number) => (p > 1 ? `${path}?page=${p}` : path), [path])
  const facets = useMemo(() => listingFacets(props.scope), [props.scope])

  return (
    <FilterPanelOpenContext.Provider value={panel}>
      <div ref={section} onPointerDownCapture={warm} onFocusCapture={warm}>
        {App && config ? (
          <App config={config} path={path} {...props} />
        ) : (
          <StaticListing
            {...props}
            facets={facets}
            hrefFor={hrefFor}
            live={ready && config !== null}
            pending={wanted}
            chosen={chosen}
            onToggle={onToggle}
            sort={sort}
            onSort={onSort}
          />
        )}
      </div>
    </FilterPanelOpenContext.Provider>
  )
}
