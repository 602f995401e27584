/**
 * spec §4 Price display: a visitor sees 'Connaitre le prix'; a logged-in buyer sees euros with 2 decimals and the
 * suffix 'H.T'; a spinner while loading; a dash if unavailable; the promotion price replaces the base price when a
 * promotion type is set.
 */
import type { PriceView } from '@/lib/cart/api'
import { formatEuros } from '@/lib/money'

import { discountPercent } from './promotion'

export type PriceDisplay =
  | { kind: 'visitor' }
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'price'; amount: number; text: string; promotion: boolean; was?: WasPrice }

/** A promotion below the base price shows the base price struck through and a « −N % » badge. */
export type WasPrice = { amount: number; text: string; percent: number | null }

export type PriceDisplayInput = {
  /** null/undefined: visitor (or session not known yet, which shows as a visitor: the static HTML) */
  loggedIn: boolean
  loading: boolean
  /** the customer's price, null when the ERP has none (or the request failed) */
  price: Pick<PriceView, 'base_ht' | 'promotion_ht' | 'promotion_type'> | null | undefined
}

export const UNAVAILABLE_PRICE = '–'

/** '12,50 € H.T' */
export const formatPriceHT = (amount: number): string => `${formatEuros(amount)} H.T`

export function priceDisplay({ loggedIn, loading, price }: PriceDisplayInput): PriceDisplay {
  if (!loggedIn) return { kind: 'visitor' }
  if (loading) return { kind: 'loading' }
  if (!price) return { kind: 'unavailable' }
  const promotion = price.promotion_type !== '' && typeof price.promotion_ht === 'number' && Number.isFinite(price.promotion_ht)
  const amount = promotion ? (price.promotion_ht as number) : price.base_ht
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return { kind: 'unavailable' }
  const display: PriceDisplay = { kind: 'price', amount, text: formatPriceHT(amount), promotion }
  if (promotion && Number.isFinite(price.base_ht) && amount < price.base_ht) {
    display.was = { amount: price.base_ht, text: formatPriceHT(price.base_ht), percent: discountPercent(price.base_ht, amount) }
  }
  return display
}
