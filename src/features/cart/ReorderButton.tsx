import type { ReactNode } from 'react'

import { useCartBusy } from '@/features/cart-status/useCartBusy'

import { useCartCalls } from './useCartCalls'

/**
 * « Commander à nouveau » of an order in the account area: its lines back in the cart through the cart calls, disabled
 * while a cart call runs. Loaded there by a dynamic import; its label and its other reasons to be disabled are the caller's.
 */
export function ReorderButton({
  lines,
  disabled,
  className,
  children,
}: {
  lines: { productId: string | number; price: number; quantity: number }[]
  disabled: boolean
  className: string
  children: ReactNode
}) {
  const calls = useCartCalls()
  const busy = useCartBusy()
  return (
    <button type="button" onClick={() => calls.addMany(lines)} disabled={busy || disabled} className={className}>
      {children}
    </button>
  )
}
