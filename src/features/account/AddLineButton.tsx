import { useCartBusy } from '@/features/cart/useCartBusy'
import { useCartCalls } from '@/features/cart/useCartCalls'
import { useCustomerPrice } from '@/features/prices/useCustomerPrice'

import { ACCOUNT_TEXT } from './messages'

const QUANTITY = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

/** 'Ajouter au panier' with a given quantity, through the cart calls (the server prices the line; spec §4 panel). */
export function AddLineButton({
  productId,
  quantity,
  showQuantity = false,
}: {
  productId: number
  quantity: number
  showQuantity?: boolean
}) {
  const busy = useCartBusy()
  const calls = useCartCalls()
  const { data, isPending } = useCustomerPrice(productId)
  const price = data?.price?.unit_ht
  return (
    <button
      type="button"
      disabled={busy || isPending || price === undefined}
      onClick={() => price !== undefined && calls.add(productId, price, quantity)}
      data-testid="account-add-to-cart"
      className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
    >
      {showQuantity ? ACCOUNT_TEXT.quantityToAdd(QUANTITY.format(quantity)) : ACCOUNT_TEXT.addToCart}
    </button>
  )
}
