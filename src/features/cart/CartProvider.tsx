import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { CartProvider as UseCartProvider, useCart as useReactUseCart, type CartProviderState, type InitialState } from 'react-use-cart'

import { CART_STORAGE_KEY, parseStoredCart, withCartId, type CartItem } from './rules/localCart'

/** react-use-cart's cart: its state (lines typed as its reducer stores them) and its operations (spec §4). */
export type UseCart = Omit<CartProviderState, 'items' | 'getItem'> & {
  items: CartItem[]
  getItem: (id: string) => CartItem | undefined
}

/** react-use-cart's `useCart()`. */
export const useCart = useReactUseCart as () => UseCart

/**
 * The cart outside render, for the server sync: `getState()` is `useCart()` as of the last render (its state and its
 * operations, which apply at the next render like any React state); `restore()` puts back a state read earlier (a
 * failed server call restores the cart: spec §8).
 */
export type CartStore = {
  getState: () => UseCart
  restore: (saved: Pick<InitialState, 'items' | 'metadata'>) => void
}

const CartStoreContext = createContext<CartStore | null>(null)

type StorageHook = (key: string, initialValue: string) => [string, (value: unknown) => void]

function readStoredCart() {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY))
  } catch {
    return null
  }
}

/**
 * react-use-cart's `storage` hook, hydration-safe: every render gets the initial (empty) cart, so the server's HTML and
 * the hydration render agree; the stored lines and metadata are put back right after mount (`CartBridge`). The initial
 * state carries the stored cart's id (never rendered), else a generated one. react-use-cart saves its state on mount:
 * that initial state is not written over the stored cart; saving starts with the first other state.
 */
function hydrationSafeStorage(): StorageHook {
  let initial: string | null = null
  let unsaved: string | null = null
  const save = (key: string, value: unknown) => {
    if (typeof value !== 'string' || value === unsaved) return
    unsaved = null
    try {
      window.localStorage.setItem(key, value)
    } catch {
      // storage full or forbidden: the cart still works for this page
    }
  }
  return (key, initialValue) => {
    // react-use-cart reads it once, for its reducer's initial state
    if (initial === null) {
      initial = withCartId(initialValue, typeof window === 'undefined' ? undefined : readStoredCart()?.id)
      unsaved = initial
    }
    return [initial, (value) => save(key, value)]
  }
}

/** Inside react-use-cart's provider: keeps the store's view current, and restores the stored cart once mounted. */
function CartBridge({ connect, restoreStored }: { connect: (cart: UseCart) => void; restoreStored: () => void }) {
  const cart = useCart()
  useLayoutEffect(() => connect(cart))
  useEffect(restoreStored, [restoreStored])
  return null
}

/** One local cart per app (spec §4): react-use-cart's provider under its key `react-use-cart` (no `id`), and the store. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [setup] = useState(() => {
    let latest: UseCart | null = null
    const current = () => {
      if (!latest) throw new Error('Expected to be wrapped in a CartProvider')
      return latest
    }
    const store: CartStore = {
      getState: current,
      restore: (saved) => {
        const cart = current()
        cart.setItems(saved.items)
        cart.setCartMetadata(saved.metadata ?? {})
      },
    }
    const connect = (cart: UseCart) => void (latest = cart)
    const restoreStored = () => {
      const saved = readStoredCart()
      if (saved) store.restore(saved)
    }
    return { store, connect, restoreStored, storage: hydrationSafeStorage() }
  })
  return (
    <CartStoreContext.Provider value={setup.store}>
      <UseCartProvider storage={setup.storage}>
        <CartBridge connect={setup.connect} restoreStored={setup.restoreStored} />
        {children}
      </UseCartProvider>
    </CartStoreContext.Provider>
  )
}

export function useCartStore(): CartStore {
  const store = useContext(CartStoreContext)
  if (!store) throw new Error('Expected to be wrapped in a CartProvider')
  return store
}
