/**
 * The company's quotes as its buyers see them (/mon-compte/devis, GET /api/quotes, GET /api/quotes/{id}): every
 * quote asked by a buyer of the company, newest first; another company's quote is a 404 (no telling whether it exists).
 * Reading writes down the expiry of the company's quotes whose date has passed.
 */
import type { Payload } from 'payload'

import type { QuoteView } from '@/lib/quotes/api'
import { quoteNumber, QUOTE_MESSAGES as M } from '@/lib/quotes/messages'
import { acceptRefusal, canDecline, effectiveStatus, isQuoteStatus } from '@/lib/quotes/states'
import type { Devis } from '@/payload-types'
import { companyScope, idOf, memberNames, memberOf, ownsRow, type Member } from '@/server/account/company'
import { productSummaries } from '@/server/account/products'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import { cms } from '@/server/http/payload'
import { round2 } from '@/server/erp/amounts'

import { QUOTE_SERVER_WRITE } from './serverWrite'

const o = { overrideAccess: true, depth: 0 } as const
/** Quotes listed on the page: years of a busy company's requests. */
const MAX_LISTED = 100
const DAY_MS = 86_400_000

/** Writes « Expiré » on the company's sent or accepted (not ordered) quotes whose validity day is over. */
async function expireDue(payload: Payload, member: Member, now = new Date()): Promise<void> {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS).toISOString()
  await payload.update({
    collection: 'devis',
    where: {
      and: [
        companyScope(member),
        { statut: { in: ['envoye', 'accepte'] } },
        { commande: { exists: false } },
        { valide_jusqu_au: { less_than: today } },
      ],
    },
    data: { statut: 'expire' },
    ...o,
    context: QUOTE_SERVER_WRITE,
  })
}

/** The member's company's quote `id`, or 404. */
export async function ownedQuote(member: Member, id: number): Promise<Devis> {
  const payload = await cms()
  const doc = await payload.findByID({ collection: 'devis', id, ...o, disableErrors: true, context: QUOTE_SERVER_WRITE })
  if (!doc || !ownsRow(member, doc)) throw new DomainError(404, 'not_found', M.notFound)
  return doc
}

const stateOf = (doc: Devis) => ({
  status: isQuoteStatus(doc.statut) ? doc.statut : ('demande' as const),
  validUntil: doc.valide_jusqu_au ?? null,
  orderedAt: doc.commande_le ?? null,
})

/** The quotes as the buyers see them: prices, date and answer only once the team has sent or refused it. */
export async function quoteViews(docs: readonly Devis[], now = new Date()): Promise<QuoteView[]> {
  const [products, names] = await Promise.all([
    productSummaries(docs.flatMap((d) => (d.lignes ?? []).flatMap((l) => idOf(l.produit) ?? []))),
    memberNames(docs.flatMap((d) => idOf(d.client) ?? [])),
  ])
  return docs.map((doc) => {
    const state = stateOf(doc)
    const answered = Boolean(doc.envoye_le || doc.refuse_le)
    const priced = Boolean(doc.envoye_le)
    const lines = (doc.lignes ?? []).map((l) => {
      const productId = idOf(l.produit) ?? 0
      const unit = priced && typeof l.prix_unitaire_ht === 'number' ? l.prix_unitaire_ht : null
      return {
        product_id: productId,
        product: products.get(productId) ?? null,
        reference: l.reference ?? '',
        title: l.titre ?? '',
        quantity: l.quantite,
        unit_price_ht: unit,
        total_ht: unit === null ? null : round2(unit * l.quantite),
      }
    })
    return {
      id: doc.id,
      number: doc.numero || quoteNumber(doc.id),
      status: effectiveStatus(state, now),
      requested_at: doc.createdAt,
      requested_by: names.get(idOf(doc.client) ?? 0) ?? '—',
      message: doc.message ?? null,
      answer: answered ? (doc.reponse ?? null) : null,
      valid_until: priced ? (doc.valide_jusqu_au ?? null) : null,
      sent_at: doc.envoye_le ?? null,
      accepted_at: doc.accepte_le ?? null,
      order_id: doc.commande ?? null,
      lines,
      total_ht:
        lines.length > 0 && lines.every((l) => l.total_ht !== null) ? round2(lines.reduce((s, l) => s + (l.total_ht ?? 0), 0)) : null,
      can_accept: acceptRefusal(state, now) === null,
      can_decline: canDecline(state, now),
    }
  })
}

export async function listQuotes(buyer: Buyer): Promise<QuoteView[]> {
  const member = await memberOf(buyer)
  const payload = await cms()
  await expireDue(payload, member)
  const { docs } = await payload.find({
    collection: 'devis',
    where: companyScope(member),
    sort: ['-createdAt', '-id'],
    limit: MAX_LISTED,
    ...o,
  })
  return quoteViews(docs)
}

export async function readQuote(buyer: Buyer, id: number): Promise<QuoteView> {
  const doc = await ownedQuote(await memberOf(buyer), id)
  return (await quoteViews([doc]))[0] as QuoteView
}
