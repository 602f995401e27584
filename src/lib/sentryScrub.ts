/**
 * What leaves for Sentry, server and browser alike: no personal data. Cookies, Authorization and every header not
 * listed below are dropped, request bodies and query strings too (a reset token, an e-mail in `?email=`), the user is
 * reduced to its id, and any e-mail address left in a message, a URL, an exception or a breadcrumb becomes `[email]`.
 *
 * Shared by src/server/ops/sentry.ts and src/lib/sentryBrowser.ts: no Node-only API, no Sentry import (types only).
 */
import type { Breadcrumb, ErrorEvent, NodeOptions } from '@sentry/nextjs'

type DataCollection = NonNullable<NodeOptions['dataCollection']>

/** Headers worth keeping to read an error; anything else (cookie, authorization, signatures, tokens) is dropped. */
const HEADERS = [
  'accept',
  'accept-language',
  'content-length',
  'content-type',
  'host',
  'referer',
  'sec-fetch-dest',
  'sec-fetch-mode',
  'sec-fetch-site',
  'user-agent',
  'x-request-id',
]
const KEPT_HEADERS = new Set(HEADERS)

/**
 * What the SDK itself collects. @sentry/nextjs 11 replaced `sendDefaultPii` with `dataCollection`, whose defaults
 * collect everything (cookies, headers, bodies, query strings, the user, local variables): all of it off here, but
 * the headers above and the source lines around each frame. `scrubEvent` still filters what gets through.
 */
export const DATA_COLLECTION: DataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: HEADERS }, response: false },
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
}

/** An e-mail address, also percent-encoded (`a%40b.fr`) as in a query string. */
const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi

const EMAIL_PLACEHOLDER = '[email]'

/** A URL or path without its query string and fragment. */
const withoutQuery = (url: string): string => url.replace(/[?#].*$/s, '')

const scrubText = (text: string): string => text.replace(EMAIL, EMAIL_PLACEHOLDER)

/** Every string of `value`, at any depth, with its e-mail addresses replaced (objects copied, not changed in place). */
function scrubDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T
  if (depth > 12 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item: unknown) => scrubDeep(item, depth + 1)) as T
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubDeep(item, depth + 1)])) as T
}

const URL_KEYS = ['url', 'from', 'to', 'request_path']

/** URL-like fields of a breadcrumb's or a context's data without their query string. */
function withoutQueries(data: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!data) return data
  const copy = { ...data }
  for (const key of URL_KEYS) if (typeof copy[key] === 'string') copy[key] = withoutQuery(copy[key])
  delete copy['http.query']
  delete copy['http.fragment']
  return copy
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return scrubDeep({ ...breadcrumb, data: withoutQueries(breadcrumb.data) })
}

export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const copy: ErrorEvent = { ...event }
  if (copy.request) {
    const { url, method, headers } = copy.request
    copy.request = {
      ...(url ? { url: withoutQuery(url) } : {}),
      ...(method ? { method } : {}),
      ...(headers
        ? {
            headers: Object.fromEntries(
              Object.entries(headers)
                .filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()))
                .map(([name, v]) => [name, name.toLowerCase() === 'referer' ? withoutQuery(v) : v]),
            ),
          }
        : {}),
    }
  }
  if (copy.user) copy.user = copy.user.id === undefined ? undefined : { id: copy.user.id }
  if (copy.contexts)
    copy.contexts = Object.fromEntries(Object.entries(copy.contexts).map(([name, context]) => [name, context && withoutQueries(context)]))
  if (copy.breadcrumbs) copy.breadcrumbs = copy.breadcrumbs.map(scrubBreadcrumb)
  return scrubDeep(copy)
}
