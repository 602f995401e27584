/**
 * The punch-out additions to the Content-Security-Policy travel in a signed cookie (`punchout_csp`) set with the
 * session, so that src/proxy.ts can widen `form-action` / `frame-ancestors` per request without reading the database.
 * Signed: a cookie planted by someone else cannot add an origin to the policy.
 */
import { isCspSource, type CspExtras } from '@/lib/csp'

import { signValue, verifySigned } from './secret'

export const CSP_COOKIE = 'punchout_csp'

type Stored = { f: readonly string[]; a: readonly string[] }

export function encodeCspCookie(extras: Required<CspExtras>, key: string): string {
  const value = Buffer.from(JSON.stringify({ f: extras.formAction, a: extras.frameAncestors } satisfies Stored)).toString('base64url')
  return `${value}.${signValue(value, key)}`
}

export function decodeCspCookie(raw: string | undefined, key: string): Required<CspExtras> | null {
  const value = verifySigned(raw, key)
  if (!value) return null
  try {
    const stored = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Stored>
    const list = (l: unknown) => (Array.isArray(l) ? l.filter((s): s is string => typeof s === 'string' && isCspSource(s)) : [])
    return { formAction: list(stored.f), frameAncestors: list(stored.a) }
  } catch {
    return null
  }
}
