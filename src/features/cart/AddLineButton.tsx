import type { ReactNode } from 'react'

import { useCartBusy } from '@/features/cart-status/useCartBusy'
import { useCustomerPrice } from '@/features/prices/useCustomerPrice'

import { useCartCalls } from './useCartCalls'

/**
 * 'Ajouter au panier' with a given quantity, through the cart calls (the server prices the line; spec §4 panel): the
 * account area's button (favourites, frequent purchases), loaded there by a dynamic import; its label is the caller's.
 */
export function AddLineButton({ productId, quantity, children }: { productId: number; quantity: number; children: ReactNode }) {
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
      {children}
    </button>
  )
}
