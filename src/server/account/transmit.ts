/**
 * Preparers prepare; buyers order. A client whose role is « préparateur » (./roles.ts) cannot place an order
 * (POST /api/orders answers 403); « Transmettre à l'acheteur » marks her preparer record as transmitted and mails the
 * company's active buyers, who see a banner in /mon-compte/preparateurs and take the cart over (./preparers.ts).
 */
import { TRANSMIT_TEXT as T, type TransmitReply } from '@/lib/account/transmit'
import { formatEuros } from '@/lib/money'
import { ROUTES } from '@/lib/routes'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import { cms } from '@/server/http/payload'
import { erp } from '@/server/erp'
import { preparerCartMail, queueMail } from '@/server/mail'
import { env } from '@/env'

import { isPreparer } from './roles'

const o = { overrideAccess: true, depth: 0 } as const
const idOf = (rel: unknown): number | null =>
  rel === null || rel === undefined ? null : typeof rel === 'object' ? (rel as { id: number }).id : (rel as number)

/** The preparer records of client `clientId` (one per company that lists her; in practice one). */
async function preparerRecords(clientId: string) {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'preparateurs',
    where: { client: { equals: Number(clientId) } },
    pagination: false,
    ...o,
  })
  return docs
}

/** « Transmettre à l'acheteur »: the company's active buyers (not its preparers) are told by mail and by a banner. */
export async function transmitCart(buyer: Buyer): Promise<TransmitReply> {
  if (!(await isPreparer(buyer))) throw new DomainError(403, 'not_preparer', T.notPreparer)
  const records = await preparerRecords(buyer.id)
  const cart = await erp().currentCart(buyer.id)
  if (!cart || cart.lines.length === 0) throw new DomainError(409, 'empty_cart', T.emptyCart)
  const payload = await cms()
  const societes = [...new Set(records.map((r) => idOf(r.societe)).filter((s): s is number => s !== null))]
  const listed = await payload.find({ collection: 'preparateurs', where: { societe: { in: societes } }, pagination: false, ...o })
  const preparerClients = [...new Set([Number(buyer.id), ...listed.docs.map((d) => idOf(d.client)).filter((c): c is number => c !== null)])]
  const { docs: buyers } = await payload.find({
    collection: 'clients',
    where: { and: [{ societe: { in: societes } }, { compte_desactive: { not_equals: true } }, { id: { not_in: preparerClients } }] },
    pagination: false,
    ...o,
  })
  if (buyers.length === 0) throw new DomainError(409, 'no_buyer', T.noBuyer)
  const me = await payload.findByID({ collection: 'clients', id: Number(buyer.id), ...o })
  const name = [me.firstname, me.lastname].filter(Boolean).join(' ') || me.email
  const transmitted_at = new Date().toISOString()
  for (const record of records)
    await payload.update({ collection: 'preparateurs', id: record.id, data: { panier_transmis_le: transmitted_at }, ...o })
  const url = `${env.NEXT_PUBLIC_APP_URL.replace(/\/+$/, '')}${ROUTES.preparers}`
  for (const to of buyers) {
    const mail = preparerCartMail({
      firstname: to.firstname,
      preparer: name,
      lines: cart.lines.length,
      amount: formatEuros(cart.amount_ht),
      url,
    })
    await queueMail(payload, { to: to.email, ...mail })
  }
  return { code: 'success', transmitted_at, recipients: buyers.length }
}
