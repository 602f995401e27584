import { randomUUID } from 'node:crypto'

import { sendToAxiom } from './axiom'

/**
 * The server's structured log: one JSON object per line on stderr in production (what log collectors parse), a
 * readable line elsewhere. Request errors carry a request id: the load balancer's `X-Request-Id` when it sends one,
 * else a new one, so one failing request is one line that can be found again. With AXIOM_ORG_ID + AXIOM_TOKEN each line
 * also goes to Axiom as an event (`source: 'server'`, src/server/ops/axiom.ts); the console keeps it either way.
 */
export type LogFields = Record<string, unknown>

const production = (): boolean => process.env.NODE_ENV === 'production'

export function logLine(
  level: 'info' | 'warn' | 'error',
  msg: string,
  fields: LogFields = {},
  write: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): void {
  const time = new Date().toISOString()
  sendToAxiom([{ ...fields, _time: time, level, msg, source: 'server' }])
  if (production()) {
    write(JSON.stringify({ level, time, msg, ...fields }))
    return
  }
  const extra = Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : ''
  write(`[${level}] ${msg}${extra}`)
}

/** The request id of a request's headers (`x-request-id`, at most 128 safe characters), or a new one. */
export function requestIdOf(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers['x-request-id']
  const value = Array.isArray(raw) ? raw[0] : raw
  return value && /^[\w.:-]{1,128}$/.test(value) ? value : randomUUID()
}

/** The most of an error's message a log line keeps: a failed query's message holds its whole SQL and parameters. */
export const LOG_MESSAGE_MAX = 500

export const shortMessage = (message: string): string =>
  message.length > LOG_MESSAGE_MAX ? `${message.slice(0, LOG_MESSAGE_MAX)}… (${message.length} caractères)` : message

type RequestInfo = { path: string; method: string; headers: Record<string, string | string[] | undefined> }
type ErrorContext = { routerKind?: string; routePath?: string; routeType?: string }

/**
 * One line for an error thrown while handling a request (Next's `onRequestError`): no cookie, no body, no query.
 * Returns the line's request id (Sentry tags the same error with it, src/server/ops/sentry.ts).
 */
export function logRequestError(error: unknown, request: RequestInfo, context: ErrorContext = {}, write?: (line: string) => void): string {
  const err = error instanceof Error ? error : new Error(String(error))
  const requestId = requestIdOf(request.headers)
  logLine(
    'error',
    'request error',
    {
      requestId,
      method: request.method,
      path: request.path.split('?')[0],
      route: context.routePath,
      routeType: context.routeType,
      error: shortMessage(err.message),
      digest: (err as { digest?: string }).digest,
      stack: err.stack?.split('\n').slice(1, 6).join('\n'), // the first line repeats the message
    },
    write,
  )
  return requestId
}
