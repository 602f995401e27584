/**
 * Money rules of the ERP, pure: rounding, line and order totals, and the delivery cost rule (not in the spec): free at or
 * above the site's threshold H.T, the flat fee under it, nothing for an order without lines.
 */
import type { OrderLine } from './types'

/** Rounds half away from zero at `decimals`, without binary drift (1.005 → 1.01). */
function round(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1
  return (sign * Math.round(Number(`${Math.abs(value)}e${decimals}`))) / 10 ** decimals || 0
}

export const round2 = (value: number) => round(value, 2)
/** Unit prices: spec §9 loads order products at 4 decimals. */
export const round4 = (value: number) => round(value, 4)

export type DeliverySettings = { freeThresholdHt: number; flatFeeHt: number }

/** Defaults of the `site-settings` fields delivery_free_threshold_ht and delivery_flat_fee_ht. */
export const DEFAULT_DELIVERY: DeliverySettings = { freeThresholdHt: 300, flatFeeHt: 15 }

export function deliveryCost(itemsHt: number, lineCount: number, settings: DeliverySettings): number {
  if (lineCount === 0) return 0
  return itemsHt >= settings.freeThresholdHt ? 0 : round2(settings.flatFeeHt)
}

export const lineAmount = (unitPriceHt: number, quantity: number): number => round2(unitPriceHt * quantity)

export function orderTotals(lines: readonly Pick<OrderLine, 'amount_ht'>[], settings: DeliverySettings) {
  const amount_ht = round2(lines.reduce((sum, line) => sum + line.amount_ht, 0))
  const delivery_ht = deliveryCost(amount_ht, lines.length, settings)
  return { amount_ht, delivery_ht, total_ht: round2(amount_ht + delivery_ht) }
}
