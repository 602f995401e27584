/**
 * Each cart line shows its line total H.T, the ERP's (the order's `products[].total_ht`), as the
 * cart's totals do ('{amount} €', spec §9), and '–' like them while the order does not have the line at the quantity
 * shown (no order data yet, or a change not synced yet).
 */
import type { OrderResponse } from '@/lib/cart/api'
import { formatEuros } from '@/lib/money'

import { NO_TOTAL } from './cartLabels'

export function lineTotalText(
  order: Pick<OrderResponse, 'products'> | null | undefined,
  productId: string | number,
  quantity: number,
): string {
  const line = order?.products.find((p) => String(p.id) === String(productId))
  if (!line || line.quantity !== quantity || !Number.isFinite(line.total_ht)) return NO_TOTAL
  return formatEuros(line.total_ht)
}
