import { useCart } from '@/features/cart/CartProvider'
import { articlesLabel } from '@/features/cart/rules/cartLabels'
import { useCartBusy } from '@/features/cart/useCartBusy'
import { useCartCalls } from '@/features/cart/useCartCalls'

import { PUNCHOUT_TEXT as T } from './messages'
import { TransferForm } from './TransferForm'
import { useTransferStore } from './transferStore'
import { usePunchoutSession } from './usePunchoutSession'

/** The form of a cart return being posted to the platform (spec §6: the cart is emptied once it is submitted). */
function TransferHost() {
  const form = useTransferStore((s) => s.form)
  const submitted = useTransferStore((s) => s.submitted)
  if (!form) return null
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 text-sm">
      <span>{T.transferring}</span>
      <TransferForm form={form} onSubmitted={submitted} />
    </div>
  )
}

const button =
  'rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-50'

/**
 * The punch-out bar (issue 8): on every page of a procurement account's punch-out session, says the buyer is connected
 * from Coupa (buyer, operation) and returns the cart to Coupa — 'Transférer le panier' when it has lines (not in an
 * `inspect` session, which sends the cart back unchanged), 'Retour vers Coupa' always (an empty cart is a valid return).
 * Both empty the cart through the cart calls, which post to POST /api/orders/order_epo first (spec §6).
 * Loaded with next/dynamic for procurement accounts only: visitors never download it.
 */
export default function PunchoutRuntime() {
  const { punchout } = usePunchoutSession()
  const { totalItems, isEmpty } = useCart()
  const busy = useCartBusy()
  const calls = useCartCalls()
  const sending = useTransferStore((s) => s.form !== null)
  if (!punchout) return <TransferHost />
  const disabled = busy || sending
  return (
    <section aria-label={T.barLabel} data-testid="punchout-bar" data-operation={punchout.operation} className="bg-slate-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:flex-wrap sm:items-center">
        <p className="text-sm sm:flex-1">
          <span className="font-semibold">{T.connectedFrom}</span>
          <span data-testid="punchout-buyer"> — {punchout.buyer}</span>
          <span className="block text-slate-300 sm:inline" data-testid="punchout-operation">
            <span className="hidden sm:inline"> · </span>
            {T.operation[punchout.operation]}
            {punchout.readOnly ? null : ` · ${articlesLabel(totalItems)}`}
          </span>
        </p>
        <TransferHost />
        <div className="flex flex-wrap gap-2">
          {punchout.readOnly ? null : (
            <button
              type="button"
              onClick={calls.empty}
              disabled={disabled || isEmpty}
              title={isEmpty ? T.emptyCartHint : undefined}
              className={`${button} bg-brand text-white hover:bg-brand-dark`}
            >
              {T.transferCart}
            </button>
          )}
          <button type="button" onClick={calls.empty} disabled={disabled} className={`${button} border border-white/60 text-white hover:bg-white/10`}>
            {T.returnToPlatform}
          </button>
        </div>
      </div>
    </section>
  )
}
