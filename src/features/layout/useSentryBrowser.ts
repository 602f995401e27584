import { useEffect } from 'react'

/**
 * With NEXT_PUBLIC_SENTRY_DSN (inlined at build time), starts the browser's Sentry (src/lib/sentryBrowser.ts) after
 * hydration, when the browser is idle: the SDK is a chunk of its own, fetched then, never in the first JavaScript.
 * Without it the condition is '' at build time (next.config.mjs `env`) and the bundler drops the branch and its chunk:
 * no Sentry code in any page. Read as a literal (not through src/env.ts, which would bring zod to every page; like NEXT_PUBLIC_GTM_ID).
 */
export function useSentryBrowser(): void {
  useEffect(() => {
    // SENTRY_BROWSER_DSN: NEXT_PUBLIC_SENTRY_DSN as next.config.mjs hands it to the bundler, '' when unset
    if (process.env.SENTRY_BROWSER_DSN) {
      const dsn = process.env.SENTRY_BROWSER_DSN
      const start = () => {
        import('@/lib/sentryBrowser')
          .then(({ initBrowserSentry }) => initBrowserSentry(dsn))
          .catch((error: unknown) => console.warn('[sentry] browser SDK not loaded', error))
      }
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(start, { timeout: 5000 })
        return () => window.cancelIdleCallback(id)
      }
      const timer = window.setTimeout(start, 2000)
      return () => window.clearTimeout(timer)
    }
    return undefined
  }, [])
}
