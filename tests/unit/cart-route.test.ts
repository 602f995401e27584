/**
 * The frame of the cart routes (src/server/http/buyerRoute.ts) without a database: the session is mocked with a random
 * delay, to show that a session's changes are applied in the order they arrived, and the error replies.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ErpError } from '@/server/erp/errors'
import { API_MESSAGES as M } from '@/server/http/messages'
import { OUTAGE_RETRY_AFTER_SECONDS } from '@/server/ops/outage'

import { callApi } from '../helpers/nextApi'

const session = vi.hoisted(() => ({ delay: (): number => 0, user: { id: '7', dimasysType: 1, lastOrder: null } as unknown }))
vi.mock('@/server/http/buyer', () => ({
  currentBuyer: (headers: { cookie?: string }) =>
    new Promise((resolve) => setTimeout(() => resolve(headers.cookie ? session.user : null), session.delay())),
}))

const { buyerRoute } = await import('@/server/http/buyerRoute')

const SHOP = { host: 'localhost:3000', origin: 'http://localhost:3000', cookie: 'payload-token=abc' }

beforeEach(() => {
  session.delay = () => 0
})

describe('cart routes frame', () => {
  it('applies the changes of one session in the order they arrived, however long each session read takes', async () => {
    session.delay = () => Math.floor(Math.random() * 15)
    const applied: number[] = []
    const handler = buyerRoute({
      POST: { changesState: true, run: async (req) => (applied.push((req.body as { n: number }).n), { body: { code: 'success' } }) },
    })
    await Promise.all(Array.from({ length: 30 }, (_, n) => callApi(handler, { method: 'POST', headers: SHOP, body: { n } })))
    expect(applied).toEqual(Array.from({ length: 30 }, (_, n) => n))
  })

  it.each([
    ['a visitor', { method: 'POST', headers: { ...SHOP, cookie: '' } }, 401, { code: 'unauthenticated', message: M.unauthenticated }],
    [
      'another site',
      { method: 'POST', headers: { ...SHOP, origin: 'https://evil.example' } },
      403,
      { code: 'forbidden_origin', message: M.forbiddenOrigin },
    ],
    ['another method', { method: 'DELETE', headers: SHOP }, 405, { code: 'method_not_allowed', message: M.methodNotAllowed }],
  ])('refuses %s', async (_, call, status, body) => {
    const run = vi.fn(async () => ({ body: {} }))
    const res = await callApi(buyerRoute({ POST: { changesState: true, run } }), call)
    expect(res.status).toBe(status)
    expect(res.json).toEqual(body)
    expect(run).not.toHaveBeenCalled()
  })

  it('limits a buyer with its limiter: 429 in French, with Retry-After', async () => {
    const handler = buyerRoute({
      POST: { changesState: true, allow: async () => ({ allowed: false, retryAfterSeconds: 7 }), run: async () => ({ body: {} }) },
    })
    const res = await callApi(handler, { method: 'POST', headers: SHOP })
    expect(res.status).toBe(429)
    expect(res.json).toEqual({ code: 'rate_limited', message: M.rateLimited })
    expect(res.headers['retry-after']).toBe('7')
  })

  it.each([
    [new ErpError('not_found'), 404, 'not_found', 'Commande introuvable.'],
    [
      new ErpError('credit_limit_exceeded', 'remote text'),
      409,
      'credit_limit_exceeded',
      'Cette commande dépasse votre plafond de crédit. Contactez-nous pour l’augmenter ou réduisez votre panier.',
    ],
    [new ErpError('unavailable'), 503, 'erp_unavailable', M.erpUnavailable],
    [new ErpError('unauthorized'), 503, 'erp_unavailable', M.erpUnavailable],
    [new ErpError('unknown_product'), 404, 'product_not_found', M.productNotFound],
    [new Error('boom at /secret/path'), 500, 'server_error', M.serverError],
  ])('answers %s as %i { code, message } in French, never the error itself', async (error, status, code, message) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const handler = buyerRoute({ GET: { run: async () => Promise.reject(error) } })
    const res = await callApi(handler, { method: 'GET', headers: SHOP })
    expect(res.status).toBe(status)
    expect(res.json).toEqual({ code, message })
    // a 503 says when to try again (issue 36 §1: the ERP, or the lock it takes in Redis, does not answer)
    expect(res.headers['retry-after']).toBe(status === 503 ? String(OUTAGE_RETRY_AFTER_SECONDS) : undefined)
    spy.mockRestore()
  })
})
