/**
 * The buyer's cart on the ERP (spec §7 POST /api/cart, POST /api/cart/{orderId}, GET /api/cart/empty): each change
 * goes to the ERP, which prices the lines itself — at the price of the buyer's accepted quote when one covers the line
 * (src/server/quotes/cartPricing.ts) — and the buyer's `last_dimasys_order` follows the open order.
 */
import type { OrderView } from '@/lib/cart/api'
import { erp } from '@/server/erp'
import { buyerQuotes, quotedCartView, withQuotedPrice } from '@/server/quotes/cartPricing'

import { rememberOrder, type Buyer } from './buyer'
import { CartError } from './errors'
import { CART_MESSAGES as M } from './messages'
import { orderView } from './orderView'
import { checkQuantity } from './products'
import { isNoOrder, type LineRequest } from './schemas'

/** First add: the open order (created, origin 'EPS', when there is none) with the line set to `quantity`. */
export async function addToCart(buyer: Buyer, line: LineRequest): Promise<OrderView> {
  await checkQuantity(line.productId, line.quantity)
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
  if (line.quantity > 0) await checkQuantity(line.productId, line.quantity)
  const quotes = await buyerQuotes(buyer)
  const input = withQuotedPrice(quotes, { product_id: line.productId, quantity: line.quantity })
  let order
  if (!isNoOrder(orderId)) order = await erp().setLine(buyer.id, orderId, input)
  else if (line.quantity > 0) order = await erp().createCart(buyer.id, input)
  else {
    const open = await erp().currentCart(buyer.id)
    if (!open) throw new CartError(404, 'not_found', M.orderNotFound)
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
