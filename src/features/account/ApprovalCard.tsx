import { useId, useState } from 'react'

import { FieldError } from '@/features/forms/FieldError'
import { orderDate } from '@/lib/account/orderList'
import type { ApprovalDecision, ApprovalView } from '@/lib/approvals/api'
import { APPROVAL_ERRORS, APPROVAL_STATUS_LABEL, APPROVAL_TEXT as T, exceededText, MAX_COMMENT } from '@/lib/approvals/messages'
import { addressLines } from '@/lib/cart/orderSummary'
import { formatEuros } from '@/lib/money'

import { ACCOUNT_TEXT } from './messages'

const QUANTITY = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

type Props = {
  approval: ApprovalView
  /** An approver of the company, and the order is not theirs: « Approuver » and « Refuser » with a comment. */
  canDecide: boolean
  busy: boolean
  onDecide: (decision: ApprovalDecision, comment: string) => void
  /** The buyer's own refused order: « Remettre dans mon panier ». */
  onRestore?: () => void
  error?: string | null
}

const STATUS_STYLE: Record<ApprovalView['status'], string> = {
  pending: 'bg-amber-100 text-amber-950',
  approved: 'bg-green-100 text-green-900',
  refused: 'bg-red-100 text-red-900',
}

/**
 * An order over a buyer's limit: who asked, when, what it costs and which limit it goes over, its lines, cost centre and
 * delivery; then the decision (or the form to take it), with a confirmation step before it is sent.
 */
