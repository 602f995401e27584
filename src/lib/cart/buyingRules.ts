/**
 * A product's buying rules in one shape, from the server's view models to the quantity stepper: `min` is the spec's
 * quantity_min_to_buy, `step` its cart_increment. The spec's names stay at the data edge (CMS product, search record);
 * `buyingRulesOf` is the one place that maps them.
 */
export type BuyingRules = { min: number; step: number }

/** spec §3/§9: cart_increment and quantity_min_to_buy default to 1. */
const DEFAULT_STEP = 1
const DEFAULT_MIN_QUANTITY = 1

const positive = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback
}

/** The buying rules of a product record; a missing, invalid or non-positive value takes the spec's default 1. */
export function buyingRulesOf(product: { quantity_min_to_buy?: unknown; cart_increment?: unknown }): BuyingRules {
  return { min: positive(product.quantity_min_to_buy, DEFAULT_MIN_QUANTITY), step: positive(product.cart_increment, DEFAULT_STEP) }
}
