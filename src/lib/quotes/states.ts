/**
 * The life of a quote (« devis »), pure: its states, who moves it where, and until when it holds. The CMS hooks (an
 * editor's save), the buyer's routes and the expiry all ask these functions, so the admin and the shop agree.
 *
 *   demandé ──éditeur : envoyer──► envoyé ──acheteur : accepter (valide)──► accepté ──commande passée──► (accepté, commandé)
 *      │                            │  ▲                                     │
 *      └──éditeur : refuser──► refusé ◄─┘ │ éditeur : renvoyer (nouvelle date)  └──date passée (non commandé)──► expiré
 *                   acheteur : décliner   └────────────── expiré ◄──date passée──┘ envoyé
 */

export const QUOTE_STATUSES = [
  { value: 'demande', label: 'Demandé' },
  { value: 'envoye', label: 'Envoyé' },
  { value: 'accepte', label: 'Accepté' },
  { value: 'expire', label: 'Expiré' },
  { value: 'refuse', label: 'Refusé' },
] as const

export type QuoteStatus = (typeof QUOTE_STATUSES)[number]['value']

export const QUOTE_STATUS_LABEL = Object.fromEntries(QUOTE_STATUSES.map((s) => [s.value, s.label])) as Record<QuoteStatus, string>

export const isQuoteStatus = (value: unknown): value is QuoteStatus => QUOTE_STATUSES.some((s) => s.value === value)

const DAY_MS = 86_400_000

/**
 * The end of a validity date: the whole day counts (« valable jusqu'au 15/12/2026 » holds until that day ends, UTC,
 * the same rule as the price promotions' end dates). Null for a missing or unreadable date.
 */
function validityEnd(validUntil: string | null | undefined): number | null {
  if (!validUntil) return null
  const t = Date.parse(validUntil)
  return Number.isNaN(t) ? null : Math.floor(t / DAY_MS) * DAY_MS + DAY_MS
}

/** Whether a validity date still holds at `now` (a quote without a date does not hold). */
export function isValidAt(validUntil: string | null | undefined, now: Date): boolean {
  const end = validityEnd(validUntil)
  return end !== null && now.getTime() < end
}

export type QuoteState = { status: QuoteStatus; validUntil: string | null; orderedAt?: string | null }

/**
 * The state a quote is in at `now`: a sent quote, or an accepted one not ordered yet, whose date has passed is
 * « Expiré » even before the expiry is written down (the shop writes it the next time it reads the quote).
 */
export function effectiveStatus(quote: QuoteState, now: Date): QuoteStatus {
  const dueToExpire = quote.status === 'envoye' || (quote.status === 'accepte' && !quote.orderedAt)
  return dueToExpire && !isValidAt(quote.validUntil, now) ? 'expire' : quote.status
}

/** Why a buyer cannot accept a quote now, or null when they can. */
export type AcceptRefusal = 'expired' | 'not_sent' | 'closed' | 'ordered'

/**
 * A buyer accepts a sent quote while it holds; accepting an accepted quote again (not ordered yet) puts its lines back
 * in their cart. A quote that is asked, refused or expired cannot be accepted; an ordered one is used up.
 */
export function acceptRefusal(quote: QuoteState, now: Date): AcceptRefusal | null {
  if (quote.status === 'accepte' && quote.orderedAt) return 'ordered'
  const status = effectiveStatus(quote, now)
  if (status === 'expire') return 'expired'
  if (status === 'demande') return 'not_sent'
  if (status === 'refuse') return 'closed'
  return null
}

/** A buyer declines a sent quote (not expired): it is then « Refusé ». */
export const canDecline = (quote: QuoteState, now: Date): boolean => effectiveStatus(quote, now) === 'envoye'

/**
 * What an editor may do in the admin, from the stored state: answer a request (send it with prices and a date, or
 * refuse it), revise or withdraw a sent quote, send an expired one again with a new date. Accepting is the buyer's;
 * an accepted or refused quote is closed.
 */
const EDITOR_MOVES: Record<QuoteStatus, readonly QuoteStatus[]> = {
  demande: ['demande', 'envoye', 'refuse'],
  envoye: ['envoye', 'refuse'],
  expire: ['expire', 'envoye'],
  accepte: ['accepte'],
  refuse: ['refuse'],
}

export const canEditorMove = (from: QuoteStatus, to: QuoteStatus): boolean => EDITOR_MOVES[from].includes(to)

/** Whether an editor may still change a quote's prices, date and message (not once accepted or refused). */
export const isEditable = (status: QuoteStatus): boolean => status === 'demande' || status === 'envoye' || status === 'expire'
