import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/router'

import { PUNCHOUT_TEXT } from '@/features/punchout/messages'
import { useTransferStore } from '@/features/punchout/transferStore'
import { usePunchoutSession } from '@/features/punchout/usePunchoutSession'
import { SESSION_QUERY_KEY, useClientSession, type ClientSession } from '@/features/session/useClientSession'
import { showToast, TOAST_TEXT } from '@/features/ui/toasts'
import { ApiError } from '@/lib/apiClient'
import type { AddedLine, OrderView, RefusedLine } from '@/lib/cart/api'
import { cartApi } from '@/lib/cart/client'
import { CART_MUTATION_KEY, CART_QUERY_ROOT, cartKeys } from '@/lib/cart/queryKeys'
import { DEFAULT_PLATFORM } from '@/lib/punchout/api'
import type { PunchoutForm } from '@/lib/punchout/api'
import { useUiStore } from '@/stores/ui'

import { useCartPanel } from './cartPanel'
import { useCartStore, type CartStore } from './CartProvider'
import { CART_TEXT } from './messages'
import { cartConfirmation } from './rules/cartFeedback'
import { currentOrderId } from './rules/currentOrder'
import { emptySucceeded, firstAddOrderId, firstAddSucceeded, updateSucceeded } from './rules/cartReply'
import { orderSyncAction, type OrderSyncUser } from './rules/orderSync'
import { refusedWhenReadOnly, returnsToProcurement, transferSucceeded } from './rules/procurement'

export type CartCall =
  | { kind: 'add'; productId: string; price: number; quantity: number }
  | { kind: 'quantity'; productId: string; quantity: number }
  | { kind: 'remove'; productId: string }
  | { kind: 'empty' }
  /** Several lines in one server call ('Commander à nouveau', frequent purchases, quick order). */
  | { kind: 'addMany'; lines: { productId: string; price: number; quantity: number }[] }

/** What the caller of addMany learns once the server answered: the lines added and those refused (with their reasons). */
export type AddManyResult = { added: AddedLine[]; refused: RefusedLine[] }

/** What a call changed: the server's order (null: emptied) and, for several lines, those added and refused. */
type CallResult = AddManyResult & { order: OrderView | null }
const done = (order: OrderView | null): CallResult => ({ order, added: [], refused: [] })

/** A reply that does not meet spec §5's success rule is a failure like any other. */
class CartCallRefused extends Error {}
/** A change asked in an `inspect` punch-out session (the buttons are disabled; a stale one says why). */
class ReadOnlyCart extends Error {}

type RunContext = {
  user: (OrderSyncUser & Pick<ClientSession, 'email' | 'coupa'>) | null
  /** An `inspect` punch-out session */
  readOnly: boolean
  /** This browser is in a punch-out session (a procurement account logged in directly is not: its cart just empties). */
  inPunchout: boolean
  /** posts the platform's form (TransferForm) and resolves once submitted */
  postForm: (form: PunchoutForm) => Promise<void>
  /** the order the previous line of the same call went to (the cart's metadata shows it only after the next render) */
  orderId?: string
}

/** Applies the change to the local cart at once, then tells the server; returns the server's order (null: emptied). */
async function run(call: CartCall, store: CartStore, context: RunContext): Promise<CallResult> {
  const { user, readOnly, inPunchout, postForm } = context
  const cart = store.getState()
  const orderId = context.orderId ?? currentOrderId(user, cart.metadata)
  if (refusedWhenReadOnly(call.kind, readOnly)) throw new ReadOnlyCart(call.kind)
  switch (call.kind) {
    case 'add': {
      const existing = cart.getItem(call.productId)?.quantity
      cart.addItem({ id: call.productId, price: call.price }, call.quantity)
      // addItem increases an existing line (a quantity of 0 or less does nothing); the server takes the line's new
      // quantity, not an increment
      const line = existing === undefined ? call.quantity : call.quantity > 0 ? existing + call.quantity : existing
      if (!orderId) {
        const reply = await cartApi.createCart(call.productId, line)
        if (!firstAddSucceeded(reply)) throw new CartCallRefused('first add')
        cart.updateCartMetadata({ orderId: firstAddOrderId(reply) })
        return done(reply.order)
      }
      const reply = await cartApi.setLine(orderId, call.productId, line)
      if (!updateSucceeded(reply)) throw new CartCallRefused('add')
      return done(reply.order)
    }
    case 'quantity':
    case 'remove': {
      const quantity = call.kind === 'remove' ? 0 : call.quantity
      cart.updateItemQuantity(call.productId, quantity)
      const reply = await cartApi.setLine(orderId, call.productId, quantity)
      if (!updateSucceeded(reply)) throw new CartCallRefused(call.kind)
      return done(reply.order)
    }
    case 'addMany': {
      // shown at once like one add each; the server adds the quantities to its lines, and its order then replaces these
      for (const line of call.lines) cart.addItem({ id: line.productId, price: line.price }, line.quantity)
      const reply = await cartApi.addLines(call.lines.map(({ productId, quantity }) => ({ productId, quantity })))
      if (!updateSucceeded(reply)) throw new CartCallRefused('addMany')
      return { order: reply.order, added: reply.added ?? [], refused: reply.refused ?? [] }
    }
    case 'empty': {
      // spec §6: a procurement account's cart goes to the platform first, and is emptied only once the form is posted;
      // logged in directly (no punch-out session) there is no platform to return to: the cart is just emptied
      const procurement = user !== null && returnsToProcurement(user) && inPunchout
      if (procurement) {
        const transfer = await cartApi.transfer(orderId, user.email)
        if (!transferSucceeded(transfer)) throw new CartCallRefused('transfer')
        await postForm(transfer.form)
      }
      cart.emptyCart()
      // the form post is taking the page away: the emptying must outlive it
      const reply = await cartApi.empty(procurement)
      if (!emptySucceeded(reply)) throw new CartCallRefused('empty')
      return done(null)
    }
  }
}

