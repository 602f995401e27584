import { useEffect, useRef } from 'react'
import { useRouter } from 'next/router'
import NProgress from 'nprogress'

import { pushPageView, takeQuietRouteChange } from '@/lib/page-view'

import { createScrollMemory } from './scrollMemory'

type NProgressOptions = NonNullable<Parameters<typeof NProgress.configure>[0]>

/**
 * `trickleRate` exists in nprogress 0.2.0 (see nprogress.js settings) but is missing
 * from @types/nprogress, hence the widened type.
 */
const NPROGRESS_OPTIONS: NProgressOptions & { trickleRate: number } = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
}

NProgress.configure(NPROGRESS_OPTIONS)

/**
 * Route-change side effects for `_app`: nprogress bar, scroll to top and exactly one
 * `page_view` per completed route change (plus one for the initial page load), except the quiet ones: a page's own
 * state written to the address while the visitor types (the search sends one `page_view` per settled search).
 */
export function useRouteChangeEffects(): void {
  const { events } = useRouter()
  const initialPageViewSent = useRef(false)

  useEffect(() => {
    // Ref guard: StrictMode re-runs effects on the same instance in development.
    if (initialPageViewSent.current) return
    initialPageViewSent.current = true
    // window.location rather than router.asPath: for auto-exported dynamic routes asPath is
    // still the route pattern (e.g. /produits/[slug]) on the first render.
    pushPageView(window.location.pathname + window.location.search)
  }, [])

  useEffect(() => {
    // Back and Forward: the position the buyer left the entry at (the browser's own would act before the page is in)
    const scroll = createScrollMemory()
    window.history.scrollRestoration = 'manual'
    const onPopState = (): void => scroll.popped()
    window.addEventListener('popstate', onPopState)
    const handleStart = (): void => {
      NProgress.start()
      scroll.leaving()
    }
    const handleComplete = (url: string, options?: { shallow?: boolean }): void => {
      NProgress.done()
      // a shallow change keeps the page (search state, listing filters written to the address): it keeps its scroll
      if (!scroll.arrived(url) && !options?.shallow) window.scrollTo(0, 0)
      if (!takeQuietRouteChange(url)) pushPageView(url)
    }
    const handleError = (): void => {
      NProgress.done()
    }

    events.on('routeChangeStart', handleStart)
    events.on('routeChangeComplete', handleComplete)
    events.on('routeChangeError', handleError)
    return () => {
      window.removeEventListener('popstate', onPopState)
      events.off('routeChangeStart', handleStart)
      events.off('routeChangeComplete', handleComplete)
      events.off('routeChangeError', handleError)
    }
  }, [events])
}
