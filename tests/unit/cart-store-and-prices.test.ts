import { describe, expect, it, vi } from 'vitest'

import { createCartStore } from '@/features/cart/cartStore'
import { createPriceBatcher } from '@/features/prices/priceBatch'
import { CART_STORAGE_KEY } from '@/features/cart/rules/localCart'

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial))
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
}

// spec §4 Local cart operations: persisted under react-use-cart, restored on load and saved after every change
describe('spec §4 local cart persistence', () => {
  it('restores the stored cart on load and saves after every change', () => {
    const storage = memoryStorage({
      [CART_STORAGE_KEY]: JSON.stringify({ id: 'x', items: [{ id: '1', price: 2, quantity: 3 }], metadata: {} }),
    })
    const store = createCartStore(storage)
    expect(store.getState()).toMatchObject({ totalItems: 3, cartTotal: 6 })
    store.dispatch({ type: 'ADD_ITEM', item: { id: '2', price: 1 }, quantity: 2 })
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY)!)).toMatchObject({ id: 'x', totalItems: 5, totalUniqueItems: 2, cartTotal: 8 })
  })

  it('starts empty with a generated 12-character id when nothing is stored', () => {
    expect(createCartStore(memoryStorage()).getState()).toMatchObject({
      items: [],
      isEmpty: true,
      id: expect.stringMatching(/^[0-9a-z]{12}$/),
    })
  })

  it('a failed call restores the saved state (spec §8) and listeners hear every change', () => {
    const storage = memoryStorage()
    const store = createCartStore(storage)
    const listener = vi.fn()
    store.subscribe(listener)
    const before = store.getState()
    store.dispatch({ type: 'ADD_ITEM', item: { id: '1', price: 1 } })
    store.restore(before)
    expect(store.getState()).toBe(before)
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY)!).items).toEqual([])
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('an operation that throws leaves the cart unchanged', () => {
    const store = createCartStore(memoryStorage())
    expect(() => store.dispatch({ type: 'UPDATE_ITEM_QUANTITY', id: '9', quantity: 1 })).toThrow('No such item to update')
    expect(store.getState().items).toEqual([])
  })
})

// spec §7 price fetch by product id: one request per page
describe('customer prices: one batched request per page', () => {
  const reply = (ids: readonly number[]) => ({
    code: 'success' as const,
    prices: Object.fromEntries(
      ids
        .filter((id) => id !== 3)
        .map((id) => [
          String(id),
          { base_ht: id, promotion_ht: null, promotion_type: '', unit_ht: id, taxes: 20, base_with_taxes: id, promotion_with_taxes: null },
        ]),
    ),
    stock: Object.fromEntries(ids.map((id) => [String(id), id * 10])),
  })

  it('asks once for every product requested in the same tick; a product the ERP does not sell has no price', async () => {
    const fetchPrices = vi.fn(async (ids: readonly number[]) => reply(ids))
    const load = createPriceBatcher(fetchPrices)
    const [a, b, c, again] = await Promise.all([load(1), load(2), load(3), load(1)])
    expect(fetchPrices).toHaveBeenCalledTimes(1)
    expect(fetchPrices).toHaveBeenCalledWith([1, 2, 3])
    expect(a).toEqual(again)
    expect(b.price?.unit_ht).toBe(2)
    expect(c).toEqual({ price: null, stock: 30 })
  })

  it('splits more than 100 products into requests of 100', async () => {
    const fetchPrices = vi.fn(async (ids: readonly number[]) => reply(ids))
    const load = createPriceBatcher(fetchPrices)
    await Promise.all(Array.from({ length: 150 }, (_, i) => load(i + 1)))
    expect(fetchPrices.mock.calls.map(([ids]) => ids.length)).toEqual([100, 50])
  })

  it('a failed request fails every product of it (the island then shows a dash)', async () => {
    const load = createPriceBatcher(vi.fn(async () => Promise.reject(new Error('503'))))
    await expect(load(1)).rejects.toThrow('503')
  })
})
