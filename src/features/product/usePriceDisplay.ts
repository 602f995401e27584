/** What the price area shows (spec §4 price display). Logged-in kinds arrive with the cart issue. */
export type PriceDisplay = { kind: 'visitor' }

const VISITOR: PriceDisplay = { kind: 'visitor' }

/**
 * The price to show for a product.
 *
 * Seam for the cart issue: this hook will read the session and fetch the customer's price client-side
 * (spinner while loading, a dash when unavailable), so the product page itself stays static and cacheable
 * for everyone. Until then every reader is a visitor, and nothing is fetched.
 */
export function usePriceDisplay(_productId: number): PriceDisplay {
  return VISITOR
}
