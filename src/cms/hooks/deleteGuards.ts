import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug, type PayloadRequest } from 'payload'

type Reference = { collection: CollectionSlug; field: string }

/** How many documents of `references` point at `id` (server-side read, in the delete's transaction). */
async function countReferences(req: PayloadRequest, references: Reference[], id: number | string): Promise<number> {
  const counts = await Promise.all(
    references.map(({ collection, field }) =>
      req.payload.count({ collection, where: { [field]: { equals: id } }, overrideAccess: true, req }).then((r) => r.totalDocs),
    ),
  )
  return counts.reduce((a, b) => a + b, 0)
}

/** A client's orders and punch-out sessions are the shop's history: they keep their client. */
const CLIENT_HISTORY: Reference[] = [
  { collection: 'erp-orders', field: 'client' },
  { collection: 'punchout-sessions', field: 'client' },
  { collection: 'approbations', field: 'client' },
]

/** What only makes sense with the client: deleted with them. */
const CLIENT_BELONGINGS: Reference[] = [
  { collection: 'favoris', field: 'client' },
  { collection: 'adresses', field: 'client' },
  { collection: 'erp-prices', field: 'client' },
]

const CLIENT_DELETE_REFUSED =
  'Ce client a des commandes ou des sessions punch-out : il ne peut pas être supprimé. Cochez « Compte désactivé » pour lui fermer l’accès.'

/** A client with history cannot be deleted (409, French message); otherwise their favourites and own prices go too. */
export const guardClientDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if ((await countReferences(req, CLIENT_HISTORY, id)) > 0) throw new APIError(CLIENT_DELETE_REFUSED, 409, undefined, true)
  for (const { collection, field } of CLIENT_BELONGINGS) {
    await req.payload.delete({ collection, where: { [field]: { equals: id } }, overrideAccess: true, req })
  }
}

const BUYER_HISTORY: Reference[] = [
  { collection: 'punchout-orders', field: 'buyer' },
  { collection: 'punchout-sessions', field: 'buyer' },
]

const BUYER_DELETE_REFUSED =
  'Cet acheteur punch-out a des commandes ou des sessions : il ne peut pas être supprimé. Décochez « Actif » pour le désactiver.'

/** A punch-out buyer with orders or sessions cannot be deleted (409, French message). */
export const guardBuyerDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if ((await countReferences(req, BUYER_HISTORY, id)) > 0) throw new APIError(BUYER_DELETE_REFUSED, 409, undefined, true)
}
