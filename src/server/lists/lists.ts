/**
 * Shopping lists (/mon-compte/listes, /api/lists…): named lists of products with quantities, shared by the buyers of a
 * company. Rules decided here:
 * - every buyer of the company (preparers included: they are its clients) sees, renames and changes every list;
 * - only the buyer who created a list deletes it, or any buyer of the company once that account is deactivated or has
 *   left the company (editors delete any list in the admin);
 * - another company's list, or one that does not exist, is a 404 (no telling which); a buyer without a company has
 *   lists of their own;
 * - quantities follow the cart's rules (minimum, multiple) so a list always goes to the cart as it is;
 * - adding a product already in the list keeps its quantity (`added: false`).
 */
import type { Payload, Where } from 'payload'

import { listNameKey, MAX_LIST_LINES, MAX_LISTS, type ListDetail, type ListLine, type ListSummary } from '@/lib/lists/api'
import { LIST_MESSAGES as M } from '@/lib/lists/messages'
import type { ListeAchat } from '@/payload-types'
import { companyScope, idOf, memberNames, memberOf, ownsRow, type Member } from '@/server/account/company'
import { productSummaries } from '@/server/account/products'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import { checkQuantity, displayedBuyingRules, productNotFound, quantityRefusal } from '@/server/cart/products'
import { cms } from '@/server/http/payload'

const LISTS = 'listes-achat'
const LINES = 'listes-achat-lignes'
const o = { overrideAccess: true, depth: 0 } as const

const notFound = () => new DomainError(404, 'not_found', M.notFound)

async function owned(p: Payload, member: Member, id: number): Promise<ListeAchat> {
  const doc = await p.findByID({ collection: LISTS, id, ...o, disableErrors: true })
  if (!doc || !ownsRow(member, doc)) throw notFound()
  return doc
}

/** Whether the list's creator still answers for it: an active account of the same company. */
async function creatorPresent(p: Payload, list: ListeAchat): Promise<boolean> {
  const creator = idOf(list.client)
  if (creator === null) return false
  const client = await p.findByID({ collection: 'clients', id: creator, ...o, disableErrors: true })
  return Boolean(client && !client.compte_desactive && idOf(client.societe) === idOf(list.societe))
}

async function summaries(p: Payload, member: Member, docs: readonly ListeAchat[]): Promise<ListSummary[]> {
  const names = await memberNames(docs.flatMap((d) => idOf(d.client) ?? []))
  return Promise.all(
    docs.map(async (doc) => {
      const creator = idOf(doc.client)
      const { totalDocs } = await p.count({ collection: LINES, where: { liste: { equals: doc.id } }, overrideAccess: true })
      return {
        id: doc.id,
        name: doc.nom,
        line_count: totalDocs,
        created_by: (creator !== null && names.get(creator)) || '—',
        can_delete: creator === member.id || !(await creatorPresent(p, doc)),
        updated_at: doc.updatedAt,
      }
    }),
  )
}

async function detail(p: Payload, member: Member, doc: ListeAchat): Promise<ListDetail> {
  const [summary] = await summaries(p, member, [doc])
  const { docs } = await p.find({ collection: LINES, where: { liste: { equals: doc.id } }, sort: 'createdAt', pagination: false, ...o })
  const [products, names] = await Promise.all([
    productSummaries(docs.map((d) => idOf(d.produit) ?? 0)),
    memberNames(docs.flatMap((d) => idOf(d.ajoute_par) ?? [])),
  ])
  const lines: ListLine[] = docs.map((d) => {
    const productId = idOf(d.produit) ?? 0
    const by = idOf(d.ajoute_par)
    return {
      product_id: productId,
      product: products.get(productId) ?? null,
      quantity: d.quantite,
      added_by: by === null ? null : (names.get(by) ?? null),
    }
  })
  return { ...(summary as ListSummary), lines }
}

/** A name not taken by another list of the company (case, accents and spaces ignored). */
async function checkName(p: Payload, member: Member, name: string, except?: number): Promise<string> {
  const key = listNameKey(name)
  const { docs } = await p.find({
    collection: LISTS,
    where: { and: [companyScope(member), { nom_normalise: { equals: key } }] },
    limit: 2,
    ...o,
  })
  if (docs.some((d) => d.id !== except)) throw new DomainError(409, 'list_name_taken', M.nameTaken)
  return key
}

/** The list changed: its date moves (the lists page shows the latest changed first). */
const touch = (p: Payload, doc: ListeAchat) => p.update({ collection: LISTS, id: doc.id, data: { nom: doc.nom }, ...o })

export async function listLists(buyer: Buyer): Promise<ListSummary[]> {
  const member = await memberOf(buyer)
  const p = await cms()
  const { docs } = await p.find({ collection: LISTS, where: companyScope(member), sort: ['-updatedAt', '-id'], limit: MAX_LISTS, ...o })
  return summaries(p, member, docs)
}

