import { priceDisplay, type PriceDisplay } from '@/lib/cart/priceDisplay'
import { useCustomerPrice } from './useCustomerPrice'

export type { PriceDisplay }

/**
 * The price to show for a product (spec §4 price display): a visitor's 'Connaitre le prix' in the static HTML; for a
 * logged-in buyer the customer's price fetched in the browser (one batched request per page), so the product page
 * itself stays static and cacheable for everyone.
 */
export function usePriceDisplay(productId: number): PriceDisplay {
  const { loggedIn, isPending, data } = useCustomerPrice(productId)
  return priceDisplay({ loggedIn, loading: isPending, price: data?.price })
}
