/**
 * spec §5 Stepper: non-numeric input resets to the minimum; a result below quantity_min_to_buy or above 1,000,000 is
 * ignored; results rounded to 2 decimals; changes move in steps of cart_increment. spec §6: the stepper also looks
 * disabled for products without stock.
 */
import { MAX_CART_QUANTITY } from '@/lib/cart/api'

export { MAX_CART_QUANTITY }

/** spec §9: default step 1, default minimum 1. */
export const DEFAULT_STEP = 1
export const DEFAULT_MIN_QUANTITY = 1

export type StepperRules = { min: number; step: number }

const positive = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback
}

/** The product's stepper settings; missing or invalid values take the spec's defaults. */
export function stepperRules(product: { cart_increment?: unknown; quantity_min_to_buy?: unknown }): StepperRules {
  return { min: positive(product.quantity_min_to_buy, DEFAULT_MIN_QUANTITY), step: positive(product.cart_increment, DEFAULT_STEP) }
}

/** spec §5: results rounded to 2 decimals (without binary drift: 0.1 + 0.2 → 0.3). */
export const roundQuantity = (value: number): number => Math.round(Number(`${value}e2`)) / 100

/** spec §5: a result below the minimum or above 1,000,000 is ignored (the current quantity stays). */
export function acceptQuantity(current: number, candidate: number, rules: StepperRules): number {
  const rounded = roundQuantity(candidate)
  if (!Number.isFinite(rounded) || rounded < rules.min || rounded > MAX_CART_QUANTITY) return current
  return rounded
}

/** '+' moves up one step of cart_increment. */
export const increment = (current: number, rules: StepperRules): number => acceptQuantity(current, current + rules.step, rules)

/** '−' moves down one step of cart_increment (never below the minimum: removing is the remove button's job). */
export const decrement = (current: number, rules: StepperRules): number => acceptQuantity(current, current - rules.step, rules)

/** Typed text: non-numeric resets to the minimum; a French decimal comma is read as a point. */
export function fromInput(current: number, text: string, rules: StepperRules): number {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.')
  const value = normalised === '' ? Number.NaN : Number(normalised)
  if (!Number.isFinite(value)) return rules.min
  return acceptQuantity(current, value, rules)
}

/** spec §6: the stepper looks disabled for a product without stock (it still works: the delay is confirmed later). */
export const looksDisabled = (stock: number | null | undefined): boolean => typeof stock === 'number' && stock <= 0
