import { useState } from 'react'
import Link from 'next/link'

import { useCartBusy } from '@/features/cart-status/useCartBusy'
import { useSpending } from '@/features/company/useSpending'
import { ReadOnlyNotice } from '@/features/punchout/ReadOnlyNotice'
import { PUNCHOUT_TEXT } from '@/features/punchout/messages'
import { usePunchoutSession } from '@/features/punchout/usePunchoutSession'
import { useClientSession } from '@/features/session/useClientSession'
import type { ApprovalView } from '@/lib/approvals/api'
import { exceededLimits } from '@/lib/approvals/spending'
import type { OrderView } from '@/lib/cart/api'
import { paymentOptions } from '@/lib/payments/options'
import { ROUTES } from '@/lib/routes'

import { LogoutButton } from './LogoutButton'
import { CreditFigures } from './CreditFigures'
import { CartQuoteNotes } from './CartQuoteNotes'
import { CartLineCard } from './CartLineCard'
import { CartLoading } from './CartLoading'
import { CartTotals } from './CartTotals'
import { ApprovalSent } from './ApprovalSent'
import { ACCOUNT_ONLY, CheckoutForm } from './CheckoutForm'
import { EmptyCartButton } from './EmptyCartButton'
import { FreeDeliveryNote } from './FreeDeliveryNote'
import { CART_TEXT } from './messages'
import { OrderConfirmation } from './OrderConfirmation'
import { QuoteRequest } from './QuoteRequest'
import { articlesLabel } from './rules/cartLabels'
import { checkoutBlock, totalsPending } from './rules/checkoutBlock'
import { TransmitCart } from './TransmitCart'
import { useCartArrived } from './useCartArrived'
import { useCartCalls } from './useCartCalls'
import { useCartSummary } from './useCartSummary'
import { useCredit } from './useCredit'

/** /panier for a logged-in buyer (loaded only once a session exists): lines, totals, credit, checkout. */
export default function CartPageContent() {
  const { user } = useClientSession()
  const { cart, order, totals } = useCartSummary()
  const busy = useCartBusy()
  const calls = useCartCalls()
  const { punchout } = usePunchoutSession()
  const [placed, setPlaced] = useState<OrderView | null>(null)
  const [pending, setPending] = useState<ApprovalView | null>(null)
  // the buyer's spending limits and the company's cost centres (the server checks both again)
  const spendingQuery = useSpending()
  const spending = spendingQuery.data ?? null
  // the company's credit, and whether this account orders or (a preparer) transmits
  const creditQuery = useCredit()
  const credit = creditQuery.data?.credit ?? null
  const cartTotal = order ? order.total_ht : null
  const exceeded = spending && cartTotal !== null ? exceededLimits(spending.limits, spending.month_spent, cartTotal) : []
  const approval = spending && exceeded.length > 0 ? { exceeded, limits: spending.limits, spent: spending.month_spent } : null
  // « Carte bancaire » when the server takes cards, alone without credit line or with too little credit; an order sent
  // for approval is charged nothing: on account, placed once approved
  const payment = approval ? ACCOUNT_ONLY : paymentOptions({ cardEnabled: creditQuery.data?.card === true, credit, cartTotal })
  const done = (order: OrderView) => {
    setPending(null)
    setPlaced(order)
  }
  const sent = (request: ApprovalView) => {
    setPlaced(null)
    setPending(request)
  }
  // the cart shows in one piece once its data has answered: nothing painted moves when a line's product arrives
  const arrived = useCartArrived()
  if (!arrived) return <CartLoading />

  return (
    <div className="flex flex-col gap-8">
      {/* first on the page: the page scrolls to it and its heading takes the focus (ConfirmationView) */}
      {placed ? <OrderConfirmation order={placed} /> : null}
      {pending ? <ApprovalSent approval={pending} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-600" data-testid="cart-page-count">
          {articlesLabel(cart.totalItems)}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <Link
            href={ROUTES.quickOrder}
            className="font-semibold text-brand-dark underline underline-offset-2"
            data-testid="quick-order-link"
          >
            {CART_TEXT.quickOrder}
          </Link>
          <LogoutButton />
        </div>
      </div>
      {punchout?.readOnly ? <ReadOnlyNotice /> : null}
      {cart.isEmpty ? null : <CartQuoteNotes />}
      {cart.isEmpty && !placed && !pending ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center" data-testid="cart-empty">
          <p className="text-slate-700">{CART_TEXT.emptyState}</p>
          <Link href={ROUTES.allProducts} className="mt-3 inline-block font-semibold text-brand-dark underline underline-offset-2">
            {CART_TEXT.browse}
          </Link>
        </div>
      ) : null}
      {!cart.isEmpty ? (
        <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
          <section aria-label="Articles">
            {cart.items.map((item) => (
              <CartLineCard key={item.id} item={item} />
            ))}
            {punchout?.readOnly ? null : <EmptyCartButton disabled={busy} onConfirm={calls.empty} />}
          </section>
          <aside className="flex flex-col gap-6">
            <div className="rounded-lg border border-slate-200 p-4">
              <CartTotals totals={totals} />
              <FreeDeliveryNote order={order} />
              {credit ? (
                <div className="mt-3 border-t border-slate-200 pt-3">
                  <CreditFigures credit={credit} cartTotal={cartTotal} />
                </div>
              ) : null}
            </div>
            {/* a punch-out cart's prices are the platform's purchase order's */}
            {punchout ? null : <QuoteRequest disabled={busy} />}
            {/* a punch-out cart is ordered by the platform (purchase order), not here; a procurement account logged in
                directly is told so (the server refuses its checkout too) */}
            {punchout ? null : user?.coupa ? (
              <p
                role="note"
                data-testid="orders-through-platform"
                className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
              >
                {PUNCHOUT_TEXT.ordersThroughPlatform}
              </p>
            ) : creditQuery.isPending ? null : creditQuery.data?.role === 'preparer' ? (
              <TransmitCart disabled={busy} />
            ) : (
              <CheckoutForm
                disabled={busy || totalsPending(totals) || spendingQuery.isPending}
                onPlaced={done}
                onPending={sent}
                blockReason={checkoutBlock({ credit, cartTotal })}
                payment={payment}
                costCentres={spending?.cost_centres ?? []}
                approval={approval}
              />
            )}
          </aside>
        </div>
      ) : null}
    </div>
  )
}
