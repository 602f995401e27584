/**
 * The embedded engine runs on a thread of its own (issue 29, item 2): while 30 clients send expensive searches at
 * once, the page server's event loop stays free, so a plain request on the same process is answered at once. The same
 * burst against an engine on the main thread keeps the loop busy all along: the event loop's utilisation is compared
 * (delays and a plain request's time are printed, not asserted: the machine's load stretches them). The index is built there and takes the writes (saveObjects through the shop's
 * SearchIndex), and the HTTP endpoint answers from it.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay, performance as perf } from 'node:perf_hooks'
import { threadId } from 'node:worker_threads'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SearchRecord } from '@/lib/search/types'
import { createSearchHandler, type SearchHttpOptions } from '@/server/search/http'
import type { SearchKeys } from '@/server/search/keys'
import { ensureLocalIndex, LocalSearchIndex, localState, resetLocalState, useSearchThread } from '@/server/search/local'
import { inProcessEngine, WorkerEngine } from '@/server/search/worker/client'

const KEYS: SearchKeys = { appId: 'LOCAL', searchKey: 'search-key-for-tests', writeKey: 'write-key-for-tests' }
const INDEX = 'all-fr'
const WORDS = ['roulement', 'billes', 'joint', 'acier', 'graisse', 'bague', 'étanche', 'radial', 'conique', 'aiguilles']

const records = Array.from({ length: 30_000 }, (_, i) => ({
  objectID: `product-${i}`,
  algolia_type: 'product',
  type_rank: 5,
  titre: `${WORDS[i % 10]} ${WORDS[(i * 7) % 10]} ${WORDS[(i * 3) % 10]} ${i}`,
  label: `Produit ${i}`,
  reference: `R-${i}`,
  marque: `Marque ${i % 500}`,
  categorie: `Catégorie ${i % 700}`,
  catalogue: `Catalogue ${i % 50}`,
  description: `${WORDS.join(' ')} ${i}`,
})) as unknown as SearchRecord[]

const servers: http.Server[] = []

async function serve(engine: SearchHttpOptions['engine']): Promise<string> {
  const handle = createSearchHandler({ basePath: '/api/search', keys: () => KEYS, engine, rateLimit: null })
  // a plain route beside the search, on the same event loop
  const server = http.createServer((req, res) => (req.url === '/plain' ? res.end('ok') : void handle(req, res)))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

let threaded: string
let inline: string

beforeAll(async () => {
  resetLocalState(INDEX)
  useSearchThread(true)
  const engine = await ensureLocalIndex(INDEX, async () => ({ records, synonyms: [] }))
  expect(engine.thread).toBe('worker')
  threaded = await serve(() => engine)
  // the same index on this thread, for comparison
  const { createLocalEngine } = await import('@/server/search/local')
  const local = createLocalEngine(INDEX)
  local.replaceAllObjects(INDEX, records as never)
  inline = await serve(() => inProcessEngine(local))
})

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
  resetLocalState(INDEX)
  useSearchThread(false)
})

/** An expensive search: every record matches, all facets counted, 100 values each, typos on. */
const expensive = (origin: string, i: number) =>
  fetch(`${origin}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'x-algolia-api-key': KEYS.searchKey, 'x-algolia-application-id': KEYS.appId },
    body: JSON.stringify({
      requests: Array.from({ length: 4 }, (_, k) => ({
        indexName: INDEX,
        params: `query=${encodeURIComponent(['roulemnt', 'bile', 'acer', 'etanch'][k] as string)}&hitsPerPage=5&facets=*&maxValuesPerFacet=100&attributesToRetrieve=objectID&attributesToHighlight=%5B%5D&responseFields=%5B%22nbHits%22%5D&page=${i % 3}`,
      })),
    }),
  }).then(async (res) => {
    expect(res.status).toBe(200)
    return (await res.json()) as { results: { nbHits: number }[] }
  })

type Burst = { maxLagMs: number; plainMs: number; burstMs: number; oneSearchMs: number; busy: number }

/** 30 concurrent expensive searches; the event loop's worst delay and a plain request's time meanwhile. */
async function burst(origin: string): Promise<Burst> {
  const one = performance.now()
  await expensive(origin, 0)
  const oneSearchMs = performance.now() - one
  const lag = monitorEventLoopDelay({ resolution: 5 })
  lag.enable()
  const elu = perf.eventLoopUtilization()
  const started = performance.now()
  const searches = Array.from({ length: 30 }, (_, i) => expensive(origin, i))
  // a plain request sent once the searches are in flight
  await new Promise((resolve) => setTimeout(resolve, 20))
  const plainStarted = performance.now()
  const plain = fetch(`${origin}/plain`).then(async (res) => {
    await res.text()
    return performance.now() - plainStarted
  })
  const [plainMs] = await Promise.all([plain, Promise.all(searches)])
  const burstMs = performance.now() - started
  lag.disable()
  // the share of the burst the event loop spent running code rather than waiting for events (not a timing: the
  // machine's load stretches both the same way)
  const busy = perf.eventLoopUtilization(elu).utilization
  return { maxLagMs: lag.max / 1e6, plainMs, burstMs, oneSearchMs, busy }
}

describe('search engine thread', () => {
  it('runs the searches on another thread than the page server', async () => {
    expect(await localState(INDEX).engine.threadId()).not.toBe(threadId)
  })

  it('answers the same results as the engine on the main thread, and takes the shop’s writes', async () => {
    const [a, b] = await Promise.all([expensive(threaded, 0), expensive(inline, 0)])
    expect(a.results.map((r) => r.nbHits)).toEqual(b.results.map((r) => r.nbHits))
    const index = new LocalSearchIndex(INDEX)
    await index.saveObjects([{ ...records[0], objectID: 'product-new', titre: 'Tournevis cruciforme isolé' } as SearchRecord])
    const found = await index.search({ query: 'tournevis' })
    expect(found.hits.map((h) => h.objectID)).toEqual(['product-new'])
    expect(await index.count()).toBe(records.length + 1)
  })

  it('keeps the event loop free while 30 clients send expensive searches (the main-thread engine does not)', async () => {
    const onThread = await burst(threaded)
    const onMain = await burst(inline)
    console.log('[search-worker] 30 concurrent expensive searches', { onThread, onMain })
    // on the main thread the event loop is busy with the searches nearly all the burst long
    expect(onMain.busy).toBeGreaterThan(0.7)
    // with the engine on its thread, it mostly waits: the searches run elsewhere
    expect(onThread.busy).toBeLessThan(0.5)
    expect(onThread.busy).toBeLessThan(onMain.busy / 2)
  })

  it('falls back to an engine on the main thread when the thread stops', async () => {
    const engine = localState('fallback').engine
    expect(engine).toBeInstanceOf(WorkerEngine)
    await (engine as WorkerEngine).terminate()
    const replaced = localState('fallback')
    expect(replaced.engine.thread).toBe('main')
    expect(replaced.status).toBe('empty')
    resetLocalState('fallback')
  })
})
