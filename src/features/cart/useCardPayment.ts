import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'

import { SESSION_QUERY_KEY } from '@/features/session/useClientSession'
import { ApiError } from '@/lib/apiClient'
import type { OrderView } from '@/lib/cart/api'
import { CHECKOUT_MESSAGES, type CheckoutBody } from '@/lib/cart/checkout'
import { cartApi } from '@/lib/cart/client'
import { CART_QUERY_ROOT } from '@/lib/cart/queryKeys'
import type { CardIntentReply } from '@/lib/payments/api'
import { PAYMENT_TEXT } from '@/lib/payments/messages'

import { useCartStore } from './CartProvider'

/** How often and how long the card step asks whether the webhook placed the order. */
const POLL_MS = 1_500
const POLL_LIMIT = 60

export type CardStep =
  | { step: 'idle' }
  | { step: 'preparing' }
  | { step: 'ready'; intent: CardIntentReply }
  | { step: 'confirming'; intent: CardIntentReply }
  | { step: 'slow'; intent: CardIntentReply }

/**
 * The card step: asks the server for the PaymentIntent of the open order (amount computed there), then,
 * once Stripe.js confirmed the payment, polls GET /api/payments/status until the webhook placed the order, which is then
 * shown like an order on account. A refusal keeps the cart and says why in French.
 */
export function useCardPayment(onPlaced: (order: OrderView) => void) {
  const queryClient = useQueryClient()
  const store = useCartStore()
  const [state, setState] = useState<CardStep>({ step: 'idle' })
  const [error, setError] = useState<string | null>(null)
  const alive = useRef(true)
  useEffect(() => () => void (alive.current = false), [])

  const start = useCallback(async (body: CheckoutBody) => {
    setError(null)
    setState({ step: 'preparing' })
    try {
      const intent = await cartApi.cardIntent(body)
      if (alive.current) setState({ step: 'ready', intent })
    } catch (e) {
      if (!alive.current) return
      setState({ step: 'idle' })
      setError(e instanceof ApiError ? e.message : CHECKOUT_MESSAGES.serverError)
    }
  }, [])

  const cancel = useCallback(() => {
    setState({ step: 'idle' })
    setError(null)
  }, [])

  /** The card step could not go on (Stripe.js not loaded): said as is, the cart stays. */
  const failed = useCallback((message: string) => setError(message), [])

  /** Stripe.js refused the payment at once (card declined, 3-D Secure failed): the cart stays. */
  const refused = useCallback((reason: string | undefined) => {
    setError(PAYMENT_TEXT.declined(reason?.trim() ? reason.trim() : PAYMENT_TEXT.defaultDecline))
    setState((s) => (s.step === 'confirming' ? { step: 'ready', intent: s.intent } : s))
  }, [])

  /** Stripe.js accepted: wait for the webhook to place the order. */
  const confirmed = useCallback(
    async (intent: CardIntentReply) => {
      setError(null)
      setState({ step: 'confirming', intent })
      for (let attempt = 0; attempt < POLL_LIMIT && alive.current; attempt++) {
        const reply = await cartApi.paymentStatus(intent.paymentIntent).catch(() => null)
        if (reply?.status === 'succeeded') {
          const order = await cartApi.order(reply.order_id).catch(() => null)
          if (order?.code === 'success') onPlaced(order.order)
          store.getState().emptyCart()
          void queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT })
          void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
          if (alive.current) setState({ step: 'idle' })
          return
        }
        if (reply?.status === 'failed') {
          setError(reply.message ?? PAYMENT_TEXT.declined(PAYMENT_TEXT.defaultDecline))
          setState({ step: 'idle' })
          return
        }
        if (reply && reply.status !== 'pending') {
          setError(CHECKOUT_MESSAGES.serverError)
          setState({ step: 'idle' })
          return
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
      if (alive.current) setState({ step: 'slow', intent })
    },
    [onPlaced, queryClient, store],
  )

  return { state, error, start, cancel, refused, confirmed, failed }
}
