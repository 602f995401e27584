/**
 * spec §5 Stepper: non-numeric input resets to the minimum; a result below quantity_min_to_buy or above 1,000,000 is
 * ignored; results rounded to 2 decimals; changes move in steps of cart_increment. spec §6: the stepper also looks
 * disabled for products without stock. A typed quantity (comma or dot) that is not a multiple of
 * cart_increment moves up to the next multiple, so fractions exist only when the increment itself is fractional.
 */
import { MAX_CART_QUANTITY } from '@/lib/cart/api'
import type { BuyingRules } from '@/lib/cart/buyingRules'
import { isMultipleOf, parseQuantity, roundDownToStep, roundQuantity, roundUpToStep } from '@/lib/cart/quantity'

export { MAX_CART_QUANTITY, roundQuantity }

/** The product's buying rules; `unit`: its sale_unit, for the notice and the label beside the stepper (none: 'à la pièce'). */
export type StepperRules = BuyingRules & { unit?: string | null }

/** The stepper's settings: the product's `{ min, step }` and its sale unit when it has one. */
export function stepperRules({ min, step }: BuyingRules, saleUnit?: string | null): StepperRules {
  const unit = saleUnit?.trim()
  return unit ? { min, step, unit } : { min, step }
}

/** spec §5: a result below the minimum or above 1,000,000 is ignored (the current quantity stays). */
function acceptQuantity(current: number, candidate: number, rules: StepperRules): number {
  const rounded = roundQuantity(candidate)
  if (!Number.isFinite(rounded) || rounded < rules.min || rounded > MAX_CART_QUANTITY) return current
  return rounded
}

/** '+' moves up one step of cart_increment (a quantity between two multiples moves to the next one). */
export const increment = (current: number, rules: StepperRules): number =>
  acceptQuantity(current, roundDownToStep(current, rules.step) + rules.step, rules)

/** '−' moves down one step of cart_increment (never below the minimum: removing is the remove button's job). */
export const decrement = (current: number, rules: StepperRules): number =>
  acceptQuantity(current, roundUpToStep(current, rules.step) - rules.step, rules)

/**
 * Typed text: non-numeric resets to the minimum; a comma or a dot is the decimal separator; a quantity that is not a
 * multiple of cart_increment moves up to the next multiple (`roundedUp`, for the stepper's notice).
 */
export function typedQuantity(current: number, text: string, rules: StepperRules): { quantity: number; roundedUp: boolean } {
  const value = parseQuantity(text)
  if (!Number.isFinite(value)) return { quantity: rules.min, roundedUp: false }
  const typed = roundQuantity(value)
  const multiple = isMultipleOf(typed, rules.step) ? typed : roundUpToStep(typed, rules.step)
  const quantity = acceptQuantity(current, multiple, rules)
  return { quantity, roundedUp: quantity === multiple && multiple !== typed }
}

/** Typed text as a quantity (typedQuantity without the notice). */
export const fromInput = (current: number, text: string, rules: StepperRules): number => typedQuantity(current, text, rules).quantity

/** spec §6: the stepper looks disabled for a product without stock (it still works: the delay is confirmed later). */
export const looksDisabled = (stock: number | null | undefined): boolean => typeof stock === 'number' && stock <= 0
