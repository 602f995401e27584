/**
 * POST /api/insights/1/events: the embedded Algolia Insights endpoint (src/pages/api/insights/1/events.ts) storing
 * search events in the `search-events` collection of a fresh SQLite database, and that collection's CMS REST rules.
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callApi, type ApiCall } from '../helpers/nextApi'
import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'

const EDITOR = { email: 'editrice@cms.test', password: 'Editeur-test-2026' }

let env: TestPayload
let payload: Payload
let handler: NextApiHandler
let searchKey: string

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  handler = (await import('@/pages/api/insights/1/events')).default
  searchKey = (await import('@/server/search/keys')).localSearchKeys(payload.secret).searchKey
  await payload.create({ collection: 'editors', data: { ...EDITOR, name: 'Éditrice' }, overrideAccess: true })
})

afterAll(async () => {
  await env?.cleanup()
})

let ipCounter = 0
const post = (body: unknown, over: ApiCall & { key?: string } = {}) =>
  callApi(handler, {
    method: over.method ?? 'POST',
    headers: { 'x-algolia-application-id': 'LOCAL', 'x-algolia-api-key': over.key ?? searchKey, ...over.headers },
    body,
    ip: over.ip ?? `198.51.100.${++ipCounter}`,
  })

const QUERY_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const click = {
  eventType: 'click',
  eventName: 'Hit Clicked',
  index: 'all-fr',
  userToken: 'anonymous-1f2e3d4c',
  queryID: QUERY_ID,
  objectIDs: ['product-12'],
  positions: [3],
}
const view = {
  eventType: 'view',
  eventName: 'Hits Viewed',
  index: 'all-fr',
  userToken: 'anonymous-1f2e3d4c',
  objectIDs: ['product-1', 'product-2'],
}

const stored = async (where: Record<string, unknown> = {}) =>
  (await payload.find({ collection: 'search-events', where: where as never, overrideAccess: true, sort: 'id', limit: 2000 })).docs

describe('POST /api/insights/1/events', () => {
  it('stores view, click and conversion events and answers like Algolia', async () => {
    const conversion = {
      eventType: 'conversion',
      eventName: 'Hit Converted',
      index: 'all-fr',
      userToken: 'anonymous-1f2e3d4c',
      queryID: QUERY_ID,
      objectIDs: ['brochure-2'],
    }
    const res = await post({ events: [view, click, conversion] })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ status: 200, message: 'OK' })
    const docs = await stored({ user_token: { equals: 'anonymous-1f2e3d4c' } })
    expect(docs.map((d) => [d.event_type, d.event_name])).toEqual([
      ['view', 'Hits Viewed'],
      ['click', 'Hit Clicked'],
      ['conversion', 'Hit Converted'],
    ])
    expect(docs[1]).toMatchObject({ index: 'all-fr', query_id: QUERY_ID, object_ids: ['product-12'], positions: [3] })
    expect(docs[0]?.object_ids).toEqual(['product-1', 'product-2'])
  })

  it('reads the JSON text that sendBeacon posts as text/plain', async () => {
    const res = await post(JSON.stringify({ events: [{ ...view, userToken: 'anonymous-beacon' }] }), {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    expect(res.status).toBe(200)
    expect(await stored({ user_token: { equals: 'anonymous-beacon' } })).toHaveLength(1)
  })

  it("accepts InstantSearch's usage telemetry (eventType 'instantsearch') without storing it", async () => {
    const telemetry = { eventType: 'instantsearch', eventName: '__start__', userToken: 'anonymous-telemetry', widgets: [] }
    const res = await post({ events: [telemetry, { ...view, userToken: 'anonymous-telemetry' }] })
    expect(res.status).toBe(200)
    expect((await stored({ user_token: { equals: 'anonymous-telemetry' } })).map((d) => d.event_type)).toEqual(['view'])
  })

  it('takes up to 1000 events in one request, and refuses 1001', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ ...view, userToken: 'anonymous-bulk', objectIDs: [`product-${i}`] }))
    expect((await post({ events: many })).status).toBe(200)
    expect(await stored({ user_token: { equals: 'anonymous-bulk' } })).toHaveLength(1000)
    const res = await post({ events: [...many, view] })
    expect(res.status).toBe(422)
    expect(res.json.code).toBe('invalid_events')
  }, 120_000) // 1000 rows written and read back: over 30 s on a loaded 2-core machine

  it.each([
    ['21 objects in one event (batches of at most 20)', { ...view, objectIDs: Array.from({ length: 21 }, (_, i) => `product-${i}`) }],
    ['an unknown event type', { ...view, eventType: 'purchase' }],
    ['no event name', { ...view, eventName: '' }],
    ['no index', { ...view, index: undefined }],
    ['no user token', { ...view, userToken: undefined }],
    ['a user token with spaces', { ...view, userToken: 'a b' }],
    ['neither objects nor filters', { ...view, objectIDs: undefined }],
    ['positions that do not match the objects', { ...click, positions: [1, 2] }],
    ['a click after a search without positions', { ...click, positions: undefined }],
  ])('refuses %s with 422 { status, code, message }', async (_label, event) => {
    const before = (await stored()).length
    const res = await post({ events: [event] })
    expect(res.status).toBe(422)
    expect(res.json).toMatchObject({ status: 422, code: 'invalid_events' })
    expect(typeof res.json.message).toBe('string')
    expect((await stored()).length).toBe(before)
  })

  it('stores nothing of a batch with one bad event', async () => {
    const res = await post({
      events: [
        { ...view, userToken: 'anonymous-partial' },
        { ...view, eventType: 'nope' },
      ],
    })
    expect(res.status).toBe(422)
    expect(res.json.message).toMatch(/^events\.1\.eventType/)
    expect(await stored({ user_token: { equals: 'anonymous-partial' } })).toHaveLength(0)
  })

  it('refuses bad JSON (400), a wrong key (403), another method (405), and too many requests (429)', async () => {
    expect((await post('{"events": [')).json).toMatchObject({ status: 400, code: 'invalid_json' })
    expect((await post({ events: [view] }, { key: 'not-the-key' })).status).toBe(403)
    const get = await post(undefined, { method: 'GET' })
    expect(get.status).toBe(405)
    expect(get.headers.allow).toBe('POST')
    const { INSIGHTS_RATE_LIMIT } = await import('@/pages/api/insights/1/events')
    const statuses: number[] = []
    for (let i = 0; i <= INSIGHTS_RATE_LIMIT; i++)
      statuses.push((await post({ events: [{ ...view, userToken: 'anonymous-flood' }] }, { ip: '203.0.113.9' })).status)
    expect(statuses.slice(0, INSIGHTS_RATE_LIMIT).every((s) => s === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('search-events in the CMS', () => {
  it('editors read the events; nobody creates, edits or deletes them through the API; visitors see nothing', async () => {
    const [doc] = await stored()
    expect(doc).toBeDefined()
    const cookie = await login('editors', EDITOR.email, EDITOR.password)
    const list = await rest('GET', '/search-events?limit=1', { cookie })
    expect(list.status).toBe(200)
    expect((list.json as { totalDocs: number }).totalDocs).toBeGreaterThan(0)
    expect((await rest('GET', '/search-events')).status).toBe(403)
    expect((await rest('POST', '/search-events', { cookie, body: { ...doc, id: undefined } })).status).toBe(403)
    expect((await rest('PATCH', `/search-events/${doc!.id}`, { cookie, body: { event_name: 'x' } })).status).toBe(403)
    expect((await rest('DELETE', `/search-events/${doc!.id}`, { cookie })).status).toBe(403)
  })
})
