import { useEffect, useRef } from 'react'
import type { InfiniteHitsCache } from 'instantsearch.js/es/connectors/infinite-hits/connectInfiniteHits'
import { useInfiniteHits, useInstantSearch } from 'react-instantsearch'

import { EVENT_NAMES } from '../insights'
import { NoHits } from '../NoHits'
import type { SearchHit } from '../hitView'
import { ResultsListView } from './ResultsListView'

type Cached = { state: string; hits: unknown }

/**
 * The pages of hits loaded, kept while the tab stays on the shop (issue 33 item 5): back from a hit, the address asks
 * for the last page loaded and the list shows every page loaded before it, from the first, not that page alone. In
 * memory, not in sessionStorage: an address opened afresh or reloaded at a later page starts there, with 'Show
 * previous results' (spec §2).
 */
let cached: Cached | null = null
/** The search's state without its page, keys sorted: the same search gives the same text whatever built its state. */
const withoutPage = (state: object): string =>
  JSON.stringify({ ...state, page: undefined }, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  )
const loadedPages: InfiniteHitsCache<SearchHit> = {
  read: ({ state }) =>
    cached && cached.state === withoutPage(state) ? (cached.hits as ReturnType<InfiniteHitsCache<SearchHit>['read']>) : null,
  write: ({ state, hits }) => {
    cached = { state: withoutPage(state), hits: { ...hits } }
  },
}

/**
 * The running search's results (ResultsListView). A followed hit sends 'Hit Clicked'; a downloaded brochure also
 * 'Hit Converted'. `showMoreAtOnce`: 'Show more results' was pressed on the server's page, before this code had
 * loaded; the next page is asked for as soon as it is here.
 */
export function InfiniteResults({ showMoreAtOnce = false }: { showMoreAtOnce?: boolean }) {
  // escapeHTML off: highlighted values keep InstantSearch's tags and are rendered as text, never as HTML
  const { items, results, isFirstPage, isLastPage, showPrevious, showMore, sendEvent } = useInfiniteHits<SearchHit>({
    escapeHTML: false,
    cache: loadedPages,
  })
  const { status, error } = useInstantSearch({ catchError: true })
  const pressed = useRef(showMoreAtOnce)
  useEffect(() => {
    if (!pressed.current || !results || (results as { __isArtificial?: boolean }).__isArtificial) return
    pressed.current = false
    showMore()
  }, [results, showMore])
  const artificial = !results || (results as { __isArtificial?: boolean }).__isArtificial
  return (
    <ResultsListView
      count={results && !artificial ? results.nbHits : null}
      error={Boolean(error)}
      items={items}
      isFirstPage={isFirstPage}
      isLastPage={isLastPage}
      busy={status === 'loading' || status === 'stalled'}
      ready={!artificial}
      onShowPrevious={showPrevious}
      onShowMore={showMore}
      noHits={<NoHits />}
      onFollow={(hit) => {
        sendEvent('click', hit, EVENT_NAMES.click)
        if (hit.algolia_type === 'brochure') sendEvent('conversion', hit, EVENT_NAMES.conversion)
      }}
    />
  )
}
