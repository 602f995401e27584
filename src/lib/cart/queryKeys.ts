/** React Query keys of the cart: everything under ['cart'] is refreshed after a cart call (spec §8). */
export const CART_QUERY_ROOT = ['cart'] as const

export const cartKeys = {
  order: (orderId: string | null) => ['cart', 'order', orderId ?? '-1'] as const,
  orderRoot: ['cart', 'order'] as const,
  orders: ['cart', 'orders'] as const,
  product: (id: string) => ['cart', 'product', id] as const,
  /** per buyer: another account logged in later never sees these prices */
  price: (userId: string | number, productId: number) => ['prices', String(userId), productId] as const,
  pricesRoot: ['prices'] as const,
}

/** Every cart mutation carries this key: `useIsMutating` tells when a cart call runs (spec §4 cart interaction). */
export const CART_MUTATION_KEY = ['cart-call'] as const
