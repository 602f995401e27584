import type { IncomingMessage } from 'node:http'

/**
 * A small fixed-window limiter kept in memory (one instance; the Redis cache issue can share it later).
 * One limiter per API route: `const allow = createRateLimiter({ limit, windowMs })`, then `allow(clientIp(req))`.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const hits = new Map<string, { count: number; resetAt: number }>()
  return function allow(key: string, now = Date.now()): boolean {
    const entry = hits.get(key)
    if (!entry || entry.resetAt <= now) {
      if (hits.size > 10_000) hits.clear() // bounded memory under a flood of addresses
      hits.set(key, { count: 1, resetAt: now + windowMs })
      return true
    }
    entry.count += 1
    return entry.count <= limit
  }
}

/** The caller's address: the first X-Forwarded-For hop (behind the hosting proxy), else the socket's. */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  const forwarded = req.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  return first || req.socket?.remoteAddress || 'inconnu'
}
