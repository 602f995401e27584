/**
 * The company's credit as the shop models it today: each account's outstanding is mirrored on its
 * `clients` record (`dimasys_credit_used`, grown by each order placed on account), and the credit is the company's:
 * what is used is the sum over every account of the company — its buyers and its preparers — against the limit of the
 * account that orders (the ERP gives the accounts of a company the company's limit). Accounts of type 1 order without
 * credit (spec §6), so what they owe is not counted. An account without a company counts alone.
 */
import type { Payload } from 'payload'

import { creditView, hasCreditLine, type CreditView } from '@/lib/cart/credit'

const o = { overrideAccess: true, depth: 0 } as const

/** The credit of client `clientId`'s company, or null when the account has no credit line (type 1, no limit). */
export async function companyCredit(p: Payload, clientId: number): Promise<CreditView | null> {
  const client = await p.findByID({ collection: 'clients', id: clientId, ...o, disableErrors: true })
  if (!client || !hasCreditLine(client.dimasys_type, client.dimasys_credit_limit)) return null
  const societe = typeof client.societe === 'object' && client.societe ? client.societe.id : client.societe
  if (societe === null || societe === undefined) return creditView(client.dimasys_credit_limit, [client.dimasys_credit_used])
  const { docs } = await p.find({
    collection: 'clients',
    where: { societe: { equals: societe } },
    select: { dimasys_credit_used: true, dimasys_type: true },
    pagination: false,
    ...o,
  })
  const onCredit = docs.filter((d) => d.dimasys_type !== null && d.dimasys_type !== undefined && d.dimasys_type !== 1)
  return creditView(
    client.dimasys_credit_limit,
    onCredit.map((d) => d.dimasys_credit_used),
  )
}
