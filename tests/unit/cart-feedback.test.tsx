// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react'
import { Toaster, toast } from 'react-hot-toast'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { resetCartPanel, useCartPanel } from '@/features/cart/cartPanel'
import { CartProvider, useCart } from '@/features/cart/CartProvider'
import { cartConfirmation } from '@/features/cart/rules/cartFeedback'
import { useCartCalls } from '@/features/cart/useCartCalls'
import { SESSION_QUERY_KEY } from '@/features/session/useClientSession'
import { resetUiStore } from '@/stores/ui'

const router = { pathname: '/panier' }
vi.mock('next/router', () => ({ useRouter: () => router }))

const ADDED = 'Le produit a été ajouté à votre panier.'
const REMOVED = 'Le produit a été retiré de votre panier.'

describe('how a cart change is confirmed', () => {
  it.each([
    ['add', '/catalogues/produit/[slug]', { kind: 'panel', notice: ADDED }],
    ['quantity', '/recherche', { kind: 'panel', notice: 'Votre panier a été mis à jour.' }],
    ['add', '/panier', { kind: 'toast', message: ADDED, undo: false }],
    ['add', '/mon-compte/favoris', { kind: 'toast', message: ADDED, undo: false }],
    ['add', '/mon-compte/achats-frequents', { kind: 'toast', message: ADDED, undo: false }],
    ['addMany', '/mon-compte/mes-commandes/[id]', { kind: 'toast', message: 'Les produits ont été ajoutés à votre panier.', undo: false }],
    ['addMany', '/commande-rapide', { kind: 'panel', notice: 'Les produits ont été ajoutés à votre panier.' }],
    ['quantity', '/panier', { kind: 'none' }],
    ['remove', '/panier', { kind: 'toast', message: REMOVED, undo: true }],
    ['remove', '/catalogues/produit/[slug]', { kind: 'toast', message: REMOVED, undo: true }],
    ['empty', '/panier', { kind: 'none' }],
    ['add', '/panier-cadeau', { kind: 'panel', notice: ADDED }],
  ] as const)('%s on %s', (kind, pathname, expected) => expect(cartConfirmation(kind, pathname)).toEqual(expected))
})

const order = (products: { id: string; quantity: number; amount_ht: number }[], id = '42') => ({
  id,
  statusCode: 200,
  data: { id },
  origin: 'EPS',
  status: 'cart',
  amount_ht: 0,
  delivery_ht: 15,
  total_ht: 15,
  products: products.map((p) => ({ ...p, total_ht: p.amount_ht * p.quantity })),
})
const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

function setup() {
  window.localStorage.clear()
  window.localStorage.setItem(
    'react-use-cart',
    JSON.stringify({ id: 'abcdefabcdef', items: [{ id: '17', price: 10, quantity: 2 }], metadata: { orderId: '42' } }),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false }, mutations: { retry: false } } })
  client.setQueryData(SESSION_QUERY_KEY, { id: 1, email: 'a@demo.fr', dimasys_type: 1, last_dimasys_order: '42' })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <CartProvider>
        {children}
        <Toaster position="bottom-left" />
      </CartProvider>
    </QueryClientProvider>
  )
  return renderHook(() => ({ calls: useCartCalls(), cart: useCart() }), { wrapper })
}

beforeAll(() => {
  // react-hot-toast reads prefers-reduced-motion, which jsdom lacks
  window.matchMedia ??= ((query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia
})
beforeEach(() => {
  resetUiStore()
  resetCartPanel()
  router.pathname = '/panier'
})
afterEach(() => {
  act(() => toast.remove())
  cleanup()
  vi.restoreAllMocks()
})

describe('toasts of the cart calls', () => {
  it('a removed line is announced with « Annuler », which puts it back with its quantity', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(reply({ code: 'success', order: order([]) }))
      .mockResolvedValueOnce(reply({ code: 'success', order: order([{ id: '17', quantity: 2, amount_ht: 10 }]) }))
    const { result } = setup()
    await waitFor(() => expect(result.current.cart.totalItems).toBe(2))
    act(() => result.current.calls.remove('17'))
    const status = await screen.findByRole('status')
    expect(status.textContent).toContain(REMOVED)
    expect(result.current.cart.isEmpty).toBe(true)
    fireEvent.click(within(status).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2))
    expect(JSON.parse(String(fetchSpy.mock.calls[1]![1]!.body))).toEqual({ id: '17', quantity: 2 })
    await waitFor(() => expect(result.current.cart.items.map((i) => [i.id, i.quantity])).toEqual([['17', 2]]))
  })

  it('an add from the account area is confirmed by a toast, not the panel; Escape or « Fermer » dismisses it', async () => {
    router.pathname = '/mon-compte/favoris'
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      reply({ code: 'success', order: order([{ id: '17', quantity: 3, amount_ht: 10 }]) }),
    )
    const { result } = setup()
    await waitFor(() => expect(result.current.cart.totalItems).toBe(2))
    act(() => result.current.calls.add(17, 10, 1))
    const status = await screen.findByRole('status')
    expect(status.textContent).toContain(ADDED)
    expect(useCartPanel.getState().isOpen).toBe(false)
    // the Toaster keeps a dismissed toast a moment for its exit, without the class that shows it
    const shown = () => (screen.queryByText(ADDED)?.closest('[data-rht-toaster] > div')?.className ?? '') !== ''
    expect(shown()).toBe(true)
    const close = within(status).getByRole('button', { name: 'Fermer la notification' })
    close.focus()
    fireEvent.keyDown(close, { key: 'Escape' })
    await waitFor(() => expect(shown()).toBe(false))
    // the hidden toast leaves the document a second later; drop it now so that the next add's toast is the only one
    act(() => toast.remove())

    act(() => result.current.calls.add(17, 10, 1))
    await waitFor(() => expect(shown()).toBe(true))
    fireEvent.click(within(screen.getAllByRole('status').at(-1)!).getByRole('button', { name: 'Fermer la notification' }))
    await waitFor(() => expect(shown()).toBe(false))
  })
})
