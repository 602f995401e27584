import { useEffect, useId, useRef, useState } from 'react'
import Link from 'next/link'

import { LineThumbnail } from '@/features/account/LineThumbnail'
import { QueryState } from '@/features/account/QueryState'
import { useCartBusy } from '@/features/cart-status/useCartBusy'
import { orderDate } from '@/lib/account/orderList'
import { ApiError } from '@/lib/apiClient'
import { formatEuros } from '@/lib/money'
import type { QuoteView } from '@/lib/quotes/api'
import { QUOTE_MESSAGES, validityDate } from '@/lib/quotes/messages'
import { ROUTES } from '@/lib/routes'

import { STACKED } from '@/features/ui/stackedTable'

import { QUOTES_TEXT as T } from './messages'
import { QuoteStatus } from './QuoteStatus'
import { useQuote, useQuoteDecision } from './useQuotes'

const QUANTITY = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })
const BUTTON = 'rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60'

/** One quote (GET /api/quotes/{id}): lines, prices once sent, validity, and « Accepter » / « Refuser » after a confirmation. */
export function QuoteDetail({ id }: { id: number }) {
  const reply = useQuote(id)
  const quote = reply.data?.quote ?? null
  const notFound = id === 0 || (reply.error instanceof ApiError && reply.error.status === 404)
  return (
    <section aria-labelledby="devis" data-testid="quote-detail">
      <Link href={ROUTES.quotes} className="mb-4 inline-block text-sm font-semibold text-brand-dark underline underline-offset-2">
        ← {T.back}
      </Link>
      {notFound ? (
        <p className="text-slate-700" data-testid="quote-not-found" id="devis">
          {T.notFound}
        </p>
      ) : (
        <QueryState query={reply} empty={T.notFound} isEmpty={!quote}>
          {quote ? <QuoteBody quote={quote} /> : null}
        </QueryState>
      )}
    </section>
  )
}

