/**
 * Preparers (/mon-compte/preparateurs, spec §7 GET {cms}/api/listing-preparateurs): the people of the buyer's company
 * who prepare carts for its buyers. A preparer is a `preparateurs` record of the company; `client` is the preparer's
 * own buyer account, whose open cart a buyer of the company can take over. Rules decided here (the spec is silent):
 * - only a client of the same company, active, can be added, by the e-mail of their account;
 * - a client listed as a preparer of their company has the role « préparateur » (./roles.ts, kept with the list by
 *   src/cms/hooks/companyRoles.ts): they see the list but manage nothing and take nothing over;
 * - another company's preparer, or one that does not exist, is a 404 (no telling which).
 */
import type { Preparer, PreparerRole, PreparersReply, TakeoverReply } from '@/lib/account/api'
import type { AddedLine } from '@/lib/cart/api'
import type { Preparateur } from '@/payload-types'
import type { Buyer } from '@/server/http/buyer'
import { rememberOrder } from '@/server/http/buyer'
import { addLines, emptyCart } from '@/server/cart/cart'
import { DomainError } from '@/server/http/errors'
import { cms } from '@/server/http/payload'
import { erp, type ErpOrder } from '@/server/erp'
import { createKeyedMutex } from '@/server/erp/mutex'

import { ACCOUNT_MESSAGES as M } from './messages'
import { productSummaries } from './products'
import { memberOf } from './roles'

const o = { overrideAccess: true, depth: 0 } as const
const idOf = (rel: unknown): number | null =>
  rel === null || rel === undefined ? null : typeof rel === 'object' ? (rel as { id: number }).id : (rel as number)

type Caller = { buyer: Buyer; societe: number | null; role: PreparerRole }

async function caller(buyer: Buyer): Promise<Caller> {
  const member = await memberOf(buyer.id)
  // approvers order like buyers: they manage preparers too
  return { buyer, societe: member.societe, role: member.role === 'preparer' ? 'preparer' : 'buyer' }
}

/** The caller as a buyer who manages preparers: a company, and not a preparer themselves. */
async function managingBuyer(buyer: Buyer): Promise<Caller & { societe: number }> {
  const c = await caller(buyer)
  if (c.societe === null) throw new DomainError(409, 'no_company', M.noCompany)
  if (c.role !== 'buyer') throw new DomainError(403, 'preparer_cannot_manage', M.preparerCannotManage)
  return c as Caller & { societe: number }
}

/** A preparer of the caller's company, or 404. */
async function preparerOf(societe: number, id: number): Promise<Preparateur> {
  const payload = await cms()
  const doc = await payload.findByID({ collection: 'preparateurs', id, ...o, disableErrors: true })
  if (!doc || idOf(doc.societe) !== societe) throw new DomainError(404, 'not_found', M.preparerNotFound)
  return doc
}

async function view(doc: Preparateur, withCart: boolean): Promise<Preparer> {
  const client = idOf(doc.client)
  const base = {
    id: doc.id,
    firstname: doc.firstname ?? null,
    lastname: doc.lastname ?? null,
    email: doc.email,
    has_account: client !== null,
  }
  const order = withCart && client !== null ? await erp().currentCart(String(client)) : null
  if (!order || order.lines.length === 0) return { ...base, cart: null, transmitted_at: null }
  const products = await productSummaries(order.lines.map((l) => l.product_id))
  return {
    ...base,
    transmitted_at: doc.panier_transmis_le ?? null,
    cart: {
      order_id: order.id,
      amount_ht: order.amount_ht,
      updated_at: order.updated_at,
      lines: order.lines.map((l) => ({ ...l, product: products.get(l.product_id) ?? null })),
    },
  }
}

/** The preparers of the caller's company (without the caller), with their open carts for a buyer. */
export async function listPreparers(buyer: Buyer): Promise<PreparersReply> {
  const c = await caller(buyer)
  if (c.societe === null) return { code: 'success', role: c.role, societe: null, preparateurs: [] }
  const payload = await cms()
  const societe = await payload.findByID({ collection: 'societes', id: c.societe, ...o })
  const { docs } = await payload.find({
    collection: 'preparateurs',
    where: { societe: { equals: c.societe } },
    sort: ['lastname', 'firstname', 'id'],
    pagination: false,
    ...o,
  })
  const others = docs.filter((d) => idOf(d.client) !== Number(buyer.id))
  return {
    code: 'success',
    role: c.role,
    societe: { id: societe.id, raison_sociale: societe.raison_sociale },
    preparateurs: await Promise.all(others.map((d) => view(d, c.role === 'buyer'))),
  }
}

