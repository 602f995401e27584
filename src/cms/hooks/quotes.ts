import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterReadHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
} from 'payload'

import { quoteNumber } from '@/lib/quotes/messages'
import {
  canEditorMove,
  effectiveStatus,
  isEditable,
  isQuoteStatus,
  isValidAt,
  QUOTE_STATUS_LABEL,
  type QuoteStatus,
} from '@/lib/quotes/states'
import type { Devis } from '@/payload-types'
import { mailQuoteAnswer } from '@/server/quotes/notices'
import { isServerWrite, QUOTE_SERVER_WRITE } from '@/server/quotes/serverWrite'

import { isEditorUser } from '../access'

type Line = { produit?: unknown; quantite?: number | null; prix_unitaire_ht?: number | null }
const productOf = (rel: unknown): unknown => (typeof rel === 'object' && rel !== null ? (rel as { id: unknown }).id : rel)

const refuse = (req: PayloadRequest, path: string, message: string) =>
  new ValidationError({ collection: 'devis', errors: [{ path, message }], req })

const stateOf = (doc: Partial<Devis>, now: Date): QuoteStatus =>
  effectiveStatus(
    { status: isQuoteStatus(doc.statut) ? doc.statut : 'demande', validUntil: doc.valide_jusqu_au ?? null, orderedAt: doc.commande_le },
    now,
  )

/** Why an editor cannot move a quote from `from` to `to`, in French. */
function moveRefusal(from: QuoteStatus, to: QuoteStatus): string {
  if (to === 'accepte') return 'Seul le client accepte un devis, depuis son espace client.'
  if (from === 'accepte' || from === 'refuse') return `Ce devis est « ${QUOTE_STATUS_LABEL[from]} » : son statut ne change plus.`
  if (to === 'demande') return 'Un devis envoyé ne redevient pas une demande.'
  if (to === 'expire') return 'Un devis expire de lui-même à sa date de validité.'
  return `Un devis « ${QUOTE_STATUS_LABEL[from]} » ne passe pas à « ${QUOTE_STATUS_LABEL[to]} ».`
}

/**
 * An editor's save (admin or CMS API): only the moves of src/lib/quotes/states.ts, the lines as the buyer asked them
 * (only their quoted prices change), a closed quote unchanged, and a quote sent with a price on every line and a date
 * still to come. The first send records when and by whom.
 */
const checkEditorSave: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || !originalDoc || isServerWrite(context)) return data
  const now = new Date()
  const from = stateOf(originalDoc as Devis, now)
  const to = isQuoteStatus(data.statut) ? data.statut : from
  if (to !== from && !canEditorMove(from, to)) throw refuse(req, 'statut', moveRefusal(from, to))

  const before = (originalDoc.lignes ?? []) as Line[]
  const after = (data.lignes ?? before) as Line[]
  const sameLines =
    after.length === before.length &&
    after.every((l, i) => String(productOf(l.produit)) === String(productOf(before[i]?.produit)) && l.quantite === before[i]?.quantite)
  if (!sameLines) throw refuse(req, 'lignes', 'Les lignes d’un devis sont celles de la demande du client : seuls leurs prix se saisissent.')

  const priced = after.map((l) => l.prix_unitaire_ht ?? null)
  const changed =
    priced.some((p, i) => p !== (before[i]?.prix_unitaire_ht ?? null)) ||
    (data.valide_jusqu_au ?? null) !== (originalDoc.valide_jusqu_au ?? null) ||
    (data.reponse ?? null) !== (originalDoc.reponse ?? null)
  if (changed && !isEditable(from)) throw refuse(req, 'statut', `Ce devis est « ${QUOTE_STATUS_LABEL[from]} » : il ne se modifie plus.`)

  if (to === 'envoye') {
    const missing = priced.findIndex((p) => typeof p !== 'number' || p < 0)
    if (missing >= 0)
      throw refuse(req, `lignes.${missing}.prix_unitaire_ht`, 'Indiquez le prix unitaire de chaque ligne avant d’envoyer le devis.')
    if (!isValidAt(data.valide_jusqu_au ?? null, now))
      throw refuse(req, 'valide_jusqu_au', 'Indiquez une date de validité : aujourd’hui ou plus tard.')
  }
  data.statut = to
  if (to !== from && (to === 'envoye' || to === 'refuse')) {
    data[to === 'envoye' ? 'envoye_le' : 'refuse_le'] = now.toISOString()
    if (isEditorUser(req.user)) data.traite_par = req.user?.id
  }
  return data
}

/** A new quote gets its number (from its id); the buyer is mailed when an editor sends the quote or refuses the request. */
const numberAndTell: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation === 'create' && !doc.numero) {
    const numero = quoteNumber(doc.id)
    await req.payload.update({
      collection: 'devis',
      id: doc.id,
      data: { numero },
      overrideAccess: true,
      depth: 0,
      req,
      context: QUOTE_SERVER_WRITE,
    })
    return { ...doc, numero }
  }
  if (operation !== 'update' || isServerWrite(context) || !previousDoc || stateOf(previousDoc as Devis, new Date()) === doc.statut)
    return doc
  if (doc.statut === 'envoye') await mailQuoteAnswer(req, doc as Devis, 'sent')
  else if (doc.statut === 'refuse') await mailQuoteAnswer(req, doc as Devis, 'refused')
  return doc
}

/**
 * Read as it is now: a sent or accepted quote past its date reads « Expiré » before the shop writes it down (the shop's
 * own reads see the stored state, to write that expiry).
 */
const showExpiry: CollectionAfterReadHook = ({ doc, context }) => {
  if (isServerWrite(context)) return doc
  const status = stateOf(doc as Devis, new Date())
  return status === doc.statut ? doc : { ...doc, statut: status }
}

export const quoteHooks = { beforeChange: [checkEditorSave], afterChange: [numberAndTell], afterRead: [showExpiry] }
