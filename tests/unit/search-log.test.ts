// @vitest-environment jsdom
/**
 * The search log's rules on the browser side and the contract it shares with the server: the query
 * normalised for grouping, the checks of an entry (query ≤ 512 characters, bounded filters, nothing else), one POST per
 * settled search (the router's settle, the dropdown's 1.5 s / follow), never the same search twice in a row.
 */
import { EventEmitter } from 'node:events'

import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { nextSearchRouter, ROUTE_WRITE_DELAY_MS, SEARCH_SETTLED_MS } from '@/features/search/nextSearchRouter'
import { logSettledSearch, rememberSearch, SEARCH_LOG_REPEAT_MS } from '@/features/search/searchLog'
import { useDropdownSearchLog } from '@/features/search/useDropdownSearchLog'
import type { DropdownResult } from '@/features/search/useDropdownSearch'
import { normaliseQuery, refinementFilters, SEARCH_LOG_PATH } from '@/lib/search/log'
import { searchLogEntrySchema } from '@/lib/search/logSchema'
import type { SearchClientConfig } from '@/lib/search/types'

describe('query normalised for grouping (trim, case, spaces)', () => {
  it.each([
    ['  Pompe   à EAU ', 'pompe à eau'],
    ['ROULEMENT\tSKF\n6204', 'roulement skf 6204'],
    ['Clé 1/2"', 'clé 1/2"'],
    // the same letter typed precomposed or as e + combining accent
    ['Cle\u0301', 'clé'],
    ['   ', ''],
  ])('%j → %j', (query, normalised) => {
    expect(normaliseQuery(query)).toBe(normalised)
  })
})

describe('a search log entry', () => {
  const entry = { query: 'pompe', nbHits: 3, filters: ['marque:SKF'], index: 'all-fr', queryID: 'abc123', source: 'results' }

  it('accepts what the pages send', () => {
    expect(searchLogEntrySchema.parse(entry)).toEqual(entry)
    expect(searchLogEntrySchema.parse({ ...entry, filters: undefined, queryID: undefined }).filters).toEqual([])
  })

  it.each([
    ['a query over 512 characters (spec §5)', { query: 'a'.repeat(513) }],
    ['an empty query', { query: ' \n ' }],
    ['a negative hit count', { nbHits: -1 }],
    ['more than 20 filters', { filters: Array.from({ length: 21 }, (_, i) => `marque:${i}`) }],
    ['a filter that is not attribute:value', { filters: ['SKF'] }],
    ['a filter over 200 characters', { filters: [`marque:${'x'.repeat(194)}`] }],
    ['an index with a slash', { index: 'all/fr' }],
    ['a queryID that is not letters and digits', { queryID: 'a-b' }],
    ['an unknown source', { source: 'mail' }],
    ['a buyer id sent by the client', { buyer: 12 }],
    ['an address sent by the client', { ip: '203.0.113.9' }],
  ])('refuses %s', (_name, change) => {
    expect(searchLogEntrySchema.safeParse({ ...entry, ...change }).success).toBe(false)
  })

  it('keeps a 512-character query and 20 filters of 200 characters', () => {
    const filters = Array.from({ length: 20 }, (_, i) => `marque:${String(i).padStart(193, 'x')}`)
    expect(filters[0]).toHaveLength(200)
    expect(searchLogEntrySchema.safeParse({ ...entry, query: 'a'.repeat(512), filters }).success).toBe(true)
  })

  it('refinements become sorted attribute:value filters', () => {
    expect(refinementFilters({ marque: ['SKF', 'NSK'], algolia_type: ['product'] })).toEqual([
      'algolia_type:product',
      'marque:NSK',
      'marque:SKF',
    ])
    expect(refinementFilters(undefined)).toEqual([])
  })
})

const fetchMock = vi.fn(async () => new Response(null, { status: 201 }))
const sent = () =>
  fetchMock.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>)

