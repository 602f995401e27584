/**
 * Shapes of the quote routes (/api/quotes…) and of the quote notes of an open cart, shared by the API handlers and the
 * UI. Amounts are H.T.
 */
import type { ProductSummary } from '@/lib/account/api'
import type { OrderView } from '@/lib/cart/api'

import type { QuoteStatus } from './states'

/** A buyer's message with a request, and an editor's answer: a few paragraphs. */
export const MAX_QUOTE_MESSAGE = 2000
/** Lines of one request: the cart's lines (a cart rarely holds more). */
export const MAX_QUOTE_LINES = 200

type QuoteLineView = {
  product_id: number
  /** The product as the account lists show it; null once withdrawn from sale (reference and title stay). */
  product: ProductSummary | null
  reference: string
  title: string
  quantity: number
  /** The quoted unit price H.T; null until the team answers. */
  unit_price_ht: number | null
  /** quantity × unit price (2 decimals); null until priced. */
  total_ht: number | null
}

export type QuoteView = {
  id: number
  /** « DEV-00012 » */
  number: string
  /** The state at the time of the answer (a passed date reads « expire » even before it is written down). */
  status: QuoteStatus
  requested_at: string
  /** Who asked (first and last name, else the e-mail), a buyer of the company. */
  requested_by: string
  /** The buyer's message with the request. */
  message: string | null
  /** The team's message with the answer (or the refusal). */
  answer: string | null
  /** ISO date: the quote holds until the end of that day. */
  valid_until: string | null
  sent_at: string | null
  accepted_at: string | null
  /** The order placed at the quoted prices, once there is one. */
  order_id: string | null
  lines: QuoteLineView[]
  /** Sum of the priced lines H.T; null until priced. */
  total_ht: number | null
  can_accept: boolean
  can_decline: boolean
}

export type QuotesReply = { code: 'success'; quotes: QuoteView[] }
export type QuoteReply = { code: 'success'; quote: QuoteView }
/** POST /api/quotes/{id}/accept: the quote, and the buyer's cart that it became (lines no longer sold are left out). */
export type AcceptQuoteReply = { code: 'success'; quote: QuoteView; order: OrderView; skipped: number[] }

/** One cart line priced by an accepted quote. */
type CartQuoteLine = { quote_id: number; number: string; valid_until: string; max_quantity: number; unit_price_ht: number }

/**
 * What an open cart says about quotes (`order.quotes` of the cart routes, only when a quote concerns the cart): the
 * lines priced by an accepted quote, by product id, and the quotes accepted by the buyer that expired before being
 * ordered (their lines are back at the usual prices; the buyer is told).
 */
export type CartQuotes = {
  lines: Record<string, CartQuoteLine>
  expired: { quote_id: number; number: string; valid_until: string }[]
}
