/** A quantity that would round to 0 (0.004) is refused with a French 400 instead of removing the line. */
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { API_MESSAGES as M } from '@/server/http/messages'

import { callApi } from '../helpers/nextApi'

const calls = vi.hoisted(() => ({ changeLine: [] as unknown[] }))
vi.mock('@/server/http/buyer', () => ({ currentBuyer: async () => ({ id: '7', dimasysType: 1, lastOrder: 'O-1' }) }))
vi.mock('@/server/punchout/readOnly', () => ({ refuseWhenInspecting: async () => undefined }))
vi.mock('@/server/cart/cart', () => ({
  changeLine: async (_buyer: unknown, orderId: string, line: unknown) => (calls.changeLine.push(line), { id: orderId, lines: [] }),
}))

const { default: setLine } = await import('@/pages/api/cart/[orderId]')

const SHOP = { host: 'localhost:3000', origin: 'http://localhost:3000', cookie: 'payload-token=abc' }
const post = (quantity: unknown) =>
  callApi(setLine, { method: 'POST', headers: SHOP, query: { orderId: 'O-1' }, body: { id: 12, quantity } })

beforeEach(() => {
  calls.changeLine = []
})

describe('POST /api/cart/{orderId} quantity below 0.01', () => {
  it.each([0.004, 0.001, -0.004])('refuses %s with 400 and a French message, and leaves the line alone', async (quantity) => {
    const res = await post(quantity)
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ code: 'invalid_body', message: M.quantityTooSmall })
    expect(calls.changeLine).toEqual([])
  })

  it('still removes the line for an explicit 0 and accepts 0.01', async () => {
    expect((await post(0)).status).toBe(200)
    expect((await post(0.01)).status).toBe(200)
    expect(calls.changeLine).toEqual([
      { productId: 12, quantity: 0 },
      { productId: 12, quantity: 0.01 },
    ])
  })
})

describe('a huge quantity (1e308) is refused in French', () => {
  it.each([1e308, -1e308, Number.MAX_VALUE])(
    'POST /api/cart/{orderId} with %s: 400 « La quantité ne peut pas dépasser 1 000 000. »',
    async (quantity) => {
      const res = await post(quantity)
      expect(res.status).toBe(400)
      expect(res.json).toEqual({
        code: 'invalid_body',
        message: expect.stringMatching(/^(La quantité ne peut pas dépasser|Veuillez entrer)/),
      })
      expect(calls.changeLine).toEqual([])
    },
  )

  it('every quantity schema of the cart and the lists answers 1e308 with a French message', async () => {
    const { addItemSchema, addLinesSchema, setLineSchema } = await import('@/server/http/parse')
    const { listLineSchema, listQuantitySchema } = await import('@/server/lists/schemas')
    const messages = [
      addItemSchema.safeParse({ id: 12, quantity: 1e308 }),
      addItemSchema.safeParse({ product_id: 12, product_quantity: 1e308 }),
      setLineSchema.safeParse({ id: 12, quantity: 1e308 }),
      addLinesSchema.safeParse({ lines: [{ productId: 12, quantity: 1e308 }] }),
      listLineSchema.safeParse({ product_id: 12, quantity: 1e308 }),
      listQuantitySchema.safeParse({ quantity: 1e308 }),
    ].map((result) => result.error?.issues.map((issue) => issue.message))
    expect(messages).toEqual(Array(6).fill([M.quantityTooLarge]))
  })
})
