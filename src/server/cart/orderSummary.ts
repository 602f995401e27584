import type { Payload } from 'payload'

import { handlingText, lineHandling, unitLabel, type OrderSummary } from '@/lib/cart/orderSummary'
import { toProductView } from '@/server/catalogue/productView'
import { readOrderLineProducts } from '@/server/catalogue/reads'
import { erp, type ErpOrder } from '@/server/erp'

/**
 * The lines of a placed order with what the ERP order does not carry: reference, title and sale unit from the product
 * (`sale_unit`; a withdrawn product keeps its id only), and the expected handling from today's stock (spec §4 rule).
 */
export async function orderSummary(payload: Payload, order: ErpOrder): Promise<OrderSummary> {
  const ids = order.lines.map((l) => l.product_id)
  if (ids.length === 0) return { lines: [], handling: handlingText([]) }
  const [{ docs }, stock] = await Promise.all([readOrderLineProducts(payload, ids), erp().stock(ids)])
  const products = new Map(docs.map((d) => [d.id, toProductView(d)]))
  const totals = new Map(stock.map((s) => [s.product_id, s.total]))
  const lines = order.lines.map((l) => {
    const product = products.get(l.product_id)
    return {
      product_id: l.product_id,
      reference: product?.reference ?? null,
      title: product?.title ?? null,
      quantity: l.quantity,
      unit: unitLabel(product?.saleUnit, l.quantity),
      unit_price_ht: l.unit_price_ht,
      total_ht: l.amount_ht,
      handling: lineHandling({
        stock: totals.get(l.product_id) ?? 0,
        quantity: l.quantity,
        confirmationDelay: product?.confirmationDelay === true,
      }),
    }
  })
  return { lines, handling: handlingText(lines) }
}
