import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** Clock skew tolerated on the token's `nbf` / `exp` (seconds). */
const LEEWAY_S = 60

const b64url = (buf: Buffer): string => buf.toString('base64url')
const unpad = (value: string): string => value.replace(/=+$/, '')

function decodePart(part: string | undefined): Record<string, unknown> | null {
  if (!part) return null
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
  } catch {
    return null
  }
}

function signedWith(token: string, key: string): boolean {
  const [header, claims, signature] = token.split('.')
  if (!header || !claims || !signature) return false
  const expected = Buffer.from(b64url(createHmac('sha256', key).update(`${header}.${claims}`).digest()))
  const given = Buffer.from(unpad(signature))
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * Checks the `Upstash-Signature` of a QStash delivery: a JWT (HS256) signed with the current or the next signing key,
 * issued by Upstash for this URL (`sub`), still valid, whose `body` claim is the base64url SHA-256 of the raw body.
 */
export function verifyQstashSignature(input: { signature: string | undefined; body: string; url: string; keys: readonly string[]; now?: number }): boolean {
  const { signature, body, url, keys, now = Date.now() } = input
  if (!signature || keys.length === 0) return false
  if (!keys.some((key) => key && signedWith(signature, key))) return false
  const header = decodePart(signature.split('.')[0])
  const claims = decodePart(signature.split('.')[1])
  if (header?.alg !== 'HS256' || !claims) return false
  const seconds = Math.floor(now / 1000)
  if (claims.iss !== 'Upstash') return false
  if (typeof claims.sub !== 'string' || claims.sub.replace(/\/+$/, '') !== url.replace(/\/+$/, '')) return false
  if (typeof claims.exp !== 'number' || claims.exp + LEEWAY_S < seconds) return false
  if (typeof claims.nbf === 'number' && claims.nbf - LEEWAY_S > seconds) return false
  const bodyHash = b64url(createHash('sha256').update(body).digest())
  return typeof claims.body === 'string' && unpad(claims.body) === unpad(bodyHash)
}
