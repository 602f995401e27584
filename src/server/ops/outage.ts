/**
 * A shared dependency (the database, Redis) that does not answer is an outage, never a lost session nor a bug: the
 * routes that need it answer 503 `{ code: 'service_unavailable', message }` in French with Retry-After, and the pages
 * that do not need it keep being served (issue 36 §1). `isDependencyDown` recognises the errors of the database
 * drivers (node-postgres, libSQL) and of ioredis that mean « not reachable », through Drizzle's and Payload's wrappers
 * (`cause` chains).
 */
import { logLine } from './log'

export const SERVICE_UNAVAILABLE = {
  code: 'service_unavailable',
  message: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
} as const

/** What a 503 for an outage tells the client to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 10

export type Dependency = 'database' | 'redis'

export class DependencyDownError extends Error {
  constructor(
    readonly dependency: Dependency,
    cause?: unknown,
  ) {
    super(`${dependency} unavailable`, { cause })
    this.name = 'DependencyDownError'
  }
}

/** Network errors of a connection, and PostgreSQL's « connection exception » and « operator intervention » classes. */
const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
const DOWN_MESSAGES = [
  /Connection terminated/i,
  /connection (is )?closed/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /max retries per request/i, // ioredis MaxRetriesPerRequestError
  /Stream isn't writeable/i, // ioredis without its offline queue
  /the database system is (starting up|shutting down|in recovery mode)/i,
]

export function isDependencyDown(error: unknown): boolean {
  const seen = new Set<unknown>()
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e)
    if (e instanceof DependencyDownError) return true
    const { code, name, message } = e as { code?: unknown; name?: unknown; message?: unknown }
    if (typeof code === 'string' && DOWN_CODES.has(code)) return true
    // ioredis gave up; a shared lock could not be taken (src/server/redis/lock.ts: nothing runs without it)
    if (name === 'MaxRetriesPerRequestError' || name === 'LockUnavailableError' || name === 'LockTimeoutError') return true
    if (typeof message === 'string' && DOWN_MESSAGES.some((re) => re.test(message))) return true
    // AggregateError (a connection tried on several addresses)
    const errors = (e as { errors?: unknown }).errors
    if (Array.isArray(errors) && errors.some((inner) => isDependencyDown(inner))) return true
  }
  return false
}

/** The reply for an outage, or null when `error` is something else. Logs one line (the operator sees the outage). */
export function outageReply(error: unknown, where: string): { status: 503; retryAfter: number; body: typeof SERVICE_UNAVAILABLE } | null {
  if (!isDependencyDown(error)) return null
  const dependency = error instanceof DependencyDownError ? error.dependency : undefined
  logLine('warn', 'dependency unavailable', {
    where,
    dependency,
    error: error instanceof Error ? error.message.slice(0, 300) : String(error),
  })
  return { status: 503, retryAfter: OUTAGE_RETRY_AFTER_SECONDS, body: SERVICE_UNAVAILABLE }
}

/** The part of a connection pool (node-postgres's Pool) this module listens to. */
type ErrorEmitter = { on(event: 'error', listener: (error: unknown) => void): unknown }

/**
 * The database pool's idle connections end with an error when the server restarts (« terminating connection due to
 * administrator command », 57P01): without a listener the pool re-throws it as an uncaught exception (issue 36 §7,
 * « Postgres errors during the restart reached Node as uncaught exceptions »). Listened to here: one JSON line per
 * lost connection, at most one a second (a pool loses all of them at once); the pool replaces them at the next query.
 */
export function watchDatabasePool(db: unknown, now: () => number = Date.now): void {
  const pool = (db as { pool?: unknown } | null)?.pool as ErrorEmitter | undefined
  if (!pool || typeof pool.on !== 'function') return
  let lastLogged = -Infinity
  pool.on('error', (error) => {
    if (now() - lastLogged < 1_000) return
    lastLogged = now()
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
    logLine('warn', 'database connection lost', {
      dependency: 'database',
      code: typeof code === 'string' ? code : undefined,
      error: typeof message === 'string' ? message.slice(0, 300) : String(error),
    })
  })
}
