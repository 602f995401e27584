/**
 * Shapes of the shopping lists' routes (/api/lists…), shared by the API handlers and the lists' screens, and the rules
 * both sides apply to a list's name.
 */
import type { ProductSummary } from '@/lib/account/api'

/** Lists per company: a workshop's, a monthly restock, a few projects. */
export const MAX_LISTS = 50
/** Products per list. */
export const MAX_LIST_LINES = 200
export const MAX_LIST_NAME = 80

export type ListSummary = {
  id: number
  name: string
  line_count: number
  /** The buyer who created it (« Prénom Nom »). */
  created_by: string
  /** Whether the caller may delete it: its creator, or anyone of the company once the creator has left. */
  can_delete: boolean
  updated_at: string
}

export type ListLine = {
  product_id: number
  /** null once the product is withdrawn from sale (the line stays, out of the cart). */
  product: ProductSummary | null
  quantity: number
  added_by: string | null
}

export type ListDetail = ListSummary & { lines: ListLine[] }

export type ListsReply = { code: 'success'; lists: ListSummary[] }
export type ListReply = { code: 'success'; list: ListDetail }
/** POST /api/lists/{id}/lines: `added` false when the product was already in the list (its quantity is kept). */
export type ListLineReply = ListReply & { added: boolean }

/** A list's name as compared for « already taken »: case, accents, punctuation and extra spaces ignored. */
export const listNameKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('fr')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
