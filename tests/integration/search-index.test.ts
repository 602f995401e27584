/**
 * The index follows the CMS: built from the database at start-up, then kept current by the collection
 * hooks on create, update, `should_be_displayed`, publication and delete. Searched the way the browser does: the
 * official client with the search key, over HTTP, through the real /api/search route. Payload runs on a temporary
 * SQLite file (tests/helpers/payload.ts).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { algoliasearch } from 'algoliasearch'
import type { NextApiRequest, NextApiResponse } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from '../helpers/payload'

let env: TestPayload
let payload: Payload
let server: http.Server
let client: ReturnType<typeof algoliasearch>
let brandId: number
let categoryId: number
// no page revalidation here (no storefront server): the search hooks do not depend on it
const o: { overrideAccess: true; context: Record<string, unknown> } = { overrideAccess: true, context: { disableRevalidate: true } }

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  const brand = await payload.create({ collection: 'marques', data: { titre: 'Roulex', slug: 'roulex' }, ...o })
  const catalogue = await payload.create({ collection: 'catalogues', data: { titre: 'Transmission', slug: 'transmission' }, ...o })
  const category = await payload.create({
    collection: 'categories',
    data: { titre: 'Roulements', slug: 'roulements', catalogue: catalogue.id },
    ...o,
  })
  brandId = brand.id
  categoryId = category.id
  // created before the index exists: only the start-up build can find it
  await payload.create({
    collection: 'produits',
    data: {
      titre: 'Palier à semelle UCP205',
      slug: 'palier-ucp205',
      dimasys_reference: 'RLX-UCP205',
      marque: brandId,
      categories: [categoryId],
      should_be_displayed: true,
    },
    ...o,
  })

  const { ensureSearchIndex } = await import('@/server/search')
  const { localSearchKeys } = await import('@/server/search/keys')
  const { default: route } = await import('@/pages/api/search/[...path]')
  await ensureSearchIndex(payload)

  server = http.createServer((req, res) => void route(req as NextApiRequest, res as unknown as NextApiResponse))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  client = algoliasearch('LOCAL', localSearchKeys(payload.secret).searchKey, {
    hosts: [{ url: `127.0.0.1:${port}/api/search`, accept: 'readWrite', protocol: 'http' }],
  })
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await env?.cleanup()
})

type Hit = { objectID: string; titre?: string; title?: string; marque?: string | null; catalogue?: string[] }

async function search(query: string): Promise<Hit[]> {
  const res = await client.searchSingleIndex<Hit>({ indexName: 'all-fr', searchParams: { query, hitsPerPage: 20 } })
  return res.hits
}

/** Polls the search until `check` holds (a change is searchable within 2 seconds). */
async function eventually(query: string, check: (hits: Hit[]) => boolean, timeoutMs = 2000): Promise<Hit[]> {
  const started = Date.now()
  for (;;) {
    const hits = await search(query)
    if (check(hits)) return hits
    if (Date.now() - started > timeoutMs)
      throw new Error(`search "${query}" still gives ${JSON.stringify(hits.map((h) => h.objectID))} after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const has = (id: string) => (hits: Hit[]) => hits.some((h) => h.objectID === id)
const hasNot = (id: string) => (hits: Hit[]) => !hits.some((h) => h.objectID === id)

describe('search index kept current by the CMS', () => {
  it('is built from the database at start-up (brand, catalogue, product with its relations)', async () => {
    const [hit] = await search('UCP205')
    expect(hit).toMatchObject({
      titre: 'Palier à semelle UCP205',
      marque: 'Roulex',
      catalogue: ['Transmission'],
      categorie: ['Roulements'],
    })
    expect((await search('roulex')).map((h) => h.objectID)).toContain(`marque-${brandId}`)
    expect((await search('transmission')).some((h) => h.objectID.startsWith('catalogue-'))).toBe(true)
  })

  it('finds a product created in the CMS within 2 seconds, and follows its updates, hiding and deletion', async () => {
    const product = await payload.create({
      collection: 'produits',
      data: {
        titre: 'Roulement à billes 6206-2RS Roulex',
        slug: 'roulement-6206',
        dimasys_reference: 'RLX-6206-2RS',
        marque: brandId,
        categories: [categoryId],
        should_be_displayed: true,
      },
      ...o,
    })
    const id = `product-${product.id}`
    await eventually('62062rs', has(id))

    await payload.update({ collection: 'produits', id: product.id, data: { titre: 'Roulement étanche 6206-2RS Roulex' }, ...o })
    await eventually('etanche', has(id))
    // one word: the shop relaxes a query of several words that finds nothing, 6206 alone would match
    await eventually('billes', hasNot(id))

    await payload.update({ collection: 'produits', id: product.id, data: { should_be_displayed: false }, ...o })
    await eventually('6206-2RS', hasNot(id))
    await payload.update({ collection: 'produits', id: product.id, data: { should_be_displayed: true }, ...o })
    await eventually('6206-2RS', has(id))

    await payload.delete({ collection: 'produits', id: product.id, ...o })
    await eventually('6206-2RS', hasNot(id))
  })

  it('does not index a product created hidden', async () => {
    const product = await payload.create({
      collection: 'produits',
      data: { titre: 'Produit masqué 7310', slug: 'produit-masque-7310', dimasys_reference: 'RLX-7310-H', should_be_displayed: false },
      ...o,
    })
    const hits = await search('7310')
    expect(hits.map((h) => h.objectID)).not.toContain(`product-${product.id}`)
  })

  it('refreshes the products of a brand whose name changes', async () => {
    await payload.update({ collection: 'marques', id: brandId, data: { titre: 'Roulex Industrie' }, ...o })
    const [hit] = await eventually('UCP205', (hits) => hits[0]?.marque === 'Roulex Industrie')
    expect(hit?.titre).toBe('Palier à semelle UCP205')
    expect((await search('industrie')).map((h) => h.objectID)).toEqual(expect.arrayContaining([`marque-${brandId}`]))
  })

  it('indexes what visitors see of draft-enabled content: published only, and the published version', async () => {
    const study = await payload.create({
      collection: 'case-studies',
      data: { title: 'Fiabilisation des convoyeurs', slug: 'fiabilisation-des-convoyeurs', _status: 'published' },
      ...o,
    })
    const id = `case_studies-${study.id}`
    await eventually('convoyeurs', has(id))

    // a draft saved over the published version changes nothing for visitors
    await payload.update({ collection: 'case-studies', id: study.id, data: { title: 'Brouillon confidentiel' }, draft: true, ...o })
    expect((await search('confidentiel')).map((h) => h.objectID)).not.toContain(id)
    expect((await search('convoyeurs')).map((h) => h.objectID)).toContain(id)

    // unpublished: gone
    await payload.update({ collection: 'case-studies', id: study.id, data: { _status: 'draft' }, ...o })
    await eventually('convoyeurs', hasNot(id))
  })

  it('skips indexing with context.disableSearchIndex and during the seed', async () => {
    const quiet = await payload.create({
      collection: 'produits',
      data: { titre: 'Courroie silencieuse XPZ', slug: 'courroie-xpz-q', dimasys_reference: 'RLX-XPZ-Q', should_be_displayed: true },
      ...o,
      context: { disableSearchIndex: true, disableRevalidate: true },
    })
    const seeded = await payload.create({
      collection: 'produits',
      data: { titre: 'Courroie semée XPZ', slug: 'courroie-xpz-s', dimasys_reference: 'RLX-XPZ-S', should_be_displayed: true },
      ...o,
      context: { seed: true, disableRevalidate: true },
    })
    const hits = (await search('xpz')).map((h) => h.objectID)
    expect(hits).not.toContain(`product-${quiet.id}`)
    expect(hits).not.toContain(`product-${seeded.id}`)

    // a rebuild from the database (start-up, reindex script) picks them up
    const { reindexAll } = await import('@/server/search')
    await reindexAll(payload)
    expect((await search('xpz')).map((h) => h.objectID).sort()).toEqual([`product-${quiet.id}`, `product-${seeded.id}`].sort())
  })

  it('ranks equally relevant products by the clicks and conversions stored as insights, then by stock level', async () => {
    const make = (n: number, qty: number) =>
      payload.create({
        collection: 'produits',
        data: {
          titre: `Tendeur de chaîne TX ${n}`,
          slug: `tendeur-tx-${n}`,
          dimasys_reference: `RLX-TX-${n}`,
          should_be_displayed: true,
          stock: [{ depot: 'Lyon', shop_qty: qty }],
        },
        ...o,
      })
    const [a, b, c] = [await make(1, 50), await make(2, 0), await make(3, 2)]
    const ids = [a, b, c].map((p) => `product-${p.id}`)
    await eventually('tendeur tx', (hits) => ids.every((id) => hits.some((h) => h.objectID === id)))
    // no insights yet: in stock, then low (2 ≤ 3), then to confirm (0), never the name's order
    expect((await search('tendeur tx')).map((h) => h.objectID)).toEqual([ids[0], ids[2], ids[1]])

    const { storeInsightsEvents } = await import('@/server/search/insights')
    await storeInsightsEvents(payload, [
      {
        eventType: 'click',
        eventName: 'Hit Clicked',
        index: 'all-fr',
        userToken: 'u-1',
        objectIDs: [ids[1] as string],
        queryID: 'a'.repeat(32),
        positions: [2],
      },
      { eventType: 'conversion', eventName: 'Hit Converted', index: 'all-fr', userToken: 'u-1', objectIDs: [ids[2] as string] },
    ])
    const { reindexAll } = await import('@/server/search')
    await reindexAll(payload)
    // conversion (3) > click (1) > none; without insights, the stock level
    expect((await search('tendeur tx')).map((h) => h.objectID)).toEqual([ids[2], ids[1], ids[0]])
  })

  it('the public index holds no stock quantity: not in a hit, not filterable, only the label and its level', async () => {
    const made = await payload.create({
      collection: 'produits',
      data: {
        titre: 'Accouplement élastique QZW',
        slug: 'accouplement-qzw',
        dimasys_reference: 'RLX-QZW',
        should_be_displayed: true,
        stock: [
          { depot: 'Lyon', shop_qty: 600 },
          { depot: 'Lille', shop_qty: 83 },
        ],
      },
      ...o,
    })
    const id = `product-${made.id}`
    await eventually('qzw', (hits) => hits.some((h) => h.objectID === id))
    const res = await client.searchSingleIndex<Record<string, unknown>>({
      indexName: 'all-fr',
      searchParams: { query: 'qzw', attributesToRetrieve: ['*'] },
    })
    const hit = res.hits.find((h) => h.objectID === id)
    expect(hit).toMatchObject({ disponibilite: 'En stock', stock_rank: 2 })
    expect(hit).not.toHaveProperty('stock')
    expect(JSON.stringify(res)).not.toMatch(/\b(683|600|83)\b/)
    // Algolia's numeric filters on the quantity find nothing: the records have none to compare
    const filtered = await client.searchSingleIndex({ indexName: 'all-fr', searchParams: { query: '', numericFilters: ['stock>100'] } })
    expect(filtered.nbHits).toBe(0)
    const ranged = await client.searchSingleIndex({
      indexName: 'all-fr',
      searchParams: { query: 'qzw', numericFilters: ['stock:600 TO 700'] },
    })
    expect(ranged.hits.map((h) => h.objectID)).not.toContain(id)
  })
})
