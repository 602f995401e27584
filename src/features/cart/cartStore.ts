/**
 * The local cart (spec §4 Local cart operations): the pure reducer behind a tiny external store, persisted in
 * localStorage under `react-use-cart` (react-use-cart's shape, so carts saved by earlier versions still load),
 * restored on load and saved after every change.
 */
import {
  CART_STORAGE_KEY,
  cartReducer,
  createCartIdentifier,
  emptyCartState,
  parseStoredCart,
  type CartAction,
  type CartState,
} from './rules/localCart'

export type CartStore = {
  getState: () => CartState
  /** Applies an operation; throws the spec §5 local cart errors like react-use-cart does. */
  dispatch: (action: CartAction) => CartState
  /** Puts back a state saved earlier (a failed server call restores the cart: spec §8). */
  restore: (state: CartState) => void
  subscribe: (listener: () => void) => () => void
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

const browserStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function createCartStore(storage: Storage | null = browserStorage()): CartStore {
  let state: CartState = parseStoredCart(storage?.getItem(CART_STORAGE_KEY)) ?? emptyCartState(createCartIdentifier())
  const listeners = new Set<() => void>()

  const set = (next: CartState) => {
    if (next === state) return
    state = next
    try {
      storage?.setItem(CART_STORAGE_KEY, JSON.stringify(state))
    } catch {
      // storage full or forbidden: the cart still works for this page
    }
    listeners.forEach((listener) => listener())
  }

  return {
    getState: () => state,
    dispatch: (action) => {
      set(cartReducer(state, action))
      return state
    },
    restore: set,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