beforeEach(() => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  rememberSearch('reset', -Infinity)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('sending a settled search', () => {
  const entry = { query: 'Pompe', nbHits: 4, filters: [], index: 'all-fr', source: 'results' as const }

  it('posts it once to /api/search-log with keepalive, the cookie of the page and no buyer id', () => {
    expect(logSettledSearch(entry, 1_000)).toBe(true)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(SEARCH_LOG_PATH)
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' })
    expect(JSON.parse(String(init.body))).toEqual(entry)
  })

  it('does not send an empty query, nor the same search again soon after (a page of more results, the dropdown reopened)', () => {
    expect(logSettledSearch({ ...entry, query: '  ' }, 1_000)).toBe(false)
    expect(logSettledSearch(entry, 1_000)).toBe(true)
    expect(logSettledSearch({ ...entry, query: ' pompe ', source: 'dropdown' }, 2_000)).toBe(false)
    expect(logSettledSearch({ ...entry, filters: ['marque:SKF'] }, 3_000)).toBe(true)
    expect(logSettledSearch(entry, 4_000)).toBe(true)
    expect(logSettledSearch(entry, 4_000 + SEARCH_LOG_REPEAT_MS)).toBe(true)
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })
})

describe('the results page router tells the log when a search settles', () => {
  const events = new EventEmitter()
  const router = {
    push: vi.fn(async () => true),
    replace: vi.fn(async () => true),
    events: { on: events.on.bind(events), off: events.off.bind(events) },
  } as never

  beforeEach(() => {
    vi.useFakeTimers()
    window.history.replaceState(null, '', '/recherche')
    window.dataLayer = []
  })
  afterEach(() => {
    vi.useRealTimers()
    events.removeAllListeners()
  })

  it('once per settled search, with its last address, when its page_view is sent', () => {
    const settled = vi.fn()
    const r = nextSearchRouter(router, ROUTE_WRITE_DELAY_MS, settled)
    for (const q of ['p', 'po', 'pompe']) {
      r.write({ q })
      vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    }
    vi.advanceTimersByTime(SEARCH_SETTLED_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(settled.mock.calls).toEqual([['/recherche?q=pompe']])
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_path: '/recherche?q=pompe' }])

    // leaving for a hit before the search settled: it settles then
    r.write({ q: 'joint' })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    events.emit('routeChangeStart', '/catalogues/produit/joint-torique')
    expect(settled.mock.calls.at(-1)).toEqual(['/recherche?q=joint'])
    vi.advanceTimersByTime(SEARCH_SETTLED_MS * 2)
    expect(settled).toHaveBeenCalledTimes(2)
    r.dispose()
    expect(settled).toHaveBeenCalledTimes(2)
  })
})

describe('the header dropdown logs a search shown for 1.5 s, or followed', () => {
  const config: SearchClientConfig = {
    appId: 'LOCAL',
    searchKey: 'k',
    indexName: 'all-fr',
    localPath: '/api/search',
    insightsPath: '/api/insights',
  }
  const done = (query: string, nbHits = 2): DropdownResult => ({ status: 'done', query, hits: [], nbHits, queryID: `q${query.length}` })

  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('not while the buyer types, once the hits of the last query stayed 1.5 s', () => {
    const { rerender } = renderHook(({ result }) => useDropdownSearchLog(config, result), { initialProps: { result: done('pom') } })
    act(() => vi.advanceTimersByTime(SEARCH_SETTLED_MS - 1))
    rerender({ result: { ...done('pom'), status: 'loading' } })
    rerender({ result: done('pompe', 7) })
    act(() => vi.advanceTimersByTime(SEARCH_SETTLED_MS - 1))
    expect(fetchMock).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(sent()).toEqual([{ query: 'pompe', nbHits: 7, filters: [], index: 'all-fr', queryID: 'q5', source: 'dropdown' }])
    act(() => vi.advanceTimersByTime(SEARCH_SETTLED_MS * 3))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('at once when a hit is opened or the form submitted, and not again after', () => {
    const { result } = renderHook(() => useDropdownSearchLog(config, done('joint')))
    act(() => result.current())
    expect(sent().map((e) => e.query)).toEqual(['joint'])
    act(() => vi.advanceTimersByTime(SEARCH_SETTLED_MS * 2))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('nothing for a query whose hits are still loading', () => {
    const { result } = renderHook(() => useDropdownSearchLog(config, { ...done('courroie'), status: 'loading' }))
    act(() => result.current())
    act(() => vi.advanceTimersByTime(SEARCH_SETTLED_MS * 2))
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
