import { randomBytes } from 'node:crypto'

import { NextResponse, type NextRequest } from 'next/server'

import { cmsSecret, runtimeSecret } from '@/cms/secret'
import { AXIOM_PATH_PREFIX } from '@/lib/axiom/paths'
import { CSP_HEADER, policyForPath } from '@/lib/csp'
import { SESSION_HINT_COOKIE, SESSION_HINT_OPTIONS } from '@/lib/sessionHint'
import { dataDir } from '@/server/dataDir'
import { CSP_COOKIE, decodeCspCookie } from '@/server/punchout/cspCookie'
import { punchoutKey } from '@/server/punchout/secret'

let key: string | undefined
// the same key as the one that signed the cookie (src/server/punchout/sessions.ts), without loading Payload
const signingKey = () => (key ??= punchoutKey(runtimeSecret(cmsSecret(dataDir()))))

/**
 * The Content-Security-Policy of every storefront document (src/lib/csp.ts). Each response gets a fresh nonce, set on
 * the request too so that the app router puts it on its inline scripts (the French 404, rendered per address); the
 * pages router's static pages run script files only and are served unchanged. A browser in a punch-out session (its
 * signed cookie) gets the policy widened with the session's post-back origin (`form-action`) and the buyer's hosts
 * (`frame-ancestors`); a cookie whose signature fails gets the ordinary policy. `next dev` keeps its inline scripts
 * without a nonce (a nonce would make the browser ignore 'unsafe-inline').
 */
export function proxy(request: NextRequest) {
  // the browser's Axiom paths: answered by the API routes (a rewrite here, not in next.config.mjs: see config below)
  if (request.nextUrl.pathname.startsWith(AXIOM_PATH_PREFIX)) {
    return NextResponse.rewrite(new URL(`/api/axiom/${request.nextUrl.pathname.slice(AXIOM_PATH_PREFIX.length)}`, request.url))
  }
  const cookie = request.cookies.get(CSP_COOKIE)?.value
  const extras = cookie ? decodeCspCookie(cookie, signingKey()) : null
  const nonce = process.env.NODE_ENV === 'development' ? undefined : randomBytes(16).toString('base64')
  const policy = policyForPath(request.nextUrl.pathname, extras ?? {}, { nonce })
  const headers = new Headers(request.headers)
  headers.set(CSP_HEADER, policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set(CSP_HEADER, policy)
  followSessionCookie(request, response)
  return response
}

/**
 * The session hint (src/lib/sessionHint.ts) follows the HttpOnly session cookie: set when the request carries one,
 * cleared when it does not (a logout, an expired session). Only when it differs: most documents get no Set-Cookie.
 */
function followSessionCookie(request: NextRequest, response: NextResponse): void {
  const session = Boolean(request.cookies.get(SESSION_COOKIE)?.value)
  const hint = request.cookies.get(SESSION_HINT_COOKIE)?.value === '1'
  if (session && !hint) response.cookies.set(SESSION_HINT_COOKIE, '1', SESSION_HINT_OPTIONS)
  else if (!session && request.cookies.has(SESSION_HINT_COOKIE))
    response.cookies.set(SESSION_HINT_COOKIE, '', { ...SESSION_HINT_OPTIONS, maxAge: 0 })
}

/** Payload's session cookie of the buyers (collection `clients`, HttpOnly). */
const SESSION_COOKIE = 'payload-token'

export const config = {
  // documents only (not Next's files, the APIs, media or the admin: its own rule), and the browser's Axiom paths,
  // rewritten above. Not a `rewrites()` of next.config.mjs: any rewrite there makes the pages router replace the
  // address of every static page once hydrated, which re-renders the whole page in one long task (BROWSER_PROXY_MATCHERS).
  matcher: ['/_axiom/:path*', '/((?!_next/|_axiom/|api/|cms/|admin|favicon.ico|images/|robots.txt|sitemap.xml).*)'],
}
