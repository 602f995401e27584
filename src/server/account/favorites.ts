/** The buyer's favourites (/mon-compte/favoris): stored per client in `favoris`, read and written for the session's buyer only. */
import type { Where } from 'payload'

import { MAX_FAVORITES, type Favorite } from '@/lib/account/api'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import { cms } from '@/server/http/payload'

import { ACCOUNT_MESSAGES as M } from './messages'
import { productSummaries } from './products'

const o = { overrideAccess: true, depth: 0 } as const
const idOf = (rel: unknown): number => (typeof rel === 'object' && rel !== null ? (rel as { id: number }).id : (rel as number))

const ofBuyer = (buyer: Buyer, productId?: number): Where => {
  const own: Where = { client: { equals: Number(buyer.id) } }
  return productId === undefined ? own : { and: [own, { produit: { equals: productId } }] }
}

/** Newest first; favourites of products withdrawn from sale are not shown (kept, they come back with the product). */
export async function listFavorites(buyer: Buyer): Promise<Favorite[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'favoris',
    where: ofBuyer(buyer),
    sort: ['-createdAt', '-id'],
    pagination: false,
    ...o,
  })
  const products = await productSummaries(docs.map((d) => idOf(d.produit)))
  return docs.flatMap((d) => {
    const product = products.get(idOf(d.produit))
    return product ? [{ product, added_at: d.createdAt }] : []
  })
}

/** Adds a displayed product (idempotent: an existing favourite is answered as is). */
export async function addFavorite(buyer: Buyer, productId: number): Promise<{ favorite: Favorite; created: boolean }> {
  const product = (await productSummaries([productId])).get(productId)
  if (!product) throw new DomainError(404, 'product_not_found', M.productNotFound)
  const payload = await cms()
  const existing = await payload.find({ collection: 'favoris', where: ofBuyer(buyer, productId), limit: 1, ...o })
  if (existing.docs[0]) return { favorite: { product, added_at: existing.docs[0].createdAt }, created: false }
  const { totalDocs } = await payload.count({ collection: 'favoris', where: ofBuyer(buyer), overrideAccess: true })
  if (totalDocs >= MAX_FAVORITES) throw new DomainError(409, 'favorites_limit', M.favoritesLimit(MAX_FAVORITES))
  try {
    const doc = await payload.create({ collection: 'favoris', data: { client: Number(buyer.id), produit: productId }, ...o })
    return { favorite: { product, added_at: doc.createdAt }, created: true }
  } catch (error) {
    // added meanwhile by another tab: the unique (client, product) index refused the duplicate
    const again = await payload.find({ collection: 'favoris', where: ofBuyer(buyer, productId), limit: 1, ...o })
    if (!again.docs[0]) throw error
    return { favorite: { product, added_at: again.docs[0].createdAt }, created: false }
  }
}

/** Removes one of the buyer's own favourites; 404 when the product is not among them (whoever else has it). */
export async function removeFavorite(buyer: Buyer, productId: number): Promise<void> {
  const payload = await cms()
  const { docs } = await payload.delete({ collection: 'favoris', where: ofBuyer(buyer, productId), ...o })
  if (docs.length === 0) throw new DomainError(404, 'not_found', M.favoriteNotFound)
}
