import { useCallback, useSyncExternalStore } from 'react'
// the compat router: null instead of a throw under the App Router (the shop's 404, app/global-not-found.tsx)
import { useRouter } from 'next/compat/router'

import { loginPath, ROUTES } from '@/lib/routes'

import { safeRedirect } from './safeRedirect'

/** The login page, told to bring the buyer back to `back`; a bare link when `back` is home or unsafe. */
export function loginHrefFor(back: string): string {
  const target = safeRedirect(back.startsWith(ROUTES.login) ? ROUTES.home : back)
  return target === ROUTES.home ? loginPath() : loginPath(target)
}

const withoutQuery = (asPath: string): string => asPath.split(/[?#]/)[0]!

/**
 * Every login prompt ('Connaitre le prix', 'Se connecter'): the login page with `redirect` set to the page being read.
 * The static HTML (and hydration) carries the page's path, the only part of the address the server's HTML knows; the
 * query string, known only in the browser, is added after hydration, so a page read without one renders its links
 * once. Without the pages router (the shop's 404) the HTML has the bare link.
 */
export function useLoginHref(): string {
  const router = useRouter()
  const events = router?.events
  const subscribe = useCallback(
    (onChange: () => void) => {
      events?.on('routeChangeComplete', onChange)
      return () => events?.off('routeChangeComplete', onChange)
    },
    [events],
  )
  const current = () => loginHrefFor(router?.asPath ?? `${window.location.pathname}${window.location.search}`)
  const inHtml = () => (router ? loginHrefFor(withoutQuery(router.asPath)) : loginPath())
  return useSyncExternalStore(subscribe, current, inHtml)
}
