import { afterEach, describe, expect, it, vi } from 'vitest'

import { callApi } from '../helpers/nextApi'

import health from '@/pages/api/health'
import { beginShutdown, installShutdownHandlers, isShuttingDown, resetLifecycle } from '@/server/ops/lifecycle'
import { logLine, logRequestError, requestIdOf } from '@/server/ops/log'
import { addReadinessCheck, readiness, resetReadinessLog } from '@/server/ops/readiness'
import { SEARCH_INDEX } from '@/lib/search/types'
import { localState, resetLocalState } from '@/server/search/local'

// Operations: liveness, readiness for load balancers, shutdown on SIGTERM, structured error lines.

afterEach(() => {
  resetLifecycle()
  resetReadinessLog()
  resetLocalState(SEARCH_INDEX)
  vi.unstubAllEnvs()
})

const db = { count: async () => ({ totalDocs: 1 }) }

describe('GET /api/health', () => {
  it('answers 200 without checking anything, never cached', async () => {
    const r = await callApi(health)
    expect(r.status).toBe(200)
    expect(r.json).toEqual({ status: 'ok' })
    expect(r.headers['cache-control']).toBe('no-store')
  })
})

describe('readiness', () => {
  it('is ready once the database answers and the embedded index is built', async () => {
    expect(await readiness(async () => db)).toMatchObject({ ready: false, checks: { database: 'ok', search: 'index en construction' } })
    localState(SEARCH_INDEX).status = 'ready'
    expect(await readiness(async () => db)).toEqual({
      ready: true,
      status: 'ready',
      checks: { process: 'ok', database: 'ok', search: 'ok', redis: 'absent' },
    })
  })

  it('a Payload that cannot start (no database at start-up) is not ready, with the reason', async () => {
    localState(SEARCH_INDEX).status = 'ready'
    const r = await readiness(async () => {
      throw new Error('connect ECONNREFUSED')
    })
    expect(r).toMatchObject({ ready: false, status: 'not_ready', checks: { database: 'connect ECONNREFUSED' } })
  })

  it('a shared database that stops answering after start-up leaves the instance ready, degraded, with the reason and one log line', async () => {
    localState(SEARCH_INDEX).status = 'ready'
    const lines: string[] = []
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((line) => lines.push(String(line)) > 0)
    const down = {
      count: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
      },
    }
    try {
      expect(await readiness(async () => down)).toMatchObject({
        ready: true,
        status: 'degraded',
        checks: { database: 'connect ECONNREFUSED 127.0.0.1:5432' },
      })
      await readiness(async () => down) // the same state: no second line
      expect(await readiness(async () => db)).toMatchObject({ ready: true, status: 'ready' })
    } finally {
      write.mockRestore()
    }
    expect(lines.filter((l) => l.includes('dependency down'))).toHaveLength(1)
    expect(lines.filter((l) => l.includes('dependency back'))).toHaveLength(1)
  })

  it('an index being rebuilt while the old one is served is ready; an index never built is not', async () => {
    const state = localState(SEARCH_INDEX)
    state.status = 'loading'
    expect((await readiness(async () => db)).ready).toBe(false)
    state.builtAt = Date.now()
    expect(await readiness(async () => db)).toMatchObject({ ready: true, checks: { search: 'ok' } })
  })

  it('an added check (Redis) counts', async () => {
    localState(SEARCH_INDEX).status = 'ready'
    addReadinessCheck('test-dependency', async () => 'timeout')
    expect((await readiness(async () => db)).ready).toBe(false)
    addReadinessCheck('test-dependency', async () => 'ok')
    expect((await readiness(async () => db)).ready).toBe(true)
  })

  it('from SIGTERM on, the instance is not ready and its job runners stop', async () => {
    localState(SEARCH_INDEX).status = 'ready'
    const stop = vi.fn()
    const payload = { crons: [{ stop }, { stop }] } as never
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    installShutdownHandlers(payload)
    process.emit('SIGTERM')
    write.mockRestore()
    expect(isShuttingDown()).toBe(true)
    await vi.waitFor(() => expect(stop).toHaveBeenCalledTimes(2))
    expect((payload as { crons: unknown[] }).crons).toHaveLength(0)
    expect(await readiness(async () => db)).toMatchObject({ ready: false, checks: { process: 'arrêt en cours' } })
    beginShutdown(payload, 'SIGTERM') // a second signal changes nothing
    expect(stop).toHaveBeenCalledTimes(2)
  })
})

describe('structured logs', () => {
  it('production: one JSON line per request error, with the request id and no cookie, query or body', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const lines: string[] = []
    logRequestError(
      new Error('boom'),
      { path: '/api/orders?token=secret', method: 'POST', headers: { 'x-request-id': 'lb-42', cookie: 'payload-token=abc' } },
      { routePath: '/api/orders', routeType: 'route' },
      (l) => lines.push(l),
    )
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0]!)
    expect(entry).toMatchObject({
      level: 'error',
      msg: 'request error',
      requestId: 'lb-42',
      method: 'POST',
      path: '/api/orders',
      error: 'boom',
    })
    expect(lines[0]).not.toContain('payload-token')
    expect(lines[0]).not.toContain('secret')
  })

  it('production: a request error keeps 500 characters of a huge message (a failed query prints its whole SQL)', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const lines: string[] = []
    const sql = `Failed query: select ${'"produits"."titre", '.repeat(600)} from "produits"`
    logRequestError(new Error(sql), { path: '/catalogues', method: 'GET', headers: {} }, {}, (l) => lines.push(l))
    expect(lines).toHaveLength(1)
    expect(lines[0]!.length).toBeLessThan(2_500)
    expect(JSON.parse(lines[0]!).error).toMatch(/^Failed query: select .*… \(\d+ caractères\)$/)
  })

  it('production: an API 500 is one JSON line with its request id, not multi-line text', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const { reportApiError } = await import('@/server/ops/errors')
    const written: string[] = []
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0)
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      reportApiError('[api/contact]', new Error('boom'), { method: 'POST', url: '/api/contact?x=1', headers: { 'x-request-id': 'lb-7' } })
    } finally {
      write.mockRestore()
      consoleError.mockRestore()
    }
    expect(consoleError).not.toHaveBeenCalled()
    const lines = written.join('').trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      msg: 'api error',
      requestId: 'lb-7',
      route: '[api/contact]',
      path: '/api/contact',
      error: 'boom',
    })
  })

  it("production: Payload's logger writes pino's JSON lines, without colour codes", async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const { payloadLogger } = await import('@/server/ops/payloadLogger')
    const printed: string[] = []
    const config = payloadLogger({ write: (line) => printed.push(line) })
    expect(config).toBeDefined()
    const { pino } = await import('pino')
    pino({ ...config!.options, name: 'payload' }, config!.destination).error({ collection: 'produits' }, 'migration impossible')
    expect(printed).toHaveLength(1)
    expect(printed[0]).not.toMatch(/\u001b\[/)
    expect(JSON.parse(printed[0]!)).toMatchObject({ level: 50, msg: 'migration impossible', name: 'payload' })
  })

  it('a request without an id (or with an unsafe one) gets a new one', () => {
    expect(requestIdOf({})).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdOf({ 'x-request-id': 'a b\n{"level":"info"}' })).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('development: a readable line', () => {
    vi.stubEnv('NODE_ENV', 'development')
    const lines: string[] = []
    logLine('warn', 'lent', { ms: 12 }, (l) => lines.push(l))
    expect(lines).toEqual(['[warn] lent {"ms":12}'])
  })
})
