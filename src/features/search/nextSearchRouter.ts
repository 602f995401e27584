/**
 * InstantSearch routing through Next's router (spec §2/§9: search state mirrored in the address, writes debounced
 * 400 ms). InstantSearch's own history router writes with pushState behind Next's back and only listens to popstate;
 * this one writes with shallow `router.push`/`router.replace` (Next's back/forward keep working) and hears every route
 * change on its page, so the header's search box can update `q` in place on the results route.
 *
 * One history entry and one `page_view` per settled search, not per partial query: the first write of a search pushes
 * an entry, the writes that follow within SEARCH_SETTLED_MS replace it ("roulement s", then "roulement skf"), and the
 * `page_view` is sent once, for the last address, when no write has come for SEARCH_SETTLED_MS (or at once when the
 * buyer leaves the page from that search). The writes themselves are quiet route changes (no `page_view`).
 *
 * Leaving the page must never write: InstantSearch's `dispose()` removes its widgets, which schedules a state change
 * in a microtask, then disposes this router synchronously; that late state change (an empty query) would otherwise arm
 * a new write and send the buyer back from the product they just opened to an empty results page. So writes stop for
 * good at `dispose`, and a navigation to another path cancels the pending one as soon as it starts.
 */
import type { NextRouter } from 'next/router'
import type { Router } from 'instantsearch.js'

import { markQuietRouteChange, pushPageView } from '@/lib/page-view'

import { parseQueryString, toQueryString, type RouteQuery } from './routeState'

/** spec §9: address writes debounced 400 ms. */
export const ROUTE_WRITE_DELAY_MS = 400
/** A write this long after the previous one is a new search: its own history entry. */
export const SEARCH_SETTLED_MS = 1500

type RouterLike = Pick<NextRouter, 'push' | 'replace' | 'events'>

/**
 * `onSettled` hears each settled search's address, at the moment its `page_view` is sent (the search log).
 */
export function nextSearchRouter(
  router: RouterLike,
  writeDelay = ROUTE_WRITE_DELAY_MS,
  onSettled?: (url: string) => void,
): Router<RouteQuery> {
  // The page's own path (/recherche or its alias /search) stays as the visitor typed it.
  const pathname = window.location.pathname
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastWritten: string | null = null
  let listener: ((url: string) => void) | null = null
  let disposed = false
  // the search being typed: its address is sent as one page_view once settled
  let settleTimer: ReturnType<typeof setTimeout> | undefined
  let unseen: string | null = null

  const cancelPending = (): void => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const settle = (): void => {
    if (settleTimer !== undefined) clearTimeout(settleTimer)
    settleTimer = undefined
    const url = unseen
    unseen = null
    if (url === null) return
    pushPageView(url)
    onSettled?.(url)
  }
  const pathOf = (url: string): string => url.split('#')[0]!.split('?')[0]!
  // a navigation to another page has started: what was typed here must not follow the buyer there; one on this page
  // made elsewhere (the header's box) is newer than a write still pending, which must not undo it in the moment
  // between the address change and routeChangeComplete (a heavy results page renders in between)
  const onLeave = (url: string): void => {
    if (pathOf(url) === pathname) {
      if (url !== lastWritten) cancelPending()
      return
    }
    cancelPending()
    settle()
  }
  router.events.on('routeChangeStart', onLeave)

  const current = (): string => window.location.pathname + window.location.search
  const createURL = (route: RouteQuery): string => `${pathname}${toQueryString(route)}`

  return {
    $$type: 'next-router',
    read: () => parseQueryString(window.location.search),
    createURL,
    write(route) {
      cancelPending()
      if (disposed) return
      timer = setTimeout(() => {
        timer = undefined
        const url = createURL(route)
        if (disposed || window.location.pathname !== pathname || url === current()) return
        lastWritten = url
        const typing = settleTimer !== undefined
        markQuietRouteChange(url)
        void (typing ? router.replace : router.push)(url, undefined, { shallow: true, scroll: false })
        if (settleTimer !== undefined) clearTimeout(settleTimer)
        unseen = url
        settleTimer = setTimeout(settle, SEARCH_SETTLED_MS)
      }, writeDelay)
    },
    onUpdate(callback) {
      listener = (url: string) => {
        const search = url.split('#')[0]!.split('?')[1] ?? ''
        // our own write coming back, or a route change away from this page: nothing to apply
        if (pathOf(url) !== pathname) return
        if (url === lastWritten) {
          lastWritten = null
          return
        }
        // someone else moved this page's address (the header's box, back/forward): a write still pending is older
        cancelPending()
        callback(parseQueryString(search))
      }
      router.events.on('routeChangeComplete', listener)
    },
    dispose() {
      disposed = true
      cancelPending()
      settle()
      router.events.off('routeChangeStart', onLeave)
      if (listener) router.events.off('routeChangeComplete', listener)
      listener = null
    },
  }
}
