/**
 * The work one request may ask of the embedded search endpoint is bounded (issue 29, item 1), over real HTTP: at most
 * 50 queries, 1,000 hits and 20,000 facet values a request, an answer never built past its size limit, a small
 * body limit for searches (gzip included), and a budget by cost per client address (429). Each refusal is Algolia's
 * `{ message, status }`. The shop's own requests (a listing with its facets) stay well within all of it.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { listingRequestParams } from '@/lib/search/listing'
import { SEARCH_INDEX, SEARCH_SORT_INDEX } from '@/lib/search/types'
import type { SearchEngine } from '@/server/search/engine/engine'
import { MAX_ANSWER_CHARS } from '@/server/search/engine/limits'
import { createSearchHandler, SEARCH_RATE_LIMIT, SEARCH_REFUSAL_HOLD, type SearchHttpOptions } from '@/server/search/http'
import type { SearchKeys } from '@/server/search/keys'
import { createLocalEngine } from '@/server/search/local'

const KEYS: SearchKeys = { appId: 'LOCAL', searchKey: 'search-key-for-tests', writeKey: 'write-key-for-tests' }
const INDEX = SEARCH_INDEX

const servers: http.Server[] = []
let engine: SearchEngine

/** A server of its own (its own rate-limit counters: each budget below is a store of its own). */
async function start(options: Partial<SearchHttpOptions> = {}): Promise<string> {
  const server = http.createServer(
    createSearchHandler({
      basePath: '/api/search',
      keys: () => KEYS,
      engine: () => engine,
      rateLimit: null,
      refusalHold: null,
      ...options,
    }),
  )
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/search`
}

let origin: string

beforeAll(async () => {
  engine = createLocalEngine(INDEX)
  // 1,200 products of about 5 KB each: 1,000 of them are an answer larger than the limit
  engine.saveRecords(
    INDEX,
    Array.from({ length: 1200 }, (_, i) => ({
      objectID: `product-${i}`,
      algolia_type: 'product',
      type_rank: 5,
      titre: `Roulement à billes ${i}`,
      label: `Roulement à billes ${i}`,
      reference: `R-${i}`,
      marque: `Marque ${i % 300}`,
      categorie: `Catégorie ${i % 400}`,
      description: `Roulement robuste pour charges radiales, acier chromé, graissé à vie. `.repeat(70),
    })),
  )
  origin = await start()
})

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
})

type Answer = { status: number; json: unknown; bytes: number; headers: Headers }

async function post(base: string, path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    body,
    headers: { 'x-algolia-api-key': KEYS.searchKey, 'x-algolia-application-id': KEYS.appId, ...headers },
  })
  const text = await res.text()
  let json: unknown = text
  try {
    json = JSON.parse(text)
  } catch {
    // kept as text
  }
  return { status: res.status, json, bytes: Buffer.byteLength(text), headers: res.headers }
}

const queries = (n: number, params: string, base = origin) =>
  post(base, '/1/indexes/*/queries', JSON.stringify({ requests: Array.from({ length: n }, () => ({ indexName: INDEX, params })) }))

const algolia400 = (message: RegExp) => ({ message: expect.stringMatching(message), status: 400 })

describe('search endpoint: the work of one request is bounded', () => {
  it('answers 50 queries, refuses 51 with 400 in Algolia’s shape', async () => {
    const fifty = await queries(50, 'query=roulement&hitsPerPage=1')
    expect(fifty.status).toBe(200)
    expect((fifty.json as { results: unknown[] }).results).toHaveLength(50)
    const answer = await queries(51, 'query=roulement&hitsPerPage=1')
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual(algolia400(/Too many queries in one request: 51 \(50 at most\)/))
  })

  it('refuses hitsPerPage × queries beyond 1,000 (50 × 1,000 hits) with 400', async () => {
    const answer = await queries(50, 'query=&hitsPerPage=1000')
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual(algolia400(/Too many hits/))
    expect((await queries(2, 'query=&hitsPerPage=600')).json).toEqual(algolia400(/Too many hits/))
    expect((await queries(2, 'query=&hitsPerPage=500&attributesToRetrieve=objectID&attributesToHighlight=%5B%5D')).status).toBe(200)
  })

  it('refuses facet values beyond the budget (facets=* × maxValuesPerFacet=1000 × 50 queries) with 400', async () => {
    const answer = await queries(50, 'query=&hitsPerPage=0&facets=*&maxValuesPerFacet=1000')
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual(algolia400(/Too many facet values/))
  })

  it('never answers more than the answer size limit: 1,000 hits of 5 KB → 400, not 5 MB', async () => {
    const answer = await post(origin, `/1/indexes/${INDEX}/query`, JSON.stringify({ query: '', hitsPerPage: 1000 }))
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual(algolia400(/larger than/))
    expect(answer.bytes).toBeLessThan(MAX_ANSWER_CHARS)
    // the same hits without their descriptions fit
    const slim = await post(
      origin,
      `/1/indexes/${INDEX}/query`,
      JSON.stringify({ query: '', hitsPerPage: 1000, attributesToRetrieve: ['titre'], attributesToHighlight: [] }),
    )
    expect(slim.status).toBe(200)
    expect((slim.json as { hits: unknown[] }).hits).toHaveLength(1000)
  })

  const gzippedQueries = (n: number) =>
    new Uint8Array(
      gzipSync(
        JSON.stringify({
          requests: Array.from({ length: n }, () => ({
            indexName: INDEX,
            params: 'query=&hitsPerPage=1000&facets=*&maxValuesPerFacet=1000',
          })),
        }),
        { level: 9 },
      ),
    )

  it('reads at most 256 KB of a search body once decompressed: 5,000 queries sent as a few KB of gzip → 413', async () => {
    const gz = gzippedQueries(5000)
    expect(gz.length).toBeLessThan(10_000)
    const answer = await post(origin, '/1/indexes/*/queries', gz, { 'content-encoding': 'gzip' })
    expect(answer.status).toBe(413)
    expect(answer.json).toEqual({ message: expect.stringContaining('Request body too large (262144 bytes at most)'), status: 413 })
  })

  it('refuses the 2,000 gzipped queries of the report with 400 before running any', async () => {
    const answer = await post(origin, '/1/indexes/*/queries', gzippedQueries(2000), { 'content-encoding': 'gzip' })
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual(algolia400(/Too many queries in one request: 2000/))
  })

  it('answers the shop’s own listing request (its facets, its page size) as before', async () => {
    const params = listingRequestParams({ kind: 'all' } as never)
    const answer = await post(
      origin,
      '/1/indexes/*/queries',
      JSON.stringify({ requests: [{ indexName: SEARCH_SORT_INDEX['a-z'], ...params }] }),
    )
    expect(answer.status).toBe(200)
  })
})

describe('search endpoint: a budget by cost per client address', () => {
  it('answers 429 with Retry-After in Algolia’s shape once an address has spent its budget', async () => {
    const base = await start({ rateLimit: { points: 120, windowMs: 60_000 } })
    const statuses: number[] = []
    let refused: Answer | undefined
    for (let i = 0; i < 5 && !refused; i++) {
      // 50 queries: 50 points each
      const answer = await queries(50, 'query=roulement&hitsPerPage=1', base)
      statuses.push(answer.status)
      if (answer.status === 429) refused = answer
    }
    expect(statuses).toEqual([200, 200, 429])
    expect(refused?.json).toEqual({
      message: expect.stringContaining('Too many search requests'),
      status: 429,
      code: 'search_rate_limited',
    })
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    // the write key (the shop's scripts) is not counted
    const write = await post(base, `/1/indexes/${INDEX}/query`, JSON.stringify({ query: 'roulement' }), {
      'x-algolia-api-key': KEYS.writeKey,
    })
    expect(write.status).toBe(200)
  })

  it('holds a refusal for the budget before sending it (a script that ignores Retry-After cannot spin the server), at most maxHeld at once', async () => {
    expect(SEARCH_REFUSAL_HOLD.ms).toBeGreaterThanOrEqual(1000)
    const releases: Array<() => void> = []
    const waited: number[] = []
    const wait = (ms: number) => {
      waited.push(ms)
      return new Promise<void>((resolve) => releases.push(resolve))
    }
    const base = await start({ rateLimit: { points: 50, windowMs: 60_000 }, refusalHold: { ms: 1000, maxHeld: 1, wait } })
    expect((await queries(50, 'query=roulement&hitsPerPage=1', base)).status).toBe(200)
    // over budget: held until the pause ends
    let heldAnswer: Answer | undefined
    const first = queries(50, 'query=roulement&hitsPerPage=1', base).then((a) => (heldAnswer = a))
    await vi.waitFor(() => expect(releases).toHaveLength(1))
    // a second refusal while one is held (maxHeld 1) is sent at once
    const second = await queries(50, 'query=roulement&hitsPerPage=1', base)
    expect(second.status).toBe(429)
    expect(heldAnswer).toBeUndefined()
    releases[0]!()
    await first
    expect(heldAnswer?.status).toBe(429)
    expect(waited).toEqual([1000])
  })

  it('by default, stops a script of 50-query requests within a few requests, not a visitor searching', async () => {
    const base = await start({ rateLimit: SEARCH_RATE_LIMIT })
    // a visitor: 40 searches of a listing (3 queries, 24 hits, facets) in a row
    const listing = { hitsPerPage: 24, facets: ['marque', 'categorie', 'stock_label'], maxValuesPerFacet: 50 }
    for (let i = 0; i < 40; i++) {
      const answer = await post(
        base,
        '/1/indexes/*/queries',
        JSON.stringify({
          requests: [
            { indexName: INDEX, query: `roul${i}`, ...listing },
            { indexName: INDEX, query: `roul${i}`, hitsPerPage: 0, facets: ['marque'] },
            { indexName: INDEX, query: `roul${i}`, hitsPerPage: 0, facets: ['categorie'] },
          ],
        }),
      )
      expect(answer.status).toBe(200)
    }
    // a script on another handler's counters would be refused after SEARCH_RATE_LIMIT.points / 50 requests
    const script = await start({ rateLimit: { ...SEARCH_RATE_LIMIT, windowMs: SEARCH_RATE_LIMIT.windowMs + 1000 } })
    let sent = 0
    let status = 200
    while (status === 200 && sent < 100) {
      status = (await queries(50, 'query=&hitsPerPage=1', script)).status
      sent++
    }
    expect(status).toBe(429)
    expect(sent).toBeLessThanOrEqual(Math.ceil(SEARCH_RATE_LIMIT.points / 50) + 1)
  })
})
