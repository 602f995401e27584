import type { IncomingHttpHeaders } from 'node:http'

import { publicEnv } from '@/lib/publicEnv'

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)?.trim() || undefined

const originOf = (url: string | undefined): URL | null => {
  if (!url || !URL.canParse(url)) return null
  const parsed = new URL(url)
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null
}

/**
 * Is this state-changing request sent by a page of the shop itself (cross-site request forgery guard for the form
 * APIs)? The browser's Origin header (or the Referer when there is no Origin) must be the shop's public origin
 * (NEXT_PUBLIC_APP_URL) or the host the request was addressed to (same host as X-Forwarded-Host / Host, which a page
 * of another site cannot set). A request with neither header is refused: browsers always send Origin with a POST.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, appUrl: string | undefined = publicEnv.NEXT_PUBLIC_APP_URL): boolean {
  const origin = first(headers.origin)
  // an Origin header, even "null" (sandboxed frame, privacy redirect), decides alone: no fallback to the Referer
  const source = origin !== undefined ? originOf(origin) : originOf(first(headers.referer))
  if (!source) return false
  const app = originOf(appUrl)
  if (app && app.origin === source.origin) return true
  const host = first(headers['x-forwarded-host'])?.split(',')[0]?.trim() || first(headers.host)
  return Boolean(host) && source.host === host?.toLowerCase()
}
