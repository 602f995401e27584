/**
 * An error answered the way Algolia answers it: `{ message, status }` with that HTTP status.
 *
 * Recognised by a process-wide brand, not by its class: Next compiles the instrumentation hook (which builds the
 * engine) and the API route (which answers) into separate module graphs, each with its own copy of this class, so
 * an `instanceof` check in the route misses the engine's errors (and answered them 500).
 */
const BRAND = Symbol.for('boutique.search.apiError')

export class SearchApiError extends Error {
  readonly status: number
  readonly [BRAND] = true
  /** A machine-readable code for the program (sent beside Algolia's `message` and `status`). */
  readonly code: string | undefined
  /** Seconds after which to try again (the `Retry-After` header of a 503). */
  readonly retryAfter: number | undefined
  constructor(status: number, message: string, options: { code?: string; retryAfter?: number } = {}) {
    super(message)
    this.name = 'SearchApiError'
    this.status = status
    this.code = options.code
    this.retryAfter = options.retryAfter
  }
}

/** True for a SearchApiError from any module graph of the process. */
export function isSearchApiError(value: unknown): value is SearchApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[BRAND] === true &&
    typeof (value as { status?: unknown }).status === 'number'
  )
}

export const badRequest = (message: string) => new SearchApiError(400, message)
export const notFound = (message: string) => new SearchApiError(404, message)
/** The index is being built (start-up): answered at once, never after a wait for the build. */
export const indexBuilding = (retryAfter: number) =>
  new SearchApiError(503, 'The search index is being built, retry shortly', { code: 'search_index_building', retryAfter })
