import type { Instrumentation } from 'next'

/**
 * Starts Payload (database connection, production migrations) when the server boots, so the first visitor of a
 * page rendered on demand (fallback: 'blocking') does not wait for the CMS to initialise; then builds the search
 * index from the database in the background (in slices: a search meanwhile is answered 503 + Retry-After, src/server/search/local.ts). SIGTERM makes
 * /api/ready answer 503 and stops the jobs runner while Next finishes the requests in flight (src/server/ops). With
 * QStash configured, creates or updates its schedule of the jobs route (src/server/jobs/qstash.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // settings of earlier versions that switch nothing on any more: said once, so no one believes they do
  const { removedSettingWarnings } = await import('./env')
  for (const warning of removedSettingWarnings()) console.warn(`[env] ${warning}`)
  // with SENTRY_DSN: the server SDK, before anything can fail (src/server/ops/sentry.ts); without it nothing is loaded
  const { initServerSentry } = await import('./server/ops/sentry')
  await initServerSentry().catch((error: unknown) => console.error('[instrumentation] Sentry start failed', error))
  // the connection's address for the rate limits of the app router's routes (src/server/http/peerAddress.ts)
  const { recordPeerAddresses } = await import('./server/http/peerAddress')
  recordPeerAddresses()
  // `next build` runs this hook too (its page workers): the schedule belongs to a running server only
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    // with QSTASH_*: creates or updates QStash's schedule of POST /api/jobs/run (logs its own failures); not awaited
    void import('./server/jobs/qstash')
      .then(({ ensureQstashSchedule }) => ensureQstashSchedule())
      .catch((error: unknown) => console.error('[instrumentation] QStash schedule failed', error))
  }
  try {
    const { cms } = await import('./server/http/payload')
    const payload = await cms()
    const { installShutdownHandlers } = await import('./server/ops/lifecycle')
    installShutdownHandlers(payload)
    const { ensureSearchIndex } = await import('./server/search')
    void ensureSearchIndex(payload).catch((error: unknown) => console.error('[instrumentation] search index build failed', error))
    // newsletter sign-ups recorded before the CRM push existed, or whose job was lost: pushed once (idempotent)
    const { queuePendingNewsletterSignups } = await import('./server/crm')
    void queuePendingNewsletterSignups(payload).catch((error: unknown) =>
      console.error('[instrumentation] CRM push of sign-ups failed', error),
    )
  } catch (error) {
    // the first request will retry and report it: never stop the server for a warm-up
    console.error('[instrumentation] Payload warm-up failed', error)
  }
}

/**
 * One structured line per request error (JSON in production), with the request id (src/server/ops/log.ts); with
 * SENTRY_DSN, the error to Sentry too (`captureRequestError`), tagged with the same id.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logRequestError } = await import('./server/ops/log')
  const requestId = logRequestError(error, request, context)
  const { captureRequestError } = await import('./server/ops/sentry')
  await captureRequestError(error, request, context, requestId).catch((failure: unknown) =>
    console.error('[sentry] capture failed', failure),
  )
}
