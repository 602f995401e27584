import { CREDIT_TEXT as T, exceedsCredit, remainingCredit, type CreditView } from '@/lib/cart/credit'
import { formatEuros } from '@/lib/money'

import { useCartSummary } from './useCartSummary'
import { useCredit } from './useCredit'

/**
 * The company's credit, the same figures under the same names wherever they are shown (/panier, the cart panel,
 * /mon-compte, the mobile menu's bar): the company's outstanding and limit as the ERP gives them (GET /api/credit), this
 * cart (the current order's total H.T, delivery included, as the ERP checks it) and what is left: limit − outstanding −
 * this cart. A warning when the cart goes over it, before the buyer tries to order.
 */
export function CreditFigures({ credit, cartTotal }: { credit: CreditView; cartTotal: number | null }) {
  const over = cartTotal !== null && exceedsCredit(credit, cartTotal)
  return (
    <div className="text-sm" data-testid="credit-indicator">
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
          {formatEuros(remainingCredit(credit, cartTotal ?? 0))}
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

/** The current cart's total H.T: 0 without a cart, null while it loads. */
function useCartTotal(): number | null {
  const { cart, order } = useCartSummary()
  return order ? order.total_ht : cart.isEmpty ? 0 : null
}

/**
 * The company's credit for the logged-in account, or nothing without a credit line (type 1). `bar`: the outstanding
 * against the limit on one line, for the mobile menu's bottom bar (white on the dark bar).
 */
export default function CompanyCredit({ variant = 'full' }: { variant?: 'full' | 'bar' }) {
  const query = useCredit()
  const cartTotal = useCartTotal()
  const credit = query.data?.credit ?? null
  if (!credit) return null
  if (variant === 'full') return <CreditFigures credit={credit} cartTotal={cartTotal} />
  return (
    <>
      <span className="block text-xs text-slate-300">{T.used}</span>
      <span data-testid="credit-used">{formatEuros(credit.used)}</span> /{' '}
      <span data-testid="credit-limit">{formatEuros(credit.limit)}</span>
      <span className="block text-xs text-slate-300">
        {T.available}&nbsp;: <span data-testid="credit-available">{formatEuros(remainingCredit(credit, cartTotal ?? 0))}</span>
      </span>
    </>
  )
}
