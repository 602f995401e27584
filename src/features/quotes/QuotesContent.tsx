import Link from 'next/link'
import { useRouter } from 'next/router'

import { QueryState } from '@/features/account/QueryState'
import { orderDate } from '@/lib/account/orderList'
import { formatEuros } from '@/lib/money'
import { validityDate } from '@/lib/quotes/messages'
import { quotesPath } from '@/lib/routes'

import { QUOTES_TEXT as T } from './messages'
import { QuoteDetail } from './QuoteDetail'
import { QuoteStatus } from './QuoteStatus'
import { useQuotes } from './useQuotes'

/** /mon-compte/devis: the company's quotes (GET /api/quotes), newest first; `?devis={id}` shows one. */
export default function QuotesContent() {
  const router = useRouter()
  const selected = typeof router.query.devis === 'string' && /^\d{1,15}$/.test(router.query.devis) ? Number(router.query.devis) : null
  const quotes = useQuotes()
  if (typeof router.query.devis === 'string') return <QuoteDetail id={selected ?? 0} />
  const list = quotes.data?.quotes ?? []
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-600">{T.intro}</p>
      <QueryState query={quotes} empty={T.empty} isEmpty={list.length === 0}>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="quotes-list">
          {list.map((q) => (
            <li
              key={q.id}
              data-quote-id={q.id}
              className="grid grid-cols-2 gap-x-4 gap-y-1 px-4 py-3 text-sm sm:grid-cols-[1fr_auto_auto_auto_auto] sm:items-center"
            >
              <span className="font-semibold text-brand-ink">
                {q.number}
                <span className="block text-xs font-normal text-slate-600">
                  {T.requestedOn} {orderDate(q.requested_at)} {T.requestedBy} {q.requested_by}
                </span>
              </span>
              <span>
                <QuoteStatus status={q.status} />
              </span>
              <span className="text-slate-700">{q.valid_until ? `${T.validUntil} ${validityDate(q.valid_until)}` : ''}</span>
              <span className="font-semibold text-brand-ink">{q.total_ht === null ? '' : `${formatEuros(q.total_ht)} H.T`}</span>
              <Link
                href={quotesPath(q.id)}
                className="font-semibold text-brand-dark underline underline-offset-2"
                aria-label={`${T.details} ${q.number}`}
              >
                {T.details}
              </Link>
            </li>
          ))}
        </ul>
      </QueryState>
    </div>
  )
}
