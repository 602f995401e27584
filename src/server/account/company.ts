/**
 * What a company's buyers share (quotes, shopping lists): the caller's company and the rows it owns. A buyer whose
 * account has no company owns their rows alone (`client`), as the CMS read rule does (companyRowsOrEditor).
 */
import type { Buyer } from '@/server/http/buyer'
import { cms } from '@/server/http/payload'

import { idOf, memberName, type Member } from './members'

export { companyScope, idOf, ownsRow, type Member } from './members'

/** The session's buyer with their company and name. */
export async function memberOf(buyer: Buyer): Promise<Member> {
  const payload = await cms()
  const client = await payload.findByID({ collection: 'clients', id: Number(buyer.id), overrideAccess: true, depth: 0 })
  return { id: client.id, societe: idOf(client.societe), name: memberName(client), email: client.email }
}

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
