import type { ReactNode } from 'react'

import { useCartBusy } from '@/features/cart-status/useCartBusy'
import type { LinesAdded } from '@/lib/cart/api'

import { useCartCalls } from './useCartCalls'

/**
 * Several lines into the cart in one server call: « Commander à nouveau » of an order in the account area, « Ajouter au
 * panier » of the quick order (`onAdded` learns which lines were added and which refused). Disabled while a cart call
 * runs. Loaded by a dynamic import; its label and its other reasons to be disabled are the caller's.
 */
export function ReorderButton({
  lines,
  disabled,
  className,
  children,
  onAdded,
}: {
  lines: { productId: string | number; price: number; quantity: number }[]
  disabled: boolean
  className: string
  children: ReactNode
  onAdded?: (result: LinesAdded) => void
}) {
  const calls = useCartCalls()
  const busy = useCartBusy()
  return (
    <button type="button" onClick={() => calls.addMany(lines, onAdded)} disabled={busy || disabled} className={className}>
      {children}
    </button>
  )
}
