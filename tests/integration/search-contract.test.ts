/**
 * Contract of the embedded search endpoint: the official `algoliasearch` v5 clients (full client with the write key,
 * browser-style lite client with the search key in the query string) talk to it over real HTTP, as the shop and the
 * indexer do against Algolia, and get Algolia's answers.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSearchClient } from '@/lib/search/client'
import { SearchEngine } from '@/server/search/engine/engine'
import { createSearchHandler } from '@/server/search/http'
import type { SearchKeys } from '@/server/search/keys'

const KEYS: SearchKeys = { appId: 'LOCAL', searchKey: 'search-key-for-tests', writeKey: 'write-key-for-tests' }
const INDEX = 'all-fr'

let server: http.Server
let origin: string
let hosts: { url: string; accept: 'readWrite'; protocol: 'http' }[]
let admin: ReturnType<typeof algoliasearch>

const products = [
  {
    objectID: 'product-1',
    algolia_type: 'product',
    titre: 'Roulement à billes 6204-2RS SKF',
    reference: 'SKF-6204-2RS',
    marque: 'SKF',
    stock: 12,
    label: 'Roulement à billes 6204-2RS SKF',
  },
  {
    objectID: 'product-2',
    algolia_type: 'product',
    titre: 'Roulement à billes 6305ZZ NSK',
    reference: 'NSK-6305ZZ',
    marque: 'NSK',
    stock: 0,
    label: 'Roulement à billes 6305ZZ NSK',
  },
  {
    objectID: 'product-3',
    algolia_type: 'product',
    titre: 'Clé dynamométrique 1/2" Facom',
    reference: 'FAC-S.208-200',
    marque: 'Facom',
    stock: 4,
    label: 'Clé dynamométrique 1/2" Facom',
  },
  { objectID: 'marque-1', algolia_type: 'marque', titre: 'SKF', label: 'SKF' },
]

beforeAll(async () => {
  const engine = new SearchEngine()
  server = http.createServer(createSearchHandler({ basePath: '/api/search', keys: () => KEYS, engine: () => engine }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  // the host carries the path prefix: the client builds {protocol}://{url}/1/indexes/…
  hosts = [{ url: `127.0.0.1:${port}/api/search`, accept: 'readWrite', protocol: 'http' }]
  admin = algoliasearch(KEYS.appId, KEYS.writeKey, { hosts })
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const raw = (method: string, path: string, body?: string, key = KEYS.writeKey) =>
  fetch(`${origin}/api/search${path}`, { method, body, headers: { 'x-algolia-api-key': key, 'x-algolia-application-id': KEYS.appId } })

describe('embedded search endpoint, official algoliasearch v5 client', () => {
  it('saves settings with replicas and reads them back', async () => {
    const { taskID } = await admin.setSettings({
      indexName: INDEX,
      indexSettings: {
        searchableAttributes: ['titre', 'reference', 'marque'],
        attributesForFaceting: ['algolia_type', 'searchable(marque)', 'stock'],
        customRanking: ['asc(label)'],
        replicas: [`virtual(${INDEX}_label_desc)`],
      },
    })
    await admin.waitForTask({ indexName: INDEX, taskID })
    await admin.setSettings({ indexName: `${INDEX}_label_desc`, indexSettings: { customRanking: ['desc(label)'] } })
    const settings = await admin.getSettings({ indexName: INDEX })
    expect(settings.searchableAttributes).toEqual(['titre', 'reference', 'marque'])
    expect(settings.replicas).toEqual([`virtual(${INDEX}_label_desc)`])
    expect(settings.minWordSizefor1Typo).toBe(4)
    expect(settings.minWordSizefor2Typos).toBe(8)
    expect(await admin.getSettings({ indexName: `${INDEX}_label_desc` })).toMatchObject({ primary: INDEX, customRanking: ['desc(label)'] })
  })

  it('saves objects (batch) and waits for the tasks', async () => {
    const responses = await admin.saveObjects({ indexName: INDEX, objects: products, waitForTasks: true })
    expect(responses).toHaveLength(1)
    expect(responses[0]).toEqual({ taskID: expect.any(Number), objectIDs: products.map((p) => p.objectID) })
    expect(await admin.getObject({ indexName: INDEX, objectID: 'product-1' })).toEqual(products[0])
    const saved = await admin.saveObject({ indexName: INDEX, body: { objectID: 'tmp-1', titre: 'Objet temporaire' } })
    expect(saved).toMatchObject({ objectID: 'tmp-1', taskID: expect.any(Number), createdAt: expect.any(String) })
  })

  it('answers a single-index query in Algolia’s shape, with the requested highlight tags and a queryID', async () => {
    const res = await admin.searchSingleIndex<Record<string, unknown>>({
      indexName: INDEX,
      searchParams: { query: 'roul', hitsPerPage: 1, highlightPreTag: '<mark>', highlightPostTag: '</mark>', clickAnalytics: true },
    })
    expect(res).toMatchObject({ nbHits: 2, page: 0, nbPages: 2, hitsPerPage: 1, query: 'roul', index: INDEX })
    expect(res.params).toContain('query=roul')
    expect(res.processingTimeMS).toEqual(expect.any(Number))
    expect(res.queryID).toMatch(/^[0-9a-f]{32}$/)
    const hit = res.hits[0]!
    expect(hit.objectID).toBe('product-1')
    expect(hit._highlightResult?.titre).toEqual({
      value: '<mark>Roul</mark>ement à billes 6204-2RS SKF',
      matchLevel: 'full',
      matchedWords: ['roul'],
      fullyHighlighted: false,
    })
    expect(hit._highlightResult?.marque).toMatchObject({ value: 'SKF', matchLevel: 'none', matchedWords: [] })
    const withoutAnalytics = await admin.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'roul' } })
    expect(withoutAnalytics.queryID).toBeUndefined()
  })

  it('finds a reference with or without its separators', async () => {
    for (const query of ['6204-2RS', '62042rs', 'skf 6204']) {
      const res = await admin.searchSingleIndex({ indexName: INDEX, searchParams: { query } })
      expect(res.hits[0]?.objectID, query).toBe('product-1')
    }
    const res = await admin.searchSingleIndex({ indexName: INDEX, searchParams: { query: '62042rs' } })
    expect((res.hits[0]?._highlightResult?.reference as { value: string }).value).toBe('SKF-<em>6204-2RS</em>')
  })

  it('takes Algolia’s relevance options from the official client: ranking info, relaxation, advanced syntax, restriction', async () => {
    const search = (searchParams: Record<string, unknown>) =>
      admin.searchSingleIndex<Record<string, any>>({ indexName: INDEX, searchParams })
    const info = await search({ query: 'roulement billes', getRankingInfo: true })
    expect(info.hits[0]?._rankingInfo).toMatchObject({ nbTypos: 0, words: 2, proximityDistance: expect.any(Number), nbExactWords: 2 })
    expect((await search({ query: 'roulement billes introuvable' })).nbHits).toBe(0)
    expect((await search({ query: 'roulement billes introuvable', removeWordsIfNoResults: 'lastWords' })).nbHits).toBe(2)
    const excluded = await search({ query: 'roulement -nsk', advancedSyntax: true })
    expect(excluded.hits.map((h) => h.objectID)).toEqual(['product-1'])
    expect((await search({ query: 'skf' })).hits.map((h) => h.objectID).sort()).toEqual(['marque-1', 'product-1'])
    expect((await search({ query: 'skf', restrictSearchableAttributes: ['marque'] })).hits.map((h) => h.objectID)).toEqual(['product-1'])
    await expect(search({ query: 'x', removeWordsIfNoResults: 'everything' })).rejects.toMatchObject({ status: 400 })
  })

  it('counts facets and filters on them', async () => {
    const res = await admin.searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: '', facets: ['*'], facetFilters: [['algolia_type:product']], numericFilters: ['stock>=1'] },
    })
    expect(res.nbHits).toBe(2)
    expect(res.facets).toEqual({ algolia_type: { product: 2 }, marque: { Facom: 1, SKF: 1 }, stock: { '4': 1, '12': 1 } })
    expect(res.facets_stats?.stock).toEqual({ min: 4, max: 12, avg: 8, sum: 16 })
    const filtered = await admin.searchSingleIndex({
      indexName: INDEX,
      searchParams: { filters: 'marque:skf AND NOT algolia_type:marque' },
    })
    expect(filtered.hits.map((h) => h.objectID)).toEqual(['product-1'])
  })

  it('searches facet values, and checks the facet name', async () => {
    const res = await admin.searchForFacetValues({
      indexName: INDEX,
      facetName: 'marque',
      searchForFacetValuesRequest: { facetQuery: 'sk' },
    })
    expect(res).toMatchObject({ facetHits: [{ value: 'SKF', highlighted: '<em>SK</em>F', count: 1 }], exhaustiveFacetsCount: true })
    await expect(
      admin.searchForFacetValues({ indexName: INDEX, facetName: 'not a facet!', searchForFacetValuesRequest: { facetQuery: 'x' } }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(admin.searchForFacetValues({ indexName: INDEX, facetName: 'x'.repeat(65) })).rejects.toMatchObject({ status: 400 })
    // declared, but not searchable(…)
    await expect(admin.searchForFacetValues({ indexName: INDEX, facetName: 'algolia_type' })).rejects.toMatchObject({ status: 400 })
  })

  it('answers multi-queries in order: hits, a facet query, a sorted replica', async () => {
    const { results } = await admin.search<Record<string, unknown>>({
      requests: [
        { indexName: INDEX, query: 'cle dynamo', hitsPerPage: 10 },
        { indexName: INDEX, type: 'facet', facet: 'marque', facetQuery: 'n' },
        { indexName: `${INDEX}_label_desc`, query: '', hitsPerPage: 2, facetFilters: ['algolia_type:product'] },
      ],
    })
    expect(results).toHaveLength(3)
    const [hits, facet, sorted] = results as [Record<string, any>, Record<string, any>, Record<string, any>]
    expect(hits.hits.map((h: { objectID: string }) => h.objectID)).toEqual(['product-3'])
    expect(facet.facetHits).toEqual([{ value: 'NSK', highlighted: '<em>N</em>SK', count: 1 }])
    expect(sorted.index).toBe(`${INDEX}_label_desc`)
    expect(sorted.hits.map((h: { titre: string }) => h.titre)).toEqual(['Roulement à billes 6305ZZ NSK', 'Roulement à billes 6204-2RS SKF'])
  })

  it('lets the browser client (lite, search key in the query string) search the endpoint on the page origin', async () => {
    const browser = createSearchClient(
      { appId: KEYS.appId, searchKey: KEYS.searchKey, indexName: INDEX, localPath: '/api/search', insightsPath: null },
      origin,
    )
    const { results } = await browser.search({ requests: [{ indexName: INDEX, query: 'nsk', hitsPerPage: 10 }] })
    expect((results[0] as { hits: { objectID: string }[] }).hits.map((h) => h.objectID)).toEqual(['product-2'])
  })

  it('refuses writes with the search key and anything with a wrong key (403)', async () => {
    const searchOnly = algoliasearch(KEYS.appId, KEYS.searchKey, { hosts })
    await expect(searchOnly.saveObjects({ indexName: INDEX, objects: [{ objectID: 'x' }] })).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('Method not allowed with this API key'),
    })
    await expect(searchOnly.getObject({ indexName: INDEX, objectID: 'product-1' })).rejects.toMatchObject({ status: 403 })
    const stranger = algoliasearch(KEYS.appId, 'not-a-key', { hosts })
    await expect(stranger.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'x' } })).rejects.toMatchObject({ status: 403 })
  })

  it('answers bad JSON, unknown paths and unknown indexes with Algolia-style 4xx errors', async () => {
    const bad = await raw('POST', `/1/indexes/${INDEX}/query`, '{"query": ')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: expect.stringContaining('Invalid JSON'), status: 400 })
    const notObject = await raw('POST', `/1/indexes/${INDEX}/query`, '[1,2]')
    expect(notObject.status).toBe(400)
    const nowhere = await raw('GET', '/2/whatever')
    expect(nowhere.status).toBe(404)
    expect(await nowhere.json()).toEqual({ message: 'Path not found', status: 404 })
    const error = await admin.searchSingleIndex({ indexName: 'all-xx', searchParams: { query: 'x' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ status: 404, message: 'Index all-xx does not exist' })
    await expect(admin.search({ requests: [{ indexName: 'all-xx', query: 'x' }] })).rejects.toMatchObject({ status: 404 })
    await expect(admin.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'x'.repeat(513) } })).rejects.toMatchObject({
      status: 400,
    })
    await expect(admin.searchSingleIndex({ indexName: INDEX, searchParams: { hitsPerPage: 5000 } })).rejects.toMatchObject({ status: 400 })
  })

  it('updates partially, deletes an object, clears and replaces every object', async () => {
    await admin.partialUpdateObject({
      indexName: INDEX,
      objectID: 'product-2',
      attributesToUpdate: { stock: { _operation: 'Increment', value: 3 } },
    })
    expect(await admin.getObject({ indexName: INDEX, objectID: 'product-2' })).toMatchObject({
      stock: 3,
      titre: 'Roulement à billes 6305ZZ NSK',
    })

    const deleted = await admin.deleteObject({ indexName: INDEX, objectID: 'tmp-1' })
    expect(deleted).toMatchObject({ taskID: expect.any(Number), deletedAt: expect.any(String) })
    await admin.waitForTask({ indexName: INDEX, taskID: deleted.taskID })
    await expect(admin.getObject({ indexName: INDEX, objectID: 'tmp-1' })).rejects.toMatchObject({ status: 404 })
    expect((await admin.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'temporaire' } })).nbHits).toBe(0)

    // replaceAllObjects copies the settings to a temporary index, fills it, then moves it over the index
    await admin.replaceAllObjects({ indexName: INDEX, objects: products.slice(0, 2) })
    const all = await admin.searchSingleIndex({ indexName: INDEX, searchParams: { query: '' } })
    expect(all.hits.map((h) => h.objectID).sort()).toEqual(['product-1', 'product-2'])
    expect((await admin.getSettings({ indexName: INDEX })).customRanking).toEqual(['asc(label)'])
    // the replica still reads the index's (new) records
    const sorted = await admin.searchSingleIndex({ indexName: `${INDEX}_label_desc`, searchParams: { query: '' } })
    expect(sorted.nbHits).toBe(2)
    const { items } = await admin.listIndices()
    expect(items.map((i) => i.name).sort()).toEqual([INDEX, `${INDEX}_label_desc`])

    await admin.clearObjects({ indexName: INDEX })
    expect((await admin.searchSingleIndex({ indexName: INDEX, searchParams: { query: '' } })).nbHits).toBe(0)
  })
})
