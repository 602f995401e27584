/**
 * The synonyms API of the embedded search endpoint through the official `algoliasearch` v5 client over real HTTP
 *: saveSynonyms, getSynonym, searchSynonyms, saveSynonym, deleteSynonym, clearSynonyms answer as
 * Algolia does, a search uses the synonyms, and only the write key reaches them.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SearchEngine } from '@/server/search/engine/engine'
import { createSearchHandler } from '@/server/search/http'
import type { SearchKeys } from '@/server/search/keys'

const KEYS: SearchKeys = { appId: 'LOCAL', searchKey: 'search-key-for-tests', writeKey: 'write-key-for-tests' }
const INDEX = 'all-fr'
const REPLICA = `${INDEX}_label_desc`

let server: http.Server
let origin: string
let admin: ReturnType<typeof algoliasearch>
let visitor: ReturnType<typeof algoliasearch>

const records = [
  { objectID: 'foret-8', titre: 'Foret HSS 8 mm', label: 'Foret HSS 8 mm' },
  { objectID: 'meche-8', titre: 'Mèche à bois 8 mm', label: 'Mèche à bois 8 mm' },
  { objectID: 'gants', titre: 'Gants anti-coupure', label: 'Gants anti-coupure' },
]

beforeAll(async () => {
  const engine = new SearchEngine()
  server = http.createServer(createSearchHandler({ basePath: '/api/search', keys: () => KEYS, engine: () => engine }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  const hosts = [{ url: `127.0.0.1:${port}/api/search`, accept: 'readWrite' as const, protocol: 'http' as const }]
  admin = algoliasearch(KEYS.appId, KEYS.writeKey, { hosts })
  visitor = algoliasearch(KEYS.appId, KEYS.searchKey, { hosts })
  await admin.setSettings({
    indexName: INDEX,
    indexSettings: { searchableAttributes: ['titre'], customRanking: ['asc(label)'], replicas: [`virtual(${REPLICA})`] },
  })
  await admin.saveObjects({ indexName: INDEX, objects: records, waitForTasks: true })
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const search = async (client: ReturnType<typeof algoliasearch>, indexName: string, query: string) =>
  (await client.searchSingleIndex({ indexName, searchParams: { query } })).hits.map((h) => h.objectID).sort()

const raw = (method: string, path: string, body?: string, key = KEYS.writeKey) =>
  fetch(`${origin}/api/search${path}`, { method, body, headers: { 'x-algolia-api-key': key, 'x-algolia-application-id': KEYS.appId } })

describe('synonyms through the official algoliasearch v5 client', () => {
  it('saves a batch (forwarded to the replicas), reads one back, searches them, and a search uses them', async () => {
    expect(await search(visitor, INDEX, 'mèche 8')).toEqual(['meche-8'])
    const saved = await admin.saveSynonyms({
      indexName: INDEX,
      synonymHit: [
        { objectID: 'foret-meche', type: 'synonym', synonyms: ['foret', 'mèche'] },
        { objectID: 'gant', type: 'onewaysynonym', input: 'gant de protection', synonyms: ['gants'] },
      ],
      forwardToReplicas: true,
      replaceExistingSynonyms: true,
    })
    expect(saved).toEqual({ taskID: expect.any(Number), updatedAt: expect.any(String) })
    await admin.waitForTask({ indexName: INDEX, taskID: saved.taskID })

    expect(await admin.getSynonym({ indexName: INDEX, objectID: 'foret-meche' })).toEqual({
      objectID: 'foret-meche',
      type: 'synonym',
      synonyms: ['foret', 'mèche'],
    })
    const found = await admin.searchSynonyms({ indexName: INDEX, searchSynonymsParams: { query: 'protection', type: 'onewaysynonym' } })
    expect(found.nbHits).toBe(1)
    expect(found.hits[0]).toMatchObject({ objectID: 'gant', input: 'gant de protection', synonyms: ['gants'] })

    // the browser's search key: the synonyms apply to its searches, on the primary and its replica
    expect(await search(visitor, INDEX, 'mèche 8')).toEqual(['foret-8', 'meche-8'])
    expect(await search(visitor, REPLICA, 'meche 8')).toEqual(['foret-8', 'meche-8'])
    expect(await search(visitor, INDEX, 'gant de protection')).toEqual(['gants'])
  })

  it('saves one synonym, deletes it, clears them all', async () => {
    const one = await admin.saveSynonym({
      indexName: INDEX,
      objectID: 'cle',
      synonymHit: { objectID: 'cle', type: 'synonym', synonyms: ['clé', 'clef'] },
    })
    expect(one).toEqual({ taskID: expect.any(Number), updatedAt: expect.any(String), id: 'cle' })
    const deleted = await admin.deleteSynonym({ indexName: INDEX, objectID: 'foret-meche' })
    expect(deleted).toEqual({ taskID: expect.any(Number), deletedAt: expect.any(String) })
    expect(await search(visitor, INDEX, 'mèche 8')).toEqual(['meche-8'])
    await expect(admin.getSynonym({ indexName: INDEX, objectID: 'foret-meche' })).rejects.toMatchObject({ status: 404 })

    const cleared = await admin.clearSynonyms({ indexName: INDEX })
    expect(cleared).toEqual({ taskID: expect.any(Number), updatedAt: expect.any(String) })
    expect((await admin.searchSynonyms({ indexName: INDEX })).nbHits).toBe(0)
    expect(await search(visitor, INDEX, 'gant de protection')).toEqual([])
  })

  it('refuses a placeholder synonym with a 400 and Algolia’s error shape', async () => {
    const res = await raw(
      'PUT',
      `/1/indexes/${INDEX}/synonyms/p`,
      JSON.stringify({ objectID: 'p', type: 'placeholder', placeholder: '<n>', replacements: ['1'] }),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: expect.stringContaining('Placeholder'), status: 400 })
    const notArray = await raw('POST', `/1/indexes/${INDEX}/synonyms/batch`, JSON.stringify({ objectID: 'x' }))
    expect(notArray.status).toBe(400)
  })

  it('the search key can neither read nor write synonyms (403)', async () => {
    const read = await raw('POST', `/1/indexes/${INDEX}/synonyms/search`, '{}', KEYS.searchKey)
    expect(read.status).toBe(403)
    const get = await raw('GET', `/1/indexes/${INDEX}/synonyms/cle`, undefined, KEYS.searchKey)
    expect(get.status).toBe(403)
    const write = await raw(
      'PUT',
      `/1/indexes/${INDEX}/synonyms/x`,
      JSON.stringify({ type: 'synonym', synonyms: ['a', 'b'] }),
      KEYS.searchKey,
    )
    expect(write.status).toBe(403)
    const clear = await raw('POST', `/1/indexes/${INDEX}/synonyms/clear`, '', KEYS.searchKey)
    expect(clear.status).toBe(403)
  })
})
