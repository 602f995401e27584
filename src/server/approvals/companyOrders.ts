/**
 * GET /api/company-orders: for an approver, every order of their company's buyers — placed ones from the ERP, and those
 * waiting for approval or refused — with who ordered, the cost centre and the state, newest first.
 */
import type { CompanyOrderView, CompanyOrdersReply, CostCentre } from '@/lib/approvals/api'
import { APPROVAL_ERRORS as E, APPROVAL_STATUS_LABEL } from '@/lib/approvals/messages'
import { ORDER_STATUS_LABEL } from '@/lib/account/orderList'
import { displayName, idOf, memberOf } from '@/server/account/roles'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import { cms } from '@/server/http/payload'
import { erp } from '@/server/erp'

import { costCentresOf } from './policy'
import { STATUS_OF } from './requests'

const o = { overrideAccess: true, depth: 0 } as const

/** Rows shown: a company's recent history, not its archive. */
const MAX_COMPANY_ORDERS = 200

export async function companyOrders(caller: Buyer): Promise<CompanyOrdersReply> {
  const me = await memberOf(caller.id)
  if (me.societe === null) throw new DomainError(409, 'no_company', E.noCompany)
  if (me.role !== 'approver') throw new DomainError(403, 'approver_only', E.companyOrdersApproverOnly)
  const payload = await cms()
  const [societe, clients, requests] = await Promise.all([
    payload.findByID({ collection: 'societes', id: me.societe, ...o }),
    payload.find({ collection: 'clients', where: { societe: { equals: me.societe } }, pagination: false, ...o }).then((r) => r.docs),
    payload
      .find({
        collection: 'approbations',
        where: { and: [{ societe: { equals: me.societe } }, { statut: { not_equals: 'approuvee' } }] },
        sort: '-createdAt',
        limit: MAX_COMPANY_ORDERS,
        ...o,
      })
      .then((r) => r.docs),
  ])
  const centres = new Map(costCentresOf(societe).map((c) => [c.code, c]))
  const centre = (code: string | null | undefined, label?: string | null): CostCentre | null =>
    code ? (centres.get(code) ?? { code, label: label ?? code }) : null
  const who = new Map(clients.map((c) => [c.id, { id: c.id, name: displayName(c), email: c.email }]))
  const orders = await Promise.all(clients.map(async (c) => ({ client: c.id, orders: await erp().listOrders(String(c.id)) })))
  const rows: CompanyOrderView[] = [
    ...orders.flatMap(({ client, orders: list }) =>
      list
        .filter((order) => order.status !== 'cart')
        .map((order) => ({
          key: `order:${order.id}`,
          order_id: order.id,
          approval_id: null,
          buyer: who.get(client) as CompanyOrderView['buyer'],
          date: order.placed_at ?? order.created_at,
          total_ht: order.total_ht,
          cost_centre: centre(order.cost_centre),
          po_reference: order.po_reference,
          state: ORDER_STATUS_LABEL[order.status],
        })),
    ),
    ...requests.map((r) => ({
      key: `approval:${r.id}`,
      order_id: null,
      approval_id: r.id,
      buyer: who.get(idOf(r.client) as number) ?? { id: idOf(r.client) as number, name: '—', email: '' },
      date: r.createdAt,
      total_ht: r.total_ht,
      cost_centre: centre(r.centre_de_cout, r.centre_de_cout_libelle),
      po_reference: r.reference_commande ?? null,
      state: APPROVAL_STATUS_LABEL[STATUS_OF[r.statut]],
    })),
  ]
  rows.sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.key.localeCompare(a.key))
  return {
    code: 'success',
    societe: { id: societe.id, raison_sociale: societe.raison_sociale },
    orders: rows.slice(0, MAX_COMPANY_ORDERS),
  }
}
