import type { BuyingRules } from '@/lib/cart/buyingRules'

import { CART_TEXT } from './messages'
import { QuantityStepper } from './QuantityStepper'
import { useAddToCart } from './useAddToCart'

type Props = { productId: number; buying: BuyingRules; lacksStock: boolean; label: string }

/**
 * A listing card's or a search hit's stepper and add to cart, for a logged-in buyer only (loaded
 * then): the product page's rules and calls (AddToCart), in the card's reserved row. `label` names the product for
 * screen readers, since a page has many of these buttons.
 */
export default function CardBuy({ productId, buying, lacksStock, label }: Props) {
  const { rules, quantity, setQuantity, readOnly, disabled, faded, add } = useAddToCart(productId, buying, lacksStock)
  return (
    <div className="flex items-center gap-2" data-testid="card-buy">
      <QuantityStepper
        compact
        value={quantity}
        rules={rules}
        onChange={setQuantity}
        disabled={disabled}
        faded={faded}
        label={`${CART_TEXT.quantity}\u00a0: ${label}`}
      />
      <button
        type="button"
        disabled={disabled}
        title={readOnly ? undefined : CART_TEXT.addToCart}
        aria-label={`${CART_TEXT.addToCart}\u00a0: ${label}`}
        onClick={add}
        className="h-9 flex-1 whitespace-nowrap rounded-md bg-brand px-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
      >
        {CART_TEXT.add}
      </button>
    </div>
  )
}
