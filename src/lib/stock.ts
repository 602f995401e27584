/** spec §4 stock label. */
export type StockLabel = 'Délai à confirmer' | 'Stock faible' | 'En stock'

export const DEFAULT_LOW_STOCK_THRESHOLD = 3 // spec §9

/** The site settings' `low_stock_threshold` as every reader takes it: a number ≥ 0, else the default (spec §9). */
export const lowStockThresholdOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_LOW_STOCK_THRESHOLD

type StockInput = {
  /** total stock over every depot (sum of shop_qty) */
  stock: number
  /** quantity of this product in the cart (0 when not in the cart) */
  cartQuantity?: number
  /** a confirmation delay applies (delai_a_confirmer) */
  confirmationDelay?: boolean
  threshold?: number
}

export function stockLabel({
  stock,
  cartQuantity = 0,
  confirmationDelay = false,
  threshold = DEFAULT_LOW_STOCK_THRESHOLD,
}: StockInput): StockLabel {
  // 'Délai à confirmer' when cart quantity exceeds total stock, or stock is 0 or less, or a confirmation delay applies
  if (confirmationDelay || stock <= 0 || cartQuantity > stock) return 'Délai à confirmer'
  // 'Stock faible' when stock is at or below the low-stock threshold
  if (stock <= threshold) return 'Stock faible'
  return 'En stock'
}

/** Total stock of a product's entries (spec §3: stock entries with shop_qty). */
export const totalStock = (entries: readonly { shop_qty?: number | null }[] | null | undefined): number =>
  (entries ?? []).reduce((sum, e) => sum + (typeof e.shop_qty === 'number' && Number.isFinite(e.shop_qty) ? e.shop_qty : 0), 0)

/**
 * What a visitor and the public search index may know of a product's stock (spec §4, §6): the label it shows without
 * a cart, never the quantity. Quantities reach logged-in buyers only, through GET /api/prices.
 */
export type StockLevel = 'in_stock' | 'low' | 'to_confirm'

export const STOCK_LEVEL_LABEL: Record<StockLevel, StockLabel> = {
  in_stock: 'En stock',
  low: 'Stock faible',
  to_confirm: 'Délai à confirmer',
}

const LEVEL_OF_LABEL: Record<StockLabel, StockLevel> = { 'En stock': 'in_stock', 'Stock faible': 'low', 'Délai à confirmer': 'to_confirm' }

/** The public level of a stock (spec §4 label, without a cart quantity). */
export const stockLevel = (input: Omit<StockInput, 'cartQuantity'>): StockLevel => LEVEL_OF_LABEL[stockLabel(input)]

/** The level a label reads (a search record's `disponibilite`); 'to_confirm' for anything else. */
export const stockLevelOfLabel = (label: unknown): StockLevel =>
  typeof label === 'string' && label in LEVEL_OF_LABEL ? LEVEL_OF_LABEL[label as StockLabel] : 'to_confirm'

/** The search's tie-break after popularity (customRanking `desc(stock_rank)`): in stock, then low, then to confirm. */
export const STOCK_LEVEL_RANK: Record<StockLevel, number> = { in_stock: 2, low: 1, to_confirm: 0 }

/**
 * spec §6 "stepper looks disabled without stock", before the buyer's own stock is known: a public level says 'to
 * confirm' without a confirmation delay only when the stock is 0 or less.
 */
export const publicLevelLacksStock = (level: StockLevel, confirmationDelay: boolean): boolean =>
  level === 'to_confirm' && !confirmationDelay
