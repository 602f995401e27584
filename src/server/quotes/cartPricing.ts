/**
 * Quoted prices in the buyer's cart, decided by the server: a buyer who accepted a quote gets its unit prices on the
 * lines of their open cart while the quote holds, is not ordered yet, and the line stays within the quoted quantity
 * (src/lib/quotes/pricing.ts). The cart module sends that price to the ERP with the line (`agreed_unit_price_ht`), the
 * checkout sends it again as the order's `agreed_prices` (the ERP places at the day's prices otherwise), and reading
 * the cart reprices the lines of a quote that expired meanwhile and tells the buyer (`order.quotes`).
 */
import type { Payload } from 'payload'

import type { OrderView } from '@/lib/cart/api'
import type { CartQuotes } from '@/lib/quotes/api'
import { quotedLineFor, type QuotedLine } from '@/lib/quotes/pricing'
import { isValidAt } from '@/lib/quotes/states'
import type { Buyer } from '@/server/http/buyer'
import { orderView } from '@/server/cart/orderView'
import { cms } from '@/server/http/payload'
import { erp, type ErpOrder, type LineInput } from '@/server/erp'
import { round4 } from '@/server/erp/amounts'
import { unitPrice } from '@/server/erp/pricing'
import type { AgreedPrice } from '@/server/erp/types'

import { idOf } from '@/server/account/company'

import { QUOTE_SERVER_WRITE } from './serverWrite'

/** An accepted quote expired without being ordered is mentioned in the cart for this long after its date. */
const EXPIRED_NOTICE_DAYS = 30
const DAY_MS = 86_400_000

type ExpiredQuote = { quoteId: number; number: string; validUntil: string; productIds: Set<number> }

/** The buyer's accepted quotes not ordered yet: the lines of those that hold, and those that expired lately. */
export type BuyerQuotes = { active: QuotedLine[]; expired: ExpiredQuote[] }

const NONE: BuyerQuotes = { active: [], expired: [] }

/**
 * Reads them (one query; none for a buyer who never accepted a quote) and writes « Expiré » on an accepted quote whose
 * date has passed.
 */
export async function buyerQuotes(buyer: Pick<Buyer, 'id'>, now = new Date()): Promise<BuyerQuotes> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'devis',
    where: {
      and: [
        { accepte_par: { equals: Number(buyer.id) } },
        { statut: { in: ['accepte', 'expire'] } },
        { commande: { exists: false } },
        { valide_jusqu_au: { greater_than: new Date(now.getTime() - EXPIRED_NOTICE_DAYS * DAY_MS).toISOString() } },
      ],
    },
    pagination: false,
    overrideAccess: true,
    depth: 0,
    context: QUOTE_SERVER_WRITE,
  })
  if (docs.length === 0) return NONE
  const out: BuyerQuotes = { active: [], expired: [] }
  for (const doc of docs) {
    const validUntil = doc.valide_jusqu_au ?? ''
    const number = doc.numero ?? String(doc.id)
    if (doc.statut === 'accepte' && isValidAt(validUntil, now)) {
      for (const line of doc.lignes ?? []) {
        const productId = idOf(line.produit)
        if (productId === null || typeof line.prix_unitaire_ht !== 'number') continue
        out.active.push({
          quoteId: doc.id,
          number,
          validUntil,
          productId,
          maxQuantity: line.quantite,
          unitPriceHt: round4(line.prix_unitaire_ht),
        })
      }
      continue
    }
    if (doc.statut === 'accepte') await markExpired(payload, doc.id)
    out.expired.push({
      quoteId: doc.id,
      number,
      validUntil,
      productIds: new Set((doc.lignes ?? []).flatMap((l) => idOf(l.produit) ?? [])),
    })
  }
  return out
}

/** Writes the expiry of a quote whose date has passed (once: a concurrent reader's write changes nothing). */
export async function markExpired(payload: Payload, id: number): Promise<void> {
  await payload.update({
    collection: 'devis',
    where: { and: [{ id: { equals: id } }, { statut: { in: ['envoye', 'accepte'] } }, { commande: { exists: false } }] },
    data: { statut: 'expire' },
    overrideAccess: true,
    depth: 0,
    context: QUOTE_SERVER_WRITE,
  })
}

