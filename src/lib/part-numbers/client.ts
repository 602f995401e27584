/** The /api/part-numbers routes as the browser calls them (docs/part-numbers-api.md); hooks call these. */
import { call, post } from '@/lib/apiClient'

import type { PartNumberReply, PartNumberSearchReply } from './api'

export const partNumbersApi = {
  get: (productId: number) => call<PartNumberReply>(`/api/part-numbers/${productId}`),
  /** an empty text removes it */
  set: (productId: number, reference: string) => post<PartNumberReply>(`/api/part-numbers/${productId}`, { reference }),
  search: (q: string) => call<PartNumberSearchReply>(`/api/part-numbers?q=${encodeURIComponent(q)}`),
}

/** Per buyer: another account logged in later never sees these part numbers. */
export const partNumberKeys = {
  root: ['part-numbers'] as const,
  one: (userId: string | number, productId: number) => ['part-numbers', String(userId), 'product', productId] as const,
  search: (userId: string | number, q: string) => ['part-numbers', String(userId), 'search', q] as const,
}
