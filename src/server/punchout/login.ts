/**
 * Opens a shop session for the buyer's client without a password (the punch-out start URL is the proof), the way
 * Payload's own login does: a session added to the user (auth.useSessions), a JWT of the collection's fields to sign,
 * and the `payload-token` cookie. In production the cookie is `SameSite=None; Secure`, so that it is sent inside
 * Coupa's frame (the shop is then a third-party site); elsewhere Payload's own attributes are kept (http has no Secure).
 */
import { randomUUID } from 'node:crypto'

import { generatePayloadCookie, getFieldsToSign, jwtSign, type Payload } from 'payload'

import { publicEnv } from '@/lib/publicEnv'

type SessionRow = { id: string; createdAt: Date | string; expiresAt: Date | string }

const framedCookies = (): boolean => process.env.NODE_ENV === 'production' && !publicEnv.NEXT_PUBLIC_APP_URL?.startsWith('http://')

/** `SameSite=None; Secure` when the shop is served over https in production (see framedCookies). */
export function forFrame(cookie: string): string {
  if (!framedCookies()) return cookie
  const parts = cookie
    .split(';')
    .map((p) => p.trim())
    .filter((p) => !/^(samesite|secure)\b/i.test(p))
  return [...parts, 'SameSite=None', 'Secure'].join('; ')
}

export async function sessionCookieFor(payload: Payload, clientId: number): Promise<string> {
  const collection = payload.collections.clients.config
  const user = await payload.findByID({ collection: 'clients', id: clientId, overrideAccess: true, showHiddenFields: true, depth: 0 })
  if (user.compte_desactive) throw new Error('punch-out client account is deactivated')
  let sid: string | undefined
  if (collection.auth.useSessions) {
    sid = randomUUID()
    const now = new Date()
    const sessions = ((user as { sessions?: SessionRow[] | null }).sessions ?? []).filter((s) => new Date(s.expiresAt) > now)
    sessions.push({ id: sid, createdAt: now, expiresAt: new Date(now.getTime() + collection.auth.tokenExpiration * 1000) })
    await payload.db.updateOne({ collection: 'clients', id: clientId, data: { sessions, updatedAt: null }, returning: false })
  }
  const fieldsToSign = getFieldsToSign({
    collectionConfig: collection,
    email: user.email,
    sid,
    user: { ...user, collection: 'clients' } as unknown as Parameters<typeof getFieldsToSign>[0]['user'],
  })
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collection.auth.tokenExpiration })
  return forFrame(generatePayloadCookie({ collectionAuthConfig: collection.auth, cookiePrefix: payload.config.cookiePrefix, token }))
}
