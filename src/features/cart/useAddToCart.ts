import { useState } from 'react'

import { useCartBusy } from '@/features/cart-status/useCartBusy'
import { useCustomerPrice } from '@/features/prices/useCustomerPrice'
import { usePunchoutSession } from '@/features/punchout/usePunchoutSession'
import type { BuyingRules } from '@/lib/cart/buyingRules'

import { stepperRules } from './rules/stepper'
import { useCartCalls } from './useCartCalls'

/**
 * The state of a stepper and its add to cart (product page, listing card): the quantity chosen within the buying
 * rules, whether the cart lets it be added now, the buyer's stock when known (else the page's), and the add call
 * at the buyer's price.
 */
export function useAddToCart(productId: number, buying: BuyingRules, stock: number, saleUnit?: string | null) {
  const rules = stepperRules(buying, saleUnit)
  const [quantity, setQuantity] = useState(rules.min)
  const busy = useCartBusy()
  const { readOnly } = usePunchoutSession()
  const calls = useCartCalls()
  const { data } = useCustomerPrice(productId)
  return {
    rules,
    quantity,
    setQuantity,
    readOnly,
    disabled: busy || readOnly,
    currentStock: data?.stock ?? stock,
    add: () => calls.add(productId, data?.price?.unit_ht ?? 0, quantity),
  }
}
