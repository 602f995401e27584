/**
 * The buyer's cart on the ERP (spec §7 POST /api/cart, POST /api/cart/{orderId}, GET /api/cart/empty): each change
 * goes to the ERP, which prices the lines itself — at the price of the buyer's accepted quote when one covers the line
 * (src/server/quotes/cartPricing.ts) — and the buyer's `last_dimasys_order` follows the open order.
 */
import type { AddedLine, OrderView, RefusedLine } from '@/lib/cart/api'
import { roundQuantity } from '@/lib/cart/quantity'
import { erp, type ErpOrder, type LineInput } from '@/server/erp'
import { buyerQuotes, quotedCartView, withQuotedPrice } from '@/server/quotes/cartPricing'

import { rememberOrder, type Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import { API_MESSAGES as M } from '@/server/http/messages'
import { orderView } from './orderView'
import { checkQuantity, customerPrices, displayedBuyingRules, productNotFound, quantityRefusal } from './products'
import { isNoOrder, type LineRequest } from '@/server/http/parse'

/** First add: the open order (created, origin 'EPS', when there is none) with the line set to `quantity`. */
/** The quantity of `productId` in `order` (0 without the line or the order). */
const quantityIn = async (order: Promise<ErpOrder | null>, productId: number): Promise<number> =>
  (await order)?.lines.find((l) => l.product_id === productId)?.quantity ?? 0

export async function addToCart(buyer: Buyer, line: LineRequest): Promise<OrderView> {
  await checkQuantity(line.productId, line.quantity, () => quantityIn(erp().currentCart(buyer.id), line.productId))
  const quotes = await buyerQuotes(buyer)
  const order = await erp().createCart(buyer.id, withQuotedPrice(quotes, { product_id: line.productId, quantity: line.quantity }))
  await rememberOrder(buyer, order.id)
  return quotedCartView(buyer, order, quotes)
}

/**
 * Sets a line of order `orderId` (quantity 0 removes it). `-1` (spec §7: no last order) means the open order, created
 * for a quantity above 0; removing from a cart that does not exist is a 404 like any unknown order.
 */
export async function changeLine(buyer: Buyer, orderId: string, line: LineRequest): Promise<OrderView> {
  // removing is always allowed, even a product no longer sold
  if (line.quantity > 0) {
    const order = () => (isNoOrder(orderId) ? erp().currentCart(buyer.id) : erp().getOrder(buyer.id, orderId))
    await checkQuantity(line.productId, line.quantity, () => quantityIn(order(), line.productId))
  }
  const quotes = await buyerQuotes(buyer)
  const input = withQuotedPrice(quotes, { product_id: line.productId, quantity: line.quantity })
  let order
  if (!isNoOrder(orderId)) order = await erp().setLine(buyer.id, orderId, input)
  else if (line.quantity > 0) order = await erp().createCart(buyer.id, input)
  else {
    const open = await erp().currentCart(buyer.id)
    if (!open) throw new DomainError(404, 'not_found', M.orderNotFound)
    order = await erp().setLine(buyer.id, open.id, input)
  }
  if (order.status === 'cart') await rememberOrder(buyer, order.id)
  return quotedCartView(buyer, order, quotes)
}

/** Empties the open order (kept by the ERP, without lines) and forgets it: the next add starts with POST /api/cart. */
export async function emptyCart(buyer: Buyer): Promise<OrderView | null> {
  const order = await erp().emptyCart(buyer.id)
  await rememberOrder(buyer, null)
  return order ? orderView(order) : null
}

export type AddLinesResult = { order: OrderView | null; added: AddedLine[]; refused: RefusedLine[] }

/**
 * Adds several lines in one call (« Commander à nouveau », frequent purchases, quick order): each quantity is added to
 * the line the cart already has (a product listed twice counts once, quantities summed). Each product is checked —
 * displayed, sold to this buyer at an ERP price, the line's new quantity at least its minimum and a multiple of its step
 * — then the valid lines go to the ERP in one write (the cart created when there is none) and the others are reported
 * per line of the request. `order` is null when no line could be added.
 */
export async function addLines(buyer: Buyer, lines: readonly LineRequest[]): Promise<AddLinesResult> {
  const requested = new Map<number, number>()
  for (const line of lines) requested.set(line.productId, roundQuantity((requested.get(line.productId) ?? 0) + line.quantity))
  const ids = [...requested.keys()]
  const [rules, prices, open, quotes] = await Promise.all([
    displayedBuyingRules(ids),
    customerPrices(buyer, ids),
    erp().currentCart(buyer.id),
    buyerQuotes(buyer),
  ])
  const sold = new Set(prices.map((p) => p.product_id))
  // read then written: another tab's change in between is overwritten, as with the stepper's absolute quantities
  const inCart = new Map((open?.lines ?? []).map((l) => [l.product_id, l.quantity]))
  const writes: LineInput[] = []
  const refusals = new Map<number, DomainError>()
  for (const [productId, quantity] of requested) {
    const rule = rules.get(productId)
    const total = roundQuantity((inCart.get(productId) ?? 0) + quantity)
    // a replaced product is never added, not even onto a line already in the cart
    const refusal = rule && sold.has(productId) ? quantityRefusal(rule, total, inCart.get(productId) ?? 0) : productNotFound()
    if (refusal) refusals.set(productId, refusal)
    else writes.push(withQuotedPrice(quotes, { product_id: productId, quantity: total }))
  }
  const refused = lines.flatMap((line, index) => {
    const refusal = refusals.get(line.productId)
    return refusal ? [{ index, productId: line.productId, code: refusal.code, message: refusal.message }] : []
  })
  if (writes.length === 0) return { order: null, added: [], refused }
  const order = await erp().setCartLines(buyer.id, writes)
  await rememberOrder(buyer, order.id)
  return {
    order: await quotedCartView(buyer, order, quotes),
    added: writes.map((w) => ({ productId: w.product_id, quantity: w.quantity })),
    refused,
  }
}
