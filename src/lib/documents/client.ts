/** The documents route as the browser calls it (credentials sent, `{ code, message }` failures as ApiError). */
import { call } from '@/lib/apiClient'

import type { DocumentsReply } from './types'

export const documentsApi = {
  /** `params`: the address's search parameters (documentQueryParams). */
  list: (params: Record<string, string>) => {
    const query = new URLSearchParams(params).toString()
    return call<DocumentsReply>(query ? `/api/documents?${query}` : '/api/documents')
  },
}

/** React Query key of a page of the buyer's documents: per buyer and per search. */
export const documentKeys = {
  list: (userId: string | number, params: Record<string, string>) =>
    ['account', String(userId), 'documents', new URLSearchParams(params).toString()] as const,
}
