import { PriceText } from './PriceText'
import { usePriceDisplay } from './usePriceDisplay'

/**
 * A listing card's price for a logged-in buyer (spec §6), fetched with the page's other prices in one request; nothing
 * for a visitor: the card is already a link, and the product page carries 'Connaitre le prix'.
 */
export function CardPrice({ productId }: { productId: number }) {
  const price = usePriceDisplay(productId)
  if (price.kind === 'visitor') return null
  return <PriceText price={price} className="text-sm font-bold text-brand-ink" />
}
