/**
 * Who a client is in their company: the role of their `clients` record (src/cms/fields/companyRoles.ts), the only
 * thing the server reads to decide who orders (buyers, approvers), who only prepares (preparers) and who approves.
 */
import { companyRoleOf, type CompanyRole } from '@/lib/approvals/api'
import type { Client } from '@/payload-types'
import { cms } from '@/server/http/payload'

const o = { overrideAccess: true, depth: 0 } as const

export const idOf = (rel: unknown): number | null =>
  rel === null || rel === undefined ? null : typeof rel === 'object' ? (rel as { id: number }).id : (rel as number)

export type Member = { client: Client; role: CompanyRole; societe: number | null }

export async function memberOf(clientId: string | number): Promise<Member> {
  const client = await (await cms()).findByID({ collection: 'clients', id: Number(clientId), ...o })
  return { client, role: companyRoleOf(client.role), societe: idOf(client.societe) }
}

export const isPreparer = async (buyer: { id: string }): Promise<boolean> => (await memberOf(buyer.id)).role === 'preparer'

/** The active approvers of company `societe`, but `except` (an approver never decides their own order). */
export async function approversOf(societe: number, except?: number): Promise<Client[]> {
  const { docs } = await (
    await cms()
  ).find({
    collection: 'clients',
    where: {
      and: [
        { societe: { equals: societe } },
        { role: { equals: 'approbateur' } },
        { compte_desactive: { not_equals: true } },
        ...(except === undefined ? [] : [{ id: { not_equals: except } }]),
      ],
    },
    sort: 'id',
    pagination: false,
    ...o,
  })
  return docs
}

export const displayName = (c: Pick<Client, 'firstname' | 'lastname' | 'email'>): string =>
  [c.firstname, c.lastname].filter(Boolean).join(' ') || c.email
