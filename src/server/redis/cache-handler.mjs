/**
 * Next.js's server cache (ISR pages and their data, route handler responses, fetch data) in Redis, so that every
 * instance serves the same entry: an on-demand revalidation (`res.revalidate(path)`) re-renders the page on the
 * instance that received it, which stores it here, and every instance's next request reads the new one. Set in
 * next.config.mjs only when REDIS_URL is set, with `cacheMaxMemorySize: 0` (no per-instance copy to go stale).
 *
 * The interface Next 16 calls (next/dist/server/lib/incremental-cache): `new CacheHandler(ctx)` for each request,
 * `get(key, ctx)` → `{ lastModified, value, cacheControl } | null`, `set(key, value | null, ctx)`,
 * `revalidateTag(tags, durations?)`, `resetRequestCache()`.
 *
 * - Keys are namespaced by the build id: the pages of a new build never meet the HTML of the previous one (whose
 *   scripts are gone). Entries expire with their `expire` lifetime, or after 14 days, so old builds fade out.
 * - During `next build` nothing is read or written (the build may run where the production Redis is not
 *   reachable, and its pages are on disk): after a deployment each page is rendered once on demand, then shared.
 * - Tags: `revalidateTag` records, in one shared hash, when each tag went stale or expired; `get` drops an entry
 *   whose tags expired after it was stored (as Next's file-system cache does with its in-process manifest).
 * - Redis away: a read is a miss (the page is rendered) and a write is skipped, within 2 s; the site keeps working.
 *
 * Plain JavaScript importing only `ioredis`: Next loads it at start-up, after `npm prune --omit=dev`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { REDIS_PREFIX, sharedRedis } from './client.mjs'

const FOURTEEN_DAYS_S = 14 * 24 * 60 * 60
const OPERATION_TIMEOUT_MS = 2_000
const TAGS_HEADER = 'x-next-cache-tags'
const BUILD_PHASE = 'phase-production-build'

/** Buffers and Maps (route bodies, RSC segments) survive JSON this way. */
function replacer(key, value) {
  const raw = this[key]
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
  if (raw instanceof Map) return { $map: [...raw.entries()] }
  return value
}

function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
    if (Array.isArray(value.$map)) return new Map(value.$map)
  }
  return value
}

export const serialize = (entry) => JSON.stringify(entry, replacer)
export const deserialize = (text) => JSON.parse(text, reviver)

/** Rejects after `ms` so a slow Redis costs a cache miss, not a hung request. */
function withTimeout(promise, ms = OPERATION_TIMEOUT_MS) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis cache: no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Wall-clock time in ms with a sub-millisecond part (as Next does): a store and a revalidation never tie. */
const now = () => performance.timeOrigin + performance.now()

const buildIds = new Map()

/** The build id of `serverDistDir` (…/.next/server → …/.next/BUILD_ID), or null when there is none yet. */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return null
  if (!buildIds.has(serverDistDir)) {
    let id = null
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || null
    } catch {
      id = null
    }
    buildIds.set(serverDistDir, id)
  }
  return buildIds.get(serverDistDir)
}

/** The tags an entry carries: a page's from its `x-next-cache-tags` header, fetch data's from the call. */
function tagsOf(entry, ctx) {
  const header = entry?.value?.headers?.[TAGS_HEADER]
  const fromHeader = typeof header === 'string' ? header.split(',').filter(Boolean) : []
  const fromCall = ctx && ctx.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : []
  return [...new Set([...(entry.tags ?? []), ...fromHeader, ...fromCall])]
}

let warned = false
function warnOnce(error) {
  if (warned) return
  warned = true
  console.warn(`[cache] Redis cache unavailable, pages are rendered without it: ${error?.message ?? error}`)
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string, dev?: boolean }} ctx */
  constructor(ctx = {}) {
    const url = process.env.REDIS_URL
    const buildId = buildIdOf(ctx.serverDistDir)
    this.disabled = !url || process.env.NEXT_PHASE === BUILD_PHASE || !buildId
    this.prefix = `${REDIS_PREFIX}next:${buildId}:`
    this.url = url
  }

  get client() {
    return sharedRedis(this.url)
  }

  key(cacheKey) {
    return `${this.prefix}entry:${cacheKey}`
  }

  get tagsKey() {
    return `${this.prefix}tags`
  }

  async get(cacheKey, ctx) {
    if (this.disabled) return null
    try {
      const text = await withTimeout(this.client.get(this.key(cacheKey)))
      if (!text) return null
      const entry = deserialize(text)
      const tags = tagsOf(entry, ctx)
      if (tags.length > 0) {
        const marks = await withTimeout(this.client.hmget(this.tagsKey, ...tags))
        const expiredAfterStore = marks.some((mark) => {
          if (!mark) return false
          const { expired } = JSON.parse(mark)
          return typeof expired === 'number' && expired <= now() && expired > entry.lastModified
        })
        if (expiredAfterStore) return null
      }
      return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
    } catch (error) {
      warnOnce(error)
      return null
    }
  }

  async set(cacheKey, data, ctx = {}) {
    if (this.disabled) return
    try {
      if (data === null) {
        await withTimeout(this.client.del(this.key(cacheKey)))
        return
      }
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl
      const entry = { lastModified: now(), value: data, cacheControl, tags: ctx.tags ?? [] }
      const expire = typeof cacheControl?.expire === 'number' && cacheControl.expire > 0 ? cacheControl.expire : FOURTEEN_DAYS_S
      await withTimeout(this.client.set(this.key(cacheKey), serialize(entry), 'EX', Math.min(expire, FOURTEEN_DAYS_S)))
    } catch (error) {
      warnOnce(error)
    }
  }

  /** Marks the tags expired now (or, with `durations`, stale now and expired after `durations.expire` s), for all. */
  async revalidateTag(tags, durations) {
    if (this.disabled) return
    const list = (typeof tags === 'string' ? [tags] : (tags ?? [])).filter(Boolean)
    if (list.length === 0) return
    const at = now()
    const mark = durations
      ? { stale: at, ...(durations.expire !== undefined ? { expired: at + durations.expire * 1000 } : {}) }
      : { expired: at }
    try {
      const fields = list.flatMap((tag) => [tag, JSON.stringify(mark)])
      await withTimeout(this.client.hset(this.tagsKey, ...fields))
      await withTimeout(this.client.expire(this.tagsKey, FOURTEEN_DAYS_S))
    } catch (error) {
      warnOnce(error)
    }
  }

  resetRequestCache() {}
}
