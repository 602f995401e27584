import { PROMO_CART_TEXT } from './promoText'
import { lineTotalText } from './rules/lineTotal'
import { useCurrentOrder, useCurrentOrderId } from './useCurrentOrder'

/** A cart line's total H.T, the ERP's, '–' while the order does not have the line as shown. */
export function LineTotal({ productId, quantity }: { productId: string; quantity: number }) {
  const order = useCurrentOrder(useCurrentOrderId())
  const reply = order.data?.code === 'success' ? order.data.order : null
  return (
    <p className="text-sm text-slate-700">
      {PROMO_CART_TEXT.lineTotal}&nbsp;:{' '}
      <span className="font-bold text-brand-ink" data-testid="cart-line-total">
        {lineTotalText(reply, productId, quantity)}
      </span>
    </p>
  )
}
