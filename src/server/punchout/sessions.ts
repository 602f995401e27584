/**
 * Punch-out sessions: the single-use, short-lived start URL a setup request gets, and the signed `punchout` cookie that
 * ties the shop session to it afterwards (buyer cookie, post-back URL, operation: read back from the record).
 */
import { createHash, randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

import type { Payload } from 'payload'

import type { PunchoutSession } from '@/payload-types'
import { punchoutSources } from '@/lib/csp'
import { dateLiteral, idLiteral, updateReturningIds } from '@/server/db/conditionalUpdate'

import type { AuthenticatedBuyer } from './buyers'
import { CSP_COOKIE, encodeCspCookie } from './cspCookie'
import type { ItemOutLine } from './cxmlParse'
import { forFrame } from './login'
import { punchoutKey, signValue, verifySigned } from './secret'
import type { SetupRequest } from './setupRequest'

/** The start URL is followed by the buyer's browser right after the setup: a few minutes are plenty. */
const START_TOKEN_TTL_MS = 5 * 60_000
/** How long the punch-out context cookie lasts (a shopping session). */
const CONTEXT_MAX_AGE_S = 8 * 60 * 60
export const CONTEXT_COOKIE = 'punchout'

const o = { overrideAccess: true, depth: 0 } as const
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** Creates the session and returns its start token (only its SHA-256 is stored). */
export async function openSession(payload: Payload, buyer: AuthenticatedBuyer, request: SetupRequest, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const x = request.extrinsics
  const name = [x.FirstName, x.LastName].filter(Boolean).join(' ') || x.UniqueName || ''
  await payload.create({
    collection: 'punchout-sessions',
    data: {
      token_hash: sha256(token),
      buyer: buyer.id,
      client: buyer.clientId,
      dialect: 'cxml',
      buyer_cookie: request.buyerCookie,
      browser_form_post: request.browserFormPost,
      operation: request.operation,
      user_email: x.UserEmail || null,
      user_name: name || null,
      items: request.items,
      expires_at: new Date(now.getTime() + START_TOKEN_TTL_MS).toISOString(),
    },
    ...o,
  })
  return token
}

export type StartOutcome = { ok: true; session: PunchoutSession } | { ok: false; reason: 'unknown' | 'used' | 'expired' }

/**
 * Marks the session used unless it already is, in one conditional UPDATE: of two requests racing with the same link
 * (on one instance or two), exactly one gets the row. Returns whether this call did.
 */
async function markUsed(payload: Payload, sessionId: number, now: Date): Promise<boolean> {
  const claimed = await updateReturningIds(
    payload,
    'punchout_sessions',
    `"used_at" = ${dateLiteral(now)}, "updated_at" = ${dateLiteral(now)}`,
    `"id" = ${idLiteral(sessionId)} AND "used_at" IS NULL`,
  )
  return claimed.length === 1
}

/** The start link works once: the first request that marks it used wins, in the database, across instances. */
export async function consumeStartToken(payload: Payload, token: string, now = new Date()): Promise<StartOutcome> {
  const hash = sha256(token)
  const { docs } = await payload.find({ collection: 'punchout-sessions', where: { token_hash: { equals: hash } }, limit: 1, ...o })
  const session = docs[0]
  if (!session) return { ok: false, reason: 'unknown' }
  if (session.used_at) return { ok: false, reason: 'used' }
  if (new Date(session.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
  if (!(await markUsed(payload, session.id, now))) return { ok: false, reason: 'used' }
  return { ok: true, session: { ...session, used_at: now.toISOString(), updatedAt: now.toISOString() } }
}

export function contextCookie(payload: Payload, sessionId: number): string {
  const value = `${sessionId}.${signValue(String(sessionId), punchoutKey(payload.secret))}`
  return forFrame(`${CONTEXT_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${CONTEXT_MAX_AGE_S}`)
}

/** The post-back origin and the buyer's hosts for the Content-Security-Policy of the session's pages (src/proxy.ts). */
export function cspCookie(payload: Payload, postBackUrl: string, buyerHosts: readonly string[]): string {
  const value = encodeCspCookie(punchoutSources(postBackUrl, buyerHosts), punchoutKey(payload.secret))
  return forFrame(`${CSP_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${CONTEXT_MAX_AGE_S}`)
}

/** The punch-out session of this browser (signed cookie), or null outside punch-out. */
export async function currentSession(payload: Payload, headers: IncomingHttpHeaders): Promise<PunchoutSession | null> {
  const cookie = Array.isArray(headers.cookie) ? headers.cookie.join('; ') : (headers.cookie ?? '')
  const raw = new RegExp(`(?:^|;\\s*)${CONTEXT_COOKIE}=([^;]*)`).exec(cookie)?.[1]
  const id = verifySigned(raw, punchoutKey(payload.secret))
  if (!id || !/^\d+$/.test(id)) return null
  return payload.findByID({ collection: 'punchout-sessions', id: Number(id), ...o, disableErrors: true })
}

/** OCI: the browser itself brings the credentials, so the session starts at once (no start URL). */
export async function openOciSession(
  payload: Payload,
  buyer: AuthenticatedBuyer,
  hookUrl: string,
  target: string,
  now = new Date(),
): Promise<PunchoutSession> {
  return payload.create({
    collection: 'punchout-sessions',
    data: {
      token_hash: sha256(randomBytes(32).toString('base64url')),
      buyer: buyer.id,
      client: buyer.clientId,
      dialect: 'oci',
      browser_form_post: hookUrl,
      oci_target: target || null,
      operation: 'create',
      expires_at: now.toISOString(),
      used_at: now.toISOString(),
    },
    ...o,
  })
}

export const sessionItems = (session: PunchoutSession): ItemOutLine[] =>
  Array.isArray(session.items) ? (session.items as ItemOutLine[]) : []
