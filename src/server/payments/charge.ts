/**
 * What the buyer's open order costs paid by card: its lines and delivery H.T as the ERP priced them,
 * plus VAT at each product's rate from the buyer's prices (`taxes`). Computed on the server only: the browser is shown
 * the result, never asked for it.
 */
import { amountInCents, cardAmount, type CardAmount } from '@/lib/payments/amount'
import { erp, ErpError } from '@/server/erp'
import type { ErpOrder } from '@/server/erp/types'

export type Charge = { order: ErpOrder; amount: CardAmount; cents: number }

export async function chargeOf(customer: string, order: ErpOrder): Promise<Charge> {
  const ids = order.lines.map((line) => line.product_id)
  const prices = ids.length > 0 ? await erp().prices(customer, ids) : []
  const rates = new Map(prices.map((price) => [price.product_id, price.taxes]))
  const amount = cardAmount(order.lines, order.delivery_ht, rates)
  return { order, amount, cents: amountInCents(amount) }
}

/** The charge of the buyer's open order; `empty_cart` without one or without lines. */
export async function openOrderCharge(customer: string): Promise<Charge> {
  const order = await erp().currentCart(customer)
  if (!order || order.lines.length === 0) throw new ErpError('empty_cart')
  return chargeOf(customer, order)
}