export async function readList(buyer: Buyer, id: number): Promise<ListDetail> {
  const member = await memberOf(buyer)
  const p = await cms()
  return detail(p, member, await owned(p, member, id))
}

export async function createList(buyer: Buyer, name: string): Promise<ListDetail> {
  const member = await memberOf(buyer)
  const p = await cms()
  const { totalDocs } = await p.count({ collection: LISTS, where: companyScope(member), overrideAccess: true })
  if (totalDocs >= MAX_LISTS) throw new DomainError(409, 'lists_limit', M.listsLimit)
  const key = await checkName(p, member, name)
  const doc = await p.create({
    collection: LISTS,
    data: { nom: name, nom_normalise: key, societe: member.societe, client: member.id },
    ...o,
  })
  return detail(p, member, doc)
}

export async function renameList(buyer: Buyer, id: number, name: string): Promise<ListDetail> {
  const member = await memberOf(buyer)
  const p = await cms()
  const doc = await owned(p, member, id)
  const key = await checkName(p, member, name, doc.id)
  return detail(p, member, await p.update({ collection: LISTS, id: doc.id, data: { nom: name, nom_normalise: key }, ...o }))
}

export async function deleteList(buyer: Buyer, id: number): Promise<void> {
  const member = await memberOf(buyer)
  const p = await cms()
  const doc = await owned(p, member, id)
  const creator = idOf(doc.client)
  if (creator !== member.id && (await creatorPresent(p, doc))) {
    const names = await memberNames([creator as number])
    throw new DomainError(403, 'list_delete_forbidden', M.deleteForbidden(names.get(creator as number) ?? '—'))
  }
  await p.delete({ collection: LINES, where: { liste: { equals: doc.id } }, ...o })
  await p.delete({ collection: LISTS, id: doc.id, ...o })
}

const lineWhere = (listId: number, productId: number): Where => ({
  and: [{ liste: { equals: listId } }, { produit: { equals: productId } }],
})

/** Adds a displayed product (its minimum when no quantity is given); one already in the list keeps its quantity. */
export async function addLine(
  buyer: Buyer,
  id: number,
  productId: number,
  quantity?: number,
): Promise<{ list: ListDetail; added: boolean }> {
  const member = await memberOf(buyer)
  const p = await cms()
  const doc = await owned(p, member, id)
  const rules = (await displayedBuyingRules([productId])).get(productId)
  if (!rules) throw productNotFound()
  const qty = quantity ?? rules.min
  const refusal = quantityRefusal(rules, qty)
  if (refusal) throw refusal
  const existing = await p.find({ collection: LINES, where: lineWhere(doc.id, productId), limit: 1, ...o })
  if (existing.docs[0]) return { list: await detail(p, member, doc), added: false }
  const { totalDocs } = await p.count({ collection: LINES, where: { liste: { equals: doc.id } }, overrideAccess: true })
  if (totalDocs >= MAX_LIST_LINES) throw new DomainError(409, 'list_lines_limit', M.linesLimit)
  try {
    await p.create({ collection: LINES, data: { liste: doc.id, produit: productId, quantite: qty, ajoute_par: member.id }, ...o })
  } catch (error) {
    // added meanwhile by another buyer: the unique (list, product) index refused the duplicate
    if ((await p.find({ collection: LINES, where: lineWhere(doc.id, productId), limit: 1, ...o })).docs.length === 0) throw error
    return { list: await detail(p, member, doc), added: false }
  }
  return { list: await detail(p, member, await touch(p, doc)), added: true }
}

/** Sets the quantity of a product of the list (the cart's rules: minimum and multiple). */
export async function setLineQuantity(buyer: Buyer, id: number, productId: number, quantity: number): Promise<ListDetail> {
  const member = await memberOf(buyer)
  const p = await cms()
  const doc = await owned(p, member, id)
  await checkQuantity(productId, quantity)
  const { docs } = await p.update({ collection: LINES, where: lineWhere(doc.id, productId), data: { quantite: quantity }, ...o })
  if (docs.length === 0) throw new DomainError(404, 'line_not_found', M.lineNotFound)
  return detail(p, member, await touch(p, doc))
}

export async function removeLine(buyer: Buyer, id: number, productId: number): Promise<ListDetail> {
  const member = await memberOf(buyer)
  const p = await cms()
  const doc = await owned(p, member, id)
  const { docs } = await p.delete({ collection: LINES, where: lineWhere(doc.id, productId), ...o })
  if (docs.length === 0) throw new DomainError(404, 'line_not_found', M.lineNotFound)
  return detail(p, member, await touch(p, doc))
}
