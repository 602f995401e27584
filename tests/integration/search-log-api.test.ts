/**
 * The search log on a fresh SQLite database: POST /api/search-log stores one row per settled search
 * with the session's buyer id and nothing else about the visitor; GET /api/search-log/stats gives editors the counts,
 * the no-result queries and the click-through rate (clicks of `search-events` joined on the queryID); the
 * `purgeSearchLog` job deletes rows past the retention.
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { callApi, type ApiCall } from '../helpers/nextApi'
import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'

const SHOP = 'http://localhost:3000'
const EDITOR = { email: 'editrice-log@cms.test', password: 'Editeur-test-2026' }
const BUYER = { email: 'acheteur-log@client.test', password: 'Acheteur-2026-mdp' }

let env: TestPayload
let payload: Payload
let post: NextApiHandler
let stats: NextApiHandler
let buyerId: number
let buyerCookie: string
let editorCookie: string

beforeAll(async () => {
  process.env.NEXT_PUBLIC_APP_URL = SHOP
  env = await startTestPayload()
  payload = env.payload
  post = (await import('@/pages/api/search-log/index')).default
  stats = (await import('@/pages/api/search-log/stats')).default
  await payload.create({ collection: 'editors', data: { ...EDITOR, name: 'Éditrice' }, overrideAccess: true })
  buyerId = (
    await payload.create({ collection: 'clients', data: { ...BUYER, firstname: 'Alice', lastname: 'Martin' }, overrideAccess: true })
  ).id
  buyerCookie = await login('clients', BUYER.email, BUYER.password)
  editorCookie = await login('editors', EDITOR.email, EDITOR.password)
})

afterAll(async () => {
  const { settleJobs } = await import('@/server/jobs/queue')
  await settleJobs()
  await env?.cleanup()
})

beforeEach(async () => {
  await payload.db.deleteMany({ collection: 'search-queries', where: {} })
  await payload.db.deleteMany({ collection: 'search-events', where: {} })
})

let ip = 0
const send = (body: unknown, over: ApiCall = {}) =>
  callApi(post, {
    method: 'POST',
    ...over,
    headers: { origin: SHOP, 'content-type': 'application/json', ...over.headers },
    body,
    ip: over.ip ?? `203.0.113.${++ip % 250}`,
  })
const readStats = (days: string | undefined, cookie?: string) =>
  callApi(stats, { method: 'GET', headers: cookie ? { cookie } : {}, query: days === undefined ? {} : { days } })

const QUERY_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const entry = {
  query: '  Pompe   à EAU ',
  nbHits: 12,
  filters: ['marque:Grundfos', 'algolia_type:product'],
  index: 'all-fr',
  queryID: QUERY_ID,
  source: 'results',
}

const rows = async () => (await payload.find({ collection: 'search-queries', overrideAccess: true, sort: 'id', limit: 100, depth: 0 })).docs

describe('POST /api/search-log', () => {
  it("stores a logged-in buyer's search with the session's buyer id and nothing else about them", async () => {
    // a buyer id in the body is not a field of the log: refused, never trusted
    expect((await send({ ...entry, buyer: 999 }, { headers: { cookie: buyerCookie } })).status).toBe(400)
    const res = await send(entry, { headers: { cookie: buyerCookie } })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ code: 'success' })
    const [row, ...others] = await rows()
    expect(others).toEqual([])
    const { id: _id, createdAt: _c, updatedAt: _u, ...stored } = row as unknown as Record<string, unknown>
    expect(stored).toEqual({
      query: 'Pompe   à EAU',
      query_normalized: 'pompe à eau',
      nb_hits: 12,
      filters: ['algolia_type:product', 'marque:Grundfos'],
      index: 'all-fr',
      query_id: QUERY_ID,
      source: 'results',
      buyer: buyerId,
    })
  })

  it("stores a visitor's search without a buyer, also sent as text by sendBeacon", async () => {
    const res = await send(JSON.stringify({ ...entry, source: 'dropdown', queryID: undefined }), {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    expect(res.status).toBe(201)
    const [row] = await rows()
    expect(row).toMatchObject({ query_normalized: 'pompe à eau', source: 'dropdown', query_id: null })
    expect(row?.buyer ?? null).toBeNull()
  })

  it('refuses bad input with 400 { code, message } in French and stores nothing', async () => {
    const bad: unknown[] = [
      { ...entry, query: 'x'.repeat(513) },
      { ...entry, query: '   ' },
      { ...entry, nbHits: -1 },
      { ...entry, nbHits: 1.5 },
      { ...entry, filters: Array.from({ length: 21 }, (_, i) => `marque:M${i}`) },
      { ...entry, filters: ['pas un filtre'] },
      { ...entry, filters: [`marque:${'x'.repeat(200)}`] },
      { ...entry, index: '../all-fr' },
      { ...entry, queryID: 'not-hex!' },
      { ...entry, source: 'ailleurs' },
      { ...entry, ip: '1.2.3.4' },
      [],
      'pas du json',
    ]
    for (const body of bad) {
      const res = await send(body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.json.code).toMatch(/^invalid_(body|json)$/)
      expect(res.json.message).toMatch(/^(Recherche invalide|Le corps)/)
    }
    expect(await rows()).toEqual([])
  })

  it('refuses another site (403), other methods (405) and a flood from one address (429)', async () => {
    expect((await send(entry, { headers: { origin: 'https://evil.example' } })).status).toBe(403)
    expect((await callApi(post, { method: 'GET', headers: { origin: SHOP } })).status).toBe(405)
    const { SEARCH_LOG_RATE_LIMIT } = await import('@/pages/api/search-log/index')
    const statuses: number[] = []
    for (let i = 0; i <= SEARCH_LOG_RATE_LIMIT; i++) statuses.push((await send(entry, { ip: '198.51.100.77' })).status)
    expect(statuses.slice(0, SEARCH_LOG_RATE_LIMIT).every((s) => s === 201)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('is read by editors only through the CMS API, and written by nobody', async () => {
    await send(entry)
    expect((await rest('GET', '/search-queries', { cookie: editorCookie })).json.totalDocs).toBe(1)
    expect((await rest('GET', '/search-queries', { cookie: buyerCookie })).status).toBe(403)
    expect((await rest('GET', '/search-queries')).status).toBe(403)
    expect(
      (await rest('POST', '/search-queries', { cookie: editorCookie, body: { ...entry, query_normalized: 'x', nb_hits: 1 } })).status,
    ).toBe(403)
  })
})

describe('GET /api/search-log/stats', () => {
  const click = (queryID: string) =>
    payload.create({
      collection: 'search-events',
      overrideAccess: true,
      data: {
        event_type: 'click',
        event_name: 'Hit Clicked',
        index: 'all-fr',
        user_token: 'anonymous-1',
        query_id: queryID,
        object_ids: ['product-1'],
        positions: [1],
      },
    })
  const view = (queryID: string) =>
    payload.create({
      collection: 'search-events',
      overrideAccess: true,
      data: {
        event_type: 'view',
        event_name: 'Hits Viewed',
        index: 'all-fr',
        user_token: 'anonymous-1',
        query_id: queryID,
        object_ids: ['product-1'],
      },
    })
  const old = (query: string, daysAgo: number, nbHits = 3) => {
    const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString()
    return payload.db.create({
      collection: 'search-queries',
      data: {
        query,
        query_normalized: query,
        nb_hits: nbHits,
        index: 'all-fr',
        source: 'results',
        filters: [],
        createdAt: at,
        updatedAt: at,
      },
    })
  }

  it('gives editors the counts, top queries, no-result queries and click-through rate of 7 and 30 days', async () => {
    const id = (n: number) => n.toString(16).padStart(32, '0')
    await send({ ...entry, query: 'Pompe', nbHits: 10, queryID: id(1) })
    await send({ ...entry, query: 'pompe ', nbHits: 20, queryID: id(2) })
    await send({ ...entry, query: 'POMPE', nbHits: 30, queryID: id(3) })
    await send({ ...entry, query: 'joint torique', nbHits: 4, queryID: id(4) })
    await send({ ...entry, query: 'flexbile', nbHits: 0, queryID: id(5) })
    await send({ ...entry, query: 'Flexbile', nbHits: 0, queryID: id(6) })
    await click(id(1))
    await click(id(1)) // two clicks on one search: one clicked search
    await click(id(4))
    await view(id(2)) // a view is not a click
    await old('courroie', 20, 0) // in the 30 days only
    await old('vieille recherche', 40) // in neither

    const week = await readStats('7', editorCookie)
    expect(week.status).toBe(200)
    expect(week.json.code).toBe('success')
    expect(week.json.stats).toMatchObject({
      days: 7,
      searches: 6,
      noResultSearches: 2,
      clickedSearches: 2,
      clickThroughRate: 2 / 6,
      topQueries: [
        { query: 'pompe', count: 3, averageHits: 20, clicked: 1 },
        { query: 'flexbile', count: 2, averageHits: 0, clicked: 0 },
        { query: 'joint torique', count: 1, averageHits: 4, clicked: 1 },
      ],
      noResultQueries: [{ query: 'flexbile', count: 2 }],
    })

    const month = await readStats('30', editorCookie)
    expect(month.json.stats).toMatchObject({ days: 30, searches: 7, noResultSearches: 3, clickedSearches: 2 })
    expect(month.json.stats.noResultQueries).toEqual([
      { query: 'flexbile', count: 2 },
      { query: 'courroie', count: 1 },
    ])
    expect((await readStats(undefined, editorCookie)).json.stats.days).toBe(7)
  })

  it('answers a period without searches with zeros and no rate', async () => {
    const res = await readStats('30', editorCookie)
    expect(res.json.stats).toMatchObject({
      searches: 0,
      noResultSearches: 0,
      clickedSearches: 0,
      clickThroughRate: null,
      topQueries: [],
      noResultQueries: [],
    })
  })

  it('refuses visitors (401), buyers (403), other periods (400) and other methods (405) with { code, message }', async () => {
    const visitor = await readStats('7')
    expect(visitor.status).toBe(401)
    expect(visitor.json).toMatchObject({ code: 'unauthenticated', message: expect.stringContaining('Connectez-vous') })
    const buyer = await readStats('7', buyerCookie)
    expect(buyer.status).toBe(403)
    expect(buyer.json).toMatchObject({ code: 'forbidden', message: 'Réservé aux éditeurs.' })
    for (const days of ['1', '365', '7.0', 'abc', '']) {
      const res = await readStats(days, editorCookie)
      expect(res.status, days).toBe(400)
      expect(res.json.code).toBe('invalid_days')
    }
    expect((await callApi(stats, { method: 'POST', headers: { cookie: editorCookie } })).status).toBe(405)
  })
})

describe('purgeSearchLog job', () => {
  it('deletes the searches older than 90 days and keeps the others', async () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString()
    for (const [query, daysAgo] of [
      ['ancienne', 91],
      ['récente', 89],
      ['du jour', 0],
    ] as const) {
      await payload.db.create({
        collection: 'search-queries',
        data: {
          query,
          query_normalized: query,
          nb_hits: 1,
          index: 'all-fr',
          source: 'results',
          createdAt: at(daysAgo),
          updatedAt: at(daysAgo),
        },
      })
    }
    const job = await payload.jobs.queue({ task: 'purgeSearchLog', input: {} })
    await payload.jobs.runByID({ id: job.id, overrideAccess: true, silent: true })
    expect((await rows()).map((r) => r.query)).toEqual(['récente', 'du jour'])
  })
})
