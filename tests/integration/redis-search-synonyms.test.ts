/**
 * Search synonyms on several instances, on a real redis-server and a fresh SQLite database: an
 * editor's synonym saved here is used here at once and announced on the search channel; one saved or deleted by
 * another instance (the database changed without this instance's hooks, then a message) reaches this index.
 */
import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from '../helpers/payload'
import { REDIS_MISSING, startRedis, type TestRedis } from '../helpers/redis'

type Hit = { objectID: string }

describe.skipIf(REDIS_MISSING)('search synonyms across instances (Redis)', () => {
  let redisServer: TestRedis
  let env: TestPayload
  let payload: Payload
  let other: Redis
  const heard: unknown[] = []
  let channel: string
  let productId: number
  const o = { overrideAccess: true, context: { disableRevalidate: true } } as const
  const elsewhere = { overrideAccess: true, context: { disableRevalidate: true, disableSearchIndex: true } } as const

  const ids = async (query: string): Promise<string[]> => {
    const { searchIndex } = await import('@/server/search')
    return ((await searchIndex().search({ query, hitsPerPage: 20 })) as unknown as { hits: Hit[] }).hits.map((h) => h.objectID)
  }
  async function eventually(query: string, expected: string[], timeoutMs = 2000): Promise<void> {
    const started = Date.now()
    for (;;) {
      const got = await ids(query)
      if (JSON.stringify(got) === JSON.stringify(expected)) return
      if (Date.now() - started > timeoutMs) throw new Error(`search "${query}" still gives ${JSON.stringify(got)} after ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  beforeAll(async () => {
    redisServer = await startRedis()
    process.env.REDIS_URL = redisServer.url
    env = await startTestPayload()
    payload = env.payload
    const product = await payload.create({
      collection: 'produits',
      data: { titre: 'Disqueuse 125 mm 1100 W', slug: 'disqueuse-125', dimasys_reference: 'DSQ-125', should_be_displayed: true },
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

  it('a synonym saved here is used here at once and announced to the other instances', async () => {
    const { instanceId } = await import('@/server/redis')
    expect(await ids('meuleuse')).toEqual([])
    const doc = await payload.create({
      collection: 'synonymes-recherche',
      data: { type: 'synonym', mots: [{ mot: 'meuleuse' }, { mot: 'disqueuse' }] },
      ...o,
    })
    expect(await ids('meuleuse')).toEqual([`product-${productId}`])
    const started = Date.now()
    while (heard.length === 0 && Date.now() - started < 2000) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(heard).toEqual([{ from: instanceId(), synonym: { id: doc.id, updatedAt: doc.updatedAt } }])
  })

  it('a synonym saved, then deleted, by another instance reaches this index', async () => {
    const doc = await payload.create({
      collection: 'synonymes-recherche',
      data: { type: 'onewaysynonym', mot_saisi: 'ponceuse', mots: [{ mot: 'disqueuse' }] },
      ...elsewhere,
    })
    expect(await ids('ponceuse')).toEqual([]) // this instance's hooks did not run
    await other.publish(channel, JSON.stringify({ from: 'instance-b', synonym: { id: doc.id, updatedAt: doc.updatedAt } }))
    await eventually('ponceuse', [`product-${productId}`])

    await payload.delete({ collection: 'synonymes-recherche', id: doc.id, ...elsewhere })
    await other.publish(channel, JSON.stringify({ from: 'instance-b', synonym: { id: doc.id, updatedAt: null } }))
    await eventually('ponceuse', [])
  })
})
