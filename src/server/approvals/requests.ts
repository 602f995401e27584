/**
 * Orders waiting for approval (`approbations`): asked for when an order goes over the buyer's limit, listed for the
 * buyer and for their company's approvers, shown as ApprovalView.
 *
 * The cart while the order waits: its lines are copied into the request and the buyer's cart is emptied, so the buyer
 * goes on working (a new cart, other orders within their limits) while an approver decides. Approved, the request's
 * own lines are placed (src/server/approvals/decide.ts), never the cart of the moment; refused, the buyer can put them
 * back in their cart in one click to correct the order.
 */
import type { Payload, Where } from 'payload'

import type { ApprovalsReply, ApprovalView, CostCentre, LimitExceeded } from '@/lib/approvals/api'
import { APPROVAL_ERRORS as E, exceededText } from '@/lib/approvals/messages'
import { formatEuros } from '@/lib/money'
import { absoluteUrl } from '@/lib/site-url'
import { ROUTES } from '@/lib/routes'
import type { Approbation, Client } from '@/payload-types'
import { productSummaries } from '@/server/account/products'
import { approversOf, displayName, idOf, memberOf } from '@/server/account/roles'
import type { Buyer } from '@/server/http/buyer'
import { emptyCart } from '@/server/cart/cart'
import { DomainError } from '@/server/http/errors'
import type { CheckoutRequest } from '@/server/http/parse'
import { cms } from '@/server/http/payload'
import type { ErpOrder } from '@/server/erp'
import { approvalRequestMail, queueMail } from '@/server/mail'

import type { Policy } from './policy'

const o = { overrideAccess: true, depth: 0 } as const

export const STATUS_OF = { en_attente: 'pending', approuvee: 'approved', refusee: 'refused' } as const
const EXCEEDED_OF = { par_commande: 'per_order', mensuel: 'monthly' } as const
const EXCEEDED_VALUE = { per_order: 'par_commande', monthly: 'mensuel' } as const

export const approvalsUrl = (): string => absoluteUrl(ROUTES.approvals)

export async function findApproval(id: number): Promise<Approbation | null> {
  return (await cms()).findByID({ collection: 'approbations', id, ...o, disableErrors: true })
}

