/** The quick-order routes as the browser calls them (docs/quick-order-api.md); hooks call these. */
import { call, post } from '@/lib/apiClient'

import type { LineToResolve, ResolveReply, SuggestReply } from './api'

export const quickOrderApi = {
  resolve: (lines: readonly LineToResolve[]) => post<ResolveReply>('/api/quick-order/resolve', { lines }),
  suggest: (q: string) => call<SuggestReply>(`/api/quick-order/suggest?q=${encodeURIComponent(q)}`),
}

export const quickOrderKeys = {
  /** per buyer: the prices and part numbers are theirs */
  suggest: (userId: string | number, q: string) => ['quick-order', String(userId), 'suggest', q] as const,
}
