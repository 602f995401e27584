/**
 * An approver decides (POST /api/approvals/{id}): « En attente d'approbation » → approved (the request's lines are
 * placed in the ERP, the buyer gets the order's confirmation saying who approved it) or refused (the buyer gets a mail
 * with the approver's comment, and sees it in their space).
 *
 * Only an approver of the buyer's company decides, never on their own order; another company's request is a 404.
 * Placed exactly once: decisions on one request run one at a time on every instance (shared lock), the status is read
 * again under the lock (a second « Approuver » gets the same answer, a « Refuser » after it a 409), and the ERP places
 * a request's lines once per request key — a retry after a crash between the ERP and the record finds the same order.
 */
import type { ApprovalDecision, ApprovalView } from '@/lib/approvals/api'
import type { OrderView } from '@/lib/cart/api'
import { APPROVAL_ERRORS as E } from '@/lib/approvals/messages'
import type { Approbation } from '@/payload-types'
import { displayName, idOf, memberOf } from '@/server/account/roles'
import type { Buyer } from '@/server/http/buyer'
import { changeLine } from '@/server/cart/cart'
import { DomainError } from '@/server/http/errors'
import { queueOrderNotices } from '@/server/cart/orderNotices'
import { orderView } from '@/server/cart/orderView'
import { cms } from '@/server/http/payload'
import { erp, ErpError } from '@/server/erp'
import { approvalRefusedMail, queueMail } from '@/server/mail'
import { erpLock } from '@/server/erp/writeLock'
import { buyerQuotes, checkoutPrices, markOrdered } from '@/server/quotes/cartPricing'

import { approvalsUrl, approvalView, findApproval } from './requests'

const o = { overrideAccess: true, depth: 0 } as const

// an approval places an order in the ERP: a longer hold than a cart write
const perRequest = erpLock('approvals', { ttlMs: 30_000, waitMs: 20_000 })
const oneAtATime = <T>(id: number, fn: () => Promise<T>): Promise<T> => perRequest(`approval:${id}`, fn)

/** The ERP's key for a request: the same request never gives two orders. */
const requestKey = (id: number): string => `approbation-${id}`

const notFound = () => new DomainError(404, 'not_found', E.notFound)

/** The request `id` of the caller's company, or 404 (another company's, or none: no telling which). */
async function companyRequest(caller: Buyer, id: number) {
  const me = await memberOf(caller.id)
  const doc = await findApproval(id)
  if (!doc || me.societe === null || idOf(doc.societe) !== me.societe) throw notFound()
  return { me, doc }
}

export async function decide(caller: Buyer, id: number, decision: ApprovalDecision, comment: string | null): Promise<ApprovalView> {
  const { me } = await companyRequest(caller, id)
  if (me.role !== 'approver') throw new DomainError(403, 'not_approver', E.notApprover)
  return oneAtATime(id, async () => {
    const doc = (await findApproval(id)) as Approbation
    if (idOf(doc.client) === me.client.id) throw new DomainError(403, 'own_request', E.ownRequest)
    if (decision === 'approve') {
      if (doc.statut === 'approuvee') return approvalView(doc, me.client.id)
      if (doc.statut === 'refusee') throw new DomainError(409, 'already_decided', E.alreadyRefused)
      return approve(doc, me.client.id, displayName(me.client), comment)
    }
    if (doc.statut === 'refusee') return approvalView(doc, me.client.id)
    if (doc.statut === 'approuvee') throw new DomainError(409, 'already_decided', E.alreadyApproved)
    if (!comment) throw new DomainError(400, 'comment_required', E.commentRequired)
    return refuse(doc, me.client.id, displayName(me.client), comment)
  })
}

