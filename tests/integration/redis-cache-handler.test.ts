/**
 * Next.js's cache in Redis (src/server/redis/cache-handler.mjs) on a real redis-server (tests/helpers/redis.ts): two
 * handlers built on two build folders with the same build id stand for two instances, called the way Next 16's
 * IncrementalCache calls them. A page re-rendered on one instance (what `res.revalidate(path)` does) is what the
 * other reads next; tags revalidated on one expire the entries on both; another build never reads these entries.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REDIS_MISSING, startRedis, type TestRedis } from '../helpers/redis'

type Handler = {
  get: (key: string, ctx: Record<string, unknown>) => Promise<{ lastModified: number; value: unknown; cacheControl?: unknown } | null>
  set: (key: string, data: unknown, ctx: Record<string, unknown>) => Promise<void>
  revalidateTag: (tags: string | string[], durations?: { expire?: number }) => Promise<void>
  resetRequestCache: () => void
}
type HandlerClass = new (ctx: Record<string, unknown>) => Handler

/** A build folder (…/.next/server with …/.next/BUILD_ID) as `next start` gives the handler. */
function buildFolder(buildId: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'next-cache-'))
  fs.mkdirSync(path.join(dist, 'server'))
  fs.writeFileSync(path.join(dist, 'BUILD_ID'), buildId)
  return path.join(dist, 'server')
}

const PAGE_KEY = '/route-cache/pages/produits/[slug]/$/produits/roulement-6206'
const pageCtx = { kind: 'PAGES', isFallback: false }
const page = (title: string) => ({
  kind: 'PAGES',
  html: `<!DOCTYPE html><h1>${title}</h1>`,
  pageData: { pageProps: { product: { titre: title } } },
  headers: { 'x-next-cache-tags': 'produits,produit:roulement-6206' },
  status: 200,
})
const setCtx = { cacheControl: { revalidate: 3600, expire: 86_400 }, isRoutePPREnabled: false, isFallback: false }

describe.skipIf(REDIS_MISSING)('Next.js cache handler on Redis', () => {
  let redisServer: TestRedis
  let Handler: HandlerClass
  let instanceA: Handler
  let instanceB: Handler
  let client: Redis
  const folders: string[] = []

  const instance = (buildId: string) => {
    const serverDistDir = buildFolder(buildId)
    folders.push(path.dirname(serverDistDir))
    return new Handler({ serverDistDir, dev: false, revalidatedTags: [], _requestHeaders: {}, maxMemoryCacheSize: 0 })
  }

  beforeAll(async () => {
    redisServer = await startRedis()
    process.env.REDIS_URL = redisServer.url
    Handler = (await import('@/server/redis/cache-handler.mjs')).default as unknown as HandlerClass
    instanceA = instance('build-1')
    instanceB = instance('build-1')
    client = new Redis(redisServer.url)
  })

  afterAll(async () => {
    await client?.quit()
    await (await import('@/server/redis/client.mjs')).closeRedis()
    await redisServer?.stop()
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
  })

  it('a page stored by one instance is served by the other, with its lifetime', async () => {
    expect(await instanceB.get(PAGE_KEY, pageCtx)).toBeNull()
    await instanceA.set(PAGE_KEY, page('Roulement 6206'), setCtx)
    const entry = await instanceB.get(PAGE_KEY, pageCtx)
    expect(entry?.value).toEqual(page('Roulement 6206'))
    expect(entry?.cacheControl).toEqual({ revalidate: 3600, expire: 86_400 })
    expect(entry!.lastModified).toBeLessThanOrEqual(performance.timeOrigin + performance.now())
    // stored with its expiry, under the build's namespace
    const keys = await client.keys('boutique:next:build-1:entry:*')
    expect(keys).toEqual([`boutique:next:build-1:entry:${PAGE_KEY}`])
    expect(await client.ttl(keys[0]!)).toBeGreaterThan(86_000)
  })

  it('a page re-rendered on one instance (on-demand revalidation) is the one every instance serves next', async () => {
    await instanceA.set(PAGE_KEY, page('Roulement 6206'), setCtx)
    expect((await instanceB.get(PAGE_KEY, pageCtx))?.value).toEqual(page('Roulement 6206'))
    await instanceA.set(PAGE_KEY, page('Roulement étanche 6206-2RS'), setCtx)
    expect((await instanceB.get(PAGE_KEY, pageCtx))?.value).toEqual(page('Roulement étanche 6206-2RS'))
    expect((await instanceA.get(PAGE_KEY, pageCtx))?.value).toEqual(page('Roulement étanche 6206-2RS'))
  })

  it('a tag revalidated on one instance expires the tagged entries for every instance', async () => {
    await instanceA.set(PAGE_KEY, page('Roulement 6206'), setCtx)
    await instanceB.revalidateTag('produit:roulement-6206')
    expect(await instanceA.get(PAGE_KEY, pageCtx)).toBeNull()
    // stored again after the revalidation: served again
    await instanceA.set(PAGE_KEY, page('Roulement 6206 v2'), setCtx)
    expect((await instanceB.get(PAGE_KEY, pageCtx))?.value).toEqual(page('Roulement 6206 v2'))
  })

  it('keeps binary bodies (route handlers) and fetch data with their tags', async () => {
    const route = {
      kind: 'APP_ROUTE',
      body: Buffer.from([0, 1, 2, 250, 255]),
      headers: { 'content-type': 'application/octet-stream' },
      status: 200,
    }
    await instanceA.set('/route-cache/app/feed/$/feed.xml', route, { cacheControl: { revalidate: 60 } })
    const got = await instanceB.get('/route-cache/app/feed/$/feed.xml', { kind: 'APP_ROUTE' })
    expect(Buffer.isBuffer((got?.value as { body: unknown }).body)).toBe(true)
    expect(got?.value).toEqual(route)

    const data = { kind: 'FETCH', data: { headers: {}, body: '{"ok":true}', status: 200, url: 'https://example.test' }, revalidate: 60 }
    await instanceA.set('fetch-key-1', data, { fetchCache: true, tags: ['catalogue'] })
    expect((await instanceB.get('fetch-key-1', { kind: 'FETCH', tags: ['catalogue'] }))?.value).toEqual(data)
    await instanceA.revalidateTag(['catalogue'])
    expect(await instanceB.get('fetch-key-1', { kind: 'FETCH', tags: ['catalogue'] })).toBeNull()
  })

  it('another build never serves this build’s pages (their scripts differ)', async () => {
    await instanceA.set(PAGE_KEY, page('Roulement 6206'), setCtx)
    expect(await instance('build-2').get(PAGE_KEY, pageCtx)).toBeNull()
  })

  it('stays out of Redis during `next build`', async () => {
    const previous = process.env.NEXT_PHASE
    process.env.NEXT_PHASE = 'phase-production-build'
    try {
      const building = instance('build-3')
      await building.set(PAGE_KEY, page('au build'), setCtx)
      expect(await building.get(PAGE_KEY, pageCtx)).toBeNull()
      expect(await client.keys('boutique:next:build-3:*')).toEqual([])
    } finally {
      if (previous === undefined) delete process.env.NEXT_PHASE
      else process.env.NEXT_PHASE = previous
    }
  })
})
