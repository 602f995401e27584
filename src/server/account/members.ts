/**
 * How a company's buyers are named and what rows they own, from records already read (no database access: the CMS
 * hooks use these, and what they import must not open Payload — src/server/http/payload.ts).
 */
import type { Where } from 'payload'

export const idOf = (rel: unknown): number | null =>
  rel === null || rel === undefined ? null : typeof rel === 'object' ? (rel as { id: number }).id : (rel as number)

export type Member = { id: number; societe: number | null; name: string; email: string }

/** « Prénom Nom », else the e-mail: how a buyer is named to the other buyers of the company. */
export const memberName = (client: { firstname?: string | null; lastname?: string | null; email: string }): string =>
  [client.firstname, client.lastname].filter(Boolean).join(' ').trim() || client.email

/** The rows a member sees: their company's, or their own without a company. */
export const companyScope = (member: Member): Where =>
  member.societe === null ? { client: { equals: member.id } } : { societe: { equals: member.societe } }

/** Whether a row (its `societe` and `client`) is the member's company's. */
export const ownsRow = (member: Member, row: { societe?: unknown; client?: unknown }): boolean =>
  member.societe === null ? idOf(row.client) === member.id : idOf(row.societe) === member.societe
