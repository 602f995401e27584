import { useCallback, useEffect, useRef, type RefObject } from 'react'
import { useInstantSearch } from 'react-instantsearch'

import { normaliseQuery, refinementFilters } from '@/lib/search/log'

import { parseQueryString, type RouteQuery, type SearchUiState } from './routeState'
import { logSettledSearch, rememberSearch, searchLogKey } from './searchLog'

type Settled = { query: string; filters: string[] }

const stateOf = (url: string, fromQuery: (query: RouteQuery) => SearchUiState): Settled => {
  const state = fromQuery(parseQueryString(url.split('#')[0]!.split('?')[1] ?? ''))
  return { query: state.query ?? '', filters: refinementFilters(state.refinementList) }
}

type Props = {
  indexName: string
  fromQuery: (query: RouteQuery) => SearchUiState
  /** Set here to the handler of the router's settled searches (nextSearchRouter's onSettled). */
  settledRef: RefObject<((url: string) => void) | null>
}

/**
 * Logs the results page's settled searches: when the router says a search has settled, its address
 * gives the query and refinements, and the results InstantSearch holds for that query give the hit count and
 * queryID (sent as soon as they are there). The address the page opened with is not a search typed here.
 */
export function SettledSearchLog({ indexName, fromQuery, settledRef }: Props) {
  const { results, status } = useInstantSearch()
  const pending = useRef<Settled | null>(null)
  const latest = useRef({ results, status })

  const flush = useCallback(() => {
    const settled = pending.current
    const { results: current, status: now } = latest.current
    if (!settled || !current || now === 'loading' || now === 'stalled' || now === 'error') return
    if ((current as { __isArtificial?: boolean }).__isArtificial) return
    // the answer to the settled query is not in yet: sent when it arrives
    if (normaliseQuery(current.query ?? '') !== normaliseQuery(settled.query)) return
    pending.current = null
    const queryID = (current as { queryID?: string }).queryID
    logSettledSearch({
      query: settled.query,
      nbHits: current.nbHits,
      filters: settled.filters,
      index: current.index || indexName,
      queryID,
      source: 'results',
    })
  }, [indexName])

  useEffect(() => {
    latest.current = { results, status }
    flush()
  }, [results, status, flush])

  useEffect(() => {
    const opened = stateOf(window.location.pathname + window.location.search, fromQuery)
    if (normaliseQuery(opened.query)) rememberSearch(searchLogKey({ ...opened, index: indexName }))
    settledRef.current = (url: string) => {
      pending.current = stateOf(url, fromQuery)
      flush()
    }
    return () => {
      settledRef.current = null
    }
  }, [fromQuery, indexName, settledRef, flush])

  return null
}
