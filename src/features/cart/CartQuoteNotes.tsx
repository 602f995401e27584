import { validityDate } from '@/lib/quotes/messages'

import { QUOTE_CART_TEXT as T } from './quoteText'
import { useCartQuotes } from './useQuotedLines'

/** /panier: the accepted quotes whose prices the cart carries, and those that expired (the lines are back at the usual prices). */
export function CartQuoteNotes() {
  const quotes = useCartQuotes()
  if (!quotes) return null
  const applied = new Map(Object.values(quotes.lines).map((l) => [l.quote_id, l]))
  return (
    <>
      {quotes.expired.map((q) => (
        <p
          key={q.quote_id}
          role="alert"
          className="rounded border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-900"
          data-testid="cart-quote-expired"
        >
          {T.expired(q.number, validityDate(q.valid_until))}
        </p>
      ))}
      {[...applied.values()].map((q) => (
        <p
          key={q.quote_id}
          role="note"
          className="rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900"
          data-testid="cart-quote-applied"
        >
          {T.applied(q.number, validityDate(q.valid_until))}
        </p>
      ))}
    </>
  )
}
