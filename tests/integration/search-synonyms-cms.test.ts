/**
 * « Synonymes de recherche »: an editor's save in the collection reaches the search at once (the
 * embedded engine, searched over HTTP with the browser's search key), an update and a deletion too, a fresh build
 * reads them from the database, and nobody but an editor reads or writes the collection through /cms/api.
 * Payload runs on a temporary SQLite file (tests/helpers/payload.ts).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { algoliasearch } from 'algoliasearch'
import type { NextApiRequest, NextApiResponse } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'

const EDITOR_PASSWORD = 'Editeur-synonymes-2026'
const CLIENT_PASSWORD = 'Client-synonymes-2026'

let env: TestPayload
let payload: Payload
let server: http.Server
let client: ReturnType<typeof algoliasearch>
let editorCookie: string
let clientCookie: string
const o = { overrideAccess: true, context: { disableRevalidate: true } } as const

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  for (const [slug, titre] of [
    ['foret-hss-8', 'Foret HSS 8 mm'],
    ['gants-anticoupure', 'Gants anti-coupure niveau 5'],
  ]) {
    await payload.create({
      collection: 'produits',
      data: { titre, slug, dimasys_reference: slug.toUpperCase(), should_be_displayed: true },
      ...o,
    })
  }
  await payload.create({ collection: 'editors', data: { email: 'synonymes@cms.test', password: EDITOR_PASSWORD, name: 'Éditrice' }, ...o })
  const societe = await payload.create({ collection: 'societes', data: { raison_sociale: 'Delta SAS', numero_client: 'C-D' }, ...o })
  await payload.create({
    collection: 'clients',
    data: { email: 'dora@delta.test', password: CLIENT_PASSWORD, firstname: 'Dora', societe: societe.id },
    ...o,
  })
  editorCookie = await login('editors', 'synonymes@cms.test', EDITOR_PASSWORD)
  clientCookie = await login('clients', 'dora@delta.test', CLIENT_PASSWORD)

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

const titles = async (query: string): Promise<string[]> => {
  // without the relaxation of a query that finds nothing (« 8 » alone would find the drill): the synonym's effect only
  const res = await client.searchSingleIndex<{ titre?: string }>({
    indexName: 'all-fr',
    searchParams: { query, removeWordsIfNoResults: 'none' },
  })
  return res.hits.map((h) => h.titre ?? '').sort()
}

describe('« Synonymes de recherche » reach the search', () => {
  it('an editor’s save through /cms/api is used by the next search; an update and a deletion too', async () => {
    expect(await titles('mèche 8')).toEqual([])
    const created = await rest('POST', '/synonymes-recherche', {
      cookie: editorCookie,
      body: { type: 'synonym', mots: [{ mot: 'foret' }, { mot: 'Mèche' }] },
    })
    expect(created.status).toBe(201)
    expect(created.json.doc.libelle).toBe('foret = Mèche')
    expect(await titles('mèche 8')).toEqual(['Foret HSS 8 mm'])

    // one way: « gant de protection » finds the gloves, not the other way round
    const id = created.json.doc.id as number
    const updated = await rest('PATCH', `/synonymes-recherche/${id}`, {
      cookie: editorCookie,
      body: { type: 'onewaysynonym', mot_saisi: 'gant de protection', mots: [{ mot: 'gants' }] },
    })
    expect(updated.status).toBe(200)
    expect(await titles('mèche 8')).toEqual([])
    expect(await titles('gant de protection')).toEqual(['Gants anti-coupure niveau 5'])

    const deleted = await rest('DELETE', `/synonymes-recherche/${id}`, { cookie: editorCookie })
    expect(deleted.status).toBe(200)
    expect(await titles('gant de protection')).toEqual([])
  })

  it('refuses a synonym of one word with a French message', async () => {
    const res = await rest('POST', '/synonymes-recherche', {
      cookie: editorCookie,
      body: { type: 'synonym', mots: [{ mot: 'clé' }, { mot: 'Clé' }] },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toContain('Indiquez au moins deux mots différents.')
  })

  it('a fresh build of the index reads the synonyms from the database', async () => {
    await payload.create({
      collection: 'synonymes-recherche',
      data: { type: 'synonym', mots: [{ mot: 'foret' }, { mot: 'mèche' }] },
      ...o,
      context: { disableSearchIndex: true },
    })
    expect(await titles('mèche 8')).toEqual([])
    const { ensureLocalIndex } = await import('@/server/search/local')
    const { loadIndexContent } = await import('@/server/search/indexer')
    await ensureLocalIndex('all-fr', () => loadIndexContent(payload), true)
    expect(await titles('mèche 8')).toEqual(['Foret HSS 8 mm'])
  })
})

describe('the collection is for editors only', () => {
  it('a visitor and a client can neither list, read, create, update nor delete synonyms', async () => {
    const doc = await payload.create({
      collection: 'synonymes-recherche',
      data: { type: 'synonym', mots: [{ mot: 'inox' }, { mot: 'acier inoxydable' }] },
      ...o,
    })
    for (const cookie of [undefined, clientCookie]) {
      const list = await rest('GET', '/synonymes-recherche', { cookie })
      expect(list.status).toBe(403)
      const one = await rest('GET', `/synonymes-recherche/${doc.id}`, { cookie })
      expect(one.status).toBe(403)
      const create = await rest('POST', '/synonymes-recherche', { cookie, body: { type: 'synonym', mots: [{ mot: 'a' }, { mot: 'b' }] } })
      expect(create.status).toBe(403)
      const update = await rest('PATCH', `/synonymes-recherche/${doc.id}`, { cookie, body: { mots: [{ mot: 'x' }, { mot: 'y' }] } })
      expect(update.status).toBe(403)
      const remove = await rest('DELETE', `/synonymes-recherche/${doc.id}`, { cookie })
      expect(remove.status).toBe(403)
    }
    const still = await payload.findByID({ collection: 'synonymes-recherche', id: doc.id, overrideAccess: true })
    expect(still.libelle).toBe('inox = acier inoxydable')
    const editor = await rest('GET', `/synonymes-recherche/${doc.id}`, { cookie: editorCookie })
    expect(editor.status).toBe(200)
  })
})
