// @vitest-environment jsdom
/**
 * Leaving a search page started from the server's answer (issue 33 item 5). React InstantSearch never disposes an
 * instance created under <InstantSearchSSRProvider> (useInstantSearchApi returns early when there is an
 * `ssrSearchRef`): its widgets are removed one by one after the unmount and the routing, never disposed, writes their
 * empty state to the address 400 ms later. A buyer back on /recherche by then (Back before or just after the product
 * page came) got /recherche without its query: 457 hits, 20 shown, instead of the 60 loaded for « roulement ».
 */
import { EventEmitter } from 'node:events'
import { StrictMode } from 'react'

import { act, cleanup, render, screen } from '@testing-library/react'
import { useSearchBox } from 'react-instantsearch'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SearchProvider } from '@/features/search/SearchProvider'
import { ROUTE_WRITE_DELAY_MS } from '@/features/search/nextSearchRouter'
import { resultsQueryFromState, resultsStateFromQuery } from '@/features/search/routeState'
import type { SearchClientConfig } from '@/lib/search/types'

const events = new EventEmitter()
const push = vi.fn(async () => true)
const replace = vi.fn(async () => true)
const router = { push, replace, events: { on: events.on.bind(events), off: events.off.bind(events) } }
vi.mock('next/router', () => ({ useRouter: () => router }))

const answer = (params: { query?: string; page?: number }) => ({
  hits: [],
  nbHits: 457,
  page: params.page ?? 0,
  nbPages: 23,
  hitsPerPage: 20,
  processingTimeMS: 1,
  exhaustiveNbHits: true,
  query: params.query ?? '',
  params: '',
  index: 'all-fr',
})
const client = {
  search: vi.fn(async (requests: { params?: { query?: string; page?: number } }[]) => ({
    results: requests.map((r) => answer(r.params ?? {})),
  })),
}
vi.mock('@/lib/search/client', () => ({ createSearchClient: () => client }))
vi.mock('@/features/search/insights', () => ({ instantSearchInsights: () => undefined }))

const CONFIG = { appId: 'local', searchKey: 'search', indexName: 'all-fr', localPath: '/api/search' } as SearchClientConfig

/** The server's first page for « roulement », as /recherche?q=roulement hands it over. */
const INITIAL = {
  'all-fr': {
    state: { index: 'all-fr', query: 'roulement', page: 0, hitsPerPage: 20 },
    results: [answer({ query: 'roulement' })],
  },
}

function Query() {
  const { query } = useSearchBox()
  return <p data-testid="query">{query}</p>
}

const page = (initialResults: typeof INITIAL | null) => (
  <SearchProvider config={CONFIG} fromQuery={resultsStateFromQuery} toQuery={resultsQueryFromState} initialResults={initialResults}>
    <Query />
  </SearchProvider>
)

const listeners = () => events.listenerCount('routeChangeStart') + events.listenerCount('routeChangeComplete')

describe('a search page left (its InstantSearch unmounted)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    window.history.replaceState(null, '', '/recherche?q=roulement')
    push.mockClear()
    replace.mockClear()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    events.removeAllListeners()
  })

  it.each([
    ['started from the server’s answer', INITIAL],
    ['searched in the browser', null],
  ])('%s: never writes the address again, and no longer follows its route changes', async (_name, initialResults) => {
    const { unmount } = render(page(initialResults))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByTestId('query').textContent).toBe('roulement')
    expect(listeners()).toBe(2)

    unmount()
    // the buyer is back on the results' address (Back at once, or just after the product page came)
    await act(() => vi.advanceTimersByTimeAsync(ROUTE_WRITE_DELAY_MS * 3))
    expect(push).not.toHaveBeenCalled()
    expect(replace).not.toHaveBeenCalled()
    expect(listeners()).toBe(0)
  })

  it('kept on screen (StrictMode’s mount, unmount, mount): still follows the address', async () => {
    render(<StrictMode>{page(INITIAL)}</StrictMode>)
    await act(() => vi.advanceTimersByTimeAsync(ROUTE_WRITE_DELAY_MS * 3))
    expect(screen.getByTestId('query').textContent).toBe('roulement')

    // the header's box changes the query in place
    window.history.pushState(null, '', '/recherche?q=pompe')
    await act(async () => {
      events.emit('routeChangeComplete', '/recherche?q=pompe', { shallow: true })
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(screen.getByTestId('query').textContent).toBe('pompe')
  })
})
