import { startTransition, useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react'

import { Breadcrumbs } from '@/features/ui/Breadcrumbs'
import { useLayoutData } from '@/features/ui/LayoutContext'
import { ROUTES } from '@/lib/routes'
import { firstPageQuery, resultsInitialResults, type ResultsFirstPage } from '@/lib/search/results'

import { keepFocusAcross } from '../listing/keepFocus'
import { SEARCH_MESSAGES } from '../messages'
import { parseQueryString } from '../routeState'
import { SearchField } from '../SearchField'
import type ResultsAppType from './ResultsApp'
import { StaticResults } from './StaticResults'

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

/**
 * /recherche?q=… and /search (spec §2): the page's heading and the search. The server's first page of results is in
 * the HTML; the search code loads after hydration (rendered in a transition: in slices, not one long task) and takes
 * over from that answer, with what the buyer may have typed meanwhile and the focus where it was.
 */
export function SearchResultsPage({ firstPage }: { firstPage: ResultsFirstPage | null }) {
  const config = useLayoutData().search
  const room = useRef<HTMLDivElement>(null)
  const [app, setApp] = useState<{ App: ComponentType<AppProps>; props: Omit<AppProps, 'config'> } | null>(null)
  useEffect(() => {
    if (!config) return
    let live = true
    void import('./ResultsApp').then((mod) => {
      if (!live) return
      const field = room.current?.querySelector<HTMLInputElement>('#results-search') ?? null
      const focused = field !== null && document.activeElement === field
      // the server's answer is for the address's query only if nothing has changed it since (the header's box)
      const current = firstPageQuery(parseQueryString(window.location.search))
      const initial = firstPage && current === (firstPage.query ?? '') ? resultsInitialResults(config.indexName, firstPage) : null
      const typed = field && firstPage && field.value !== (firstPage.query ?? '') ? field.value : null
      startTransition(() => setApp({ App: mod.default, props: { initialResults: initial, typed } }))
      if (focused) keepFocusAcross(room.current, '#results-search')
    })
    return () => {
      live = false
    }
    // once: the app, mounted, follows the address itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config])
  return (
    <main id="contenu" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={[{ label: SEARCH_MESSAGES.resultsTitle }]} />
      <h1 className="mb-6 mt-4 text-3xl font-bold text-brand-ink sm:text-4xl">{SEARCH_MESSAGES.resultsTitle}</h1>
      {/* without a first page from the server the results come after the first paint: their room is
          kept from the start, so that the footer, below the fold, is not pushed down when they come */}
      <div className="min-h-screen" data-testid="results-room" ref={room}>
        {app && config ? (
          <app.App config={config} {...app.props} />
        ) : firstPage ? (
          <StaticResults firstPage={firstPage} />
        ) : (
          <StaticSearchForm />
        )}
      </div>
    </main>
  )
}
