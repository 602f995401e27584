/**
 * Rate limits across instances: with REDIS_URL every instance counts in the same Redis counters (a real
 * redis-server, tests/helpers/redis.ts). Two instances are two limiter stores created apart (each process has its own
 * registry); without the Redis store each would count alone and let twice the budget through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REDIS_MISSING, startRedis, type TestRedis } from '../helpers/redis'

const REGISTRY = Symbol.for('shop.rateLimitStores')
type RateLimitModule = typeof import('@/server/http/rateLimit')

describe.skipIf(REDIS_MISSING)('rate limits shared by every instance (Redis)', () => {
  let server: TestRedis
  let rl: RateLimitModule

  beforeAll(async () => {
    server = await startRedis()
    process.env.REDIS_URL = server.url // before src/env.ts is evaluated
    rl = await import('@/server/http/rateLimit')
  })

  afterAll(async () => {
    await (await import('@/server/redis')).closeRedis()
    await server?.stop()
  })

  /** A limiter as a separate process would build it: its own registry, the same name and settings. */
  const onAnotherInstance = (options: { name: string; limit: number; windowMs: number }) => {
    delete (globalThis as Record<symbol, unknown>)[REGISTRY]
    return rl.createRateLimiter(options)
  }

  it('requests spread over two instances use one budget', async () => {
    const options = { name: `login-test-${Date.now()}`, limit: 5, windowMs: 60_000 }
    const a = onAnotherInstance(options)
    const b = onAnotherInstance(options)
    const answers = []
    for (let i = 0; i < 5; i++) answers.push((await (i % 2 ? b : a)('198.51.100.7')).allowed)
    expect(answers).toEqual([true, true, true, true, true])
    const sixth = await b('198.51.100.7')
    expect(sixth).toMatchObject({ allowed: false })
    expect((sixth as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0)
    // another address has its own budget
    expect((await a('198.51.100.8')).allowed).toBe(true)
  })

  it('a point refunded on one instance is given back for every instance', async () => {
    const options = { name: `refund-test-${Date.now()}`, limit: 2, windowMs: 60_000 }
    const a = onAnotherInstance(options)
    const b = onAnotherInstance(options)
    expect((await a('k')).allowed).toBe(true)
    expect((await b('k')).allowed).toBe(true)
    await a.refund('k')
    expect((await b('k')).allowed).toBe(true)
    expect((await a('k')).allowed).toBe(false)
  })

  it('if Redis stops answering, each instance falls back to counting in memory instead of failing the request', async () => {
    const options = { name: `insurance-test-${Date.now()}`, limit: 2, windowMs: 60_000 }
    const a = onAnotherInstance(options)
    await server.stop()
    expect((await a('x')).allowed).toBe(true)
    expect((await a('x')).allowed).toBe(true)
    expect((await a('x')).allowed).toBe(false)
  })
})
