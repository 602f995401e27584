import { useState } from 'react'

import { useCartBusy } from '@/features/cart-status/useCartBusy'
import { useCustomerPrice } from '@/features/prices/useCustomerPrice'
import { usePunchoutSession } from '@/features/punchout/usePunchoutSession'
import type { BuyingRules } from '@/lib/cart/buyingRules'

import { looksDisabled, stepperRules } from './rules/stepper'
import { useCartCalls } from './useCartCalls'

/**
 * The state of a stepper and its add to cart (product page, listing card): the quantity chosen within the buying
 * rules, whether the cart lets it be added now, whether the stepper looks disabled (spec §6: from the buyer's stock
 * when known, else from the page's public level, which holds no quantity), and the add call at the buyer's price.
 */
export function useAddToCart(productId: number, buying: BuyingRules, lacksStock: boolean, saleUnit?: string | null) {
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
    faded: typeof data?.stock === 'number' ? looksDisabled(data.stock) : lacksStock,
    add: () => calls.add(productId, data?.price?.unit_ht ?? 0, quantity),
  }
}