export function ApprovalCard({ approval: a, canDecide, busy, onDecide, onRestore, error }: Props) {
  const id = useId()
  const [comment, setComment] = useState('')
  const [confirming, setConfirming] = useState<ApprovalDecision | null>(null)
  const [commentError, setCommentError] = useState<string | null>(null)
  const total = formatEuros(a.total_ht)

  const ask = (decision: ApprovalDecision) => {
    if (decision === 'refuse' && !comment.trim()) {
      setCommentError(APPROVAL_ERRORS.commentRequired)
      return
    }
    setCommentError(null)
    setConfirming(decision)
  }

  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="approval" data-approval-id={a.id} data-status={a.status}>
      {/* the badge keeps the card's top right corner whatever the name's length: never wrapped under it */}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-brand-ink">
            {T.requestedBy} {a.buyer.name}
            <span className="block text-sm font-normal text-slate-600">
              {T.requestedOn} {orderDate(a.created_at)}
            </span>
          </p>
        </div>
        <span
          className={`shrink-0 whitespace-nowrap rounded px-2 py-1 text-xs font-semibold ${STATUS_STYLE[a.status]}`}
          data-testid="approval-status"
        >
          {APPROVAL_STATUS_LABEL[a.status]}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{ACCOUNT_TEXT.orders.total}</dt>
        <dd className="font-bold text-brand-ink" data-testid="approval-total">
          {total}
        </dd>
        {a.exceeded.length > 0 ? (
          <>
            <dt className="text-slate-600">{T.reason}</dt>
            <dd>{exceededText(a.exceeded, a.limits, a.month_spent).replace(/votre plafond/g, 'le plafond')}</dd>
          </>
        ) : null}
        {a.cost_centre ? (
          <>
            <dt className="text-slate-600">{T.costCentre}</dt>
            <dd data-testid="approval-cost-centre">
              {a.cost_centre.label} ({a.cost_centre.code})
            </dd>
          </>
        ) : null}
        {a.po_reference ? (
          <>
            {/* the buyer's own words for their reference; an approver reads it as the buyer's */}
            <dt className="text-slate-600">{a.mine ? ACCOUNT_TEXT.orders.reference : ACCOUNT_TEXT.orders.buyerReference}</dt>
            <dd>{a.po_reference}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{ACCOUNT_TEXT.orders.deliveredTo}</dt>
        <dd>{addressLines(a.delivery_address).join(', ')}</dd>
      </dl>
      <ul className="mt-3 flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm" aria-label={T.lines(a.lines.length)}>
        {a.lines.map((line) => (
          <li key={line.product_id} className="flex justify-between gap-3" data-testid="approval-line">
            <span className="min-w-0">
              {line.reference ? <span className="text-slate-600">{line.reference} — </span> : null}
              {line.title ?? ACCOUNT_TEXT.orders.withdrawn(String(line.product_id))} × {QUANTITY.format(line.quantity)}
            </span>
            <span className="shrink-0 font-semibold">{formatEuros(line.amount_ht)}</span>
          </li>
        ))}
      </ul>
      {a.status !== 'pending' ? (
        <div className="mt-3 border-t border-slate-200 pt-3 text-sm" data-testid="approval-decision">
          {a.decided_by && a.decided_at ? <p className="text-slate-600">{T.decidedBy(a.decided_by, orderDate(a.decided_at))}</p> : null}
          {a.comment ? (
            <p className="mt-1">
              <span className="font-semibold">{T.approverComment}&nbsp;: </span>
              <span data-testid="approval-comment">{a.comment}</span>
            </p>
          ) : null}
          {a.order_id ? <p className="mt-1 font-semibold">{T.orderPlaced(a.order_id)}</p> : null}
          {onRestore && a.status === 'refused' && !a.restored_at ? (
            <button
              type="button"
              onClick={onRestore}
              disabled={busy}
              className="mt-3 rounded-md border border-slate-300 px-4 py-2 font-semibold text-brand-ink hover:bg-slate-50 disabled:opacity-60"
            >
              {T.restore}
            </button>
          ) : null}
        </div>
      ) : a.mine && !canDecide ? null : a.mine ? (
        <p className="mt-3 border-t border-slate-200 pt-3 text-sm text-slate-600">{T.ownPending}</p>
      ) : canDecide ? (
        <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
          <label htmlFor={`${id}-comment`} className="text-sm font-semibold text-brand-ink">
            {T.commentLabel}
          </label>
          <textarea
            id={`${id}-comment`}
            value={comment}
            maxLength={MAX_COMMENT}
            rows={2}
            onChange={(event) => setComment(event.target.value)}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? `${id}-comment-error` : undefined}
            className="w-full rounded border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-700"
            data-testid="approval-comment-input"
          />
          <FieldError id={`${id}-comment-error`} message={commentError} />
          {error ? (
            <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
              {error}
            </p>
          ) : null}
          {confirming ? (
            <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="rounded border border-slate-300 bg-slate-50 p-3">
              <p id={`${id}-confirm`} className="text-sm text-brand-ink">
                {confirming === 'approve' ? T.approveConfirm(a.buyer.name, total) : T.refuseConfirm(a.buyer.name)}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  autoFocus
                  onClick={() => setConfirming(null)}
                  className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-ink hover:bg-slate-100"
                >
                  {T.cancel}
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    onDecide(confirming, comment)
                    setConfirming(null)
                  }}
                  className={`rounded-md px-4 py-2 font-semibold text-white disabled:opacity-60 ${
                    confirming === 'approve' ? 'bg-green-800 hover:bg-green-900' : 'bg-red-700 hover:bg-red-800'
                  }`}
                  data-testid="approval-confirm"
                >
                  {T.confirm}&nbsp;: {confirming === 'approve' ? T.approve.toLowerCase() : T.refuse.toLowerCase()}
                </button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                disabled={busy}
                onClick={() => ask('approve')}
                className="rounded-md bg-green-800 px-5 py-2 font-semibold text-white hover:bg-green-900 disabled:opacity-60"
              >
                {T.approve}
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => ask('refuse')}
                className="rounded-md border border-red-700 px-5 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
              >
                {T.refuse}
              </button>
            </div>
          )}
        </div>
      ) : null}
    </li>
  )
}
