import { useState } from 'react'

import { useCartBusy } from '@/features/cart-status/useCartBusy'
import { useCustomerPrice } from '@/features/prices/useCustomerPrice'
import { ReadOnlyNotice } from '@/features/punchout/ReadOnlyNotice'
import { usePunchoutSession } from '@/features/punchout/usePunchoutSession'
import type { BuyingRules } from '@/lib/cart/buyingRules'

import { CART_TEXT } from './messages'
import { QuantityStepper } from './QuantityStepper'
import { looksDisabled, stepperRules } from './rules/stepper'
import { useCartCalls } from './useCartCalls'

type Props = { productId: number; buying: BuyingRules; saleUnit?: string | null; stock: number }

/** The product page's stepper and 'Ajouter au panier' for a logged-in buyer (loaded only once a session exists). */
export default function AddToCart({ productId, buying, saleUnit, stock }: Props) {
  const rules = stepperRules(buying, saleUnit)
  const [quantity, setQuantity] = useState(rules.min)
  const busy = useCartBusy()
  const { readOnly } = usePunchoutSession()
  const calls = useCartCalls()
  const { data } = useCustomerPrice(productId)
  // the ERP's stock for this buyer when known, else the page's
  const currentStock = data?.stock ?? stock
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="add-to-cart">
      <QuantityStepper
        value={quantity}
        rules={rules}
        onChange={setQuantity}
        disabled={busy || readOnly}
        faded={looksDisabled(currentStock)}
      />
      <button
        type="button"
        disabled={busy || readOnly}
        aria-describedby={readOnly ? 'add-to-cart-read-only' : undefined}
        onClick={() => calls.add(productId, data?.price?.unit_ht ?? 0, quantity)}
        className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
      >
        {CART_TEXT.addToCart}
      </button>
      {readOnly ? <ReadOnlyNotice id="add-to-cart-read-only" /> : null}
    </div>
  )
}
