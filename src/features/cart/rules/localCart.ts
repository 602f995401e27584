/**
 * spec §4 Local cart operations and §5 Local cart errors, as a pure reducer with react-use-cart's semantics and stored
 * shape (key `react-use-cart`, generated id of 12 characters). Our own because react-use-cart throws 'No action
 * specified' for an unknown action where the spec says 'No specific action'.
 */

/** spec §3 Cart item (local): price required when new, quantity default 1, itemTotal = price × quantity. */
export type CartItem = {
  id: string
  price: number
  quantity: number
  itemTotal: number
  [key: string]: unknown
}

/** What callers pass: quantity and itemTotal are computed. */
export type CartItemInput = { id: string | number; price?: number; quantity?: number; [key: string]: unknown }

export type CartMetadata = Record<string, unknown>

/** spec §3 Local cart state. */
export type CartState = {
  id?: string
  items: CartItem[]
  isEmpty: boolean
  totalItems: number
  totalUniqueItems: number
  cartTotal: number
  metadata: CartMetadata
}

export type CartAction =
  | { type: 'SET_ITEMS'; items: CartItemInput[] }
  | { type: 'ADD_ITEM'; item: CartItemInput; quantity?: number }
  | { type: 'UPDATE_ITEM'; id: string | number; payload: Partial<CartItemInput> }
  | { type: 'UPDATE_ITEM_QUANTITY'; id: string | number; quantity: number }
  | { type: 'REMOVE_ITEM'; id: string | number }
  | { type: 'EMPTY_CART' }
  | { type: 'SET_CART_META'; metadata: CartMetadata }
  | { type: 'UPDATE_CART_META'; metadata: CartMetadata }
  | { type: 'CLEAR_CART_META' }

/** spec §9: local storage key and generated id length. */
export const CART_STORAGE_KEY = 'react-use-cart'
export const CART_ID_LENGTH = 12

export const CART_ERRORS = {
  missingId: 'You must provide an `id` for items',
  missingPrice: 'You must pass a `price` for new items',
  noSuchItem: 'No such item to update',
  unknownAction: 'No specific action',
} as const

/** react-use-cart's id: 12 random base-36 characters. */
export const createCartIdentifier = (length = CART_ID_LENGTH): string =>
  Array.from({ length }, () => Math.floor(Math.random() * 36).toString(36)).join('')

export const emptyCartState = (id?: string): CartState => ({
  ...(id ? { id } : {}),
  items: [],
  isEmpty: true,
  totalItems: 0,
  totalUniqueItems: 0,
  cartTotal: 0,
  metadata: {},
})

const key = (id: string | number): string => String(id)

/** Totals are always derived from the items (spec §3: totalItems = sum of quantities). */
export function withItems(state: CartState, items: readonly CartItemInput[]): CartState {
  const lines: CartItem[] = items.map((item) => {
    const price = Number(item.price)
    const quantity = Number(item.quantity)
    return { ...item, id: key(item.id), price, quantity, itemTotal: price * quantity }
  })
  return {
    ...state,
    items: lines,
    isEmpty: lines.length === 0,
    totalItems: lines.reduce((sum, item) => sum + item.quantity, 0),
    totalUniqueItems: lines.length,
    cartTotal: lines.reduce((sum, item) => sum + item.itemTotal, 0),
  }
}

const isEmptyId = (id: unknown): boolean => id === undefined || id === null || id === ''

/** Applies one operation; throws the spec §5 errors; returns the same state when the operation does nothing. */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'SET_ITEMS':
      // spec §4: replace all items, a missing quantity becomes 1
      return withItems(
        state,
        action.items.map((item) => ({ ...item, quantity: item.quantity || 1 })),
      )
    case 'ADD_ITEM': {
      const quantity = action.quantity ?? 1
      if (isEmptyId(action.item.id)) throw new Error(CART_ERRORS.missingId)
      if (quantity <= 0) return state
      const id = key(action.item.id)
      const current = state.items.find((item) => item.id === id)
      if (!current) {
        if (!Object.prototype.hasOwnProperty.call(action.item, 'price')) throw new Error(CART_ERRORS.missingPrice)
        return withItems(state, [...state.items, { ...action.item, id, quantity }])
      }
      return replaceItem(state, id, { ...action.item, id, quantity: current.quantity + quantity })
    }
    case 'UPDATE_ITEM':
      if (isEmptyId(action.id) || !action.payload) return state
      return replaceItem(state, key(action.id), action.payload)
    case 'UPDATE_ITEM_QUANTITY': {
      const id = key(action.id)
      if (action.quantity <= 0)
        return withItems(
          state,
          state.items.filter((item) => item.id !== id),
        )
      if (!state.items.some((item) => item.id === id)) throw new Error(CART_ERRORS.noSuchItem)
      return replaceItem(state, id, { quantity: action.quantity })
    }
    case 'REMOVE_ITEM':
      if (isEmptyId(action.id)) return state
      return withItems(
        state,
        state.items.filter((item) => item.id !== key(action.id)),
      )
    case 'EMPTY_CART':
      // react-use-cart resets to its initial state: no items and no metadata
      return emptyCartState(state.id)
    case 'SET_CART_META':
      return action.metadata ? { ...state, metadata: { ...action.metadata } } : state
    case 'UPDATE_CART_META':
      return action.metadata ? { ...state, metadata: { ...state.metadata, ...action.metadata } } : state
    case 'CLEAR_CART_META':
      return { ...state, metadata: {} }
    default:
      throw new Error(CART_ERRORS.unknownAction)
  }
}

function replaceItem(state: CartState, id: string, payload: Partial<CartItemInput>): CartState {
  return withItems(
    state,
    state.items.map((item) => (item.id === id ? { ...item, ...payload, id } : item)),
  )
}

/** Reads the stored state (react-use-cart's JSON); anything unreadable gives an empty cart. */
export function parseStoredCart(raw: string | null | undefined): CartState | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<CartState> | null
    if (!value || typeof value !== 'object' || !Array.isArray(value.items)) return null
    const items = value.items.filter(
      (item): item is CartItem =>
        !!item && typeof item === 'object' && !isEmptyId(item.id) && Number.isFinite(Number(item.price)) && Number(item.quantity) > 0,
    )
    const metadata = value.metadata && typeof value.metadata === 'object' ? value.metadata : {}
    return withItems({ ...emptyCartState(typeof value.id === 'string' ? value.id : undefined), metadata }, items)
  } catch {
    return null
  }
}
