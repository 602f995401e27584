import { ReadOnlyNotice } from '@/features/punchout/ReadOnlyNotice'
import type { BuyingRules } from '@/lib/cart/buyingRules'

import { CART_TEXT } from './messages'
import { QuantityStepper } from './QuantityStepper'
import { useAddToCart } from './useAddToCart'

type Props = { productId: number; buying: BuyingRules; saleUnit?: string | null; lacksStock: boolean }

/** The product page's stepper and 'Ajouter au panier' for a logged-in buyer (loaded only once a session exists). */
export default function AddToCart({ productId, buying, saleUnit, lacksStock }: Props) {
  const { rules, quantity, setQuantity, readOnly, disabled, faded, add } = useAddToCart(productId, buying, lacksStock, saleUnit)
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="add-to-cart">
      <QuantityStepper value={quantity} rules={rules} onChange={setQuantity} disabled={disabled} faded={faded} />
      <button
        type="button"
        disabled={disabled}
        aria-describedby={readOnly ? 'add-to-cart-read-only' : undefined}
        onClick={add}
        className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
      >
        {CART_TEXT.addToCart}
      </button>
      {readOnly ? <ReadOnlyNotice id="add-to-cart-read-only" /> : null}
    </div>
  )
}
