/**
 * The browser's calls to the shop's own routes (cart, account, punch-out): credentials sent, JSON both ways, and a
 * failure's `{ code, message }` (French message, ready to show) raised as an ApiError with the HTTP status.
 */

/** A failed call: the route's `{ code, message }` (French message, ready to show) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** A call to one of the shop's routes; the `{ code, message }` of a failure, or a reply that is not JSON, becomes an ApiError. */
export async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(path, { ...init, credentials: 'include', headers })
  const body = (await res.json().catch(() => null)) as (T & { code?: string; message?: string }) | null
  if (!res.ok || body === null) {
    throw new ApiError(res.status, body?.code ?? 'server_error', body?.message ?? `${path}: ${res.status}`)
  }
  return body
}

/** A POST with `body` as JSON (no body at all when it is undefined). */
export const post = <T>(path: string, body?: unknown, init: RequestInit = {}) =>
  call<T>(path, { ...init, method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
