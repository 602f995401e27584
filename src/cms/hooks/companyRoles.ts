/**
 * One notion of preparer: a client whose role (`clients.role`) is « préparateur ». The company's list of preparers
 * (`preparateurs`, spec §7 listing-preparateurs) keeps a row for each of them, so the two always move together:
 * - a client given the role gets a row in their company's list (and it follows them to another company);
 * - a client who loses the role loses their rows;
 * - a row created for a client (the buyer's « Ajouter », or an editor) gives the client the role; the last row of a
 *   preparer removed (« Retirer ») makes them a buyer again.
 * Rows without a client account (a person without login) carry no role. Every step is idempotent, so one hook calling
 * the other ends at once; each runs in the caller's transaction (`req`).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import type { Client, Preparateur } from '@/payload-types'

const idOf = (rel: unknown): number | null =>
  rel === null || rel === undefined || rel === '' ? null : typeof rel === 'object' ? (rel as { id: number }).id : Number(rel)

const rowsOf = async (req: PayloadRequest, clientId: number) =>
  (
    await req.payload.find({
      collection: 'preparateurs',
      where: { client: { equals: clientId } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs

async function setRole(req: PayloadRequest, clientId: number, role: 'acheteur' | 'preparateur'): Promise<void> {
  const client = await req.payload.findByID({
    collection: 'clients',
    id: clientId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!client || client.role === role) return
  // a buyer who is no preparer any more is a buyer (an approver is never listed: the shop refuses to list one)
  if (role === 'acheteur' && client.role !== 'preparateur') return
  await req.payload.update({ collection: 'clients', id: clientId, data: { role }, depth: 0, overrideAccess: true, req })
}

/** clients afterChange: the role « préparateur » given, taken away, or carried to another company. */
export const syncPreparerRowOfClient: CollectionAfterChangeHook<Client> = async ({ doc, previousDoc, req, operation }) => {
  const societe = idOf(doc.societe)
  const was = operation === 'update' && previousDoc?.role === 'preparateur'
  const is = doc.role === 'preparateur'
  if (operation === 'update' && is === was && societe === idOf(previousDoc?.societe)) return doc
  if (!is) {
    if (was) await req.payload.delete({ collection: 'preparateurs', where: { client: { equals: doc.id } }, overrideAccess: true, req })
    return doc
  }
  if (societe === null) return doc
  const rows = await rowsOf(req, doc.id)
  if (rows.length === 0) {
    await req.payload.create({
      collection: 'preparateurs',
      data: { email: doc.email, firstname: doc.firstname, lastname: doc.lastname, societe, client: doc.id },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return doc
  }
  for (const row of rows.filter((r) => idOf(r.societe) !== societe))
    await req.payload.update({ collection: 'preparateurs', id: row.id, data: { societe }, depth: 0, overrideAccess: true, req })
  return doc
}

/** preparateurs afterChange: the row's client is a preparer; a client taken off the row may be a buyer again. */
export const syncRoleOfPreparerRow: CollectionAfterChangeHook<Preparateur> = async ({ doc, previousDoc, req, operation }) => {
  const client = idOf(doc.client)
  const before = operation === 'update' ? idOf(previousDoc?.client) : null
  if (client !== null) await setRole(req, client, 'preparateur')
  if (before !== null && before !== client && (await rowsOf(req, before)).length === 0) await setRole(req, before, 'acheteur')
  return doc
}

/** preparateurs afterDelete: the preparer's last row gone, they are a buyer again. */
export const syncRoleOfRemovedRow: CollectionAfterDeleteHook<Preparateur> = async ({ doc, req }) => {
  const client = idOf(doc.client)
  if (client !== null && (await rowsOf(req, client)).length === 0) await setRole(req, client, 'acheteur')
  return doc
}