/** The clients a set of requests names (buyer, approver), in one read. */
async function clientsOf(docs: readonly Approbation[]): Promise<Map<number, Client>> {
  const ids = [...new Set(docs.flatMap((d) => [idOf(d.client), idOf(d.decide_par)]).filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const { docs: clients } = await (await cms()).find({ collection: 'clients', where: { id: { in: ids } }, pagination: false, ...o })
  return new Map(clients.map((c) => [c.id, c]))
}

/** The requests as the screens show them, with each line's reference and title. */
async function approvalViews(docs: readonly Approbation[], callerId: number): Promise<ApprovalView[]> {
  const [clients, products] = await Promise.all([
    clientsOf(docs),
    productSummaries(docs.flatMap((d) => (d.lignes ?? []).map((l) => idOf(l.produit) as number))),
  ])
  return docs.map((doc) => {
    const buyer = clients.get(idOf(doc.client) as number)
    const approver = idOf(doc.decide_par) === null ? null : clients.get(idOf(doc.decide_par) as number)
    const a = doc.adresse_livraison
    const costCentre: CostCentre | null = doc.centre_de_cout
      ? { code: doc.centre_de_cout, label: doc.centre_de_cout_libelle ?? doc.centre_de_cout }
      : null
    return {
      id: doc.id,
      status: STATUS_OF[doc.statut],
      buyer: { id: idOf(doc.client) as number, name: buyer ? displayName(buyer) : '—', email: buyer?.email ?? '' },
      mine: idOf(doc.client) === callerId,
      created_at: doc.createdAt,
      amount_ht: doc.montant_ht,
      delivery_ht: doc.livraison_ht,
      total_ht: doc.total_ht,
      lines: (doc.lignes ?? []).map((l) => {
        const product = products.get(idOf(l.produit) as number)
        return {
          product_id: idOf(l.produit) as number,
          reference: product?.reference ?? null,
          title: product?.title ?? null,
          quantity: l.quantite,
          unit_price_ht: l.prix_unitaire_ht,
          amount_ht: l.montant_ht,
        }
      }),
      cost_centre: costCentre,
      po_reference: doc.reference_commande ?? null,
      delivery_address: { name: a.name, street: a.street, postal_code: a.postal_code, city: a.city, country: a.country },
      exceeded: (doc.plafonds?.depasses ?? []).map((v) => EXCEEDED_OF[v]),
      limits: { per_order: doc.plafonds?.par_commande_ht ?? null, monthly: doc.plafonds?.mensuel_ht ?? null },
      month_spent: doc.plafonds?.depense_mois_ht ?? 0,
      comment: doc.commentaire ?? null,
      decided_by: approver ? displayName(approver) : null,
      decided_at: doc.decide_le ?? null,
      order_id: doc.commande ?? null,
      restored_at: doc.remise_au_panier_le ?? null,
    }
  })
}

export const approvalView = async (doc: Approbation, callerId: number): Promise<ApprovalView> =>
  (await approvalViews([doc], callerId))[0] as ApprovalView

/**
 * The order goes to the company's approvers instead of the ERP: the cart's lines are kept in a request, the cart is
 * emptied (the buyer goes on working), and every other active approver of the company gets a mail. Without one, the
 * order is refused (409): nobody could ever approve it.
 */
export async function askApproval(
  buyer: Buyer,
  policy: Policy,
  cart: ErpOrder,
  request: CheckoutRequest,
  costCentre: CostCentre | null,
  exceeded: LimitExceeded[],
): Promise<ApprovalView> {
  const societe = policy.member.societe
  const approvers = societe === null ? [] : await approversOf(societe, Number(buyer.id))
  if (societe === null || approvers.length === 0) throw new DomainError(409, 'no_approver', E.noApprover)
  const payload = await cms()
  const doc = await payload.create({
    collection: 'approbations',
    data: {
      client: Number(buyer.id),
      societe,
      statut: 'en_attente',
      montant_ht: cart.amount_ht,
      livraison_ht: cart.delivery_ht,
      total_ht: cart.total_ht,
      lignes: cart.lines.map((l) => ({
        produit: l.product_id,
        quantite: l.quantity,
        prix_unitaire_ht: l.unit_price_ht,
        montant_ht: l.amount_ht,
      })),
      centre_de_cout: costCentre?.code ?? null,
      centre_de_cout_libelle: costCentre?.label ?? null,
      reference_commande: request.po_reference ?? null,
      adresse_livraison: request.delivery_address,
      plafonds: {
        par_commande_ht: policy.limits.per_order,
        mensuel_ht: policy.limits.monthly,
        depense_mois_ht: policy.monthSpent,
        depasses: exceeded.map((e) => EXCEEDED_VALUE[e]),
      },
    },
    ...o,
  })
  try {
    await emptyCart(buyer)
  } catch (error) {
    // the cart still holds the lines: no request either, the buyer tries again
    await payload.delete({ collection: 'approbations', id: doc.id, ...o }).catch(() => undefined)
    throw error
  }
  await mailApprovers(payload, policy, approvers, doc, costCentre, exceeded)
  return approvalView(doc, Number(buyer.id))
}

/** Never fails the request: it is stored and listed on the approvers' page whatever happens to the mails. */
async function mailApprovers(
  payload: Payload,
  policy: Policy,
  approvers: Client[],
  doc: Approbation,
  costCentre: CostCentre | null,
  exceeded: LimitExceeded[],
): Promise<void> {
  const input = {
    buyer: displayName(policy.member.client),
    total_ht: doc.total_ht,
    lines: doc.lignes?.length ?? 0,
    exceeded: exceededText(exceeded, policy.limits, policy.monthSpent),
    costCentre: costCentre ? `${costCentre.label} (${costCentre.code})` : null,
    poReference: doc.reference_commande ?? null,
    url: approvalsUrl(),
  }
  for (const approver of approvers) {
    try {
      await queueMail(payload, { to: approver.email, ...approvalRequestMail({ ...input, firstname: approver.firstname }) })
    } catch (error) {
      console.error(`[approvals] request ${doc.id}: approver ${approver.id} not mailed (${formatEuros(doc.total_ht)})`, error)
    }
  }
}

/**
 * GET /api/approvals: an approver's company's requests (waiting first, oldest first as a queue, then the latest
 * decided), anyone else's own newest first, waiting or decided alike (one list on their page).
 */
export async function approvalsOf(buyer: Buyer): Promise<ApprovalsReply> {
  const me = await memberOf(buyer.id)
  const callerId = me.client.id
  const payload = await cms()
  const company = me.role === 'approver' && me.societe !== null
  const scope: Where = company ? { societe: { equals: me.societe } } : { client: { equals: callerId } }
  const [pending, decided] = await Promise.all(
    [true, false].map(
      async (waiting) =>
        (
          await payload.find({
            collection: 'approbations',
            where: { and: [scope, { statut: waiting ? { equals: 'en_attente' } : { not_equals: 'en_attente' } }] },
            sort: waiting ? 'createdAt' : '-updatedAt',
            limit: waiting ? 200 : 50,
            ...o,
          })
        ).docs,
    ),
  )
  const docs = [...(pending ?? []), ...(decided ?? [])]
  if (!company) docs.sort((x, y) => Date.parse(y.createdAt) - Date.parse(x.createdAt) || y.id - x.id)
  return { code: 'success', role: me.role, approvals: await approvalViews(docs, callerId) }
}