/** The line as the ERP gets it: with the quoted unit price when an accepted quote prices it. */
export function withQuotedPrice(quotes: BuyerQuotes, line: LineInput): LineInput {
  const quoted = line.quantity > 0 ? quotedLineFor(quotes.active, line.product_id, line.quantity) : null
  return quoted ? { ...line, agreed_unit_price_ht: quoted.unitPriceHt } : line
}

/**
 * An open cart as the routes answer it, quote-aware: a line still at the price of a quote that expired goes back to the
 * buyer's usual price (and a line within an accepted quote that lost its price gets it back), then `order.quotes` says
 * which lines carry a quote's price and which accepted quotes expired. Placed orders and carts without quotes are
 * answered as they are.
 */
export async function quotedCartView(buyer: Buyer, order: ErpOrder, quotes?: BuyerQuotes): Promise<OrderView> {
  if (order.status !== 'cart' || order.lines.length === 0) return orderView(order)
  const q = quotes ?? (await buyerQuotes(buyer))
  if (q.active.length === 0 && q.expired.length === 0) return orderView(order)
  const current = await reprice(buyer, order, q)
  const notes: CartQuotes = { lines: {}, expired: [] }
  for (const line of current.lines) {
    const quoted = quotedLineFor(q.active, line.product_id, line.quantity)
    if (quoted && quoted.unitPriceHt === line.unit_price_ht)
      notes.lines[String(line.product_id)] = {
        quote_id: quoted.quoteId,
        number: quoted.number,
        valid_until: quoted.validUntil,
        max_quantity: quoted.maxQuantity,
        unit_price_ht: quoted.unitPriceHt,
      }
  }
  const inCart = new Set(current.lines.map((l) => l.product_id))
  for (const e of q.expired) {
    if ([...e.productIds].some((id) => inCart.has(id)))
      notes.expired.push({ quote_id: e.quoteId, number: e.number, valid_until: e.validUntil })
  }
  const view = orderView(current)
  return Object.keys(notes.lines).length > 0 || notes.expired.length > 0 ? { ...view, quotes: notes } : view
}

async function reprice(buyer: Buyer, order: ErpOrder, q: BuyerQuotes): Promise<ErpOrder> {
  const expiredProducts = new Set(q.expired.flatMap((e) => [...e.productIds]))
  const stale = order.lines.filter((l) => expiredProducts.has(l.product_id) && !quotedLineFor(q.active, l.product_id, l.quantity))
  const usual = new Map(
    stale.length === 0
      ? []
      : (
          await erp().prices(
            buyer.id,
            stale.map((l) => l.product_id),
          )
        ).map((p) => [p.product_id, unitPrice(p)]),
  )
  let current = order
  for (const line of order.lines) {
    const input = withQuotedPrice(q, { product_id: line.product_id, quantity: line.quantity })
    const due = input.agreed_unit_price_ht ?? usual.get(line.product_id)
    if (due === undefined || due === line.unit_price_ht) continue
    current = await erp().setLine(buyer.id, order.id, input)
  }
  return current
}

/** The quoted unit prices of an order's lines at checkout, and the quotes they come from (used up once placed). */
export function checkoutPrices(
  quotes: BuyerQuotes,
  order: { lines: readonly { product_id: number; quantity: number }[] },
): { agreed: AgreedPrice[]; quoteIds: number[] } {
  const agreed: AgreedPrice[] = []
  const quoteIds = new Set<number>()
  for (const line of order.lines) {
    const quoted = quotedLineFor(quotes.active, line.product_id, line.quantity)
    if (!quoted) continue
    agreed.push({ product_id: line.product_id, unit_price_ht: quoted.unitPriceHt })
    quoteIds.add(quoted.quoteId)
  }
  return { agreed, quoteIds: [...quoteIds] }
}

/** Records the order placed at the quotes' prices: they are used up (their prices apply no more). */
export async function markOrdered(quoteIds: readonly number[], orderId: string, now = new Date()): Promise<void> {
  if (quoteIds.length === 0) return
  const payload = await cms()
  await payload.update({
    collection: 'devis',
    where: { id: { in: [...quoteIds] } },
    data: { commande: orderId, commande_le: now.toISOString() },
    overrideAccess: true,
    depth: 0,
    context: QUOTE_SERVER_WRITE,
  })
}
