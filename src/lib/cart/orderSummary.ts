/**
 * A placed order as the buyer's confirmation mail and the order detail page show it: each line with
 * its reference, quantity, sale unit, unit price and line total H.T, and the expected handling. Shared by the server
 * (mail, GET /api/orders/{id}) and the account UI; the French wording lives here so both say the same.
 */
import { stockLabel } from '@/lib/stock'

import type { DeliveryAddress } from './api'
import { unitWord } from './quantity'

/** spec §4 stock label, for an ordered quantity: 'Stock faible' still ships from stock, so it reads 'En stock'. */
export type LineHandling = 'En stock' | 'Délai à confirmer'

export type OrderSummaryLine = {
  product_id: number
  /** dimasys_reference; null for a product no longer in the catalogue. */
  reference: string | null
  title: string | null
  quantity: number
  /** French label of the sale unit (product `sale_unit`), e.g. 'pièce', 'm'. */
  unit: string
  unit_price_ht: number
  total_ht: number
  handling: LineHandling
}

export type OrderSummary = {
  lines: OrderSummaryLine[]
  /** One sentence: what happens next to the order (see `handlingText`). */
  handling: string
}

/** The product's sale unit (Produits « Unité de vente ») in French: the stepper's words (src/lib/cart/quantity.ts). */
export const unitLabel = (saleUnit: string | null | undefined, quantity = 1): string => unitWord(saleUnit, quantity)

/** spec §4 stock label applied to the ordered quantity: 'Délai à confirmer' when it exceeds the stock, stock ≤ 0, or a confirmation delay applies. */
export function lineHandling(input: { stock: number; quantity: number; confirmationDelay: boolean }): LineHandling {
  return stockLabel({ stock: input.stock, cartQuantity: input.quantity, confirmationDelay: input.confirmationDelay }) ===
    'Délai à confirmer'
    ? 'Délai à confirmer'
    : 'En stock'
}

export const ORDER_HANDLING_TEXT = {
  // the shop's published rules (FAQ « Livraison » of the demo content, src/cms/seed/data/editorial.ts)
  inStock:
    'Articles en stock\u00a0: expédiés le jour même pour une commande passée avant 16 h, livrés en 24 à 48 h en France et en Belgique.',
  toConfirm: (n: number) =>
    `${n === 1 ? 'Un article est' : `${n} articles sont`} en «\u00a0Délai à confirmer\u00a0»\u00a0: un conseiller vous confirme le délai par e-mail dans les 24 heures. Les articles en stock sont expédiés le jour même pour une commande passée avant 16 h.`,
  none: 'Un conseiller vous confirme le délai par e-mail dans les 24 heures.',
} as const

/** The expected handling of the whole order, from its lines' handling. */
export function handlingText(lines: readonly Pick<OrderSummaryLine, 'handling'>[]): string {
  if (lines.length === 0) return ORDER_HANDLING_TEXT.none
  const toConfirm = lines.filter((l) => l.handling === 'Délai à confirmer').length
  return toConfirm === 0 ? ORDER_HANDLING_TEXT.inStock : ORDER_HANDLING_TEXT.toConfirm(toConfirm)
}

const COUNTRY: Record<DeliveryAddress['country'], string> = { FR: 'France', BE: 'Belgique' }

/** The delivery address on lines, street included: name, street, postal code and city, country. */
export const addressLines = (a: DeliveryAddress): string[] => [
  a.name,
  a.street,
  `${a.postal_code} ${a.city}`,
  COUNTRY[a.country] ?? a.country,
]
