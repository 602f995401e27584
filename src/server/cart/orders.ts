/** The buyer's orders (spec §7 GET /api/orders, GET /api/orders/{id}) and checkout on account. */
import type { OrderReply, OrderView } from '@/lib/cart/api'
import { erp, ErpError } from '@/server/erp'
import { paymentsOf } from '@/server/payments/records'
import type { AgreedPrice } from '@/server/erp/types'
import { buyerQuotes, checkoutPrices, markOrdered, quotedCartView } from '@/server/quotes/cartPricing'

import { rememberOrder, type Buyer } from '@/server/http/buyer'
import { cms } from '@/server/http/payload'
import { queueOrderNotices, type OrderSource } from './orderNotices'
import { orderSummary } from './orderSummary'
import { orderView } from './orderView'
import { isNoOrder, type CheckoutRequest } from '@/server/http/parse'

export async function listOrders(buyer: Buyer): Promise<OrderView[]> {
  const [orders, payments] = await Promise.all([erp().listOrders(buyer.id), paymentsOf(Number(buyer.id))])
  // the ERP has no "refunded" status: a card order's refund is recorded with its payment
  const paid = new Map(payments.filter((p) => p.status !== 'pending' && p.status !== 'failed').map((p) => [p.order_id, p.status]))
  return orders.map((order) => {
    const status = paid.get(order.id)
    const view = orderView(order)
    return status && order.status !== 'cart'
      ? { ...view, card_payment: { refunded: status === 'refunded' || status === 'partially_refunded' } }
      : view
  })
}

/** One order of the buyer; `-1` is the open order, or `no_order` when there is none (spec §4 order sync). */
export async function readOrder(buyer: Buyer, orderId: string): Promise<OrderReply> {
  if (!isNoOrder(orderId)) {
    const order = await erp().getOrder(buyer.id, orderId)
    // a placed order also carries its lines' reference, unit and expected handling (the order detail page)
    return {
      code: 'success',
      order:
        order.status === 'cart'
          ? await quotedCartView(buyer, order)
          : { ...orderView(order), summary: await orderSummary(await cms(), order) },
    }
  }
  const open = await erp().currentCart(buyer.id)
  return open ? { code: 'success', order: await quotedCartView(buyer, open) } : { code: 'no_order', order: null }
}

/**
 * Places the open order (or `order_id`, which must be it) at the day's prices, delivered to `delivery_address`;
 * `agreedPrices` only for a punch-out purchase order (its unit prices are the contract), never from a browser; else the
 * prices of the buyer's accepted quotes that still hold (then used up). The ERP
 * refuses an empty cart and, for account types other than 1, an order over the credit limit (credit_limit_exceeded).
 * Once placed, the buyer's confirmation and the team's alert are queued (never fails the order).
 */
export async function checkout(
  buyer: Buyer,
  request: CheckoutRequest,
  agreedPrices?: AgreedPrice[],
  source: OrderSource = 'web',
  payment: 'account' | 'card' = 'account',
): Promise<OrderView> {
  const orderId = request.order_id ?? (await erp().currentCart(buyer.id))?.id
  if (!orderId) throw new ErpError('empty_cart')
  const quoted = agreedPrices ? null : await quotePricesAtCheckout(buyer, orderId)
  const agreed = agreedPrices ?? quoted?.agreed
  const placed = await erp().placeOrder(buyer.id, orderId, {
    delivery_address: request.delivery_address,
    po_reference: request.po_reference,
    cost_centre: request.cost_centre ?? null,
    ...(agreed && agreed.length > 0 ? { agreed_prices: agreed } : {}),
    // a card payment is made by the Stripe webhook only (src/server/payments/webhook.ts), never from a browser's body
    ...(payment === 'card' ? { payment } : {}),
  })
  if (quoted) await markOrdered(quoted.quoteIds, placed.id)
  await queueOrderNotices(await cms(), { customer_id: buyer.id, order_id: placed.id, source })
  await rememberOrder(buyer, null)
  return orderView(placed)
}

/** The quoted prices of the order's lines (none without an accepted quote: no read of the order then). */
async function quotePricesAtCheckout(buyer: Buyer, orderId: string) {
  const quotes = await buyerQuotes(buyer)
  if (quotes.active.length === 0) return null
  return checkoutPrices(quotes, await erp().getOrder(buyer.id, orderId))
}