/** The server's order replaces the local cart (its prices and amounts are the ERP's). */
export function loadServerOrder(store: CartStore, queryClient: QueryClient, user: OrderSyncUser | null, order: OrderView): void {
  queryClient.setQueryData(cartKeys.order(order.id), { code: 'success', order })
  const action = orderSyncAction({ user, response: { code: 'success', order } })
  if (action.kind === 'load') {
    const cart = store.getState()
    cart.setItems(action.items)
    cart.updateCartMetadata({ orderId: action.orderId })
  }
}

/**
 * Add, change quantity, remove and empty (spec §4–§8): the local cart changes at once; the server's order then
 * replaces it (its prices and amounts are the ERP's). On failure: the local cart restored, the error banner with
 * 'nous contacter' → /contact. In every case the cart queries and the session are refreshed. The cart panel opens
 * after a successful add or update, except on /panier.
 */
export function useCartCalls() {
  const store = useCartStore()
  const queryClient = useQueryClient()
  const { user } = useClientSession()
  const { readOnly, punchout } = usePunchoutSession()
  const postForm = useTransferStore((s) => s.post)
  const router = useRouter()
  const showBanner = useUiStore((s) => s.showBanner)
  const openCartPanel = useCartPanel((s) => s.open)

  const mutation = useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: async (call: CartCall) => {
      const before = store.getState()
      try {
        return await run(call, store, { user, readOnly, inPunchout: punchout !== null, postForm })
      } catch (error) {
        store.restore(before)
        // the order we knew is gone or placed: the next call asks the session's current one
        if (error instanceof ApiError && (error.code === 'not_found' || error.code === 'order_not_open')) {
          store.getState().updateCartMetadata({ orderId: undefined })
        }
        throw error
      }
    },
    // the removed line, for « Annuler »
    onMutate: (call) => (call.kind === 'remove' ? { removed: store.getState().getItem(call.productId) } : {}),
    onSuccess: ({ order, refused }, call, context) => {
      if (order) loadServerOrder(store, queryClient, user, order)
      if (refused.length > 0) showBanner({ type: 'error', message: CART_TEXT.linesRefused(refused.length) })
      const confirmation = cartConfirmation(call.kind, router.pathname)
      if (confirmation.kind === 'panel') openCartPanel(confirmation.notice)
      if (confirmation.kind === 'toast') {
        const line = confirmation.undo ? context?.removed : undefined
        const undo = line
          ? {
              label: TOAST_TEXT.undo,
              onClick: () => mutation.mutate({ kind: 'add', productId: line.id, price: line.price, quantity: line.quantity ?? 1 }),
            }
          : undefined
        showToast(confirmation.message, undo)
      }
    },
    onError: (error, call) => {
      if (call.kind === 'empty') console.error('Cart empty failed', error)
      // a refused return to the platform says why in French (no punch-out session, post-back not allowed); else spec §8
      if (error instanceof ReadOnlyCart)
        return showBanner({ type: 'error', message: PUNCHOUT_TEXT.readOnly(punchout?.platform ?? DEFAULT_PLATFORM.cxml) })
      // none of several lines could be added: the server says why (product withdrawn, quantity below its minimum…)
      const explained = error instanceof ApiError && ((call.kind === 'empty' && error.status === 403) || error.code === 'lines_refused')
      const message = explained ? error.message : CART_TEXT.updateFailed
      showBanner({ type: 'error', message, link: { href: CART_TEXT.contactHref, label: CART_TEXT.contactLabel } })
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT })
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
    },
  })

  const send = (call: CartCall) => mutation.mutate(call)
  return {
    add: (productId: string | number, price: number, quantity: number) =>
      send({ kind: 'add', productId: String(productId), price, quantity }),
    changeQuantity: (productId: string | number, quantity: number) => send({ kind: 'quantity', productId: String(productId), quantity }),
    remove: (productId: string | number) => send({ kind: 'remove', productId: String(productId) }),
    empty: () => send({ kind: 'empty' }),
    /** Several lines in one server call; `onAdded` learns which were added and which refused (and why). */
    addMany: (lines: { productId: string | number; price: number; quantity: number }[], onAdded?: (result: AddManyResult) => void) =>
      mutation.mutate(
        { kind: 'addMany', lines: lines.map((l) => ({ ...l, productId: String(l.productId) })) },
        { onSuccess: ({ added, refused }) => onAdded?.({ added, refused }) },
      ),
    isPending: mutation.isPending,
  }
}
