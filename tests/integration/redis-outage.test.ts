/**
 * Issue 36 §1: while Redis is away, a request does not wait for it. The process's command client
 * (src/server/redis/client.mjs) fails a command at once once Redis is gone, instead of keeping it in its offline queue
 * through reconnection attempts (up to 2 s each: seconds per request, ~10 s for a page with several Redis calls);
 * a hung Redis (connections open, nothing answered) fails a command after its time limit. Until the first connection,
 * commands wait for it as usual, and after Redis comes back they are served again. A real redis-server
 * (tests/helpers/redis.ts), stopped, started and paused.
 */
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { REDIS_MISSING, startRedis, type TestRedis } from '../helpers/redis'

describe.skipIf(REDIS_MISSING)('the command client while Redis is away', () => {
  let server: TestRedis
  let client: Redis
  let closeRedis: () => Promise<void>

  beforeAll(async () => {
    server = await startRedis()
    const redisClient = await import('@/server/redis/client.mjs')
    closeRedis = redisClient.closeRedis
    // the first command, sent before the connection is made, waits for it
    client = redisClient.sharedRedis(server.url)
    expect(await client.set('boutique:test:first', '1')).toBe('OK')
  })

  afterAll(async () => {
    server?.resume()
    await closeRedis?.()
    await server?.stop()
  })

  it('Redis stopped: a command fails at once (no wait in the offline queue); once Redis is back it is served', async () => {
    await server.down()
    await vi.waitFor(() => expect(client.status).not.toBe('ready'), { timeout: 10_000 })
    // refused before any reconnection attempt: the offline queue's own refusal, not « max retries per request »
    await expect(client.get('boutique:test:first')).rejects.toThrow(/enableOfflineQueue/)

    await server.up()
    await vi.waitFor(() => expect(client.status).toBe('ready'), { timeout: 15_000 })
    expect(await client.set('boutique:test:again', '2')).toBe('OK')
  })

  it('Redis hung: a command fails after its time limit, and Redis going on serves the next one', async () => {
    server.pause()
    await expect(client.get('boutique:test:again')).rejects.toThrow(/timed out/i)
    server.resume()
    await vi.waitFor(async () => expect(await client.get('boutique:test:again')).toBe('2'), { timeout: 15_000 })
  })
})
