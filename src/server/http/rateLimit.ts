import type { IncomingMessage } from 'node:http'

import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { env } from '@/env'
import { redis, redisConfigured, redisKey } from '@/server/redis'

/**
 * Rate limits of the shop on `rate-limiter-flexible`. Every limiter gets its store from `limiterStore` (memory now, one
 * per process; a shared store such as Redis replaces it there and only there), so a counter lives until its own window
 * ends: there is no table that forgets everyone at once.
 *
 * One limiter per use: `const allow = createRateLimiter({ name: 'contact-address', limit, windowMs })`, then
 * `(await allow(clientIp(req))).allowed`. The name keys the counters of a shared store and lets every bundle of the
 * server (pages and app routes are built separately) use the same counters.
 */

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }
/**
 * Counts `points` requests (default 1) for `key`; allowed while the window's count stays within the limit. `refund`
 * gives points back: a budget meant for failures only (logins) counts every attempt when it starts, so a flood of
 * simultaneous attempts is counted, and refunds the ones that succeeded.
 */
export type RateLimiter = (key: string, points?: number) => Promise<RateLimitResult>
export type RefundableRateLimiter = RateLimiter & { refund: (key: string, points?: number) => Promise<void> }
export type StoreOptions = { name: string; points: number; durationSeconds: number }

const STORES_KEY = Symbol.for('shop.rateLimitStores')
type Registry = Map<string, RateLimiterAbstract>
const registry = (): Registry => ((globalThis as Record<symbol, Registry | undefined>)[STORES_KEY] ??= new Map())

/**
 * The one place where a limiter's store is chosen. With REDIS_URL, Redis: every instance counts in the same counters
 * (a request to A and one to B use the same budget); if Redis stops answering, a memory store per process takes over
 * (`insuranceLimiter`) rather than failing the request. Without it, memory, kept per process (and shared by its bundles).
 */
export function limiterStore({ name, points, durationSeconds }: StoreOptions): RateLimiterAbstract {
  const id = `${name}:${points}:${durationSeconds}`
  const stores = registry()
  let store = stores.get(id)
  if (!store) {
    const memory = new RateLimiterMemory({ keyPrefix: `rl:${name}`, points, duration: durationSeconds })
    store = redisConfigured()
      ? new RateLimiterRedis({
          storeClient: redis(),
          keyPrefix: redisKey('rl', name),
          points,
          duration: durationSeconds,
          insuranceLimiter: memory,
        })
      : memory
    stores.set(id, store)
  }
  return store
}

/** Whole seconds to wait, at least 1 (for `Retry-After`). */
export const retryAfterSeconds = (msBeforeNext: number): number => Math.max(1, Math.ceil(msBeforeNext / 1000))

/** A refused `consume` rejects with a RateLimiterRes; anything else is a store failure and is thrown. */
function refusal(error: unknown): RateLimitResult {
  if (error instanceof RateLimiterRes || (error as { msBeforeNext?: unknown })?.msBeforeNext !== undefined) {
    return { allowed: false, retryAfterSeconds: retryAfterSeconds((error as RateLimiterRes).msBeforeNext) }
  }
  throw error
}

/** At most `limit` requests per key in a fixed window of `windowMs` starting at the key's first request. */
export function createRateLimiter({ name, limit, windowMs }: { name: string; limit: number; windowMs: number }): RefundableRateLimiter {
  const store = limiterStore({ name, points: limit, durationSeconds: Math.max(1, Math.ceil(windowMs / 1000)) })
  const allow = (key: string, points = 1) => store.consume(key, points).then((): RateLimitResult => ({ allowed: true }), refusal)
  const refund = async (key: string, points = 1): Promise<void> => {
    await store.reward(key, points)
  }
  return Object.assign(allow, { refund })
}

/* ------------------------------------------------------------------ */
/* Client address                                                      */
/* ------------------------------------------------------------------ */

/** Number of reverse proxies in front of the server that append to X-Forwarded-For (TRUSTED_PROXY_HOPS, default 0). */
export const trustedProxyHops = (): number => Number(env.TRUSTED_PROXY_HOPS ?? 0)

const forwardedList = (header: string | string[] | null | undefined): string[] =>
  (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)

/**
 * The client's address behind `hops` trusted proxies: each proxy appends the address it received the request from, so
 * the client is the `hops`-th entry from the right of X-Forwarded-For (the entries left of it are whatever the client
 * sent). With no trusted proxy, the connection's own address; a chain shorter than expected gives its leftmost entry.
 */
export function clientAddress(forwardedFor: string | string[] | null | undefined, peerAddress: string | undefined, hops: number): string {
  const chain = forwardedList(forwardedFor)
  if (hops <= 0 || chain.length === 0) return peerAddress || 'inconnu'
  return chain[Math.max(0, chain.length - hops)]!
}

/** The caller's address of a pages-router request (see `clientAddress`). */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, hops = trustedProxyHops()): string {
  return clientAddress(req.headers['x-forwarded-for'], req.socket?.remoteAddress, hops)
}
