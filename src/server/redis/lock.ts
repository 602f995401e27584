/**
 * A lock shared by every instance: a Redis key taken with SET NX PX (so a stopped instance's lock expires by
 * itself), kept alive while its holder works, and released only by its holder (token checked in a Lua script).
 * Waiters retry with a short random pause for a bounded time, then give up with `LockTimeoutError`; when Redis does
 * not answer, `LockUnavailableError` (nothing runs without the lock).
 */
import { randomUUID } from 'node:crypto'

import type { Redis } from 'ioredis'

import { createKeyedMutex } from '@/server/erp/mutex'
import { logLine } from '@/server/ops/log'

import { redis, redisConfigured, redisKey } from '.'

export type LockOptions = {
  /** The key expires this long after its last renewal (a stopped holder frees it after at most this). */
  ttlMs: number
  /** How long a caller waits for the lock before `LockTimeoutError`. */
  waitMs: number
  /** Pause between two attempts (a random part is added so waiters do not retry together). */
  retryMs?: number
}

/** The lock could not be taken: Redis did not answer, or (LockTimeoutError) another holder kept it. */
export class LockUnavailableError extends Error {
  constructor(
    readonly key: string,
    message = `lock ${key}: Redis unavailable`,
  ) {
    super(message)
    this.name = 'LockUnavailableError'
  }
}

export class LockTimeoutError extends LockUnavailableError {
  constructor(key: string) {
    super(key, `lock ${key} still held by another holder`)
    this.name = 'LockTimeoutError'
  }
}

/** SET NX PX: true when this call took the key. A Redis failure is LockUnavailableError (never the caller's error). */
async function tryTake(client: Redis, key: string, token: string, ttlMs: number): Promise<boolean> {
  try {
    return (await client.set(key, token, 'PX', ttlMs, 'NX')) === 'OK'
  } catch (error) {
    logLine('warn', 'redis lock unavailable', { key, error: error instanceof Error ? error.message.slice(0, 300) : String(error) })
    throw new LockUnavailableError(key)
  }
}

/** Deletes the key only if it still holds our token (another holder may have it after an expiry). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`
/** Pushes the expiry back only while the key still holds our token. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `fn` while holding the Redis lock `key`. */
export async function withRedisLock<T>(client: Redis, key: string, fn: () => Promise<T>, options: LockOptions): Promise<T> {
  const { ttlMs, waitMs, retryMs = 15 } = options
  const token = randomUUID()
  const deadline = Date.now() + waitMs
  while (!(await tryTake(client, key, token, ttlMs))) {
    if (Date.now() >= deadline) {
      logLine('warn', 'redis lock timeout', { key, waitMs })
      throw new LockTimeoutError(key)
    }
    await pause(retryMs + Math.floor(Math.random() * retryMs))
  }
  // renewed at a third of its lifetime: a long holder keeps it, a stopped one loses it within ttlMs
  const renewal = setInterval(() => void client.eval(RENEW, 1, key, token, ttlMs).catch(() => {}), Math.max(1, Math.floor(ttlMs / 3)))
  renewal.unref()
  try {
    return await fn()
  } finally {
    clearInterval(renewal)
    await client.eval(RELEASE, 1, key, token).catch(() => {
      // Redis away: the key expires by itself after ttlMs
    })
  }
}

/**
 * A keyed lock for one process and, when Redis is configured, for every instance: calls with the same key run one
 * at a time. The in-process mutex stays in front (it keeps this process's calls in call order and leaves one
 * waiter per key polling Redis); the Redis lock then orders the instances between them.
 */
export function createSharedKeyedLock(name: string, options: LockOptions) {
  const local = createKeyedMutex()
  return function run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    return local(key, () => (redisConfigured() ? withRedisLock(redis(), redisKey('lock', name, key), fn, options) : fn()))
  }
}
