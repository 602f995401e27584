// @vitest-environment jsdom
import { StrictMode, type ReactNode } from 'react'
import { act, cleanup, renderHook } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CartProvider, useCart, useCartStore, type UseCart } from '@/features/cart/CartProvider'
import { CART_STORAGE_KEY, parseStoredCart } from '@/features/cart/rules/localCart'

// The local cart is react-use-cart's CartProvider and useCart(): these tests hold it to spec §4 and §5.
const KEY = 'react-use-cart'
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null')
const lines = (cart: UseCart) => cart.items.map(({ id, quantity, itemTotal }) => [id, quantity, itemTotal])

function mount(saved?: unknown) {
  window.localStorage.clear()
  if (saved !== undefined) window.localStorage.setItem(KEY, JSON.stringify(saved))
  return renderHook(() => ({ cart: useCart(), store: useCartStore() }), { wrapper: CartProvider })
}

/** A cart holding two lines, restored from storage. */
const two = () =>
  mount({
    id: 'abc',
    items: [
      { id: '1', price: 10, quantity: 2 },
      { id: '2', price: 2.5, quantity: 4 },
    ],
    metadata: { note: 'x' },
  })

beforeEach(() => window.localStorage.clear())
afterEach(cleanup)

// spec §4 Local cart operations
describe('spec §4 local cart operations', () => {
  it.each<[string, (cart: UseCart) => void, (string | number)[][]]>([
    [
      'replace all items: a missing quantity becomes 1',
      (cart) =>
        cart.setItems([
          { id: '7', price: 3 },
          { id: '8', price: 1, quantity: 5 },
        ]),
      [
        ['7', 1, 3],
        ['8', 5, 5],
      ],
    ],
    [
      'add: a new id is appended with its quantity',
      (cart) => cart.addItem({ id: '3', price: 1 }, 3),
      [
        ['1', 2, 20],
        ['2', 4, 10],
        ['3', 3, 3],
      ],
    ],
    [
      'add: quantity defaults to 1',
      (cart) => cart.addItem({ id: '3', price: 1 }),
      [
        ['1', 2, 20],
        ['2', 4, 10],
        ['3', 1, 1],
      ],
    ],
    [
      'add: an existing id is increased',
      (cart) => cart.addItem({ id: '1', price: 10 }, 3),
      [
        ['1', 5, 50],
        ['2', 4, 10],
      ],
    ],
    [
      'add: an existing id needs no price',
      (cart) => cart.addItem({ id: '2' } as { id: string; price: number }, 1),
      [
        ['1', 2, 20],
        ['2', 5, 12.5],
      ],
    ],
    [
      'update by id merges the payload',
      (cart) => cart.updateItem('1', { price: 8 }),
      [
        ['1', 2, 16],
        ['2', 4, 10],
      ],
    ],
    [
      'change quantity sets the line quantity',
      (cart) => cart.updateItemQuantity('2', 1.5),
      [
        ['1', 2, 20],
        ['2', 1.5, 3.75],
      ],
    ],
    ['change quantity to 0 removes the line', (cart) => cart.updateItemQuantity('1', 0), [['2', 4, 10]]],
    ['change quantity below 0 removes the line', (cart) => cart.updateItemQuantity('2', -1), [['1', 2, 20]]],
    ['remove', (cart) => cart.removeItem('1'), [['2', 4, 10]]],
    ['empty', (cart) => cart.emptyCart(), []],
  ])('%s', (_rule, operation, expected) => {
    const { result } = two()
    act(() => operation(result.current.cart))
    expect(lines(result.current.cart)).toEqual(expected)
  })

  it('totals: items, isEmpty, totalItems (sum of quantities), totalUniqueItems, cartTotal', () => {
    const { result } = two()
    expect(result.current.cart).toMatchObject({ isEmpty: false, totalItems: 6, totalUniqueItems: 2, cartTotal: 30 })
    act(() => result.current.cart.emptyCart())
    expect(result.current.cart).toMatchObject({ items: [], isEmpty: true, totalItems: 0, totalUniqueItems: 0, cartTotal: 0, metadata: {} })
  })

  it.each<[string, (cart: UseCart) => void, Record<string, unknown>]>([
    ['set metadata replaces it', (cart) => cart.setCartMetadata({ orderId: '9' }), { orderId: '9' }],
    ['update metadata merges it', (cart) => cart.updateCartMetadata({ orderId: '9' }), { note: 'x', orderId: '9' }],
    ['clear metadata', (cart) => cart.clearCartMetadata(), {}],
    ['empty also clears the metadata (react-use-cart resets to its initial state)', (cart) => cart.emptyCart(), {}],
  ])('%s', (_rule, operation, expected) => {
    const { result } = two()
    act(() => operation(result.current.cart))
    expect(result.current.cart.metadata).toEqual(expected)
  })

  it('getItem and inCart find a line by id', () => {
    const { result } = two()
    expect(result.current.cart.getItem('2')).toMatchObject({ price: 2.5, quantity: 4 })
    expect(result.current.cart.inCart('1')).toBe(true)
    expect(result.current.cart.inCart('9')).toBe(false)
  })
})

