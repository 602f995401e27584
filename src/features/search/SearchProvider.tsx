import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useRouter } from 'next/router'
import { InstantSearch, InstantSearchSSRProvider, useInstantSearchContext } from 'react-instantsearch'
import type { InitialResults, UiState } from 'instantsearch.js'

import { createSearchClient } from '@/lib/search/client'
import type { SearchClientConfig } from '@/lib/search/types'

import { instantSearchInsights } from './insights'
import { nextSearchRouter } from './nextSearchRouter'
import { SettledSearchLog } from './SettledSearchLog'
import type { RouteQuery, SearchUiState } from './routeState'

/** spec §9: the stalled indicator shows after 200 ms. */
const STALLED_SEARCH_DELAY_MS = 200

type Props = {
  config: SearchClientConfig
  /** The page's address ↔ search state mapping (see routeState.ts). */
  fromQuery: (query: RouteQuery) => SearchUiState
  toQuery: (state: SearchUiState) => RouteQuery
  /** Log each settled search (the results page). */
  logSearches?: boolean
  /** Results the server already has for the address's state: shown at once, the first search is not sent. */
  initialResults?: InitialResults | null
  children: ReactNode
}

/**
 * Disposes the page's InstantSearch when the page goes (issue 33 item 5), as React InstantSearch does for an instance
 * of its own but not for one started from the server's answer: under <InstantSearchSSRProvider> its unmount returns
 * before the cleanup (useInstantSearchApi, `ssrSearchRef`). Never disposed, that instance removed its widgets one by
 * one after the unmount and its routing, still live, wrote their empty state to the address 400 ms later: a buyer back
 * on /recherche?q=roulement&page=3 by then (Back before or just after the product page came) got /recherche, all the
 * catalogue's hits, 20 shown. In a timeout cancelled by the same instance's next mount (StrictMode's second mount), as
 * React InstantSearch's own cleanup.
 */
function DisposeOnUnmount() {
  const search = useInstantSearchContext()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    clearTimeout(timer.current)
    return () => {
      timer.current = setTimeout(() => {
        if (search.started) search.dispose()
      })
    }
  }, [search])
  return null
}

/**
 * InstantSearch for a page: the official client on Algolia or the embedded endpoint, state mirrored in the address
 * through Next's router (writes debounced 400 ms), the stalled state after 200 ms, and Insights events (views,
 * clicks, conversions in batches of 20) through search-insights.
 */
export function SearchProvider({ config, fromQuery, toQuery, logSearches = false, initialResults, children }: Props) {
  const router = useRouter()
  // the router's settled searches go to the search log, once it is mounted inside InstantSearch
  const [settled] = useState(() => ({ current: null as ((url: string) => void) | null }))
  // created once: InstantSearch re-initialises its routing and middlewares when these change
  const [setup] = useState(() => ({
    client: createSearchClient(config),
    insights: instantSearchInsights(config),
    routing: {
      router: nextSearchRouter(router, undefined, (url) => settled.current?.(url)),
      stateMapping: {
        stateToRoute: (uiState: UiState): RouteQuery => toQuery(uiState[config.indexName] ?? {}),
        routeToState: (route: RouteQuery): UiState => ({ [config.indexName]: fromQuery(route) }),
      },
    },
  }))
  const search = (
    <InstantSearch
      searchClient={setup.client}
      indexName={config.indexName}
      routing={setup.routing}
      insights={setup.insights}
      stalledSearchDelay={STALLED_SEARCH_DELAY_MS}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      {initialResults ? <DisposeOnUnmount /> : null}
      {logSearches ? <SettledSearchLog indexName={config.indexName} fromQuery={fromQuery} settledRef={settled} /> : null}
      {children}
    </InstantSearch>
  )
  return initialResults ? <InstantSearchSSRProvider initialResults={initialResults}>{search}</InstantSearchSSRProvider> : search
}
