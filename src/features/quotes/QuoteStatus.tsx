import type { QuoteStatus as Status } from '@/lib/quotes/states'

import { QUOTES_TEXT as T } from './messages'

const TONE: Record<Status, string> = {
  demande: 'bg-slate-100 text-slate-800',
  envoye: 'bg-blue-100 text-blue-900',
  accepte: 'bg-green-100 text-green-900',
  expire: 'bg-amber-100 text-amber-900',
  refuse: 'bg-red-100 text-red-900',
}

/** A quote's state as a label (« Demandé », « Envoyé », « Accepté », « Expiré », « Refusé »). */
export function QuoteStatus({ status }: { status: Status }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${TONE[status]}`} data-testid="quote-status">
      {T.status[status]}
    </span>
  )
}
