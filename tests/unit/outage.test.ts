import { afterEach, describe, expect, it, vi } from 'vitest'

import { callApi } from '../helpers/nextApi'

// Issue 36 §1: while the database (or Redis) does not answer, a buyer's request is told so (503, French, Retry-After),
// never « Veuillez vous connecter » (401) as if the session were lost, and never a 500.

const cms = vi.fn()
vi.mock('@/server/http/payload', () => ({ cms: () => cms() }))

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

afterEach(() => cms.mockReset())

describe('a database outage seen by the buyer routes', () => {
  it('a session cookie while the database is away: 503 service_unavailable with Retry-After, not 401', async () => {
    // Payload's JWT strategy swallows the failed user lookup and answers « no user »
    cms.mockResolvedValue({
      auth: async () => ({ user: null }),
      count: async () => {
        throw refused()
      },
    })
    const { buyerRoute } = await import('@/server/http/buyerRoute')
    const handler = buyerRoute({ GET: { run: async () => ({ body: { ok: true } }) } })
    const r = await callApi(handler, { headers: { cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.x' } })
    expect(r.status).toBe(503)
    expect(r.json).toEqual({ code: 'service_unavailable', message: expect.stringContaining('momentanément indisponible') })
    expect(r.headers['retry-after']).toBe('10')
  })

  it('a stale cookie while the database answers is still a visitor: 401', async () => {
    cms.mockResolvedValue({ auth: async () => ({ user: null }), count: async () => 1 })
    const { buyerRoute } = await import('@/server/http/buyerRoute')
    const handler = buyerRoute({ GET: { run: async () => ({ body: { ok: true } }) } })
    const r = await callApi(handler, { headers: { cookie: 'payload-token=old' } })
    expect(r.status).toBe(401)
  })

  it('a database error inside a route (Drizzle wrapping the driver) is a 503, not a 500', async () => {
    cms.mockResolvedValue({
      auth: async () => ({ user: { id: 7, collection: 'clients', dimasys_type: 1 } }),
      count: async () => 1,
    })
    const { buyerRoute } = await import('@/server/http/buyerRoute')
    const handler = buyerRoute({
      GET: {
        run: async () => {
          throw new Error('Failed query: select …', {
            cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
          })
        },
      },
    })
    const r = await callApi(handler, { headers: { cookie: 'payload-token=valid' } })
    expect(r.status).toBe(503)
    expect(r.json.code).toBe('service_unavailable')
  })
})

describe('isDependencyDown', () => {
  it('recognises the drivers’ outage errors and nothing else', async () => {
    const { isDependencyDown } = await import('@/server/ops/outage')
    expect(isDependencyDown(refused())).toBe(true)
    expect(isDependencyDown(new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '08006' }) }))).toBe(true)
    expect(
      isDependencyDown(
        Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' }),
      ),
    ).toBe(true)
    expect(isDependencyDown(new AggregateError([refused()]))).toBe(true)
    const { LockUnavailableError } = await import('@/server/redis/lock')
    expect(isDependencyDown(new LockUnavailableError('erp-write:7'))).toBe(true)
    expect(isDependencyDown(new Error('duplicate key value violates unique constraint'))).toBe(false)
    expect(isDependencyDown(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isDependencyDown(null)).toBe(false)
  })
})

describe('the database pool during a Postgres restart', () => {
  it('a connection the server closes is one log line, never an uncaught exception', async () => {
    const { EventEmitter } = await import('node:events')
    const { watchDatabasePool } = await import('@/server/ops/outage')
    const pool = new EventEmitter()
    let clock = 0
    watchDatabasePool({ pool }, () => clock)
    const lines: string[] = []
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk))
      return true
    })
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
    try {
      // the pool's ten idle connections end together: one line
      for (let i = 0; i < 10; i++) expect(() => pool.emit('error', terminated)).not.toThrow()
      clock = 5_000
      pool.emit('error', terminated)
    } finally {
      spy.mockRestore()
    }
    const lost = lines.filter((l) => l.includes('database connection lost'))
    expect(lost).toHaveLength(2)
    expect(lost[0]).toContain('57P01')
  })
})
