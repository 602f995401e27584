// the compat router: null instead of a throw under the App Router (the shop's 404, app/global-not-found.tsx)
import { useRouter } from 'next/compat/router'

import { loginPath, ROUTES } from '@/lib/routes'
import { useHydrated } from '@/lib/use-hydrated'

import { safeRedirect } from './safeRedirect'

/** The login page, told to bring the buyer back to `back`; a bare link when `back` is home or unsafe. */
export function loginHrefFor(back: string): string {
  const target = safeRedirect(back.startsWith(ROUTES.login) ? ROUTES.home : back)
  return target === ROUTES.home ? loginPath() : loginPath(target)
}

/**
 * Every login prompt ('Connaitre le prix', 'Se connecter'): the login page with `redirect` set to the page being read.
 * The static HTML (and hydration) carries the bare link, the address being known only in the browser.
 */
export function useLoginHref(): string {
  const router = useRouter()
  const hydrated = useHydrated()
  if (!hydrated) return loginPath()
  return loginHrefFor(router?.asPath ?? `${window.location.pathname}${window.location.search}`)
}