/** Adds, by the e-mail of their account, an active client of the caller's company as a preparer. */
export async function addPreparer(buyer: Buyer, email: string): Promise<Preparer> {
  const c = await managingBuyer(buyer)
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'clients', where: { email: { equals: email } }, limit: 1, ...o })
  const client = docs[0]
  if (client && client.id === Number(buyer.id)) throw new DomainError(400, 'self', M.self)
  // an unknown address and another company's client get the same answer: the list of clients is not revealed
  if (!client || client.compte_desactive || idOf(client.societe) !== c.societe)
    throw new DomainError(404, 'client_not_found', M.notInCompany)
  // an approver stays one: only an editor changes that role
  if (client.role === 'approbateur') throw new DomainError(409, 'approver_cannot_prepare', M.approverCannotPrepare)
  const listed = await payload.count({
    collection: 'preparateurs',
    where: { and: [{ societe: { equals: c.societe } }, { or: [{ client: { equals: client.id } }, { email: { equals: client.email } }] }] },
    overrideAccess: true,
  })
  if (listed.totalDocs > 0) throw new DomainError(409, 'already_preparer', M.alreadyPreparer)
  const doc = await payload.create({
    collection: 'preparateurs',
    data: { email: client.email, firstname: client.firstname, lastname: client.lastname, societe: c.societe, client: client.id },
    ...o,
  })
  return view(doc, true)
}

export async function removePreparer(buyer: Buyer, id: number): Promise<void> {
  const c = await managingBuyer(buyer)
  await preparerOf(c.societe, id)
  const payload = await cms()
  await payload.delete({ collection: 'preparateurs', id, ...o })
}

/** One take-over of a given preparer's cart at a time: two buyers clicking together do not get the lines twice. */
const takingOver = createKeyedMutex()

/**
 * « Reprendre ce panier »: the preparer's open cart lines are added to the buyer's cart in one write (quantities added to
 * a line the buyer already has), priced by the ERP at the buyer's own prices, then the preparer's cart is emptied. Lines
 * of products no longer sold, or below a minimum raised since, are skipped (and counted); the buyer then orders from
 * /panier. When emptying the preparer's cart fails, the buyer's lines are put back as they were, so a retry does not
 * add them twice.
 */
export async function takeOverCart(buyer: Buyer, id: number): Promise<TakeoverReply> {
  const c = await managingBuyer(buyer)
  const preparer = await preparerOf(c.societe, id)
  const preparerClient = idOf(preparer.client)
  if (preparerClient === null) throw new DomainError(409, 'preparer_no_account', M.preparerNoAccount)
  return takingOver(`preparer:${preparerClient}`, async () => {
    const source = await erp().currentCart(String(preparerClient))
    if (!source || source.lines.length === 0) throw new DomainError(409, 'empty_preparer_cart', M.emptyPreparerCart)
    const mine = await erp().currentCart(buyer.id)
    const { order, added } = await addLines(
      buyer,
      source.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
    )
    if (!order) throw new DomainError(409, 'nothing_to_take_over', M.nothingToTakeOver)
    try {
      await erp().emptyCart(String(preparerClient))
    } catch (error) {
      await restoreLines(buyer, mine, added)
      throw error
    }
    await rememberOrder({ id: String(preparerClient), dimasysType: null, lastOrder: source.id }, null)
    // the transmitted cart is taken: the buyers' banner goes
    if (preparer.panier_transmis_le)
      await (await cms()).update({ collection: 'preparateurs', id: preparer.id, data: { panier_transmis_le: null }, ...o })
    return { code: 'success', order, moved: added.length, skipped: source.lines.length - added.length }
  })
}

/** Puts the buyer's cart back as it was before the take-over (a new cart is emptied); a failure here is logged. */
async function restoreLines(buyer: Buyer, before: ErpOrder | null, added: readonly AddedLine[]): Promise<void> {
  try {
    if (!before) {
      await emptyCart(buyer)
      return
    }
    const quantities = new Map(before.lines.map((l) => [l.product_id, l.quantity]))
    await erp().setCartLines(
      buyer.id,
      added.map((a) => ({ product_id: a.productId, quantity: quantities.get(a.productId) ?? 0 })),
    )
  } catch (error) {
    console.error('[preparers] take-over: the buyer’s cart could not be put back', error)
  }
}
