/**
 * The cart, orders, product and price routes as the browser calls them (docs/cart-api.md, spec §7): credentials sent,
 * JSON content type where a body exists (src/lib/apiClient.ts). Hooks call these; components never fetch.
 */
import { ApiError, call, post } from '@/lib/apiClient'
import type {
  AddLinesReply,
  CartReply,
  EmptyCartReply,
  LineToAdd,
  OrderReply,
  OrdersReply,
  PricesReply,
  ProductReply,
} from '@/lib/cart/api'
import { NO_ORDER_ID } from '@/lib/cart/api'
import type { CardIntentReply, PaymentStatusReply } from '@/lib/payments/api'

import type { CheckoutBody } from './checkout'

export const cartApi = {
  /** spec §7 first add: POST /api/cart with the item form (creates the cart). */
  createCart: (productId: string, quantity: number) => post<CartReply>('/api/cart', { product_id: productId, product_quantity: quantity }),
  /** spec §7: POST /api/cart/{orderId} {id, quantity}; quantity 0 removes the line. */
  setLine: (orderId: string | null, productId: string, quantity: number) =>
    post<CartReply>(`/api/cart/${encodeURIComponent(orderId ?? NO_ORDER_ID)}`, { id: productId, quantity }),
  /** Several lines in one call, each quantity added to the cart's line (the cart created when there is none). */
  addLines: (lines: readonly LineToAdd[]) => post<AddLinesReply>('/api/cart/lines', { lines }),
  /** spec §7: POST /api/cart without body empties the cart; `keepalive` when the page is leaving (punch-out return). */
  empty: (keepalive = false) => post<EmptyCartReply>('/api/cart', undefined, keepalive ? { keepalive } : {}),
  /** spec §7: POST /api/orders/order_epo {orderId, email}: the cart as the procurement platform's form (unknown: checked by rules/procurement). */
  transfer: (orderId: string | null, email: string) => post<unknown>('/api/orders/order_epo', { orderId: orderId ?? NO_ORDER_ID, email }),
  /** spec §7: GET /api/orders/{id}, -1 when there is no current order. */
  order: (orderId: string | null) => call<OrderReply>(`/api/orders/${encodeURIComponent(orderId ?? NO_ORDER_ID)}`),
  orders: () => call<OrdersReply>('/api/orders'),
  checkout: (body: CheckoutBody) => post<CartReply>('/api/orders', body),
  /** The PaymentIntent of the open order (amount computed by the server) for the card step. */
  cardIntent: (body: CheckoutBody) => post<CardIntentReply>('/api/payments/intent', body),
  /** Where the card payment stands (the webhook places the order). */
  paymentStatus: (intent: string) => call<PaymentStatusReply>(`/api/payments/status?intent=${encodeURIComponent(intent)}`),
  product: (id: string) => call<ProductReply>(`/api/products/${encodeURIComponent(id)}`),
  prices: (ids: readonly number[]) => call<PricesReply>(`/api/prices?ids=${ids.join(',')}`),
}

/** Failed cart reads are retried (1 s, 2 s, 4 s…) unless the server said no (4xx): a missing order stays missing. */
export const retryCartRead = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 3
