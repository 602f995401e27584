/**
 * What a company's buyers share (quotes, shopping lists): the caller's company and the rows it owns. A buyer whose
 * account has no company owns their rows alone (`client`), as the CMS read rule does (companyRowsOrEditor).
 */
import type { Where } from 'payload'

import type { Buyer } from '@/server/http/buyer'
import { cms } from '@/server/http/payload'

export const idOf = (rel: unknown): number | null =>
  rel === null || rel === undefined ? null : typeof rel === 'object' ? (rel as { id: number }).id : (rel as number)

export type Member = { id: number; societe: number | null; name: string; email: string }

/** « Prénom Nom », else the e-mail: how a buyer is named to the other buyers of the company. */
export const memberName = (client: { firstname?: string | null; lastname?: string | null; email: string }): string =>
  [client.firstname, client.lastname].filter(Boolean).join(' ').trim() || client.email

/** The session's buyer with their company and name. */
export async function memberOf(buyer: Buyer): Promise<Member> {
  const payload = await cms()
  const client = await payload.findByID({ collection: 'clients', id: Number(buyer.id), overrideAccess: true, depth: 0 })
  return { id: client.id, societe: idOf(client.societe), name: memberName(client), email: client.email }
}

/** The rows a member sees: their company's, or their own without a company. */
export const companyScope = (member: Member): Where =>
  member.societe === null ? { client: { equals: member.id } } : { societe: { equals: member.societe } }

/** Whether a row (its `societe` and `client`) is the member's company's. */
export const ownsRow = (member: Member, row: { societe?: unknown; client?: unknown }): boolean =>
  member.societe === null ? idOf(row.client) === member.id : idOf(row.societe) === member.societe

/** Names of the given clients (deleted accounts left out), by id. */
export async function memberNames(ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'clients',
    where: { id: { in: unique } },
    select: { firstname: true, lastname: true, email: true },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return new Map(docs.map((d) => [d.id, memberName(d)]))
}
