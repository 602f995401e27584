// @vitest-environment jsdom
/**
 * The search UI's pure rules: the address ↔ search state mappings (spec §2 "Search state may be mirrored in the
 * address query string"), the results route and the 150px rule (spec §2 Top search bar), and the Next router adapter
 * (spec §9 address writes debounced 400 ms).
 */
import { EventEmitter } from 'node:events'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { nextSearchRouter, ROUTE_WRITE_DELAY_MS, SEARCH_SETTLED_MS } from '@/features/search/nextSearchRouter'
import { takeQuietRouteChange } from '@/lib/page-view'
import {
  listingQueryFromState,
  listingStateFromQuery,
  parseQueryString,
  resultsQueryFromState,
  resultsStateFromQuery,
  toQueryString,
} from '@/features/search/routeState'
import { isResultsRoute, SEARCH_BOX_SCROLL_PX, searchBoxWaitsForScroll } from '@/features/search/routes'
import { searchPath } from '@/lib/routes'

describe('results page address (/recherche?q=…&type=…&marque=…&catalogue=…&page=…)', () => {
  it.each([
    ['an empty address is an empty search', {}, {}],
    ['q is the query', { q: 'roulement' }, { query: 'roulement' }],
    [
      'hit kinds, brands and catalogues are refinements',
      { q: 'skf', type: ['product', 'marque'], marque: 'SKF', catalogue: 'Roulements et transmission' },
      {
        query: 'skf',
        refinementList: { algolia_type: ['product', 'marque'], marque: ['SKF'], catalogue: ['Roulements et transmission'] },
      },
    ],
    ['page 3 of the infinite list', { q: 'x', page: '3' }, { query: 'x', page: 3 }],
    ['page 1 and bad pages are left out', { page: ['1'] }, {}],
    ['a non-numeric page is ignored', { page: 'deux' }, {}],
  ])('%s', (_label, query, state) => {
    expect(resultsStateFromQuery(query)).toEqual(state)
  })

  it('spec §9: the query keeps at most 512 characters', () => {
    expect(resultsStateFromQuery({ q: 'a'.repeat(600) }).query).toHaveLength(512)
  })

  it('writes back the same address (round trip), without empty values', () => {
    const query = { q: 'pompe', type: ['product'], marque: ['SKF', 'FAG'], page: '2' }
    expect(resultsQueryFromState(resultsStateFromQuery(query))).toEqual(query)
    expect(resultsQueryFromState({ query: '  ', page: 1, refinementList: { algolia_type: [] } })).toEqual({})
  })
})

describe('product listing address (/tous-nos-produits?tri=…&catalogue=…&categorie=…&marque=…&disponibilite=…&page=…)', () => {
  it.each([
    ['default: the A-Z replica (the main index ranks by relevance, then popularity)', {}, { sortBy: 'all-fr_label_asc' }],
    ['tri=z-a: the Z-A replica', { tri: 'z-a' }, { sortBy: 'all-fr_label_desc' }],
    ['tri=reference: the Référence replica', { tri: 'Reference' }, { sortBy: 'all-fr_reference_asc' }],
    ['an unknown tri is the default sort', { tri: 'prix' }, { sortBy: 'all-fr_label_asc' }],
    [
      'facets and page',
      { tri: 'z-a', page: '2', categorie: 'Roulements', disponibilite: 'En stock' },
      {
        sortBy: 'all-fr_label_desc',
        page: 2,
        refinementList: { categorie: ['Roulements'], disponibilite: ['En stock'] },
      },
    ],
  ])('%s', (_label, query, state) => {
    expect(listingStateFromQuery(query)).toEqual(state)
  })

  it('keeps the catalogue pages’ URL shape: ?tri=z-a&page=2, nothing for the defaults', () => {
    expect(toQueryString(listingQueryFromState({ sortBy: 'all-fr_label_desc', page: 2 }))).toBe('?tri=z-a&page=2')
    expect(toQueryString(listingQueryFromState({ sortBy: 'all-fr_label_asc', page: 1 }))).toBe('')
    expect(listingQueryFromState({ refinementList: { marque: ['SKF'], catalogue: ['Outillage'] } })).toEqual({
      catalogue: ['Outillage'],
      marque: ['SKF'],
    })
  })
})

