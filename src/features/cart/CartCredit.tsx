import { CREDIT_TEXT as T, exceedsCredit, type CreditView } from '@/lib/cart/credit'
import { formatEuros } from '@/lib/money'

/**
 * The company's credit on the cart page: what its accounts already owe, this cart, and what is
 * available (`limit − used`), with a warning when the cart goes over it, before the buyer tries to order.
 */
export function CartCredit({ credit, cartTotal }: { credit: CreditView; cartTotal: number | null }) {
  const over = cartTotal !== null && exceedsCredit(credit, cartTotal)
  return (
    <div className="mt-3 border-t border-slate-200 pt-3 text-sm" data-testid="credit-indicator">
      <p className="font-semibold text-brand-ink">{T.title}</p>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt className="text-slate-600">{T.used}</dt>
        <dd className="text-right font-medium text-brand-ink" data-testid="credit-used">
          {formatEuros(credit.used)}
        </dd>
        <dt className="text-slate-600">{T.thisCart}</dt>
        <dd className="text-right font-medium text-brand-ink" data-testid="credit-cart">
          {cartTotal === null ? '–' : formatEuros(cartTotal)}
        </dd>
        <dt className="text-slate-600">{T.available}</dt>
        <dd className={`text-right font-bold ${over ? 'text-red-800' : 'text-brand-ink'}`} data-testid="credit-available">
          {formatEuros(credit.available)}
        </dd>
        <dt className="text-slate-500">{T.limit}</dt>
        <dd className="text-right text-slate-500" data-testid="credit-limit">
          {formatEuros(credit.limit)}
        </dd>
      </dl>
      {over ? (
        <p role="alert" className="mt-3 rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-red-900" data-testid="credit-warning">
          {T.overWarning((cartTotal ?? 0) - credit.available)}
        </p>
      ) : null}
    </div>
  )
}
