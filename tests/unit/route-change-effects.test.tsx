// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const { events, nprogress } = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void
  const handlers = new Map<string, Set<Handler>>()
  const events = {
    on: (type: string, handler: Handler) => {
      if (!handlers.has(type)) handlers.set(type, new Set())
      handlers.get(type)!.add(handler)
    },
    off: (type: string, handler: Handler) => {
      handlers.get(type)?.delete(handler)
    },
    emit: (type: string, ...args: unknown[]) => {
      handlers.get(type)?.forEach((handler) => handler(...args))
    },
    count: (type: string) => handlers.get(type)?.size ?? 0,
    clear: () => handlers.clear(),
  }
  const nprogress = { configure: vi.fn(), start: vi.fn(), done: vi.fn() }
  return { events, nprogress }
})

vi.mock('next/router', () => ({ useRouter: () => ({ events, asPath: '/' }) }))
vi.mock('nprogress', () => ({ default: nprogress }))

import { useRouteChangeEffects } from '@/features/layout/useRouteChangeEffects'
import { markQuietRouteChange } from '@/lib/page-view'

const pageViews = () =>
  (window.dataLayer ?? []).filter(
    (entry): entry is { event: string; page_path: string } =>
      typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === 'page_view',
  )

let scrollTo: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  delete window.dataLayer
  window.history.replaceState(null, '', '/catalogue?page=2')
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  nprogress.start.mockClear()
  nprogress.done.mockClear()
})

afterEach(() => {
  // Explicit: RTL only auto-cleans when vitest globals are enabled.
  cleanup()
  scrollTo.mockRestore()
  events.clear()
})

describe('useRouteChangeEffects', () => {
  it('configures nprogress with the spec options', () => {
    expect(nprogress.configure).toHaveBeenCalledWith({
      minimum: 0.08,
      speed: 200,
      trickleSpeed: 800,
      trickleRate: 0.02,
    })
  })

  it('pushes one page_view for the initial page load, creating dataLayer', () => {
    renderHook(() => useRouteChangeEffects())
    expect(pageViews()).toEqual([{ event: 'page_view', page_path: '/catalogue?page=2' }])
  })

  it('keeps an existing dataLayer and appends to it', () => {
    const existing: unknown[] = [{ event: 'gtm.js' }]
    window.dataLayer = existing
    renderHook(() => useRouteChangeEffects())
    expect(window.dataLayer).toBe(existing)
    expect(existing).toHaveLength(2)
  })

  it('starts nprogress on routeChangeStart and finishes it on complete', () => {
    renderHook(() => useRouteChangeEffects())

    act(() => events.emit('routeChangeStart', '/produits', { shallow: false }))
    expect(nprogress.start).toHaveBeenCalledTimes(1)
    expect(nprogress.done).not.toHaveBeenCalled()
    expect(scrollTo).not.toHaveBeenCalled()

    // Next writes the new address before the route change completes
    window.history.pushState({ key: 'produits' }, '', '/produits')
    act(() => events.emit('routeChangeComplete', '/produits', { shallow: false }))
    expect(nprogress.done).toHaveBeenCalledTimes(1)
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it('a route change completing for an address no longer shown (Back came while it rendered) does not scroll', () => {
    renderHook(() => useRouteChangeEffects())
    act(() => events.emit('routeChangeStart', '/produits', { shallow: false }))
    // the buyer went Back: the address bar shows the list again when the product page's change completes
    act(() => events.emit('routeChangeComplete', '/produits', { shallow: false }))
    expect(nprogress.done).toHaveBeenCalledTimes(1)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('pushes exactly one page_view per completed route change', () => {
    renderHook(() => useRouteChangeEffects())

    act(() => {
      events.emit('routeChangeStart', '/produits', { shallow: false })
      events.emit('routeChangeComplete', '/produits', { shallow: false })
      events.emit('routeChangeStart', '/contact', { shallow: false })
      events.emit('routeChangeComplete', '/contact', { shallow: false })
    })

    expect(pageViews()).toEqual([
      { event: 'page_view', page_path: '/catalogue?page=2' },
      { event: 'page_view', page_path: '/produits' },
      { event: 'page_view', page_path: '/contact' },
    ])
  })

  it('a quiet route change (the search writing its state while the buyer types) sends no page_view', () => {
    renderHook(() => useRouteChangeEffects())
    markQuietRouteChange('/recherche?q=roul')
    act(() => {
      events.emit('routeChangeComplete', '/recherche?q=roul', { shallow: true })
      events.emit('routeChangeComplete', '/recherche?q=roul', { shallow: true })
    })
    // quiet once: the same address reached again by a real navigation is a page view
    expect(pageViews()).toEqual([
      { event: 'page_view', page_path: '/catalogue?page=2' },
      { event: 'page_view', page_path: '/recherche?q=roul' },
    ])
  })

  it('finishes nprogress but pushes no page_view and does not scroll on routeChangeError', () => {
    renderHook(() => useRouteChangeEffects())
    const before = pageViews().length

    act(() => {
      events.emit('routeChangeStart', '/cassé', { shallow: false })
      events.emit('routeChangeError', new Error('boom'), '/cassé', { shallow: false })
    })

    expect(nprogress.done).toHaveBeenCalledTimes(1)
    expect(pageViews()).toHaveLength(before)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('unsubscribes on unmount', () => {
    const { unmount } = renderHook(() => useRouteChangeEffects())
    expect(events.count('routeChangeComplete')).toBe(1)
    unmount()
    expect(events.count('routeChangeStart')).toBe(0)
    expect(events.count('routeChangeComplete')).toBe(0)
    expect(events.count('routeChangeError')).toBe(0)
  })

  it('sends a single initial page_view under StrictMode', async () => {
    const { StrictMode } = await import('react')
    renderHook(() => useRouteChangeEffects(), { wrapper: StrictMode })
    act(() => events.emit('routeChangeComplete', '/produits', { shallow: false }))
    expect(pageViews().map((view) => view.page_path)).toEqual(['/catalogue?page=2', '/produits'])
  })
})
