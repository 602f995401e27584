/**
 * Calls the cart, orders, product and price handlers (src/pages/api) as the shop's pages do: same-origin headers and the
 * buyer's session cookie. Import `loadCartApi()` after startTestPayload() (the handlers reach Payload).
 */
import type { NextApiHandler } from 'next'

import { callApi, type ApiResult } from '../helpers/nextApi'

export const SHOP = 'http://localhost:3000'
export const FOREIGN = 'https://evil.example'

export type CartApi = Awaited<ReturnType<typeof loadCartApi>>

export async function loadCartApi() {
  const h = {
    cart: (await import('@/pages/api/cart/index')).default,
    cartLine: (await import('@/pages/api/cart/[orderId]')).default,
    cartEmpty: (await import('@/pages/api/cart/empty')).default,
    cartLines: (await import('@/pages/api/cart/lines')).default,
    orders: (await import('@/pages/api/orders/index')).default,
    order: (await import('@/pages/api/orders/[id]')).default,
    product: (await import('@/pages/api/products/[id]')).default,
    prices: (await import('@/pages/api/prices')).default,
  } satisfies Record<string, NextApiHandler>

  /** `cookie`: 'payload-token=…' or null for a visitor; `origin`: the page's origin (POST), FOREIGN for another site. */
  const call = (
    handler: NextApiHandler,
    method: 'GET' | 'POST',
    {
      cookie,
      body,
      query,
      origin = SHOP,
    }: { cookie: string | null; body?: unknown; query?: Record<string, string>; origin?: string | null },
  ): Promise<ApiResult> =>
    callApi(handler, {
      method,
      headers: {
        host: 'localhost:3000',
        ...(cookie ? { cookie } : {}),
        ...(origin ? { origin } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body,
      query,
    })

  return {
    handlers: h,
    call,
    addToCart: (cookie: string | null, body?: unknown, origin?: string) => call(h.cart, 'POST', { cookie, body, origin }),
    setLine: (cookie: string | null, orderId: string, body: unknown, origin?: string) =>
      call(h.cartLine, 'POST', { cookie, body, query: { orderId }, origin }),
    addLines: (cookie: string | null, body: unknown, origin?: string) => call(h.cartLines, 'POST', { cookie, body, origin }),
    emptyGet: (cookie: string | null, origin?: string | null) => call(h.cartEmpty, 'GET', { cookie, origin }),
    listOrders: (cookie: string | null) => call(h.orders, 'GET', { cookie, origin: null }),
    checkout: (cookie: string | null, body: unknown, origin?: string) => call(h.orders, 'POST', { cookie, body, origin }),
    getOrder: (cookie: string | null, id: string) => call(h.order, 'GET', { cookie, query: { id }, origin: null }),
    getProduct: (cookie: string | null, id: string) => call(h.product, 'GET', { cookie, query: { id }, origin: null }),
    getPrices: (cookie: string | null, ids: string) => call(h.prices, 'GET', { cookie, query: { ids }, origin: null }),
  }
}
