import { useMutation, useQueryClient } from '@tanstack/react-query'

import { SESSION_QUERY_KEY } from '@/features/session/useClientSession'
import type { ApprovalView } from '@/lib/approvals/api'
import type { OrderView } from '@/lib/cart/api'
import type { CheckoutBody } from '@/lib/cart/checkout'
import { cartApi } from '@/lib/cart/client'
import { CART_QUERY_ROOT } from '@/lib/cart/queryKeys'

import { useCartStore } from './CartProvider'

/**
 * Checkout on account: POST /api/orders places the open order, or (over the buyer's spending limits) sends it to the
 * company's approvers; either way the local cart is then empty (the server emptied it and cleared last_dimasys_order)
 * and the orders list and session refreshed. Errors keep the server's French message (e.g. the credit limit).
 */
export function useCheckout(onPlaced: (order: OrderView) => void, onPending: (approval: ApprovalView) => void = () => undefined) {
  const queryClient = useQueryClient()
  const store = useCartStore()
  return useMutation({
    mutationFn: (body: CheckoutBody) => cartApi.checkout(body),
    // hook-level callbacks: they run even though emptying the cart unmounts the form
    onSuccess: (reply) => {
      if (reply.code === 'approval_pending') onPending(reply.approval)
      else onPlaced(reply.order)
      store.getState().emptyCart()
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT })
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
    },
  })
}
