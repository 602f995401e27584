/**
 * The embedded search endpoint under hostile input, over real HTTP as in production:
 * - a gzip body is never inflated past the body limit (413), so a few kilobytes cannot take gigabytes of memory;
 * - every engine error is a 4xx in Algolia's shape `{ message, status }` (the official client turns it into an
 *   ApiError instead of retrying and reporting "unreachable hosts"), never 500. In the app the engine is built by the
 *   instrumentation hook, a module graph apart from the API route's: the server here is built the same way, the
 *   engine and the HTTP handler each loaded in their own module graph (vi.resetModules between the two imports).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { createGzip } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { SearchKeys } from '@/server/search/keys'

const KEYS: SearchKeys = { appId: 'LOCAL', searchKey: 'search-key-for-tests', writeKey: 'write-key-for-tests' }
const INDEX = 'all-fr'

let server: http.Server
let origin: string

beforeAll(async () => {
  // module graph 1: the engine, as the instrumentation hook builds it
  const { createLocalEngine } = await import('@/server/search/local')
  const engine = createLocalEngine(INDEX)
  engine.saveRecords(INDEX, [
    {
      objectID: 'product-1',
      algolia_type: 'product',
      titre: 'Roulement à billes 6204-2RS SKF',
      reference: 'SKF-6204-2RS',
      marque: 'SKF',
      label: 'Roulement',
      stock: 3,
    },
    { objectID: 'marque-1', algolia_type: 'marque', titre: 'SKF', label: 'SKF' },
  ])
  // module graph 2: the API route's handler
  vi.resetModules()
  const { createSearchHandler } = await import('@/server/search/http')
  server = http.createServer(createSearchHandler({ basePath: '/api/search', keys: () => KEYS, engine: () => engine }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/search`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

type Answer = { status: number; json: unknown }

async function call(method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${origin}${path}`, {
    method,
    body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
    headers: { 'x-algolia-api-key': KEYS.searchKey, 'x-algolia-application-id': KEYS.appId, ...headers },
  })
  const text = await res.text()
  let json: unknown = text
  try {
    json = JSON.parse(text)
  } catch {
    // kept as text
  }
  return { status: res.status, json }
}

const query = (params: unknown) => call('POST', `/1/indexes/${INDEX}/query`, JSON.stringify(params))

/** `size` bytes of zeros, gzipped a megabyte at a time (the bomb itself is never held in memory). */
async function gzipOfZeros(size: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024)
  const gzip = createGzip({ level: 9 })
  const out: Buffer[] = []
  gzip.on('data', (b: Buffer) => out.push(b))
  const done = new Promise((resolve, reject) => gzip.on('end', resolve).on('error', reject))
  await new Promise<void>((resolve, reject) => {
    Readable.from(
      (function* () {
        for (let sent = 0; sent < size; sent += chunk.length) yield chunk
      })(),
    )
      .on('error', reject)
      .pipe(gzip)
      .on('finish', resolve)
  })
  await done
  return Buffer.concat(out)
}

/** Peak resident memory of the process so far, in bytes. */
const peakRss = () => process.resourceUsage().maxRSS * 1024

describe('search endpoint: decompression bomb', () => {
  it('refuses 256 MB of zeros sent as 250 KB of gzip with 413, without inflating it', async () => {
    const bomb = await gzipOfZeros(256 * 1024 * 1024)
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const before = peakRss()
    const answer = await call('POST', `/1/indexes/${INDEX}/query`, bomb, { 'content-encoding': 'gzip', 'content-type': 'application/json' })
    expect(answer.status).toBe(413)
    expect(answer.json).toEqual({ message: expect.stringContaining('Request body too large'), status: 413 })
    // at most the 20 MB limit is ever inflated (the old code held the 256 MB and its text copy)
    expect(peakRss() - before).toBeLessThan(128 * 1024 * 1024)
  })

  it('answers 400 to a body announced as gzip that is not', async () => {
    const answer = await call('POST', `/1/indexes/${INDEX}/query`, '{"query":"skf"}', { 'content-encoding': 'gzip' })
    expect(answer).toEqual({ status: 400, json: { message: expect.stringContaining('gzip'), status: 400 } })
  })

  it('still reads a gzip body under the limit', async () => {
    const { gzipSync } = await import('node:zlib')
    const answer = await call('POST', `/1/indexes/${INDEX}/query`, gzipSync('{"query":"roulement"}'), { 'content-encoding': 'gzip' })
    expect(answer.status).toBe(200)
    expect((answer.json as { nbHits: number }).nbHits).toBe(1)
  })
})

