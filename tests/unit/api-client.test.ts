/**
 * The browser's API helper (src/lib/apiClient.ts) used by the cart, the account area and punch-out: credentials sent,
 * JSON in and out, and a failure's `{ code, message }` (French, ready to show) raised as an ApiError with the status.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiError, call, post } from '@/lib/apiClient'

type Seen = { url: string; init: RequestInit }

function replyWith(status: number, body: string): Seen[] {
  const seen: Seen[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      seen.push({ url, init })
      return new Response(body, { status, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return seen
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a call that succeeds', () => {
  it('GET: sends the credentials, asks for JSON, sends no body and no content type, returns the parsed reply', async () => {
    const seen = replyWith(200, '{"code":"success","orders":[]}')
    await expect(call('/api/orders')).resolves.toEqual({ code: 'success', orders: [] })
    expect(seen).toHaveLength(1)
    expect(seen[0]!.url).toBe('/api/orders')
    expect(seen[0]!.init).toMatchObject({ credentials: 'include', headers: { Accept: 'application/json' } })
    expect(seen[0]!.init.body).toBeUndefined()
    expect(seen[0]!.init.headers).not.toHaveProperty('Content-Type')
  })

  it('POST: the body is JSON, with its content type; the caller’s options are kept', async () => {
    const seen = replyWith(200, '{"code":"success"}')
    await post('/api/cart/12', { id: '7', quantity: 3 }, { keepalive: true })
    expect(seen[0]!.init).toMatchObject({
      method: 'POST',
      body: '{"id":"7","quantity":3}',
      keepalive: true,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    })
  })

  it('POST without a body sends none, and no content type', async () => {
    const seen = replyWith(200, '{"code":"success"}')
    await post('/api/cart')
    expect(seen[0]!.init.method).toBe('POST')
    expect(seen[0]!.init).not.toHaveProperty('body')
    expect(seen[0]!.init.headers).toEqual({ Accept: 'application/json' })
  })
})

describe('a call that fails becomes an ApiError', () => {
  it('keeps the route’s code, its French message and the status', async () => {
    replyWith(403, '{"code":"read_only","message":"Ce panier est en lecture seule."}')
    const error = await call('/api/cart').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 403, code: 'read_only', message: 'Ce panier est en lecture seule.', name: 'ApiError' })
  })

  it('a failure without code or message: server_error and the path with the status', async () => {
    replyWith(500, '{}')
    await expect(call('/api/orders/12')).rejects.toMatchObject({ status: 500, code: 'server_error', message: '/api/orders/12: 500' })
  })

  it('a reply that is not JSON fails even with a 2xx status', async () => {
    replyWith(200, '<html>proxy page</html>')
    await expect(call('/api/prices?ids=1')).rejects.toMatchObject({ status: 200, code: 'server_error', message: '/api/prices?ids=1: 200' })
  })

  it('a 502 of a proxy (not JSON) keeps its status', async () => {
    replyWith(502, 'Bad Gateway')
    await expect(post('/api/orders', {})).rejects.toMatchObject({ status: 502, code: 'server_error' })
  })
})
