import { useEffect, useId, useRef, type ReactNode } from 'react'

import type { DeliveryAddress } from '@/lib/cart/api'
import { addressLines } from '@/lib/cart/orderSummary'
import { formatEuros } from '@/lib/money'

import { CONFIRMATION_TEXT as T } from './messages'

export type ConfirmedLine = {
  key: string
  reference: string | null
  title: string | null
  quantity: number
  unit: string
  total_ht: number
}

const QUANTITY = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

/**
 * What the buyer sees once an order is placed or sent for approval: a view at the top of /panier, scrolled to and
 * focused (its heading) as it appears, so that neither the shrunk page nor a screen reader leaves the buyer wondering
 * whether anything happened. Number, lines, totals, delivery address, purchase-order reference, what happens next, links.
 */
export function ConfirmationView({
  tone,
  title,
  status,
  lines,
  totals,
  address,
  poReference,
  next,
  links,
  testId,
}: {
  tone: 'success' | 'pending'
  title: string
  /** the sentence read out as a status (role="status") */
  status: ReactNode
  lines: ConfirmedLine[] | null
  totals: { items: number; delivery: number; total: number }
  address: DeliveryAddress | null
  poReference: string | null
  next: ReactNode
  links: ReactNode
  testId: string
}) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // the page has just shrunk (the cart is empty): take the buyer to the view, and a screen reader to its heading
  useEffect(() => {
    window.scrollTo({ top: 0 })
    heading.current?.focus({ preventScroll: true })
  }, [])
  const frame = tone === 'success' ? 'border-green-700 bg-green-50' : 'border-amber-600 bg-amber-50'
  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-4 rounded-lg border-l-4 p-4 sm:p-6 ${frame}`} data-testid={testId}>
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-ink outline-none"
        data-testid="confirmation-title"
      >
        {title}
      </h2>
      <p role="status" className="font-semibold text-slate-900">
        {status}
      </p>
      <div className="grid gap-4 md:grid-cols-[1fr_auto]">
        <div>
          <h3 className="mb-1 text-sm font-semibold text-slate-700">{T.lines}</h3>
          {lines === null ? (
            <p className="text-sm text-slate-600">…</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white text-sm" data-testid="confirmation-lines">
              {lines.map((l) => (
                <li
                  key={l.key}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2"
                  data-testid="confirmation-line"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold text-brand-ink">{l.title ?? l.reference ?? l.key}</span>
                    {l.reference ? <span className="block font-mono text-xs text-slate-600">{l.reference}</span> : null}
                  </span>
                  <span className="whitespace-nowrap">
                    {QUANTITY.format(l.quantity)}
                    {l.unit ? ` ${l.unit}` : ''} — <span className="font-semibold">{formatEuros(l.total_ht)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <dl className="grid h-fit grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm md:min-w-64" data-testid="confirmation-totals">
          <dt className="text-slate-700">{T.items}</dt>
          <dd className="text-right">{formatEuros(totals.items)}</dd>
          <dt className="text-slate-700">{T.delivery}</dt>
          <dd className="text-right">{formatEuros(totals.delivery)}</dd>
          <dt className="font-semibold">{T.total}</dt>
          <dd className="text-right font-bold" data-testid="confirmation-total">
            {formatEuros(totals.total)}
          </dd>
        </dl>
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        {address ? (
          <div>
            <dt className="font-semibold text-slate-700">{T.deliveredTo}</dt>
            <dd data-testid="confirmation-address">
              {addressLines(address).map((line, i) => (
                <span key={i} className="block">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {poReference ? (
          <div>
            <dt className="font-semibold text-slate-700">{T.poReference}</dt>
            <dd data-testid="confirmation-po">{poReference}</dd>
          </div>
        ) : null}
      </dl>
      <div className="text-sm" data-testid="confirmation-next">
        <h3 className="mb-1 font-semibold text-slate-700">{T.next}</h3>
        {next}
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold" data-testid="confirmation-links">
        {links}
      </div>
    </section>
  )
}
