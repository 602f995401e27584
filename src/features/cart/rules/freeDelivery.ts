/**
 * While delivery is charged, the cart tells how much more (H.T) makes it free. The delivery rule is
 * the ERP's (src/server/erp/amounts.ts: free at or above the site's threshold H.T, the flat fee under it); the
 * threshold is the site setting `delivery_free_threshold_ht` (the spec gives none), passed down with the layout data.
 */
import { formatEuros } from '@/lib/money'

export type FreeDeliveryHint = { remaining: number; text: string }

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * The hint for an order's totals, or null: no order data, delivery not charged (free already, or an empty order), no
 * usable threshold, or nothing left to reach it.
 */
export function freeDeliveryHint(
  order: { amount_ht: number; delivery_ht: number } | null | undefined,
  thresholdHt: number | null | undefined,
): FreeDeliveryHint | null {
  if (!order || !Number.isFinite(order.amount_ht) || !Number.isFinite(order.delivery_ht) || order.delivery_ht <= 0) return null
  if (typeof thresholdHt !== 'number' || !Number.isFinite(thresholdHt) || thresholdHt <= 0) return null
  const remaining = round2(thresholdHt - order.amount_ht)
  if (remaining <= 0) return null
  return { remaining, text: `Plus que ${formatEuros(remaining)} H.T d’achats pour bénéficier de la livraison offerte.` }
}
