/**
 * The embedded search index on several instances, on a real redis-server (tests/helpers/redis.ts) and a fresh SQLite
 * database: a CMS change made here is applied here and its ids sent on the channel; a change sent by another instance
 * (a message on the channel, the database changed without this instance's hooks) is re-read from the database and
 * applied to this instance's index; this instance's own messages are ignored; a message that arrives before the
 * publisher's transaction commits waits for it.
 */
import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from '../helpers/payload'
import { REDIS_MISSING, startRedis, type TestRedis } from '../helpers/redis'

type Hit = { objectID: string; titre?: string }

describe.skipIf(REDIS_MISSING)('search index updates across instances (Redis)', () => {
  let redisServer: TestRedis
  let env: TestPayload
  let payload: Payload
  /** Stands for the other instances: a connection of its own that listens to and publishes on the channel. */
  let other: Redis
  const heard: unknown[] = []
  let channel: string
  let productId: number
  // no page revalidation here (no storefront server)
  const o = { overrideAccess: true, context: { disableRevalidate: true } } as const
  /** A change made by another instance: the database changes, this instance's hooks do not run. */
  const elsewhere = { overrideAccess: true, context: { disableRevalidate: true, disableSearchIndex: true } } as const

  const search = async (query: string): Promise<Hit[]> => {
    const { searchIndex } = await import('@/server/search')
    return ((await searchIndex().search({ query, hitsPerPage: 20 })) as unknown as { hits: Hit[] }).hits
  }

  /** Polls the index until `check` holds (the change must arrive within 2 s). */
  async function eventually(query: string, check: (hits: Hit[]) => boolean, timeoutMs = 2000): Promise<void> {
    const started = Date.now()
    for (;;) {
      const hits = await search(query)
      if (check(hits)) return
      if (Date.now() - started > timeoutMs)
        throw new Error(`search "${query}" still gives ${JSON.stringify(hits.map((h) => h.objectID))} after ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const has = (id: string) => (hits: Hit[]) => hits.some((h) => h.objectID === id)
  const hasNot = (id: string) => (hits: Hit[]) => !hits.some((h) => h.objectID === id)

  beforeAll(async () => {
    redisServer = await startRedis()
    process.env.REDIS_URL = redisServer.url
    env = await startTestPayload()
    payload = env.payload
    const brand = await payload.create({ collection: 'marques', data: { titre: 'Roulex', slug: 'roulex' }, ...o })
    const product = await payload.create({
      collection: 'produits',
      data: {
        titre: 'Palier à semelle UCP205',
        slug: 'palier-ucp205',
        dimasys_reference: 'RLX-UCP205',
        marque: brand.id,
        should_be_displayed: true,
      },
      ...o,
    })
    productId = product.id
    const { SEARCH_CHANNEL } = await import('@/server/search/sync')
    channel = SEARCH_CHANNEL
    other = new Redis(redisServer.url)
    const listener = new Redis(redisServer.url)
    listener.on('message', (_channel: string, raw: string) => heard.push(JSON.parse(raw)))
    await listener.subscribe(channel)
    afterAll(() => listener.quit())
    const { ensureSearchIndex } = await import('@/server/search')
    await ensureSearchIndex(payload)
  })

  afterAll(async () => {
    await other?.quit()
    await (await import('@/server/redis')).closeRedis()
    await env?.cleanup()
    await redisServer?.stop()
  })

  it('a new instance builds its index from the database', async () => {
    expect((await search('UCP205')).map((h) => h.objectID)).toEqual([`product-${productId}`])
  })

  it('a change made here is searchable here at once and its ids are sent to the other instances', async () => {
    const { instanceId } = await import('@/server/redis')
    const doc = await payload.update({ collection: 'produits', id: productId, data: { titre: 'Palier fonte UCP205' }, ...o })
    expect((await search('fonte')).map((h) => h.objectID)).toEqual([`product-${productId}`])
    const started = Date.now()
    while (heard.length === 0 && Date.now() - started < 2000) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(heard).toEqual([
      {
        from: instanceId(),
        waitFor: { collection: 'produits', id: productId, updatedAt: doc.updatedAt },
        changes: [{ collection: 'produits', ids: [productId] }],
      },
    ])
  })

  it('a change sent by another instance is re-read from the database and reaches this index within 2 s', async () => {
    const doc = await payload.update({ collection: 'produits', id: productId, data: { titre: 'Palier inox UCP205' }, ...elsewhere })
    expect(await search('inox')).toEqual([]) // this instance's hooks did not run
    await other.publish(
      channel,
      JSON.stringify({
        from: 'instance-b',
        waitFor: { collection: 'produits', id: productId, updatedAt: doc.updatedAt },
        changes: [{ collection: 'produits', ids: [productId] }],
      }),
    )
    await eventually('inox', has(`product-${productId}`))
    await eventually('fonte', hasNot(`product-${productId}`))
  })

  it('a message that arrives before the other instance commits waits for the committed version', async () => {
    const before = new Date(Date.now() + 1).toISOString()
    // the message first (sent from inside the other instance's transaction), the database change after
    await other.publish(
      channel,
      JSON.stringify({
        from: 'instance-b',
        waitFor: { collection: 'produits', id: productId, updatedAt: before },
        changes: [{ collection: 'produits', ids: [productId] }],
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    await payload.update({ collection: 'produits', id: productId, data: { titre: 'Palier bronze UCP205' }, ...elsewhere })
    await eventually('bronze', has(`product-${productId}`))
  })

  it('a deletion sent by another instance removes the record here', async () => {
    const doomed = await payload.create({
      collection: 'produits',
      data: { titre: 'Courroie trapézoïdale SPZ', slug: 'courroie-spz', dimasys_reference: 'SPZ-1', should_be_displayed: true },
      ...o,
    })
    await eventually('trapezoidale', has(`product-${doomed.id}`))
    await payload.delete({ collection: 'produits', id: doomed.id, ...elsewhere })
    await other.publish(
      channel,
      JSON.stringify({
        from: 'instance-b',
        waitFor: { collection: 'produits', id: doomed.id, updatedAt: null },
        changes: [{ collection: 'produits', ids: [doomed.id] }],
      }),
    )
    await eventually('trapezoidale', hasNot(`product-${doomed.id}`))
  })

  it('ignores its own messages and unreadable ones', async () => {
    const { receiveSearchChanges } = await import('@/server/search/sync')
    const { instanceId } = await import('@/server/redis')
    const applied: unknown[] = []
    const record = async (...args: unknown[]) => void applied.push(args)
    const own = JSON.stringify({
      from: instanceId(),
      waitFor: { collection: 'produits', id: productId, updatedAt: null },
      changes: [{ collection: 'produits', ids: [productId] }],
    })
    expect(await receiveSearchChanges(payload, own, record)).toBe(false)
    expect(await receiveSearchChanges(payload, '{"from":"x","changes":[{"collection":"users","ids":[1]}]}', record)).toBe(false)
    expect(await receiveSearchChanges(payload, 'not json', record)).toBe(false)
    expect(applied).toEqual([])
  })
})
