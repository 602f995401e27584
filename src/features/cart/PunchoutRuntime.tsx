import { useCart, articlesLabel } from '@/features/cart'
import { useCartBusy } from '@/features/cart-status/useCartBusy'
import { TransferForm } from '@/features/punchout/TransferForm'
import { PUNCHOUT_TEXT as T } from '@/features/punchout/messages'
import { useTransferStore } from '@/features/punchout/transferStore'
import { usePunchoutSession } from '@/features/punchout/usePunchoutSession'
import type { DroppedLine } from '@/lib/punchout/api'

import { useCartCalls } from './useCartCalls'

/** The form of a cart return being posted to the platform (spec §6: the cart is emptied once it is submitted). */
function TransferHost({ platform }: { platform?: string }) {
  const form = useTransferStore((s) => s.form)
  const submitted = useTransferStore((s) => s.submitted)
  if (!form) return null
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 text-sm">
      <span>{T.transferring}</span>
      <TransferForm form={form} platform={platform} onSubmitted={submitted} />
    </div>
  )
}

const quantityText = (n: number) => n.toLocaleString('fr-FR', { maximumFractionDigits: 2 })

/** Lines of the requisition (edit/inspect) that the cart could not take, so the buyer knows what to replace. */
function DroppedLines({ lines }: { lines: DroppedLine[] }) {
  if (lines.length === 0) return null
  return (
    <div
      role="note"
      data-testid="punchout-dropped"
      className="w-full rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p className="font-semibold">{T.droppedTitle(lines.length)}</p>
      <ul className="mt-1 list-disc pl-5">
        {lines.map((l) => (
          <li key={l.reference}>{T.droppedLine(l.reference, quantityText(l.quantity), T.droppedReason[l.reason])}</li>
        ))}
      </ul>
    </div>
  )
}

const button =
  'rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-50'

/**
 * The punch-out bar: on every page of a procurement account's punch-out session, says the buyer is connected
 * from their platform (Coupa, SAP…: buyer, operation) and returns the cart to it — 'Transférer le panier' when it has
 * lines (not in an `inspect` session, which sends the cart back unchanged), 'Retour vers {platform}' always (an empty
 * cart is a valid return). The requisition lines an edit session could not load are listed under it.
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
          <span className="font-semibold">{T.connectedFrom(punchout.platform)}</span>
          <span data-testid="punchout-buyer"> — {punchout.buyer}</span>
          <span className="block text-slate-300 sm:inline" data-testid="punchout-operation">
            <span className="hidden sm:inline"> · </span>
            {T.operation[punchout.operation]}
            {punchout.readOnly ? null : ` · ${articlesLabel(totalItems)}`}
          </span>
        </p>
        <TransferHost platform={punchout.platform} />
        <div className="flex flex-wrap gap-2">
          {punchout.readOnly ? null : (
            <button
              type="button"
              onClick={calls.empty}
              disabled={disabled || isEmpty}
              title={isEmpty ? T.emptyCartHint(punchout.platform) : undefined}
              className={`${button} bg-brand text-white hover:bg-brand-dark`}
            >
              {T.transferCart}
            </button>
          )}
          <button
            type="button"
            onClick={calls.empty}
            disabled={disabled}
            className={`${button} border border-white/60 text-white hover:bg-white/10`}
          >
            {T.returnToPlatform(punchout.platform)}
          </button>
        </div>
        <DroppedLines lines={punchout.dropped} />
      </div>
    </section>
  )
}