describe('query strings', () => {
  it('repeated keys are arrays, both ways', () => {
    expect(parseQueryString('?q=roulement%20%C3%A0%20billes&type=product&type=marque')).toEqual({
      q: 'roulement à billes',
      type: ['product', 'marque'],
    })
    expect(toQueryString({ q: 'roulement à billes', type: ['product', 'marque'] })).toBe(
      '?q=roulement+%C3%A0+billes&type=product&type=marque',
    )
  })
})

describe('spec §2 Top search bar: routes', () => {
  it("'Voir plus' and submitting go to /recherche?q={query}", () => {
    expect(searchPath('6204 2RS')).toBe('/recherche?q=6204%202RS')
    expect(searchPath('  ')).toBe('/recherche')
  })

  it('the results route is /recherche, and /search is the same page', () => {
    expect(isResultsRoute('/recherche')).toBe(true)
    expect(isResultsRoute('/search')).toBe(true)
    expect(isResultsRoute('/tous-nos-produits')).toBe(false)
  })

  it.each([
    ['/', true],
    ['/search', true],
    ['/recherche', true],
    ['/catalogues', false],
    ['/tous-nos-produits', false],
  ])('on %s the desktop box waits for a scroll past 150px: %s (on /, /search and /recherche only)', (path, waits) => {
    expect(searchBoxWaitsForScroll(path)).toBe(waits)
    expect(SEARCH_BOX_SCROLL_PX).toBe(150)
  })
})

