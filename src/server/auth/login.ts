import { generatePayloadCookie, type Payload } from 'payload'

import type { LoginInput } from '@/features/session/login'
import { cms } from '@/server/cms/payload'

export type LoginOutcome =
  | { ok: true; cookie: string; user: { id: number | string; email: string; firstname: string | null; lastname: string | null } }
  | { ok: false; reason: 'invalid_credentials' | 'account_locked' | 'account_disabled' }

/**
 * Logs a buyer in through the CMS `clients` collection (Payload's own password check and per-account lockout:
 * 5 attempts, 15 minutes). A deactivated account (compte_desactive) gets no session. On success, the session cookie
 * as Payload's own login route would set it (HttpOnly, SameSite, Secure in production).
 */
export async function loginClient({ email, password }: LoginInput): Promise<LoginOutcome> {
  const payload = await cms()
  try {
    const result = await payload.login({ collection: 'clients', data: { email, password } })
    const user = result.user as unknown as {
      id: number | string
      email: string
      firstname?: string | null
      lastname?: string | null
      compte_desactive?: boolean | null
    }
    if (user.compte_desactive) return { ok: false, reason: 'account_disabled' }
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
    // Payload answers a wrong password and a locked account alike (APIError, status 401); `instanceof` is not
    // reliable here (the production bundle may hold two copies of Payload's error classes), so the account's lock
    // is read back.
    if ((error as { status?: unknown }).status !== 401) throw error
    return { ok: false, reason: (await isLocked(payload, email)) ? 'account_locked' : 'invalid_credentials' }
  }
}

async function isLocked(payload: Payload, email: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'clients',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const lockUntil = (docs[0] as { lockUntil?: string | null } | undefined)?.lockUntil
  return Boolean(lockUntil && new Date(lockUntil).getTime() > Date.now())
}
