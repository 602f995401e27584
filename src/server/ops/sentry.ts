/**
 * Server errors to Sentry when SENTRY_DSN is set, through the official @sentry/nextjs; without it
 * nothing is loaded and errors go to the console only, as before. Initialised from `register()` (Node runtime,
 * src/instrumentation.ts), not through `withSentryConfig`: the build is unchanged. Errors reported:
 *
 * - what Next hands to `onRequestError` (pages, API routes, the app router's routes), via `captureRequestError`;
 * - the unexpected errors API routes answer with a 500 (`reportApiError`, src/server/ops/errors.ts);
 * - the CMS's (Payload's `afterError` hook, @payloadcms/plugin-sentry in src/payload.config.ts).
 *
 * Each event carries the request id of the log line written for it (`request_id` tag, src/server/ops/log.ts) and no
 * personal data: src/lib/sentryScrub.ts turns the SDK's own collection off (`dataCollection`, @sentry/nextjs 11's
 * `sendDefaultPii: false`) and drops cookies, Authorization, bodies, query strings and e-mail addresses. No tracing (no `tracesSampleRate`). The SDK is imported only when enabled, and from
 * modules that may be bundled apart (instrumentation, each API route): they share the one client Sentry keeps on
 * `globalThis`.
 */
import { env, features } from '@/env'
import { DATA_COLLECTION, scrubBreadcrumb, scrubEvent } from '@/lib/sentryScrub'

type SentryModule = typeof import('@sentry/nextjs')

export const sentryEnabled = (): boolean => features.sentry

/** @sentry/nextjs, loaded on first use, or null without SENTRY_DSN (then never loaded). */
let loading: Promise<SentryModule> | undefined
const sentry = (): Promise<SentryModule> | null => (sentryEnabled() ? (loading ??= import('@sentry/nextjs')) : null)

/** Starts the server SDK with SENTRY_DSN (called once from `register()`); without it, does nothing. */
export async function initServerSentry(): Promise<void> {
  const Sentry = await sentry()
  if (!Sentry) return
  Sentry.init({
    dsn: env.SENTRY_DSN,
    // no personal data: what `sendDefaultPii: false` was before @sentry/nextjs 11, and more (src/lib/sentryScrub.ts)
    dataCollection: DATA_COLLECTION,
    environment: env.NODE_ENV,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  })
}

type RequestInfo = { path: string; method: string; headers: Record<string, string | string[] | undefined> }
type ErrorContext = { routerKind: string; routePath: string; routeType: string }

/** An error Next hands to `onRequestError`, tagged with the request id its log line carries. */
export async function captureRequestError(error: unknown, request: RequestInfo, context: ErrorContext, requestId: string): Promise<void> {
  const Sentry = await sentry()
  if (!Sentry) return
  Sentry.withScope((scope) => {
    scope.setTag('request_id', requestId)
    Sentry.captureRequestError(error, request, context)
  })
}

/** An error caught by a route that answers 500 (`route` names it, like its log line). */
export async function captureServerError(
  error: unknown,
  details: { requestId: string; route: string; method?: string | undefined; path?: string | undefined; user?: { id: string } | undefined },
): Promise<void> {
  const Sentry = await sentry()
  if (!Sentry) return
  Sentry.withScope((scope) => {
    if (details.user) scope.setUser({ id: details.user.id })
    scope.setTag('request_id', details.requestId)
    scope.setTag('route', details.route)
    scope.setContext('request', { method: details.method, path: details.path?.split('?')[0] })
    Sentry.captureException(error, { mechanism: { handled: true, type: 'auto.function.api_route' } })
  })
}

/** Sends what is queued (tests; a shutdown), bounded by `timeoutMs`. */
export async function flushSentry(timeoutMs = 2000): Promise<boolean> {
  const Sentry = await sentry()
  return Sentry ? Sentry.flush(timeoutMs) : true
}
