/**
 * Searches during the start-up build of the embedded index: answered at once with `503`,
 * `Retry-After` and a `{ code, message }` body instead of waiting for the build; the build yields to the event loop
 * (a search is answered while it runs); a rebuild keeps serving the previous index.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import type { SearchRecord } from '@/lib/search/types'
import { createSearchHandler } from '@/server/search/http'
import type { SearchKeys } from '@/server/search/keys'
import { ensureLocalIndex, localEngineNow, localState, resetLocalState } from '@/server/search/local'

const KEYS: SearchKeys = { appId: 'LOCAL', searchKey: 'search-key-for-tests', writeKey: 'write-key-for-tests' }
const INDEX = 'all-fr'

const records = (n: number, titre = 'Roulement à billes') =>
  Array.from({ length: n }, (_, i) => ({
    objectID: `product-${i}`,
    algolia_type: 'product',
    type_rank: 5,
    titre: `${titre} ${i}`,
    label: `${titre} ${i}`,
    reference: `R-${i}`,
  })) as unknown as SearchRecord[]

/** A load the test finishes when it wants. */
function deferred() {
  let resolve!: (records: SearchRecord[]) => void
  const promise = new Promise<SearchRecord[]>((r) => (resolve = r))
  return { promise, resolve }
}

let server: http.Server
let origin: string
let load: () => Promise<SearchRecord[]>
/** The index content of `load` (records, no synonyms). */
const content = () => load().then((records) => ({ records, synonyms: [] }))

beforeEach(async () => {
  resetLocalState(INDEX)
  server = http.createServer(
    createSearchHandler({ basePath: '/api/search', keys: () => KEYS, engine: () => localEngineNow(INDEX, content, 0) }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/search`
})

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve))
  resetLocalState(INDEX)
})

const search = (query: string) =>
  fetch(`${origin}/1/indexes/${INDEX}/query`, {
    method: 'POST',
    body: JSON.stringify({ query }),
    headers: { 'x-algolia-api-key': KEYS.searchKey, 'x-algolia-application-id': KEYS.appId },
  })

describe('searches during the start-up build', () => {
  it('answers 503 with Retry-After and { code, message } while the database is still being read, then the hits', async () => {
    const pending = deferred()
    load = () => pending.promise
    const res = await search('roulement')
    expect(res.status).toBe(503)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('search_index_building')
    expect(body.message).toMatch(/retry/)

    pending.resolve(records(3))
    await ensureLocalIndex(INDEX, content)
    const ok = await search('roulement')
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as { nbHits: number }).nbHits).toBe(3)
  })

  it('a search is answered while the records are being indexed (the build yields to the event loop)', async () => {
    load = async () => records(20_000)
    const build = ensureLocalIndex(INDEX, content)
    // the build has the records and is indexing them: a search arriving now is answered before it ends
    await new Promise((resolve) => setImmediate(resolve))
    const res = await search('roulement')
    const statusWhenAnswered = localState(INDEX).status
    await build
    expect(res.status).toBe(503)
    expect(statusWhenAnswered).toBe('loading')
  })

  it('a rebuild serves the previous index until the new one replaces it', async () => {
    load = async () => records(2, 'Palier')
    await ensureLocalIndex(INDEX, content)
    const pending = deferred()
    load = () => pending.promise
    const rebuild = ensureLocalIndex(INDEX, content, true)
    const during = await search('palier')
    expect(during.status).toBe(200)
    expect(((await during.json()) as { nbHits: number }).nbHits).toBe(2)
    pending.resolve(records(4, 'Palier'))
    await rebuild
    expect(((await (await search('palier')).json()) as { nbHits: number }).nbHits).toBe(4)
  })
})
