/**
 * Frequent purchases (/mon-compte/achats-frequents): the products a buyer orders most often, from their order
 * history. Pure, so the ranking is unit-tested on its own.
 */

export type HistoryOrder = {
  status: string
  placed_at: string | null
  created_at: string
  lines: readonly { product_id: number; quantity: number }[]
}

export type FrequentEntry = {
  product_id: number
  order_count: number
  total_quantity: number
  last_quantity: number
  last_ordered_at: string
}

/** The open cart is not a purchase, and a cancelled order was never bought. */
const COUNTED = new Set(['placed', 'shipped', 'invoiced'])

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * Ranks products by the number of orders containing them, then total quantity, then the latest order (most recent
 * first), then product id, so equal histories always give the same list. A product twice in one order counts once.
 */
export function rankFrequentPurchases(orders: readonly HistoryOrder[], limit: number): FrequentEntry[] {
  const byProduct = new Map<number, FrequentEntry & { orders: Set<HistoryOrder> }>()
  for (const order of orders) {
    if (!COUNTED.has(order.status)) continue
    const date = order.placed_at ?? order.created_at
    for (const line of order.lines) {
      if (!(line.quantity > 0)) continue
      const entry = byProduct.get(line.product_id) ?? {
        product_id: line.product_id,
        order_count: 0,
        total_quantity: 0,
        last_quantity: 0,
        last_ordered_at: '',
        orders: new Set<HistoryOrder>(),
      }
      if (!entry.orders.has(order)) {
        entry.orders.add(order)
        entry.order_count++
      }
      entry.total_quantity = round2(entry.total_quantity + line.quantity)
      if (Date.parse(date) > Date.parse(entry.last_ordered_at || '0')) {
        entry.last_ordered_at = date
        entry.last_quantity = line.quantity
      } else if (date === entry.last_ordered_at) {
        entry.last_quantity = round2(entry.last_quantity + line.quantity)
      }
      byProduct.set(line.product_id, entry)
    }
  }
  return [...byProduct.values()]
    .sort(
      (a, b) =>
        b.order_count - a.order_count ||
        b.total_quantity - a.total_quantity ||
        Date.parse(b.last_ordered_at) - Date.parse(a.last_ordered_at) ||
        a.product_id - b.product_id,
    )
    .slice(0, Math.max(0, limit))
    .map(({ orders: _orders, ...entry }) => entry)
}
