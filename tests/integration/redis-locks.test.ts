/**
 * The per-buyer cart/ERP write lock across instances, on a real redis-server (tests/helpers/redis.ts) and a fresh
 * SQLite database: two copies of the local ERP module stand for two instances (each its own in-process mutex, the
 * same database and Redis). Then the Redis lock itself: expiry frees a stopped holder's lock, and only the holder
 * releases it.
 */
import type { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Erp } from '@/server/erp/types'

import { startTestPayload, type TestPayload } from '../helpers/payload'
import { REDIS_MISSING, startRedis, type TestRedis } from '../helpers/redis'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

/** The server's log lines written to stderr from now until `stop()`. */
function logLines() {
  const lines: string[] = []
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  })
  return {
    stop: () => {
      spy.mockRestore()
      return lines
    },
  }
}

/** The same module loaded a second time (its own module state): a second instance in this process. */
const SECOND_INSTANCE = '../../src/server/erp/local.ts?instance=b'

describe.skipIf(REDIS_MISSING)('shared write lock (Redis)', () => {
  let redisServer: TestRedis
  let env: TestPayload
  let payload: Payload
  let fx: ErpFixtures
  let instanceA: Erp
  let instanceB: Erp
  let client: Redis

  beforeAll(async () => {
    redisServer = await startRedis()
    // before any module reads the settings (src/env.ts is evaluated on first import)
    process.env.REDIS_URL = redisServer.url
    env = await startTestPayload()
    payload = env.payload
    fx = await createErpFixtures(payload, 'redis-lock')
    const a = await import('@/server/erp/local')
    const b = (await import(/* @vite-ignore */ SECOND_INSTANCE)) as typeof a
    instanceA = a.createLocalErp({ payload: async () => payload })
    instanceB = b.createLocalErp({ payload: async () => payload })
    client = (await import('@/server/redis')).redis()
  })

  afterAll(async () => {
    await (await import('@/server/redis')).closeRedis()
    await env?.cleanup()
    await redisServer?.stop()
  })

  it('REDIS_URL switches the shared state on', async () => {
    const { redisConfigured } = await import('@/server/redis')
    expect(redisConfigured()).toBe(true)
    expect(await client.ping()).toBe('PONG')
  })

  it('50 concurrent line changes of one buyer, alternating two instances, starting with no cart: one cart, one line, totals matching', async () => {
    const product = fx.products.fixed
    const changes = Array.from({ length: 50 }, (_, i) =>
      (i % 2 === 0 ? instanceA : instanceB).createCart(fx.a, { product_id: product, quantity: i + 1 }),
    )
    const results = await Promise.all(changes)
    expect(new Set(results.map((order) => order.id)).size).toBe(1)

    const orders = await instanceB.listOrders(fx.a)
    const open = orders.filter((order) => order.status === 'cart')
    expect(open).toHaveLength(1)
    const cart = open[0]!
    expect(cart.lines).toHaveLength(1)
    const line = cart.lines[0]!
    expect(line.product_id).toBe(product)
    // each instance applies its own calls in call order; between instances the lock decides: the last is one of the last two
    expect([49, 50]).toContain(line.quantity)
    expect(line.amount_ht).toBe(line.quantity * 35)
    expect(cart.amount_ht).toBe(line.amount_ht)
    expect(await instanceA.getOrder(fx.a, cart.id)).toEqual(cart)

    const { totalDocs } = await payload.count({
      collection: 'erp-order-lines',
      where: { order: { equals: Number(cart.id) } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('a lock left by a stopped holder expires, then the next writer gets it', async () => {
    const { withRedisLock } = await import('@/server/redis/lock')
    const key = 'boutique:lock:test:stopped-holder'
    await client.set(key, 'a-stopped-instance', 'PX', 300)
    const ran = await withRedisLock(client, key, async () => 'ran', { ttlMs: 1_000, waitMs: 5_000, retryMs: 20 })
    expect(ran).toBe('ran')
    expect(await client.exists(key)).toBe(0)
  })

  it('a waiter gives up after waitMs (the ERP answers « unavailable »), and only the holder releases the lock', async () => {
    const { withRedisLock, LockTimeoutError } = await import('@/server/redis/lock')
    const key = 'boutique:lock:test:held'
    await client.set(key, 'someone-else', 'PX', 60_000)
    const logged = logLines()
    await expect(withRedisLock(client, key, async () => 'never', { ttlMs: 1_000, waitMs: 50, retryMs: 10 })).rejects.toBeInstanceOf(
      LockTimeoutError,
    )
    // the operator sees it (issue 36 §7): one line naming the lock
    expect(logged.stop().filter((l) => l.includes('redis lock timeout') && l.includes(key))).toHaveLength(1)
    expect(await client.get(key)).toBe('someone-else')
    await client.del(key)
  })

  it('a holder working longer than the lifetime keeps its lock (renewed while held)', async () => {
    const { withRedisLock, LockTimeoutError } = await import('@/server/redis/lock')
    const key = 'boutique:lock:test:long-holder'
    let release!: () => void
    const working = new Promise<void>((resolve) => (release = resolve))
    const holder = withRedisLock(client, key, () => working, { ttlMs: 1_000, waitMs: 1_000 })
    while ((await client.exists(key)) === 0) await new Promise((resolve) => setImmediate(resolve))
    // a second writer tries for three lifetimes: the renewals (every third of one) keep it out
    await expect(withRedisLock(client, key, async () => 'intruder', { ttlMs: 1_000, waitMs: 3_000, retryMs: 50 })).rejects.toBeInstanceOf(
      LockTimeoutError,
    )
    release()
    await holder
    expect(await client.exists(key)).toBe(0)
  })

  it('Redis away: a cart write answers « ERP unavailable » (503) and changes nothing (runs last: stops Redis)', async () => {
    const { ErpError } = await import('@/server/erp/errors')
    const before = await instanceA.listOrders(fx.b)
    await redisServer.stop()
    const logged = logLines()
    const failure = await instanceA.createCart(fx.b, { product_id: fx.products.fixed, quantity: 3 }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ErpError)
    expect(failure).toMatchObject({ code: 'unavailable', status: 503 })
    expect(logged.stop().filter((l) => l.includes('redis lock unavailable'))).toHaveLength(1)
    expect(await instanceB.listOrders(fx.b)).toEqual(before)
  })
})
