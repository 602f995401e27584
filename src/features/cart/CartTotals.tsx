import { CART_TEXT } from './messages'
import type { CartTotals as Totals } from './rules/cartLabels'

/** spec §2 Cart: totals excluding tax (H.T.): items, 'Coût livraison', total; '–' when no order data. */
export function CartTotals({ totals }: { totals: Totals }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="cart-totals">
      <dt className="text-slate-600">{CART_TEXT.itemsTotal}</dt>
      <dd className="text-right font-medium text-brand-ink" data-testid="cart-items-total">
        {totals.items}
      </dd>
      <dt className="text-slate-600">{CART_TEXT.deliveryCost}</dt>
      <dd className="text-right font-medium text-brand-ink" data-testid="cart-delivery">
        {totals.delivery}
      </dd>
      <dt className="border-t border-slate-200 pt-1 font-semibold text-brand-ink">{CART_TEXT.total}</dt>
      <dd className="border-t border-slate-200 pt-1 text-right font-bold text-brand-ink" data-testid="cart-total">
        {totals.total}
      </dd>
    </dl>
  )
}
