/**
 * The search log on a real Postgres (tests/helpers/postgres.ts: a throw-away cluster, the committed Postgres
 * migrations): the statistics' SQL (COUNT, AVG, SUM of CASE, EXISTS on search-events) gives the same answers as on
 * SQLite (tests/integration/search-log-api.test.ts), and the purge job deletes by date.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POSTGRES_MISSING, startPostgres, startPostgresPayload, type TestPostgres } from '../helpers/postgres'

describe.skipIf(POSTGRES_MISSING)('search log (Postgres)', () => {
  let pg: TestPostgres
  let payload: Payload
  let cleanup: () => Promise<void>
  const DAY = 86_400_000

  beforeAll(async () => {
    pg = await startPostgres()
    ;({ payload, cleanup } = await startPostgresPayload(pg.url))
  }, 120_000)

  afterAll(async () => {
    await cleanup?.()
    await pg?.stop()
  })

  const search = async (query: string, nbHits: number, queryID: string | null, daysAgo = 0) => {
    const { storeSearch } = await import('@/server/search-log/store')
    if (daysAgo === 0)
      return storeSearch(payload, { query, nbHits, filters: [], index: 'all-fr', queryID: queryID ?? undefined, source: 'results' }, null)
    const at = new Date(Date.now() - daysAgo * DAY).toISOString()
    await payload.db.create({
      collection: 'search-queries',
      data: {
        query,
        query_normalized: query.toLowerCase(),
        nb_hits: nbHits,
        index: 'all-fr',
        source: 'results',
        query_id: queryID,
        createdAt: at,
        updatedAt: at,
      },
    })
    return true
  }
  const event = (type: 'click' | 'view', queryID: string) =>
    payload.create({
      collection: 'search-events',
      overrideAccess: true,
      data: { event_type: type, event_name: 'e', index: 'all-fr', user_token: 'u', query_id: queryID, object_ids: ['product-1'] },
    })

  it('counts searches, no-result searches, top queries with average hits and the click-through rate', async () => {
    const { searchLogStats } = await import('@/server/search-log/stats')
    await search('Pompe', 10, 'a1')
    await search('pompe', 21, 'a2')
    await search('flexbile', 0, 'a3')
    await search('courroie', 0, 'a4', 20)
    await search('ancienne', 5, 'a5', 40)
    await event('click', 'a1')
    await event('click', 'a1')
    await event('view', 'a2')
    await event('click', 'a4')

    const week = await searchLogStats(payload, 7, { clicksStored: true })
    expect(week).toMatchObject({
      searches: 3,
      noResultSearches: 1,
      clickedSearches: 1,
      clickThroughRate: 1 / 3,
      topQueries: [
        { query: 'pompe', count: 2, averageHits: 15.5, clicked: 1 },
        { query: 'flexbile', count: 1, averageHits: 0, clicked: 0 },
      ],
      noResultQueries: [{ query: 'flexbile', count: 1 }],
    })
    const month = await searchLogStats(payload, 30, { clicksStored: true })
    expect(month).toMatchObject({ searches: 4, noResultSearches: 2, clickedSearches: 2, clickThroughRate: 0.5 })
    expect(month.noResultQueries).toEqual([
      { query: 'courroie', count: 1 },
      { query: 'flexbile', count: 1 },
    ])
    expect(await searchLogStats(payload, 7, { clicksStored: false })).toMatchObject({
      searches: 3,
      clickedSearches: null,
      clickThroughRate: null,
    })
  })

  it('the purge job deletes the searches older than 90 days', async () => {
    await search('très ancienne', 1, null, 120)
    const job = await payload.jobs.queue({ task: 'purgeSearchLog', input: {} })
    await payload.jobs.runByID({ id: job.id, overrideAccess: true, silent: true })
    const left = await payload.find({ collection: 'search-queries', overrideAccess: true, limit: 100, depth: 0 })
    expect(left.docs.map((d) => d.query_normalized).sort()).toEqual(['ancienne', 'courroie', 'flexbile', 'pompe', 'pompe'])
  })
})
