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