// spec §5 Local cart errors: react-use-cart's messages, verbatim. The spec's « unknown action: No specific action » is
// its internal reducer's default branch (it says 'No action specified'): its public operations never reach it.
describe('spec §5 local cart errors', () => {
  it.each<[string, (cart: UseCart) => void, string]>([
    ['adding without id', (cart) => cart.addItem({ id: '', price: 1 }), 'You must provide an `id` for items'],
    [
      'new item without price',
      (cart) => cart.addItem({ id: '9' } as { id: string; price: number }),
      'You must pass a `price` for new items',
    ],
    ['updating quantity of an id not in cart', (cart) => cart.updateItemQuantity('9', 2), 'No such item to update'],
  ])('%s', (_rule, operation, message) => {
    const { result } = two()
    const before = result.current.cart.items
    expect(() => operation(result.current.cart)).toThrow(new Error(message))
    expect(result.current.cart.items).toBe(before)
  })

  it.each<[string, (cart: UseCart) => void]>([
    ['adding with quantity 0 does nothing', (cart) => cart.addItem({ id: '3', price: 1 }, 0)],
    ['adding with quantity below 0 does nothing', (cart) => cart.addItem({ id: '1', price: 1 }, -2)],
    ['update with empty id does nothing', (cart) => cart.updateItem('', { price: 1 })],
    ['remove with empty id does nothing', (cart) => cart.removeItem('')],
  ])('%s', (_rule, operation) => {
    const { result } = two()
    const before = result.current.cart
    act(() => operation(result.current.cart))
    expect(lines(result.current.cart)).toEqual(lines(before))
    expect(result.current.cart.totalItems).toBe(before.totalItems)
  })
})

