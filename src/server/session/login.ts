import crypto from 'node:crypto'

import { generatePayloadCookie, type Payload } from 'payload'

import type { LoginInput } from '@/lib/session/login'
import { cms } from '@/server/http/payload'

export type LoginOutcome =
  | { ok: true; cookie: string; user: { id: number | string; email: string; firstname: string | null; lastname: string | null } }
  | { ok: false; reason: 'invalid_credentials' | 'account_disabled' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }

/**
 * Logs a buyer in through the CMS `clients` collection (Payload's own password check; the collection's hooks refuse a
 * deactivated account and slow down repeated failures on one account, and on one account from `clientAddress`). On success, the session cookie as Payload's
 * own login route would set it (HttpOnly, SameSite, Secure in production). An unknown address costs the same password
 * hash as a known one, so the answer's timing does not tell whether an account exists.
 */
export async function loginClient({ email, password }: LoginInput, clientAddress?: string): Promise<LoginOutcome> {
  const payload = await cms()
  try {
    // the caller's address, for the count of failures per address and account (clientAccountHooks)
    const result = await payload.login({ collection: 'clients', data: { email, password }, context: { clientAddress } })
    const user = result.user as unknown as { id: number | string; email: string; firstname?: string | null; lastname?: string | null }
    if (!result.token) return { ok: false, reason: 'invalid_credentials' }
    const cookie = generatePayloadCookie({
      collectionAuthConfig: payload.collections.clients.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
      token: result.token,
    })
    return {
      ok: true,
      cookie,
      user: { id: user.id, email: user.email, firstname: user.firstname ?? null, lastname: user.lastname ?? null },
    }
  } catch (error) {
    // `instanceof` is not reliable here (the production bundle may hold two copies of Payload's error classes): the
    // refusals are told apart by their status and data
    const { status, data } = error as { status?: unknown; data?: { code?: unknown; retryAfterSeconds?: unknown } | null }
    if (status === 403 && data?.code === 'account_disabled') return { ok: false, reason: 'account_disabled' }
    if (status === 429) return { ok: false, reason: 'rate_limited', retryAfterSeconds: Number(data?.retryAfterSeconds) || 1 }
    if (status !== 401) throw error
    // Payload answers an unknown address before hashing anything: the same work is done here
    if (!(await accountExists(payload, email))) await verifyAgainstDummyHash(password)
    return { ok: false, reason: 'invalid_credentials' }
  }
}

async function accountExists(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'clients', where: { email: { equals: email } }, overrideAccess: true })
  return totalDocs > 0
}

/** Payload's password hash parameters (auth/strategies/local/generatePasswordSaltHash.js: PBKDF2-SHA256). */
const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

/** A password check against no account, as costly as Payload's check of a real one. */
function verifyAgainstDummyHash(password: string): Promise<void> {
  return new Promise((resolve) => {
    crypto.pbkdf2(password, DUMMY_SALT, PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, PASSWORD_HASH.digest, () => resolve())
  })
}
