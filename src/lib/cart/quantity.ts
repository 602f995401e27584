/**
 * Quantities and sale units, shared by the stepper and the cart routes: quantities are read with a
 * comma or a dot, shown with a decimal comma, and sold in multiples of the product's cart_increment. Multiples are
 * computed on whole hundredths (spec §5: 2 decimals), so binary drift (0.1 + 0.2) never makes a multiple look wrong.
 */

/** A quantity in whole hundredths: 0.3 → 30, 0.1 + 0.2 → 30, 1.005 → 101. */
const hundredths = (value: number): number => Math.round(Number((value * 100).toFixed(6)))

/** spec §5: results rounded to 2 decimals (without binary drift: 0.1 + 0.2 → 0.3). */
export const roundQuantity = (value: number): number => hundredths(value) / 100

/** Typed text as a number: '2,5', '2.5', '1 000' (spaces of any kind ignored); anything else (letters, '1e3') is NaN. */
export function parseQuantity(text: string): number {
  const normalised = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(normalised) ? Number(normalised) : Number.NaN
}

/** A step in hundredths, at least 1 (a step that rounds to 0 would accept anything). */
const stepHundredths = (step: number): number => Math.max(1, hundredths(step))

/** Whether `quantity` is a whole number of `step`s. */
export const isMultipleOf = (quantity: number, step: number): boolean => hundredths(quantity) % stepHundredths(step) === 0

/** The smallest multiple of `step` at or above `quantity` (25 by 10 → 30; 2.5 by 1 → 3; 2.5 by 0.5 → 2.5). */
export function roundUpToStep(quantity: number, step: number): number {
  const s = stepHundredths(step)
  return (Math.ceil(hundredths(quantity) / s) * s) / 100
}

/** The largest multiple of `step` at or below `quantity`. */
export function roundDownToStep(quantity: number, step: number): number {
  const s = stepHundredths(step)
  return (Math.floor(hundredths(quantity) / s) * s) / 100
}

/** A quantity as the stepper's field shows it: decimal comma, no grouping (the buyer edits it). */
export const quantityInput = (value: number): string => String(roundQuantity(value)).replace('.', ',')

let grouped: Intl.NumberFormat | undefined

/** A quantity in text: French grouping and decimal comma, up to 2 decimals (1 234,5). */
export function formatQuantity(value: number): string {
  grouped ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })
  return grouped.format(value)
}

/**
 * Units by code, in French: the UN/ECE Recommendation 20 codes the ERP and e-invoices use (H87 pièce, MTR mètre, KGM
 * kilogramme…) and the older short codes of the demo catalogue (EA, PK, M, L, KG). The word, its plural, "sold by".
 */
const UNIT_CODES: Record<string, { one: string; many: string; by: string }> = {
  EA: { one: 'pièce', many: 'pièces', by: 'à la pièce' },
  PCE: { one: 'pièce', many: 'pièces', by: 'à la pièce' },
  H87: { one: 'pièce', many: 'pièces', by: 'à la pièce' },
  C62: { one: 'unité', many: 'unités', by: 'à l’unité' },
  PK: { one: 'paquet', many: 'paquets', by: 'au paquet' },
  PA: { one: 'paquet', many: 'paquets', by: 'au paquet' },
  BX: { one: 'boîte', many: 'boîtes', by: 'à la boîte' },
  SET: { one: 'jeu', many: 'jeux', by: 'au jeu' },
  PR: { one: 'paire', many: 'paires', by: 'à la paire' },
  RO: { one: 'rouleau', many: 'rouleaux', by: 'au rouleau' },
  M: { one: 'mètre', many: 'mètres', by: 'au mètre' },
  MTR: { one: 'mètre', many: 'mètres', by: 'au mètre' },
  CMT: { one: 'centimètre', many: 'centimètres', by: 'au centimètre' },
  MMT: { one: 'millimètre', many: 'millimètres', by: 'au millimètre' },
  MTK: { one: 'mètre carré', many: 'mètres carrés', by: 'au mètre carré' },
  MTQ: { one: 'mètre cube', many: 'mètres cubes', by: 'au mètre cube' },
  L: { one: 'litre', many: 'litres', by: 'au litre' },
  LTR: { one: 'litre', many: 'litres', by: 'au litre' },
  KG: { one: 'kg', many: 'kg', by: 'au kilo' },
  KGM: { one: 'kg', many: 'kg', by: 'au kilo' },
  GRM: { one: 'g', many: 'g', by: 'au gramme' },
  TNE: { one: 'tonne', many: 'tonnes', by: 'à la tonne' },
  HUR: { one: 'heure', many: 'heures', by: 'à l’heure' },
}

/**
 * A sale unit in French words for a quantity ('pièce', '3 pièces', '2,5 mètres': plural from 2, as French counts), the
 * order lines' unit; a unit written in words as written.
 */
export function unitWord(saleUnit: string | null | undefined, quantity = 1): string {
  const unit = (saleUnit ?? '').trim() || 'EA'
  const code = UNIT_CODES[unit.toUpperCase()]
  if (!code) return unit
  return quantity >= 2 ? code.many : code.one
}

/**
 * "Sold by" in French for a product's sale_unit and cart_increment: a known code by its word ('vendu au mètre',
 * 'vendu par 10 pièces', 'vendu par 0,5 mètre'), a unit written in words as written ('vendu par boîte de 10').
 */
export function soldBy(saleUnit: string | null | undefined, step = 1): string {
  const unit = (saleUnit ?? '').trim() || 'EA'
  const code = UNIT_CODES[unit.toUpperCase()]
  if (!code) return `vendu par ${unit}`
  if (hundredths(step) === 100) return `vendu ${code.by}`
  return `vendu par ${formatQuantity(step)} ${step >= 2 ? code.many : code.one}`
}

/** The stepper's notice when a typed quantity moved up to the next multiple. */
export const roundedNotice = (quantity: number, saleUnit: string | null | undefined, step: number): string =>
  `Quantité arrondie à ${formatQuantity(quantity)} (${soldBy(saleUnit, step)})`

/** The cart routes' refusal of a quantity that is not a multiple of cart_increment. */
export const notMultipleMessage = (saleUnit: string | null | undefined, step: number): string =>
  `La quantité de ce produit doit être un multiple de ${formatQuantity(step)} (${soldBy(saleUnit, step)}).`

/** "Sold by" as a label of its own, beside a price or a stepper: 'Vendu par boîte de 10'. */
export const soldByLabel = (saleUnit: string | null | undefined, step = 1): string => {
  const text = soldBy(saleUnit, step)
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * A quantity asked for (quick order, a pasted line) as the shop sells it: at least the minimum, moved up to the next
 * multiple of cart_increment; `note` says why it changed ('Quantité arrondie à 30 (vendu par boîte de 10)'), else null.
 */
export function packQuantity(requested: number, { min, step }: { min: number; step: number }, saleUnit: string | null | undefined) {
  const quantity = roundUpToStep(Math.max(roundQuantity(requested), min), step)
  if (quantity === roundQuantity(requested)) return { quantity, note: null }
  const note =
    requested < min
      ? `Quantité minimale ${formatQuantity(min)}\u00a0: portée à ${formatQuantity(quantity)} (${soldBy(saleUnit, step)})`
      : roundedNotice(quantity, saleUnit, step)
  return { quantity, note }
}
