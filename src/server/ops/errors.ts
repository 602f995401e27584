import type { IncomingHttpHeaders } from 'node:http'

import { logLine, requestIdOf, shortMessage } from './log'
import { captureServerError } from './sentry'

type ApiRequest = { method?: string | undefined; url?: string | undefined; headers: IncomingHttpHeaders }

/**
 * An unexpected error of an API route that answers 500: logged on the console as before, with the request id (the
 * load balancer's `X-Request-Id`, else a new one), and sent to Sentry with that id when SENTRY_DSN is set
 * (src/server/ops/sentry.ts). `label` is the route's log prefix, e.g. `[api/contact]`. Returns the request id.
 */
export function reportApiError(label: string, error: unknown, req: ApiRequest): string {
  const requestId = requestIdOf(req.headers)
  if (process.env.NODE_ENV === 'production') {
    // one JSON line (src/server/ops/log.ts), not the multi-line text of console.error
    const err = error instanceof Error ? error : new Error(String(error))
    logLine('error', 'api error', {
      requestId,
      route: label,
      method: req.method,
      path: req.url?.split('?')[0],
      error: shortMessage(err.message),
      stack: err.stack?.split('\n').slice(1, 6).join('\n'),
    })
  } else {
    console.error(label, `requestId=${requestId}`, error)
  }
  void captureServerError(error, { requestId, route: label, method: req.method, path: req.url }).catch((failure: unknown) =>
    console.error('[sentry] capture failed', failure),
  )
  return requestId
}
