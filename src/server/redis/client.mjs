/**
 * The process's Redis connections, in plain JavaScript because Next.js loads the cache handler
 * (./cache-handler.mjs) outside the app's bundles, and it must share them. One command client and one subscriber
 * (a connection in subscribe mode accepts no other command) per process, kept on `globalThis`: the admin (app
 * router), the pages API routes, the instrumentation hook and the cache handler are separate module graphs of one
 * process. Imports only `ioredis` (a dependency), so it runs after `npm prune --omit=dev`.
 */
import { Redis } from 'ioredis'

const STATE = Symbol.for('boutique.redis')

/** Every key and channel of the shop starts with this (one Redis can serve other apps). */
export const REDIS_PREFIX = 'boutique:'

/**
 * A command fails after this many reconnection attempts instead of waiting forever while Redis is away: callers
 * (locks, cache) fall back or answer an error rather than hanging a request.
 */
const MAX_RETRIES_PER_REQUEST = 2

/** @returns {{ url: string, client: Redis | null, subscriber: Redis | null }} */
function state(url) {
  const g = /** @type {Record<symbol, any>} */ (globalThis)
  const current = g[STATE]
  if (current && current.url === url) return current
  g[STATE] = { url, client: null, subscriber: null }
  return g[STATE]
}

/** @param {string} url @param {string} name */
function connect(url, name) {
  const client = new Redis(url, {
    connectionName: `boutique-${name}-${process.pid}`,
    maxRetriesPerRequest: MAX_RETRIES_PER_REQUEST,
    connectTimeout: 5_000,
    // reconnect with a growing pause, at most 2 s, as long as the process lives
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  })
  // without a listener an unreachable Redis would print an unhandled 'error' event; commands report it themselves
  client.on('error', () => {})
  return client
}

/** The process's command client for `url` (created on first use). @param {string} url @returns {Redis} */
export function sharedRedis(url) {
  const s = state(url)
  return (s.client ??= connect(url, 'cmd'))
}

/** The process's subscriber connection for `url` (created on first use). @param {string} url @returns {Redis} */
export function sharedSubscriber(url) {
  const s = state(url)
  return (s.subscriber ??= connect(url, 'sub'))
}

/** Closes this process's connections (graceful shutdown, tests); the next use opens new ones. */
export async function closeRedis() {
  const g = /** @type {Record<symbol, any>} */ (globalThis)
  const s = g[STATE]
  if (!s) return
  g[STATE] = undefined
  await Promise.all([s.client, s.subscriber].filter(Boolean).map((c) => c.quit().catch(() => c.disconnect())))
}