describe('search endpoint: engine errors are Algolia 4xx, never 500', () => {
  const expect4xx = (answer: Answer, status: number, message: string | RegExp) => {
    expect(answer.status).toBe(status)
    expect(answer.json).toEqual({ message: expect.stringMatching(message), status })
  }

  it('bad filters syntax → 400', async () => {
    expect4xx(await query({ filters: '(marque:SKF' }), 400, /^filters: missing '\)'/)
    expect4xx(await query({ filters: 'marque:' }), 400, /^filters: a value was expected/)
  })

  it('filters nested past the limit → 400, not a stack overflow', async () => {
    expect4xx(await query({ filters: `${'('.repeat(5000)}marque:SKF${')'.repeat(5000)}` }), 400, /nested/)
    expect4xx(await query({ filters: `${'NOT '.repeat(100)}marque:SKF` }), 400, /nested/)
  })

  it('hitsPerPage 1001 → 400', async () => {
    expect4xx(await query({ hitsPerPage: 1001 }), 400, /hitsPerPage/)
  })

  it('a 513-character query → 400', async () => {
    expect4xx(await query({ query: 'a'.repeat(513) }), 400, /Query is too long/)
  })

  it('an unknown index → 404', async () => {
    expect4xx(await call('POST', '/1/indexes/all-xx/query', '{}'), 404, /Index all-xx does not exist/)
    expect4xx(await call('POST', '/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: 'all-xx' }] })), 404, /does not exist/)
  })

  it('searching the values of a facet that is not searchable, or not declared → 400', async () => {
    expect4xx(await call('POST', `/1/indexes/${INDEX}/facets/algolia_type/query`, '{"facetQuery":"p"}'), 400, /searchable\(algolia_type\)/)
    expect4xx(await call('POST', `/1/indexes/${INDEX}/facets/titre/query`, '{"facetQuery":"p"}'), 400, /searchable\(titre\)/)
  })

  it('{"query":5} (a parameter of the wrong type) → 400', async () => {
    expect4xx(await query({ query: 5 }), 400, /'query' must be a string/)
    expect4xx(await query({ page: 'x' }), 400, /'page' must be an integer/)
    expect4xx(await query({ params: 5 }), 400, /params must be a string/)
  })

  it('malformed JSON → 400', async () => {
    expect4xx(await call('POST', `/1/indexes/${INDEX}/query`, '{"query": '), 400, /Invalid JSON/)
  })

  it('an unknown parameter nested 100,000 levels deep → 400 (it is echoed back in params)', async () => {
    const deep = `{"analyticsTags":${'['.repeat(100_000)}${']'.repeat(100_000)}}`
    expect4xx(await call('POST', `/1/indexes/${INDEX}/query`, deep), 400, /nested too deeply/)
    expect4xx(await query({ params: `ruleContexts=${'['.repeat(100_000)}${']'.repeat(100_000)}` }), 400, /nested too deeply/)
  })

  it('the official client gets these errors as an ApiError with the status (no retry, no "unreachable hosts")', async () => {
    const { algoliasearch } = await import('algoliasearch')
    const url = origin.replace(/^http:\/\//, '')
    const client = algoliasearch(KEYS.appId, KEYS.searchKey, { hosts: [{ url, accept: 'readWrite', protocol: 'http' }] })
    await expect(client.searchSingleIndex({ indexName: INDEX, searchParams: { filters: '(' } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: expect.stringContaining('filters'),
    })
    await expect(client.searchSingleIndex({ indexName: 'all-xx' })).rejects.toMatchObject({ name: 'ApiError', status: 404 })
  })
})
