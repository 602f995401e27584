import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'

import { createCartStore, type CartStore } from './cartStore'
import { emptyCartState, type CartItemInput, type CartMetadata, type CartState } from './rules/localCart'

const CartContext = createContext<CartStore | null>(null)

/** One local cart per app (spec §4), created in the browser only: the server renders an empty cart. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createCartStore())
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>
}

export function useCartStore(): CartStore {
  const store = useContext(CartContext)
  if (!store) throw new Error('Expected to be wrapped in a CartProvider')
  return store
}

// The static HTML and the hydration render show an empty cart; the stored one appears right after.
const SERVER_STATE = emptyCartState()

export type UseCart = CartState & {
  setItems: (items: CartItemInput[]) => void
  addItem: (item: CartItemInput, quantity?: number) => void
  updateItem: (id: string | number, payload: Partial<CartItemInput>) => void
  updateItemQuantity: (id: string | number, quantity: number) => void
  removeItem: (id: string | number) => void
  emptyCart: () => void
  getItem: (id: string | number) => CartState['items'][number] | undefined
  inCart: (id: string | number) => boolean
  setCartMetadata: (metadata: CartMetadata) => void
  updateCartMetadata: (metadata: CartMetadata) => void
  clearCartMetadata: () => void
}

/** react-use-cart's `useCart()`, on our reducer. */
export function useCart(): UseCart {
  const store = useCartStore()
  const state = useSyncExternalStore(store.subscribe, store.getState, () => SERVER_STATE)
  return useMemo(() => {
    const { dispatch } = store
    const find = (id: string | number) => state.items.find((item) => item.id === String(id))
    return {
      ...state,
      setItems: (items) => void dispatch({ type: 'SET_ITEMS', items }),
      addItem: (item, quantity) => void dispatch({ type: 'ADD_ITEM', item, quantity }),
      updateItem: (id, payload) => void dispatch({ type: 'UPDATE_ITEM', id, payload }),
      updateItemQuantity: (id, quantity) => void dispatch({ type: 'UPDATE_ITEM_QUANTITY', id, quantity }),
      removeItem: (id) => void dispatch({ type: 'REMOVE_ITEM', id }),
      emptyCart: () => void dispatch({ type: 'EMPTY_CART' }),
      getItem: find,
      inCart: (id) => find(id) !== undefined,
      setCartMetadata: (metadata) => void dispatch({ type: 'SET_CART_META', metadata }),
      updateCartMetadata: (metadata) => void dispatch({ type: 'UPDATE_CART_META', metadata }),
      clearCartMetadata: () => void dispatch({ type: 'CLEAR_CART_META' }),
    }
  }, [store, state])
}
