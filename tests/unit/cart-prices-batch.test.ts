import { describe, expect, it, vi } from 'vitest'

import { createPriceBatcher } from '@/features/prices/priceBatch'

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
