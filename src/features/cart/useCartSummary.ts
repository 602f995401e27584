import { useCart } from './CartProvider'
import { cartTotals } from './rules/cartLabels'
import { useCurrentOrder, useCurrentOrderId } from './useCurrentOrder'

/** What the panel and /panier show: the local lines and the current order's totals H.T (spec §2 Cart). */
export function useCartSummary() {
  const cart = useCart()
  const orderId = useCurrentOrderId()
  const order = useCurrentOrder(orderId)
  return {
    cart,
    orderId,
    order: order.data?.code === 'success' ? order.data.order : null,
    totals: cartTotals(order.data),
  }
}
