/** The quote routes as the browser calls them (credentials sent, `{ code, message }` failures as ApiError), and their query keys. */
import { call, post } from '@/lib/apiClient'

import type { AcceptQuoteReply, QuoteReply, QuotesReply } from './api'

export const quotesApi = {
  list: () => call<QuotesReply>('/api/quotes'),
  get: (id: number) => call<QuoteReply>(`/api/quotes/${id}`),
  /** « Demander un devis »: the lines are the cart's, read by the server. */
  request: (message: string) => post<QuoteReply>('/api/quotes', message.trim() ? { message } : {}),
  accept: (id: number) => post<AcceptQuoteReply>(`/api/quotes/${id}/accept`),
  decline: (id: number) => post<QuoteReply>(`/api/quotes/${id}/decline`),
}

/** Per buyer: another account logged in later never sees these. */
export const quoteKeys = {
  all: (userId: string | number) => ['quotes', String(userId)] as const,
  one: (userId: string | number, id: number) => ['quotes', String(userId), id] as const,
}
