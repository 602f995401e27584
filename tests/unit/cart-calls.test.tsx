// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { resetCartPanel, useCartPanel } from '@/features/cart/cartPanel'
import { CartProvider, useCart } from '@/features/cart/CartProvider'
import { useCartCalls } from '@/features/cart/useCartCalls'
import { SESSION_QUERY_KEY } from '@/features/session/useClientSession'
import { resetUiStore, useUiStore } from '@/stores/ui'

const router = { pathname: '/catalogues/produit/[slug]' }
vi.mock('next/router', () => ({ useRouter: () => router }))

const BANNER = 'Un problème est survenu lors de la mise à jour du panier. Veuillez réessayer ou nous contacter si le problème persiste.'

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

function setup(stored?: unknown) {
  window.localStorage.clear()
  if (stored) window.localStorage.setItem('react-use-cart', JSON.stringify(stored))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false }, mutations: { retry: false } } })
  client.setQueryData(SESSION_QUERY_KEY, { id: 1, email: 'a@demo.fr', dimasys_type: 1, last_dimasys_order: stored ? '42' : null })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <CartProvider>{children}</CartProvider>
    </QueryClientProvider>
  )
  return renderHook(() => ({ calls: useCartCalls(), cart: useCart() }), { wrapper })
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

beforeEach(() => {
  resetUiStore()
  resetCartPanel()
  router.pathname = '/catalogues/produit/[slug]'
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('cart calls (spec §5 cart success, §8 failure)', () => {
  it('a first add posts the item form to /api/cart, takes the order id and the server lines, and opens the panel', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(reply(200, { code: 'success', order: order([{ id: '17', quantity: 3, amount_ht: 81.83333 }]) }))
    const { result } = setup()
    act(() => result.current.calls.add(17, 80, 3))
    await waitFor(() => expect(useCartPanel.getState().isOpen).toBe(true))
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/cart')
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toEqual({ product_id: '17', product_quantity: 3 })
    expect(result.current.cart.items).toEqual([{ id: '17', price: 81.8333, quantity: 3, itemTotal: 81.8333 * 3 }])
    expect(result.current.cart.metadata).toEqual({ orderId: '42' })
    expect(useUiStore.getState().banner).toBeNull()
  })

  it("a first add answered without statusCode 200 is a failure: banner with 'nous contacter' → /contact, cart restored", async () => {
    const bad = { ...order([{ id: '17', quantity: 1, amount_ht: 10 }]), statusCode: 500 }
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, { code: 'success', order: bad }))
    const { result } = setup()
    act(() => result.current.calls.add(17, 10, 1))
    await waitFor(() =>
      expect(useUiStore.getState().banner).toEqual({
        type: 'error',
        message: BANNER,
        link: { href: '/contact?sujet=Probl%C3%A8me%20de%20mise%20%C3%A0%20jour%20du%20panier', label: 'nous contacter' },
      }),
    )
    expect(result.current.cart.items).toEqual([])
    expect(useCartPanel.getState().isOpen).toBe(false)
  })

  it('a quantity change sets the line on the current order; an ERP failure restores the local cart', async () => {
    const stored = { id: 'abcdefabcdef', items: [{ id: '17', price: 10, quantity: 2 }], metadata: { orderId: '42' } }
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(503, { code: 'erp_unavailable', message: 'indisponible' }))
    const { result } = setup(stored)
    await waitFor(() => expect(result.current.cart.totalItems).toBe(2))
    act(() => result.current.calls.changeQuantity('17', 5))
    await waitFor(() => expect(useUiStore.getState().banner?.message).toBe(BANNER))
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/cart/42')
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toEqual({ id: '17', quantity: 5 })
    expect(result.current.cart.items.map((i) => [i.id, i.quantity])).toEqual([['17', 2]])
    expect(JSON.parse(window.localStorage.getItem('react-use-cart')!).totalItems).toBe(2)
  })

  it('several lines go in one call to /api/cart/lines; the local cart then takes the server lines and its order id', async () => {
    const stored = { id: 'abcdefabcdef', items: [{ id: '17', price: 10, quantity: 2 }], metadata: { orderId: '42' } }
    const served = order(
      [
        { id: '17', quantity: 3, amount_ht: 9.5 },
        { id: '18', quantity: 2, amount_ht: 5 },
      ],
      '42',
    )
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      reply(200, {
        code: 'success',
        order: served,
        added: [
          { productId: 17, quantity: 3 },
          { productId: 18, quantity: 2 },
        ],
        refused: [],
      }),
    )
    const { result } = setup(stored)
    await waitFor(() => expect(result.current.cart.totalItems).toBe(2))
    const onAdded = vi.fn()
    act(() =>
      result.current.calls.addMany(
        [
          { productId: 17, price: 10, quantity: 1 },
          { productId: 18, price: 5, quantity: 2 },
        ],
        onAdded,
      ),
    )
    await waitFor(() => expect(onAdded).toHaveBeenCalled())
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/cart/lines')
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toEqual({
      lines: [
        { productId: '17', quantity: 1 },
        { productId: '18', quantity: 2 },
      ],
    })
    expect(result.current.cart.items.map((i) => [i.id, i.quantity, i.price])).toEqual([
      ['17', 3, 9.5],
      ['18', 2, 5],
    ])
    expect(onAdded).toHaveBeenCalledWith({
      added: [
        { productId: 17, quantity: 3 },
        { productId: 18, quantity: 2 },
      ],
      refused: [],
    })
    expect(useUiStore.getState().banner).toBeNull()
  })

  it('lines the server refused leave the local cart and are announced; none added shows the server’s reason', async () => {
    const refused = [{ index: 1, productId: 18, code: 'product_not_found', message: 'Ce produit n’est pas disponible à la vente.' }]
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      reply(200, {
        code: 'success',
        order: order([{ id: '17', quantity: 1, amount_ht: 10 }], '77'),
        added: [{ productId: 17, quantity: 1 }],
        refused,
      }),
    )
    const { result } = setup()
    const onAdded = vi.fn()
    act(() =>
      result.current.calls.addMany(
        [
          { productId: 17, price: 10, quantity: 1 },
          { productId: 18, price: 5, quantity: 2 },
        ],
        onAdded,
      ),
    )
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith({ added: [{ productId: 17, quantity: 1 }], refused }))
    expect(result.current.cart.items.map((i) => i.id)).toEqual(['17'])
    expect(result.current.cart.metadata).toEqual({ orderId: '77' })
    expect(useUiStore.getState().banner?.message).toBe(
      'Un produit n’a pas pu être ajouté à votre panier (retiré de la vente ou quantité non autorisée).',
    )

    resetUiStore()
    fetchSpy.mockResolvedValueOnce(reply(400, { code: 'lines_refused', message: 'Ce produit n’est pas disponible à la vente.', refused }))
    act(() => result.current.calls.addMany([{ productId: 18, price: 5, quantity: 2 }]))
    await waitFor(() => expect(useUiStore.getState().banner?.message).toBe('Ce produit n’est pas disponible à la vente.'))
    expect(result.current.cart.items.map((i) => i.id)).toEqual(['17'])
  })

  it('remove sends quantity 0; on /panier the panel stays closed', async () => {
    router.pathname = '/panier'
    const stored = { id: 'abcdefabcdef', items: [{ id: '17', price: 10, quantity: 2 }], metadata: { orderId: '42' } }
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, { code: 'success', order: order([]) }))
    const { result } = setup(stored)
    await waitFor(() => expect(result.current.cart.totalItems).toBe(2))
    act(() => result.current.calls.remove('17'))
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled())
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toEqual({ id: '17', quantity: 0 })
    await waitFor(() => expect(result.current.cart.isEmpty).toBe(true))
    expect(useCartPanel.getState().isOpen).toBe(false)
  })

  it('empty posts /api/cart without body; a failed empty also logs to the console', async () => {
    const stored = { id: 'abcdefabcdef', items: [{ id: '17', price: 10, quantity: 2 }], metadata: { orderId: '42' } }
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(500, { code: 'server_error', message: 'x' }))
    const consoleSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result } = setup(stored)
    await waitFor(() => expect(result.current.cart.totalItems).toBe(2))
    act(() => result.current.calls.empty())
    await waitFor(() => expect(consoleSpy).toHaveBeenCalled())
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/cart')
    expect(fetchSpy.mock.calls[0]![1]!.body).toBeUndefined()
    expect(result.current.cart.totalItems).toBe(2)
  })
})
