/**
 * InstantSearch routing through Next's router (spec §2/§9: search state mirrored in the address, writes debounced
 * 400 ms). InstantSearch's own history router writes with pushState behind Next's back and only listens to popstate;
 * this one writes with a shallow `router.push` (Next's back/forward keep working) and hears every route change on
 * its page, so the header's search box can update `q` in place on the results route.
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

  const current = (): string => window.location.pathname + window.location.search
  const createURL = (route: RouteQuery): string => `${pathname}${toQueryString(route)}`

  return {
    $$type: 'next-router',
    read: () => parseQueryString(window.location.search),
    createURL,
    write(route) {
      if (timer !== undefined) clearTimeout(timer)
      timer = setTimeout(() => {
        timer = undefined
        const url = createURL(route)
        if (url === current()) return
        lastWritten = url
        void router.push(url, undefined, { shallow: true, scroll: false })
      }, writeDelay)
    },
    onUpdate(callback) {
      listener = (url: string) => {
        const [path = '', search = ''] = url.split('#')[0]!.split('?')
        // our own write coming back, or a route change away from this page: nothing to apply
        if (path !== pathname) return
        if (url === lastWritten) {
          lastWritten = null
          return
        }
        callback(parseQueryString(search))
      }
      router.events.on('routeChangeComplete', listener)
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer)
      if (listener) router.events.off('routeChangeComplete', listener)
      listener = null
    },
  }
}