describe('InstantSearch routing through Next’s router', () => {
  const events = new EventEmitter()
  const push = vi.fn(async () => true)
  const replace = vi.fn(async () => true)
  const router = { push, replace, events: { on: events.on.bind(events), off: events.off.bind(events) } } as never
  const pageViews = () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'page_view')

  beforeEach(() => {
    vi.useFakeTimers()
    window.history.replaceState(null, '', '/recherche?q=pompe')
    push.mockClear()
    replace.mockClear()
    window.dataLayer = []
  })
  afterEach(() => {
    vi.useRealTimers()
    events.removeAllListeners()
  })

  it('reads the address and builds URLs on the page’s own path', () => {
    window.history.replaceState(null, '', '/search?q=pompe')
    const r = nextSearchRouter(router)
    expect(r.read()).toEqual({ q: 'pompe' })
    expect(r.createURL({ q: 'skf', type: ['marque'] })).toBe('/search?q=skf&type=marque')
  })

  it('spec §9: writes the address 400 ms after the last change, as a shallow push', () => {
    const r = nextSearchRouter(router)
    r.write({ q: 'r' })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS - 1)
    r.write({ q: 'ro' })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS - 1)
    expect(push).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(push).toHaveBeenCalledTimes(1)
    expect(push).toHaveBeenCalledWith('/recherche?q=ro', undefined, { shallow: true, scroll: false })
  })

  it('does not write the address it is already at, and drops a pending write on dispose', () => {
    const r = nextSearchRouter(router)
    r.write({ q: 'pompe' })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    expect(push).not.toHaveBeenCalled()
    r.write({ q: 'autre' })
    r.dispose()
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    expect(push).not.toHaveBeenCalled()
  })

  it('writes nothing once disposed: InstantSearch’s unmount sends an empty state after disposing the router', () => {
    const r = nextSearchRouter(router)
    r.write({ q: 'pompe', page: '2' })
    // InstantSearch.dispose(): widgets removed (state change deferred to a microtask), then router.dispose() …
    r.dispose()
    // … then the deferred state change arrives with the query gone
    r.write({})
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS * 3)
    expect(push).not.toHaveBeenCalled()
  })

  it('a navigation to another page cancels the pending write, and so does one started elsewhere on its own page', () => {
    const r = nextSearchRouter(router)
    r.write({ q: 'roulement s' })
    events.emit('routeChangeStart', '/catalogues/produit/roulement-a-billes-6204-2rs-skf', { shallow: false })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    expect(push).not.toHaveBeenCalled()

    // the header's box moves this page's address: the address changes before routeChangeComplete, and the older
    // pending write must not put its query back in between
    r.write({ q: 'pompe' })
    events.emit('routeChangeStart', '/recherche?q=roulement', { shallow: true })
    window.history.replaceState(null, '', '/recherche?q=roulement')
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    expect(push).not.toHaveBeenCalled()
    expect(replace).not.toHaveBeenCalled()

    // its own write's start does not cancel the next one
    r.write({ q: 'roulement skf' })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    expect(push).toHaveBeenCalledWith('/recherche?q=roulement+skf', undefined, { shallow: true, scroll: false })
    events.emit('routeChangeStart', '/recherche?q=roulement+skf', { shallow: true })
    r.write({ q: 'roulement skf 6204' })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    expect(replace).toHaveBeenCalledWith('/recherche?q=roulement+skf+6204', undefined, { shallow: true, scroll: false })
    r.dispose()
  })

  it('does not write while the browser is already on another path', () => {
    const r = nextSearchRouter(router)
    r.write({ q: 'x' })
    window.history.replaceState(null, '', '/catalogues/produit/foret')
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    expect(push).not.toHaveBeenCalled()
    r.dispose()
  })

  it('one history entry and one page_view per settled search: the partial queries replace the entry, quietly', () => {
    const r = nextSearchRouter(router)
    const opts = { shallow: true, scroll: false }
    r.write({ q: 'roulement s' })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    expect(push).toHaveBeenCalledWith('/recherche?q=roulement+s', undefined, opts)
    r.write({ q: 'roulement sk' })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    r.write({ q: 'roulement skf' })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    expect(push).toHaveBeenCalledTimes(1)
    expect(replace.mock.calls).toEqual([
      ['/recherche?q=roulement+sk', undefined, opts],
      ['/recherche?q=roulement+skf', undefined, opts],
    ])
    // the writes are quiet route changes: no page_view until the search settles, then one for the last address
    expect(takeQuietRouteChange('/recherche?q=roulement+s')).toBe(true)
    expect(takeQuietRouteChange('/recherche?q=roulement+s')).toBe(false)
    expect(pageViews()).toEqual([])
    vi.advanceTimersByTime(SEARCH_SETTLED_MS)
    expect(pageViews()).toEqual([{ event: 'page_view', page_path: '/recherche?q=roulement+skf' }])

    // a later refinement is a new search: a new entry and its own page_view
    r.write({ q: 'roulement skf', type: ['product'] })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS + SEARCH_SETTLED_MS)
    expect(push).toHaveBeenCalledTimes(2)
    expect(pageViews()).toHaveLength(2)
    r.dispose()
  })

  it('leaving the page from a search that has not settled yet sends its page_view at once', () => {
    const r = nextSearchRouter(router)
    r.write({ q: 'pompe a eau' })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    events.emit('routeChangeStart', '/catalogues/produit/pompe', { shallow: false })
    expect(pageViews()).toEqual([{ event: 'page_view', page_path: '/recherche?q=pompe+a+eau' }])
    r.dispose()
    vi.advanceTimersByTime(SEARCH_SETTLED_MS)
    expect(pageViews()).toHaveLength(1)
  })

  it('a route change made elsewhere on its page drops the write still pending (it is older): the header box wins', () => {
    const r = nextSearchRouter(router)
    const seen = vi.fn()
    r.onUpdate(seen)
    r.write({ q: 'pompe' }) // InstantSearch's write at mount, still waiting
    // the header's box navigates to the new query
    window.history.replaceState(null, '', '/recherche?q=roulement')
    events.emit('routeChangeComplete', '/recherche?q=roulement', { shallow: true })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS * 2)
    expect(push).not.toHaveBeenCalled()
    expect(replace).not.toHaveBeenCalled()
    expect(seen).toHaveBeenCalledWith({ q: 'roulement' })
    r.dispose()
  })

  it('applies route changes made elsewhere on its page (the header box, back/forward), not its own echo nor other pages', () => {
    const r = nextSearchRouter(router)
    const seen = vi.fn()
    r.onUpdate(seen)
    r.write({ q: 'mine' })
    vi.advanceTimersByTime(ROUTE_WRITE_DELAY_MS)
    events.emit('routeChangeComplete', '/recherche?q=mine', { shallow: true })
    expect(seen).not.toHaveBeenCalled()
    events.emit('routeChangeComplete', '/recherche?q=header&page=2', { shallow: true })
    expect(seen).toHaveBeenCalledWith({ q: 'header', page: '2' })
    events.emit('routeChangeComplete', '/catalogues', { shallow: false })
    expect(seen).toHaveBeenCalledTimes(1)
    r.dispose()
    events.emit('routeChangeComplete', '/recherche?q=after', { shallow: true })
    expect(seen).toHaveBeenCalledTimes(1)
  })
})
