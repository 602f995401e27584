/**
 * Who is asking: the buyer of the Payload session cookie (`payload-token`, collection `clients`), and the one field of
 * their record the cart routes write, `last_dimasys_order` (spec §3 Client session: the id of the current cart order).
 */
import type { IncomingHttpHeaders } from 'node:http'

import { cms } from '@/server/http/payload'
import { DependencyDownError } from '@/server/ops/outage'

export type Buyer = {
  /** The `clients` document id, as the ERP keys its customers (src/server/erp/types.ts CustomerId). */
  id: string
  dimasysType: number | null
  /** spec §3 last_dimasys_order: the current cart order id, or null. */
  lastOrder: string | null
  /** A procurement (Coupa/SAP) account: it orders through its platform, never by the shop's checkout. */
  procurement?: boolean
}

/**
 * The logged-in buyer, or null for a visitor, an editor's session or a deactivated account (spec §4: treated as
 * anonymous). Only the session cookie is read — no Authorization header, no API key. Payload's own cross-site check
 * on that cookie (its `csrf` list of origins) is replaced by the routes' isSameOrigin guard on every state change
 * (src/server/http/buyerRoute.ts), so the request's Origin is not passed on: a read answers only the shop's own pages
 * anyway (no CORS; the cookie is SameSite=Lax).
 */
export async function currentBuyer(headers: IncomingHttpHeaders): Promise<Buyer | null> {
  const cookie = Array.isArray(headers.cookie) ? headers.cookie.join('; ') : headers.cookie
  if (!cookie || !cookie.includes('-token=')) return null
  const payload = await cms()
  const { user } = await payload.auth({ headers: new Headers({ cookie, 'sec-fetch-site': 'same-origin' }) })
  // Payload's strategies swallow a database error and answer « no user »: an outage must not read as a lost session
  if (!user) await databaseAnswers(payload)
  if (!user || user.collection !== 'clients' || user.compte_desactive) return null
  return {
    id: String(user.id),
    dimasysType: user.dimasys_type ?? null,
    lastOrder: user.last_dimasys_order || null,
    procurement: user.coupa === true,
  }
}

/** Throws DependencyDownError('database') when the database does not answer a trivial count. */
async function databaseAnswers(payload: Awaited<ReturnType<typeof cms>>): Promise<void> {
  try {
    await payload.count({ collection: 'editors', overrideAccess: true })
  } catch (error) {
    throw new DependencyDownError('database', error)
  }
}

/**
 * Records the buyer's current cart order on their record (server only: the field is read-only for buyers), so
 * `GET /cms/api/clients/me` tells the UI which order to send (spec §7 "orderId is last order id or -1").
 */
export async function rememberOrder(buyer: Buyer, orderId: string | null): Promise<void> {
  if (buyer.lastOrder === orderId) return
  const payload = await cms()
  await payload.update({
    collection: 'clients',
    id: Number(buyer.id),
    data: { last_dimasys_order: orderId },
    overrideAccess: true,
    depth: 0,
  })
  buyer.lastOrder = orderId
}