// spec §4 and §9: stored in localStorage under the fixed key react-use-cart, restored on load, saved after every change
describe('spec §4 persistence under react-use-cart', () => {
  it('uses the key react-use-cart and a generated id of 12 characters', () => {
    expect(CART_STORAGE_KEY).toBe('react-use-cart')
    const { result } = mount()
    expect(result.current.cart).toMatchObject({ items: [], isEmpty: true, id: expect.stringMatching(/^[0-9a-z]{12}$/) })
    act(() => result.current.cart.addItem({ id: '1', price: 1 }))
    expect(stored().id).toBe(result.current.cart.id)
  })

  it('keeps the stored cart id', () => {
    const { result } = mount({ id: 'stored-id', items: [{ id: '1', price: 2, quantity: 3 }] })
    expect(result.current.cart.id).toBe('stored-id')
  })

  it('restores the stored cart on load and saves after every change', () => {
    const { result } = mount({ id: 'x', items: [{ id: '1', price: 2, quantity: 3 }], metadata: { orderId: '42' } })
    expect(result.current.cart).toMatchObject({ totalItems: 3, cartTotal: 6, metadata: { orderId: '42' } })
    act(() => result.current.cart.addItem({ id: '2', price: 1 }, 2))
    expect(stored()).toMatchObject({ totalItems: 5, totalUniqueItems: 2, cartTotal: 8, metadata: { orderId: '42' } })
  })

  it.each([false, true])('never writes the initial empty cart over a stored one (StrictMode: %s)', (strict) => {
    window.localStorage.clear()
    window.localStorage.setItem(KEY, JSON.stringify({ items: [{ id: '1', price: 2, quantity: 3 }] }))
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    const wrapper = ({ children }: { children: ReactNode }) =>
      strict ? (
        <StrictMode>
          <CartProvider>{children}</CartProvider>
        </StrictMode>
      ) : (
        <CartProvider>{children}</CartProvider>
      )
    const { result } = renderHook(() => useCart(), { wrapper })
    expect(result.current.totalItems).toBe(3)
    expect(setItem.mock.calls.filter(([key]) => key === KEY).map(([, value]) => JSON.parse(value).totalItems)).not.toContain(0)
    expect(stored()).toMatchObject({ totalItems: 3 })
    setItem.mockRestore()
  })

  it('the server and the hydration render show an empty cart, whatever is stored', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ items: [{ id: '1', price: 2, quantity: 3 }] }))
    function Count() {
      return <span>{useCart().totalItems}</span>
    }
    expect(
      renderToString(
        <CartProvider>
          <Count />
        </CartProvider>,
      ),
    ).toBe('<span>0</span>')
  })

  it('hydrates without mismatch over a stored cart, then shows it', async () => {
    function Count() {
      return <span>{useCart().totalItems}</span>
    }
    const app = (
      <CartProvider>
        <Count />
      </CartProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(app)
    window.localStorage.setItem(KEY, JSON.stringify({ items: [{ id: '1', price: 2, quantity: 3 }] }))
    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: recoverable })
    })
    expect(container.textContent).toBe('3')
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    act(() => root!.unmount())
    errors.mockRestore()
  })

  it('a failed call restores the saved state (spec §8), in the cart and in storage', () => {
    const { result } = two()
    const before = result.current.store.getState()
    act(() => {
      result.current.store.getState().addItem({ id: '5', price: 1 })
      result.current.store.getState().updateCartMetadata({ orderId: '9' })
    })
    expect(result.current.cart.totalUniqueItems).toBe(3)
    act(() => result.current.store.restore(before))
    expect(lines(result.current.cart)).toEqual(lines(before))
    expect(result.current.cart.metadata).toEqual({ note: 'x' })
    expect(stored()).toMatchObject({ totalItems: 6, totalUniqueItems: 2, metadata: { note: 'x' } })
  })

  it("reads react-use-cart's stored shape and recomputes the line totals", () => {
    const raw = JSON.stringify({
      id: 'cart',
      items: [{ id: 'p-1', price: 10, quantity: 2, itemTotal: 999 }],
      totalItems: 9,
      metadata: { a: 1 },
    })
    expect(parseStoredCart(raw)).toEqual({ id: 'cart', items: [{ id: 'p-1', price: 10, quantity: 2, itemTotal: 20 }], metadata: { a: 1 } })
  })

  it.each([null, '', 'not json', '{"items":"x"}', 'null'])('ignores an unreadable stored value %j', (raw) => {
    expect(parseStoredCart(raw)).toBeNull()
  })

  it('drops stored lines without id, price or a positive quantity', () => {
    const raw = JSON.stringify({
      items: [
        { id: '', price: 1, quantity: 1 },
        { id: 'a', quantity: 1 },
        { id: 'b', price: 1, quantity: 0 },
        { id: 'c', price: 1, quantity: 1 },
      ],
    })
    expect(parseStoredCart(raw)?.items.map((i) => i.id)).toEqual(['c'])
  })

  it('an unreadable stored cart starts empty', () => {
    window.localStorage.clear()
    window.localStorage.setItem(KEY, 'not json')
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider })
    expect(result.current.isEmpty).toBe(true)
  })
})
