import fs from 'node:fs'
import path from 'node:path'

import { NextResponse, type NextRequest } from 'next/server'

import { cmsSecret, runtimeSecret } from '@/cms/secret'
import { CSP_HEADER, policyForPath } from '@/lib/csp'
import { CSP_COOKIE, decodeCspCookie } from '@/server/punchout/cspCookie'
import { punchoutKey } from '@/server/punchout/secret'

let key: string | undefined
let hashes: string[] | undefined
// the same key as the one that signed the cookie (src/server/punchout/sessions.ts), without loading Payload
const signingKey = () => (key ??= punchoutKey(runtimeSecret(cmsSecret(path.join(process.cwd(), 'data')))))

/** The built 404's inline script hashes (scripts/csp-inline-hashes.mjs); none under `next dev`. */
function builtScriptHashes(): string[] {
  if (hashes) return hashes
  try {
    const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'csp-inline-hashes.json')
    const list: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
    hashes = Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string') : []
  } catch {
    hashes = []
  }
  return hashes
}

/**
 * Runs only for a browser carrying the punch-out CSP cookie (see `config`; next.config.mjs sends the shop's policy to
 * every other request): its responses get the policy widened with the session's post-back origin (`form-action`) and
 * the buyer's hosts (`frame-ancestors`), issue 8 item 3 (the admin keeps its own script-src). A cookie whose signature fails gets the ordinary policy.
 */
export function proxy(request: NextRequest) {
  const extras = decodeCspCookie(request.cookies.get(CSP_COOKIE)?.value, signingKey())
  const response = NextResponse.next()
  response.headers.set(CSP_HEADER, policyForPath(request.nextUrl.pathname, extras ?? {}, { scriptHashes: builtScriptHashes() }))
  return response
}

export const config = {
  matcher: [{ source: '/((?!_next/static|_next/image|favicon.ico).*)', has: [{ type: 'cookie', key: 'punchout_csp' }] }],
}