async function approve(doc: Approbation, approverId: number, approver: string, comment: string | null): Promise<ApprovalView> {
  const customer = String(idOf(doc.client))
  const a = doc.adresse_livraison
  const lines = (doc.lignes ?? []).map((l) => ({ product_id: idOf(l.produit) as number, quantity: l.quantite }))
  // the buyer's accepted quotes that still hold price their lines, as at checkout (then they are used up)
  const { agreed, quoteIds } = checkoutPrices(await buyerQuotes({ id: customer }), { lines })
  // the ERP prices the other lines of the day and checks the company's credit (409 credit_limit_exceeded: it stays
  // waiting)
  const placed = await erp().placeLines(customer, {
    request_key: requestKey(doc.id),
    lines,
    delivery_address: { name: a.name, street: a.street, postal_code: a.postal_code, city: a.city, country: a.country },
    po_reference: doc.reference_commande ?? null,
    cost_centre: doc.centre_de_cout ?? null,
    payment: 'account',
    ...(agreed.length > 0 ? { agreed_prices: agreed } : {}),
  })
  await markOrdered(quoteIds, placed.id)
  const updated = await (
    await cms()
  ).update({
    collection: 'approbations',
    id: doc.id,
    data: { statut: 'approuvee', commande: placed.id, decide_par: approverId, decide_le: new Date().toISOString(), commentaire: comment },
    ...o,
  })
  await queueOrderNotices(await cms(), {
    customer_id: customer,
    order_id: placed.id,
    source: 'web',
    approved_by: approver,
    approval_comment: comment,
  })
  return approvalView(updated, approverId)
}

async function refuse(doc: Approbation, approverId: number, approver: string, comment: string): Promise<ApprovalView> {
  const payload = await cms()
  const updated = await payload.update({
    collection: 'approbations',
    id: doc.id,
    data: { statut: 'refusee', decide_par: approverId, decide_le: new Date().toISOString(), commentaire: comment },
    ...o,
  })
  const buyer = await payload.findByID({ collection: 'clients', id: idOf(doc.client) as number, ...o })
  const mail = approvalRefusedMail({
    firstname: buyer.firstname,
    buyer: displayName(buyer),
    approver,
    comment,
    total_ht: doc.total_ht,
    lines: doc.lignes?.length ?? 0,
    costCentre: doc.centre_de_cout ? `${doc.centre_de_cout_libelle ?? doc.centre_de_cout} (${doc.centre_de_cout})` : null,
    poReference: doc.reference_commande ?? null,
    url: approvalsUrl(),
  })
  // the refusal stands whatever happens to the mail: the buyer reads it in their space too
  await queueMail(payload, { to: buyer.email, ...mail }).catch((error) => console.error(`[approvals] refusal ${doc.id} not mailed`, error))
  return approvalView(updated, approverId)
}

/**
 * « Remettre dans mon panier »: a refused order's lines are added to the buyer's cart (quantities added to a line
 * already there; products no longer sold skipped), once, to correct the order and send it again.
 */
export async function restoreToCart(caller: Buyer, id: number): Promise<{ approval: ApprovalView; order: OrderView | null }> {
  const doc = await findApproval(id)
  if (!doc || idOf(doc.client) !== Number(caller.id)) throw notFound()
  return oneAtATime(id, async () => {
    const current = (await findApproval(id)) as Approbation
    if (current.statut !== 'refusee') throw new DomainError(409, 'not_refused', E.notRefused)
    if (current.remise_au_panier_le) return { approval: await approvalView(current, Number(caller.id)), order: await openCart(caller) }
    const mine = await erp().currentCart(caller.id)
    const have = new Map((mine?.lines ?? []).map((l) => [l.product_id, l.quantity]))
    let orderId = mine?.id ?? '-1'
    for (const line of current.lignes ?? []) {
      const productId = idOf(line.produit) as number
      const quantity = Math.round(((have.get(productId) ?? 0) + line.quantite) * 100) / 100
      try {
        orderId = (await changeLine(caller, orderId, { productId, quantity })).id
      } catch (error) {
        // withdrawn from sale or below a minimum raised since: left out, the rest goes back
        if (error instanceof DomainError || (error instanceof ErpError && error.code === 'unknown_product')) continue
        throw error
      }
    }
    const updated = await (
      await cms()
    ).update({ collection: 'approbations', id, data: { remise_au_panier_le: new Date().toISOString() }, ...o })
    return { approval: await approvalView(updated, Number(caller.id)), order: await openCart(caller) }
  })
}

const openCart = async (buyer: Buyer): Promise<OrderView | null> => {
  const open = await erp().currentCart(buyer.id)
  return open ? orderView(open) : null
}
