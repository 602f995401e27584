/**
 * A buyer's decision on a sent quote (POST /api/quotes/{id}/accept, …/decline). Accepting makes the quote the buyer's
 * cart: the open cart is emptied and filled with the quote's lines at their quoted quantities, priced by the quote
 * (src/server/quotes/cartPricing.ts), and the quote is « Accepté » by that buyer until it is ordered or expires.
 * Accepting again (not ordered, still valid) puts the lines back. An expired, refused or unanswered quote is refused
 * (409, French message); declining a sent quote makes it « Refusé ».
 */
import type { AcceptQuoteReply, QuoteView } from '@/lib/quotes/api'
import { QUOTE_MESSAGES as M, validityDate } from '@/lib/quotes/messages'
import { acceptRefusal, canDecline, type AcceptRefusal } from '@/lib/quotes/states'
import { idOf, memberOf } from '@/server/account/company'
import type { Buyer } from '@/server/http/buyer'
import { addLines, emptyCart } from '@/server/cart/cart'
import { DomainError } from '@/server/http/errors'
import { displayedBuyingRules, quantityRefusal } from '@/server/cart/products'
import { cms } from '@/server/http/payload'

import { markExpired } from './cartPricing'
import { notifyTeamOfDecision } from './notices'
import { ownedQuote, quoteViews } from './quotes'
import { QUOTE_SERVER_WRITE } from './serverWrite'

const o = { overrideAccess: true, depth: 0, context: QUOTE_SERVER_WRITE } as const

const refusal = (reason: AcceptRefusal, validUntil: string | null): DomainError => {
  switch (reason) {
    case 'expired':
      return new DomainError(409, 'quote_expired', M.expired(validUntil ? validityDate(validUntil) : '—'))
    case 'not_sent':
      return new DomainError(409, 'quote_not_sent', M.notSent)
    case 'ordered':
      return new DomainError(409, 'quote_ordered', M.ordered)
    case 'closed':
      return new DomainError(409, 'quote_closed', M.closed)
  }
}

export async function acceptQuote(buyer: Buyer, id: number, now = new Date()): Promise<AcceptQuoteReply> {
  const member = await memberOf(buyer)
  const doc = await ownedQuote(member, id)
  const state = { status: doc.statut, validUntil: doc.valide_jusqu_au ?? null, orderedAt: doc.commande_le ?? null }
  const refused = acceptRefusal(state, now)
  if (refused === 'expired') await markExpired(await cms(), doc.id)
  if (refused) throw refusal(refused, state.validUntil)

  // lines whose product is no longer sold, or whose buying rules changed since, stay out of the cart
  const rules = await displayedBuyingRules((doc.lignes ?? []).flatMap((l) => idOf(l.produit) ?? []))
  const lines: { productId: number; quantity: number }[] = []
  const skipped: number[] = []
  for (const line of doc.lignes ?? []) {
    const productId = idOf(line.produit) ?? 0
    const rule = rules.get(productId)
    if (rule && !quantityRefusal(rule, line.quantite)) lines.push({ productId, quantity: line.quantite })
    else skipped.push(productId)
  }
  if (lines.length === 0) throw new DomainError(409, 'nothing_to_accept', M.nothingToAccept)

  const payload = await cms()
  const first = doc.statut !== 'accepte'
  const accepted = await payload.update({
    collection: 'devis',
    id: doc.id,
    data: { statut: 'accepte', accepte_par: member.id, accepte_le: first ? now.toISOString() : (doc.accepte_le ?? now.toISOString()) },
    ...o,
  })
  await emptyCart(buyer)
  const { order, refused: outOfCart } = await addLines(buyer, lines)
  if (first) await notifyTeamOfDecision(payload, accepted, member.name, true)
  const [quote] = await quoteViews([accepted], now)
  if (!order) throw new DomainError(409, 'nothing_to_accept', M.nothingToAccept)
  return { code: 'success', quote: quote as QuoteView, order, skipped: [...skipped, ...outOfCart.map((r) => r.productId)] }
}

export async function declineQuote(buyer: Buyer, id: number, now = new Date()): Promise<QuoteView> {
  const member = await memberOf(buyer)
  const doc = await ownedQuote(member, id)
  if (!canDecline({ status: doc.statut, validUntil: doc.valide_jusqu_au ?? null, orderedAt: doc.commande_le ?? null }, now))
    throw new DomainError(409, 'quote_not_declinable', M.notDeclinable)
  const payload = await cms()
  const declined = await payload.update({ collection: 'devis', id: doc.id, data: { statut: 'refuse', refuse_le: now.toISOString() }, ...o })
  await notifyTeamOfDecision(payload, declined, member.name, false)
  return (await quoteViews([declined], now))[0] as QuoteView
}