function QuoteBody({ quote }: { quote: QuoteView }) {
  const { accept, decline } = useQuoteDecision()
  const cartBusy = useCartBusy()
  const [confirming, setConfirming] = useState<'accept' | 'decline' | null>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const dialogId = useId()
  useEffect(() => {
    // the safe choice has the focus: Enter right after the button does not decide
    if (confirming) cancel.current?.focus()
  }, [confirming])
  const busy = accept.isPending || decline.isPending || cartBusy
  const decide = () => {
    if (confirming === 'accept') accept.mutate(quote.id, { onSettled: () => setConfirming(null) })
    if (confirming === 'decline') decline.mutate(quote.id, { onSettled: () => setConfirming(null) })
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="devis" className="text-xl font-bold text-brand-ink">
          {T.title(quote.number)}
        </h2>
        <QuoteStatus status={quote.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{T.requestedOn}</dt>
          <dd className="font-semibold">
            {orderDate(quote.requested_at)} {T.requestedBy} {quote.requested_by}
          </dd>
        </div>
        {quote.valid_until ? (
          <div>
            <dt className="text-slate-600">{T.validUntil}</dt>
            <dd className="font-semibold" data-testid="quote-valid-until">
              {validityDate(quote.valid_until)}
            </dd>
          </div>
        ) : null}
        {quote.accepted_at ? (
          <div>
            <dt className="text-slate-600">{T.acceptedOn}</dt>
            <dd className="font-semibold">{orderDate(quote.accepted_at)}</dd>
          </div>
        ) : null}
      </dl>
      <div className={STACKED.wrapper}>
        <table role="table" className={STACKED.table}>
          <thead className={STACKED.head}>
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {T.product}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {T.quantity}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {T.unit}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">
                {T.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody className={STACKED.body}>
            {quote.lines.map((line) => (
              <tr key={line.product_id} role="row" className={STACKED.row} data-testid="quote-line" data-product-id={line.product_id}>
                <td role="cell" className={STACKED.first}>
                  <div className="flex gap-3">
                    <LineThumbnail product={line.product} />
                    <div className="min-w-0">
                      {line.product ? (
                        <Link href={line.product.href} className="font-semibold text-brand-ink hover:text-brand">
                          {line.title}
                        </Link>
                      ) : (
                        <span className="font-semibold">
                          {line.title} ({T.withdrawn})
                        </span>
                      )}
                      <span className="block font-mono text-xs text-slate-600">{line.reference}</span>
                    </div>
                  </div>
                </td>
                <td role="cell" className={`${STACKED.cell} text-right`} data-label={T.quantity}>
                  {QUANTITY.format(line.quantity)}
                </td>
                <td role="cell" className={`${STACKED.cell} text-right`} data-label={T.unit}>
                  <span data-testid="quote-line-price">{line.unit_price_ht === null ? T.notPriced : formatEuros(line.unit_price_ht)}</span>
                </td>
                <td role="cell" className={`${STACKED.last} text-right font-semibold`} data-label={T.lineTotal}>
                  <span data-testid="quote-line-amount">{line.total_ht === null ? '' : formatEuros(line.total_ht)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {quote.total_ht !== null ? (
        <p className="ml-auto text-sm">
          {T.total}&nbsp;: <span className="font-bold text-brand-ink">{formatEuros(quote.total_ht)}</span>
        </p>
      ) : null}
      {quote.message ? (
        <div className="text-sm">
          <h3 className="font-semibold text-brand-ink">{T.yourMessage}</h3>
          <p className="whitespace-pre-line text-slate-700">{quote.message}</p>
        </div>
      ) : null}
      {quote.answer ? (
        <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
          <h3 className="font-semibold text-brand-ink">{T.answer}</h3>
          <p className="whitespace-pre-line text-slate-700" data-testid="quote-answer">
            {quote.answer}
          </p>
        </div>
      ) : null}
      {quote.status === 'demande' ? <p className="text-sm text-slate-700">{T.waiting}</p> : null}
      {quote.status === 'expire' && quote.valid_until ? (
        <p
          role="note"
          className="rounded border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="quote-expired"
        >
          {QUOTE_MESSAGES.expired(validityDate(quote.valid_until))}
        </p>
      ) : null}
      {quote.order_id ? <p className="text-sm font-semibold text-green-800">{T.ordered(quote.order_id)}</p> : null}
      {quote.can_accept ? <p className="text-sm text-slate-600">{T.quantityRule}</p> : null}
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={`${dialogId}-confirm`}
          className="rounded border border-slate-300 bg-slate-50 p-3"
          onKeyDown={(e) => e.key === 'Escape' && setConfirming(null)}
          data-testid="quote-confirm"
        >
          <p id={`${dialogId}-confirm`} className="text-sm text-brand-ink">
            {confirming === 'accept' ? T.acceptConfirm : T.declineConfirm}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={decide}
              disabled={busy}
              className={`${BUTTON} ${confirming === 'accept' ? 'bg-brand text-white hover:bg-brand-dark' : 'bg-red-700 text-white hover:bg-red-800'}`}
            >
              {confirming === 'accept' ? T.confirmAccept : T.confirmDecline}
            </button>
            <button
              ref={cancel}
              type="button"
              onClick={() => setConfirming(null)}
              className={`${BUTTON} border border-slate-300 text-brand-ink`}
            >
              {T.cancel}
            </button>
          </div>
        </div>
      ) : quote.can_accept || quote.can_decline ? (
        <div className="flex flex-wrap gap-2">
          {quote.can_accept ? (
            <button
              type="button"
              onClick={() => setConfirming('accept')}
              disabled={busy}
              className={`${BUTTON} bg-brand px-5 py-2.5 text-white shadow-sm hover:bg-brand-dark`}
            >
              {quote.status === 'accepte' ? T.acceptAgain : T.accept}
            </button>
          ) : null}
          {quote.can_decline ? (
            <button
              type="button"
              onClick={() => setConfirming('decline')}
              disabled={busy}
              className={`${BUTTON} border border-slate-300 text-brand-ink hover:bg-slate-50`}
            >
              {T.decline}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
