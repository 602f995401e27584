/** The shopping lists' routes as the browser calls them (credentials sent, `{ code, message }` failures as ApiError), and their query keys. */
import { call, post } from '@/lib/apiClient'

import type { ListLineReply, ListReply, ListsReply } from './api'

const json = (method: 'PATCH' | 'DELETE', body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
})

export const listsApi = {
  all: () => call<ListsReply>('/api/lists'),
  get: (id: number) => call<ListReply>(`/api/lists/${id}`),
  create: (name: string) => post<ListReply>('/api/lists', { name }),
  rename: (id: number, name: string) => call<ListReply>(`/api/lists/${id}`, json('PATCH', { name })),
  remove: (id: number) => call<{ code: 'success' }>(`/api/lists/${id}`, json('DELETE')),
  /** Adds a product at its minimum (or `quantity`); one already there keeps its quantity (`added: false`). */
  addLine: (id: number, productId: number, quantity?: number) =>
    post<ListLineReply>(`/api/lists/${id}/lines`, quantity === undefined ? { product_id: productId } : { product_id: productId, quantity }),
  setQuantity: (id: number, productId: number, quantity: number) =>
    call<ListReply>(`/api/lists/${id}/lines/${productId}`, json('PATCH', { quantity })),
  removeLine: (id: number, productId: number) => call<ListReply>(`/api/lists/${id}/lines/${productId}`, json('DELETE')),
}

/** Per buyer: another account logged in later never sees these. */
export const listKeys = {
  all: (userId: string | number) => ['lists', String(userId)] as const,
  one: (userId: string | number, id: number) => ['lists', String(userId), id] as const,
}
