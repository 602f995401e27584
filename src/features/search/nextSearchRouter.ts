/**
 * InstantSearch routing through Next's router (spec §2/§9: search state mirrored in the address, writes debounced
 * 400 ms). InstantSearch's own history router writes with pushState behind Next's back and only listens to popstate;
 * this one writes with a shallow `router.push` (Next's back/forward keep working) and hears every route change on
 * its page, so the header's search box can update `q` in place on the results route.
 *
 * Leaving the page must never write: InstantSearch's `dispose()` removes its widgets, which schedules a state change
 * in a microtask, then disposes this router synchronously; that late state change (an empty query) would otherwise arm
 * a new write and send the buyer back from the product they just opened to an empty results page. So writes stop for
 * good at `dispose`, and a navigation to another path cancels the pending one as soon as it starts.
 */
import type { NextRouter } from 'next/router'
import type { Router } from 'instantsearch.js'

import { parseQueryString, toQueryString, type RouteQuery } from './routeState'

/** spec §9: address writes debounced 400 ms. */
export const ROUTE_WRITE_DELAY_MS = 400

type RouterLike = Pick<NextRouter, 'push' | 'events'>

export function nextSearchRouter(router: RouterLike, writeDelay = ROUTE_WRITE_DELAY_MS): Router<RouteQuery> {
  // The page's own path (/recherche or its alias /search) stays as the visitor typed it.
  const pathname = window.location.pathname
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastWritten: string | null = null
  let listener: ((url: string) => void) | null = null
  let disposed = false

  const cancelPending = (): void => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const pathOf = (url: string): string => url.split('#')[0]!.split('?')[0]!
  // a navigation to another page has started: what was typed here must not follow the buyer there
  const onLeave = (url: string): void => {
    if (pathOf(url) !== pathname) cancelPending()
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
        void router.push(url, undefined, { shallow: true, scroll: false })
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
        callback(parseQueryString(search))
      }
      router.events.on('routeChangeComplete', listener)
    },
    dispose() {
      disposed = true
      cancelPending()
      router.events.off('routeChangeStart', onLeave)
      if (listener) router.events.off('routeChangeComplete', listener)
      listener = null
    },
  }
}
