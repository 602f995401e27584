/**
 * Customer price of one product, pure. Precedence: the buyer's own price row, then their company's, then the product's
 * catalogue price (`prix`, VAT included in the catalogue: converted to H.T with the product's `taxes`). A row replaces the
 * catalogue price entirely, its promotion included; its promotion applies between its dates (end day included, UTC).
 */
import { round2, round4 } from './amounts'
import type { CustomerPrice } from './types'

const DEFAULT_TAXES = 20

export type PriceRow = {
  base_ht: number
  promotion?: {
    mode?: 'percentage' | 'fixed_price' | null
    value?: number | null
    starts_at?: string | null
    ends_at?: string | null
  } | null
}

export type CatalogueProduct = {
  id: number
  taxes?: number | null
  prix?: { base_with_taxes?: number | null; promotion_with_taxes?: number | null; promotion_type?: string | null } | null
}

/** promotion_type of a price row's promotion (spec §3: non-empty = a promotion applies). */
const ROW_PROMOTION_TYPE = { percentage: 'remise', fixed_price: 'prix_net' } as const

const DAY_MS = 86_400_000

function activeAt(promotion: NonNullable<PriceRow['promotion']>, now: Date): boolean {
  const t = now.getTime()
  if (promotion.starts_at && t < Date.parse(promotion.starts_at)) return false
  if (promotion.ends_at) {
    const end = Date.parse(promotion.ends_at)
    const endOfDay = Math.floor(end / DAY_MS) * DAY_MS + DAY_MS // the whole end day counts
    if (t >= endOfDay) return false
  }
  return true
}

function rowPromotion(row: PriceRow, now: Date): { ht: number; type: string } | null {
  const p = row.promotion
  if (!p?.mode || typeof p.value !== 'number' || !activeAt(p, now)) return null
  if (p.mode === 'percentage') {
    if (p.value <= 0 || p.value > 100) return null
    return { ht: round4(row.base_ht * (1 - p.value / 100)), type: ROW_PROMOTION_TYPE.percentage }
  }
  return { ht: round4(p.value), type: ROW_PROMOTION_TYPE.fixed_price }
}

const withTaxes = (ht: number, taxes: number) => round2(ht * (1 + taxes / 100))

/** The customer's price, or null when the product has no price at all. */
export function customerPrice(product: CatalogueProduct, row: PriceRow | null, now: Date): CustomerPrice | null {
  const taxes = typeof product.taxes === 'number' && product.taxes >= 0 ? product.taxes : DEFAULT_TAXES
  let base_ht: number
  let promotion: { ht: number; type: string } | null
  if (row) {
    base_ht = round4(row.base_ht)
    promotion = rowPromotion(row, now)
  } else {
    const ttc = product.prix?.base_with_taxes
    if (typeof ttc !== 'number') return null
    base_ht = round4(ttc / (1 + taxes / 100))
    const promoTtc = product.prix?.promotion_with_taxes
    const type = product.prix?.promotion_type ?? ''
    promotion = type && typeof promoTtc === 'number' ? { ht: round4(promoTtc / (1 + taxes / 100)), type } : null
  }
  return {
    product_id: product.id,
    base_ht,
    promotion_ht: promotion?.ht ?? null,
    promotion_type: promotion?.type ?? '',
    taxes,
    base_with_taxes: withTaxes(base_ht, taxes),
    promotion_with_taxes: promotion ? withTaxes(promotion.ht, taxes) : null,
  }
}

/** spec §4: the promotion price replaces the base price when a promotion type is set. */
export const unitPrice = (price: CustomerPrice): number =>
  price.promotion_type !== '' && price.promotion_ht !== null ? price.promotion_ht : price.base_ht
