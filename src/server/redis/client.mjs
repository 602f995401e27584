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

/**
 * A command that Redis has not answered after this long fails (a hung server that still holds its connections):
 * Redis answers the shop's commands in well under a millisecond, so this only bounds a request's wait.
 */
const COMMAND_TIMEOUT_MS = 2_000

/** @returns {{ url: string, client: Redis | null, subscriber: Redis | null }} */
function state(url) {
  const g = /** @type {Record<symbol, any>} */ (globalThis)
  const current = g[STATE]
  if (current && current.url === url) return current
  g[STATE] = { url, client: null, subscriber: null }
  return g[STATE]
}

/**
 * @param {string} url @param {string} name
 * @param {{ failFast?: boolean }} [options] failFast (the command client): once connected, a command sent while Redis
 *   is away fails at once instead of waiting in the offline queue for reconnection attempts (up to 2 s each, seconds
 *   per request while Redis is down): its caller falls back at once (the cache misses, the rate limits use the
 *   process's memory, a lock refuses). Until the first connection, commands wait for it as usual. The subscriber keeps
 *   its queue: its subscriptions are made again on each reconnection.
 */
function connect(url, name, { failFast = false } = {}) {
  const client = new Redis(url, {
    connectionName: `boutique-${name}-${process.pid}`,
    maxRetriesPerRequest: MAX_RETRIES_PER_REQUEST,
    connectTimeout: 5_000,
    ...(failFast ? { commandTimeout: COMMAND_TIMEOUT_MS } : {}),
    // reconnect with a growing pause, at most 2 s, as long as the process lives
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  })
  // without a listener an unreachable Redis would print an unhandled 'error' event; commands report it themselves
  client.on('error', () => {})
  if (failFast) client.once('ready', () => (client.options.enableOfflineQueue = false))
  return client
}

/** The process's command client for `url` (created on first use). @param {string} url @returns {Redis} */
export function sharedRedis(url) {
  const s = state(url)
  return (s.client ??= connect(url, 'cmd', { failFast: true }))
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
