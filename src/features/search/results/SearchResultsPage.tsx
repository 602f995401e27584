import { startTransition, useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react'
import dynamic from 'next/dynamic'
import { useRouter } from 'next/router'

import { useSessionUser } from '@/features/session/useSessionUser'
import { Breadcrumbs } from '@/features/ui/Breadcrumbs'
import { useLayoutData } from '@/features/ui/LayoutContext'
import { ROUTES } from '@/lib/routes'
import { firstPageQuery, resultsInitialResults, type ResultsFirstPage } from '@/lib/search/results'

import { keepFocusAcross } from '../listing/keepFocus'
import { SEARCH_MESSAGES } from '../messages'
import { parseQueryString, resultsQueryFromState, toQueryString } from '../routeState'
import { SearchField } from '../SearchField'
import type ResultsAppType from './ResultsApp'
import { StaticResults, type StaticChoice } from './StaticResults'

// logged-in only: the buyer's « Ma référence » matches, looked up by the shop's server (never in the search index)
const PartNumberResults = dynamic(() => import('@/features/part-numbers/PartNumberResults'), { ssr: false })

/** Without a first page from the server (and without JavaScript): a plain GET form to the same page. */
function StaticSearchForm() {
  return (
    <form action={ROUTES.search} method="get" role="search" className="flex gap-2" data-testid="results-static-form">
      <SearchField id="results-search" name="q" className="py-3" />
      <button type="submit" className="rounded bg-brand-dark px-4 py-2 text-sm font-semibold text-white hover:bg-brand-ink">
        {SEARCH_MESSAGES.submit}
      </button>
    </form>
  )
}

type AppProps = ComponentProps<typeof ResultsAppType>

/** What shows a buyer reaching for the page: the search code is fetched then, not with the page. */
const REACHING = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const

/**
 * /recherche?q=… and /search (spec §2): the page's heading and the search. The server's first page of results is in
 * the HTML and works as it is: hits are links (a click is reported to Insights), a facet value writes the address, the
 * field is a GET form, a logged-in buyer's prices come in one /api/prices request. The search code (InstantSearch,
 * ~200 ms of main thread on a phone, and a new paint of the results) is fetched when the buyer reaches for the page
 * (pointer, touch, keyboard, scroll), or at once without a first page from the server; it takes over from the
 * server's answer (rendered in a transition: in slices), with what the buyer may have typed meanwhile and the focus
 * where it was.
 */
export function SearchResultsPage({ firstPage }: { firstPage: ResultsFirstPage | null }) {
  const config = useLayoutData().search
  const router = useRouter()
  // a visitor's page renders once: the hydration-stable session (useSessionUser)
  const loggedIn = useSessionUser() !== null
  const room = useRef<HTMLDivElement>(null)
  const [app, setApp] = useState<{ App: ComponentType<AppProps>; props: Omit<AppProps, 'config'> } | null>(null)
  const [wanted, setWanted] = useState(firstPage === null)
  const [chosen, setChosen] = useState<StaticChoice | null>(null)
  // 'Show more results' pressed on the server's page: the search, loading, shows the next page
  const moreWanted = useRef(false)
  const onShowMore = () => {
    moreWanted.current = true
    setWanted(true)
  }
  useEffect(() => {
    if (wanted || !config) return
    const want = () => setWanted(true)
    for (const type of REACHING) window.addEventListener(type, want, { capture: true, passive: true })
    return () => {
      for (const type of REACHING) window.removeEventListener(type, want, { capture: true })
    }
  }, [wanted, config])
  useEffect(() => {
    if (!config || !wanted) return
    let live = true
    void import('./ResultsApp').then((mod) => {
      if (!live) return
      const field = room.current?.querySelector<HTMLInputElement>('#results-search') ?? null
      const focused = field !== null && document.activeElement === field
      // the server's answer is for the address's query only if nothing has changed it since (the header's box, a facet)
      const current = firstPageQuery(parseQueryString(window.location.search))
      const initial = firstPage && current === (firstPage.query ?? '') ? resultsInitialResults(config.indexName, firstPage) : null
      const typed = field && firstPage && field.value !== (firstPage.query ?? '') ? field.value : null
      const more = moreWanted.current && initial !== null
      // the press on 'Show more results' keeps the focus on its twin (a keyboard buyer presses it again)
      const onMore = document.activeElement instanceof HTMLElement && document.activeElement.dataset.testid === 'show-more'
      startTransition(() => setApp({ App: mod.default, props: { initialResults: initial, typed, showMoreAtOnce: more } }))
      if (focused) keepFocusAcross(room.current, '#results-search')
      else if (onMore) keepFocusAcross(room.current, '[data-testid="show-more"]')
    })
    return () => {
      live = false
    }
    // once: the app, mounted, follows the address itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, wanted])
  // a facet value chosen before the search has loaded: the address asks for it, the search (loading) shows it
  const onToggle = (choice: StaticChoice) => {
    setChosen(choice)
    setWanted(true)
    const state = { query: firstPage?.query ?? '', refinementList: { [choice.attribute]: [choice.value] } }
    void router.push(`${window.location.pathname}${toQueryString(resultsQueryFromState(state))}`, undefined, {
      shallow: true,
      scroll: false,
    })
  }
  return (
    // the buyer's own references found: the public results' « Aucun résultat trouvé. » would contradict them
    <main
      id="contenu"
      className="mx-auto max-w-7xl px-4 py-8 [&:has([data-testid=part-number-results])_[data-testid=search-no-hits]]:hidden"
    >
      <Breadcrumbs items={[{ label: SEARCH_MESSAGES.resultsTitle }]} />
      <h1 className="mb-6 mt-4 text-3xl font-bold text-brand-ink sm:text-4xl">{SEARCH_MESSAGES.resultsTitle}</h1>
      {loggedIn && typeof router.query.q === 'string' ? <PartNumberResults query={router.query.q} /> : null}
      {/* without a first page from the server the results come after the first paint: their room is
          kept from the start, so that the footer, below the fold, is not pushed down when they come */}
      <div className="min-h-screen" data-testid="results-room" ref={room}>
        {app && config ? (
          <app.App config={config} {...app.props} />
        ) : firstPage ? (
          <StaticResults
            firstPage={firstPage}
            config={config}
            chosen={chosen}
            onToggle={config ? onToggle : undefined}
            onShowMore={config ? onShowMore : undefined}
          />
        ) : (
          <StaticSearchForm />
        )}
      </div>
    </main>
  )
}
