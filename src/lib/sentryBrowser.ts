/**
 * The browser's errors to Sentry (NEXT_PUBLIC_SENTRY_DSN): loaded by a dynamic import once the page has hydrated and
 * the browser is idle (src/features/layout/useSentryBrowser.ts), never in a page's first JavaScript. Uncaught errors
 * and unhandled rejections, no tracing, no replay, and no personal data (src/lib/sentryScrub.ts: cookies, headers,
 * query strings, e-mail addresses). Does not import src/env.ts (zod would come with it): the DSN is passed in.
 */
import * as Sentry from '@sentry/nextjs'

import { DATA_COLLECTION, scrubBreadcrumb, scrubEvent } from './sentryScrub'

/** Integrations that would measure or record the visit rather than report errors. */
const LEFT_OUT = new Set(['BrowserTracing', 'Replay', 'ReplayCanvas', 'Feedback', 'BrowserSession'])

export function initBrowserSentry(dsn: string): void {
  if (Sentry.getClient()) return
  Sentry.init({
    dsn,
    dataCollection: DATA_COLLECTION,
    integrations: (defaults) => defaults.filter((integration) => !LEFT_OUT.has(integration.name)),
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  })
}
