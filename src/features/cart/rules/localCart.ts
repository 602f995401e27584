/**
 * The local cart's stored shape (spec §4 Local cart operations, §9): react-use-cart keeps it in `localStorage` under
 * `react-use-cart`. Its operations and the spec §5 errors are react-use-cart's own (src/features/cart/CartProvider.tsx);
 * what is ours is reading a stored cart defensively, since any script or older version may have written the key.
 */
import type { Item, Metadata } from 'react-use-cart'

/** spec §3 Cart item (local): react-use-cart always sets quantity (default 1) and itemTotal = price × quantity. */
export type CartItem = Item & { quantity: number; itemTotal: number }

export type CartMetadata = Metadata

/** spec §9: react-use-cart's storage key when its provider has no `id`. */
export const CART_STORAGE_KEY = 'react-use-cart'

/**
 * spec §9: a generated cart id has 12 characters. react-use-cart 1.14.0's own `createCartIdentifier()` returns '' in its
 * published builds (`[].concat(Array(12)).map(…)` maps no element of a sparse array), hence this one.
 */
const createCartIdentifier = (length = 12): string => Array.from({ length }, () => Math.floor(Math.random() * 36).toString(36)).join('')

/** react-use-cart's initial state (JSON) with a cart id: the stored cart's, else a generated one. */
export function withCartId(initialValue: string, storedId: unknown): string {
  const initial = JSON.parse(initialValue) as { id?: unknown }
  const id = typeof storedId === 'string' && storedId !== '' ? storedId : createCartIdentifier()
  return JSON.stringify({ ...initial, id })
}

/** What a stored cart gives back: its lines and its metadata (react-use-cart recomputes the totals). */
export type StoredCart = { id?: string; items: CartItem[]; metadata: CartMetadata }

const isEmptyId = (id: unknown): boolean => id === undefined || id === null || id === ''

/** Reads react-use-cart's stored JSON; lines without id, price or a positive quantity are dropped; unreadable: null. */
export function parseStoredCart(raw: string | null | undefined): StoredCart | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as { id?: unknown; items?: unknown; metadata?: unknown } | null
    if (!value || typeof value !== 'object' || !Array.isArray(value.items)) return null
    const items = (value.items as Partial<CartItem>[])
      .filter(
        (item) =>
          !!item && typeof item === 'object' && !isEmptyId(item.id) && Number.isFinite(Number(item.price)) && Number(item.quantity) > 0,
      )
      .map((item) => {
        const price = Number(item.price)
        const quantity = Number(item.quantity)
        return { ...item, id: String(item.id), price, quantity, itemTotal: price * quantity }
      })
    const metadata = value.metadata && typeof value.metadata === 'object' ? (value.metadata as CartMetadata) : {}
    return { ...(typeof value.id === 'string' && value.id !== '' ? { id: value.id } : {}), items, metadata }
  } catch {
    return null
  }
}
