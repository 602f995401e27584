/**
 * Logs and web vitals to Axiom through the official client (@axiomhq/js), against a local server
 * standing in for Axiom's ingest API (POST /v1/datasets/<dataset>/ingest, Bearer token, X-Axiom-Org-Id; the client
 * posts NDJSON, gzipped): a `logLine` and a request error arrive with their fields, Payload's logger lines too, the
 * proxied /_axiom/web-vitals and /_axiom/logs routes forward a valid JSON array and refuse bad input with a 4xx in
 * French; without AXIOM_ORG_ID + AXIOM_TOKEN nothing is sent and the routes answer 404. Settings go through src/env.ts:
 * stubbed, then the modules loaded again. No sleeps: each wait is a promise bounded by a timeout.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { gunzipSync } from 'node:zlib'

import type { NextApiHandler } from 'next'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { callApi } from '../helpers/nextApi'

const SHOP = 'http://localhost:3000'
const DATASET = 'boutique-test'
const TOKEN = 'xaat-test-token'
const ORG = 'org-test'

type Ingested = { method: string; path: string; headers: IncomingHttpHeaders; events: Record<string, any>[] }

let server: Server
let baseUrl = ''
const received: Ingested[] = []
const waiters: ((request: Ingested) => void)[] = []

// the real timers, kept for the bound below while a test stops the client's clock (vi.useFakeTimers)
const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis

/** The next request the stand-in receives, or a failure after `ms`. */
function nextIngest(ms = 5_000): Promise<Ingested> {
  return new Promise((resolve, reject) => {
    const timer = realSetTimeout(() => reject(new Error(`no ingest request within ${ms} ms`)), ms)
    waiters.push((request) => {
      realClearTimeout(timer)
      resolve(request)
    })
  })
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')
      const events = req.headers['content-type']?.includes('ndjson')
        ? text
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Record<string, any>)
        : (JSON.parse(text) as Record<string, any>[])
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, events }
      received.push(request)
      // Axiom's documented answer to an ingest
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({
          ingested: events.length,
          failed: 0,
          failures: [],
          processedBytes: raw.length,
          blocksCreated: 0,
          walLength: events.length,
        }),
      )
      waiters.shift()?.(request)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

afterEach(async () => {
  const { flushAxiom } = await import('@/server/ops/axiom')
  await flushAxiom()
  received.length = 0
  waiters.length = 0
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  vi.resetModules()
})

const AXIOM = () => ({ AXIOM_ORG_ID: ORG, AXIOM_TOKEN: TOKEN, AXIOM_DATASET: DATASET, AXIOM_URL: baseUrl })
const NONE = { AXIOM_ORG_ID: undefined, AXIOM_TOKEN: undefined, AXIOM_DATASET: undefined, AXIOM_URL: undefined }

/** Settings stubbed, modules read again (src/env.ts evaluates process.env when loaded). */
function settle(settings: Record<string, string | undefined>) {
  vi.stubEnv('NEXT_PUBLIC_APP_URL', SHOP)
  for (const [key, value] of Object.entries(settings)) vi.stubEnv(key, value)
  vi.resetModules()
}

/** What the server writes on stderr meanwhile (src/server/ops/log.ts), kept out of the test's output. */
function captureStderr(): string[] {
  const lines: string[] = []
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  })
  return lines
}

const load = async () => ({
  log: await import('@/server/ops/log'),
  axiom: await import('@/server/ops/axiom'),
  webVitals: (await import('@/pages/api/axiom/web-vitals')).default as NextApiHandler,
  logs: (await import('@/pages/api/axiom/logs')).default as NextApiHandler,
})

let ip = 0
const post = (handler: NextApiHandler, body: unknown, over: { headers?: Record<string, string>; method?: string; ip?: string } = {}) =>
  callApi(handler, {
    method: over.method ?? 'POST',
    headers: { origin: SHOP, 'content-type': 'text/plain;charset=UTF-8', ...over.headers },
    body,
    ip: over.ip ?? `203.0.113.${(++ip % 250) + 1}`,
  })

const LCP = { id: 'v4-1712-1', name: 'LCP', value: 1234.5, startTime: 0, label: 'web-vital', path: '/catalogues' }
const CLS = { id: 'v4-1712-2', name: 'CLS', value: 0.02, label: 'web-vital', path: '/catalogues' }

describe('with AXIOM_ORG_ID + AXIOM_TOKEN', () => {
  it('a logLine reaches the ingest endpoint as JSON with its fields, the token and the org id; the console still gets it', async () => {
    settle(AXIOM())
    const { log, axiom } = await load()
    const console: string[] = []
    log.logLine('warn', 'commande refusée par l’ERP', { orderId: 42, reason: 'stock' }, (line) => console.push(line))
    await axiom.flushAxiom()
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request!.method).toBe('POST')
    expect(request!.path).toBe(`/v1/datasets/${DATASET}/ingest`)
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(request!.headers['x-axiom-org-id']).toBe(ORG)
    expect(request!.events).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'commande refusée par l’ERP',
        orderId: 42,
        reason: 'stock',
        source: 'server',
        _time: expect.any(String),
      }),
    ])
    expect(Number.isNaN(Date.parse(request!.events[0]!._time))).toBe(false)
    expect(console).toHaveLength(1)
    expect(console[0]).toContain('commande refusée')
  })

  it('the batch goes out by itself (no flush called): within the client’s second', async () => {
    settle(AXIOM())
    const { log } = await load()
    const arrived = nextIngest()
    log.logLine('info', 'shutdown', { signal: 'SIGTERM' }, () => {})
    const request = await arrived
    expect(request.events[0]).toMatchObject({ level: 'info', msg: 'shutdown', signal: 'SIGTERM' })
  })

  it('SIGTERM sends what is queued at once, its own shutdown line included (not left to the client’s one-second batch)', async () => {
    settle(AXIOM())
    const lifecycle = await import('@/server/ops/lifecycle')
    captureStderr()
    // the client's batch timer stands still: only the shutdown's own flush can send (no race against the clock)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const arrived = nextIngest()
    try {
      lifecycle.beginShutdown(null, 'SIGTERM')
      expect((await arrived).events[0]).toMatchObject({ level: 'info', msg: 'shutdown', signal: 'SIGTERM', source: 'server' })
    } finally {
      vi.useRealTimers()
      lifecycle.resetLifecycle()
    }
  })

  it('a request error (onRequestError) arrives with its request id, method and path, without the query', async () => {
    settle(AXIOM())
    const { log, axiom } = await load()
    captureStderr()
    log.logRequestError(
      new Error('boom'),
      { path: '/panier?token=secret', method: 'GET', headers: { 'x-request-id': 'req-123' } },
      { routePath: '/panier', routeType: 'render' },
    )
    await axiom.flushAxiom()
    expect(received[0]!.events[0]).toMatchObject({
      level: 'error',
      msg: 'request error',
      requestId: 'req-123',
      method: 'GET',
      path: '/panier',
      route: '/panier',
      error: 'boom',
      source: 'server',
    })
    expect(JSON.stringify(received[0]!.events)).not.toContain('secret')
  })

  it('Payload’s logger (pino) sends its lines too, and still prints them on the console', async () => {
    settle(AXIOM())
    const { axiom } = await load()
    const { payloadLogger } = await import('@/server/ops/payloadLogger')
    const printed: string[] = []
    const console = new Writable({
      write(chunk: Buffer, _encoding, done) {
        printed.push(chunk.toString('utf8'))
        done()
      },
    })
    const config = payloadLogger(console)
    expect(config).toBeDefined()
    const { pino } = await import('pino')
    const logger = pino({ ...config!.options, name: 'payload' }, config!.destination)
    logger.error({ collection: 'produits' }, 'migration impossible')
    await axiom.flushAxiom()
    expect(received[0]!.events[0]).toMatchObject({
      level: 'error',
      msg: 'migration impossible',
      collection: 'produits',
      name: 'payload',
      source: 'payload',
    })
    expect(printed.join('')).toContain('migration impossible')
  })

  it('POST /_axiom/web-vitals forwards a valid array of metrics (202) with the page and its source', async () => {
    settle(AXIOM())
    const { webVitals, axiom } = await load()
    const answer = await post(webVitals, JSON.stringify([LCP, CLS]))
    expect(answer.status).toBe(202)
    expect(answer.json).toEqual({ code: 'accepted' })
    await axiom.flushAxiom()
    expect(received).toHaveLength(1)
    expect(received[0]!.path).toBe(`/v1/datasets/${DATASET}/ingest`)
    expect(received[0]!.events).toEqual([
      expect.objectContaining({ source: 'web-vitals', name: 'LCP', value: 1234.5, path: '/catalogues', id: LCP.id }),
      expect.objectContaining({ source: 'web-vitals', name: 'CLS', value: 0.02, path: '/catalogues' }),
    ])
  })

  it('POST /_axiom/logs forwards the browser’s log lines', async () => {
    settle(AXIOM())
    const { logs, axiom } = await load()
    const answer = await post(logs, [{ level: 'error', message: 'TypeError: x is undefined', path: '/panier', fields: { line: 12 } }])
    expect(answer.status).toBe(202)
    await axiom.flushAxiom()
    expect(received[0]!.events).toEqual([
      expect.objectContaining({ source: 'browser', level: 'error', msg: 'TypeError: x is undefined', path: '/panier', line: 12 }),
    ])
  })

  it.each<[string, unknown, number, string]>([
    ['not JSON', '[{"name":', 400, 'invalid_json'],
    ['an object, not an array', JSON.stringify(LCP), 400, 'invalid_body'],
    ['an empty array', '[]', 400, 'invalid_body'],
    ['an unknown metric', JSON.stringify([{ ...LCP, name: 'EVIL' }]), 400, 'invalid_body'],
    ['a value that is not a number', JSON.stringify([{ ...LCP, value: '12' }]), 400, 'invalid_body'],
    ['an unknown field', JSON.stringify([{ ...LCP, cookie: 'x' }]), 400, 'invalid_body'],
    ['more than 50 metrics', JSON.stringify(Array(51).fill(LCP)), 400, 'invalid_body'],
    ['a body over 16 KB', JSON.stringify([{ ...LCP, path: `/${'a'.repeat(20_000)}` }]), 413, 'body_too_large'],
  ])('web vitals: %s is refused in French, nothing forwarded', async (_name, body, status, code) => {
    settle(AXIOM())
    const { webVitals, axiom } = await load()
    const answer = await post(webVitals, body)
    expect(answer.status).toBe(status)
    expect(answer.json.code).toBe(code)
    expect(answer.json.message).toMatch(/[a-zé]/)
    await axiom.flushAxiom()
    expect(received).toHaveLength(0)
  })

  it('logs: a bad level or an over-long message is refused (400)', async () => {
    settle(AXIOM())
    const { logs } = await load()
    expect((await post(logs, [{ level: 'fatal', message: 'x' }])).status).toBe(400)
    expect((await post(logs, [{ level: 'info', message: 'x'.repeat(5_000) }])).status).toBe(400)
    expect((await post(logs, [{ level: 'info', message: 'x', fields: { nested: { a: 1 } } }])).status).toBe(400)
  })

  it('refuses another method (405), a foreign origin (403) and a flood from one address (429 with Retry-After)', async () => {
    settle(AXIOM())
    const { webVitals } = await load()
    const { AXIOM_POST_RATE_LIMIT } = await import('@/server/ops/axiomRoutes')
    expect((await post(webVitals, undefined, { method: 'GET' })).status).toBe(405)
    const foreign = await post(webVitals, [LCP], { headers: { origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
    expect(foreign.json.code).toBe('forbidden_origin')
    const statuses: number[] = []
    for (let i = 0; i <= AXIOM_POST_RATE_LIMIT; i++) statuses.push((await post(webVitals, [LCP], { ip: '198.51.100.7' })).status)
    expect(statuses.slice(0, AXIOM_POST_RATE_LIMIT).every((s) => s === 202)).toBe(true)
    const last = await post(webVitals, [LCP], { ip: '198.51.100.7' })
    expect(last.status).toBe(429)
    expect(last.headers['retry-after']).toBeDefined()
  })
})

describe('without the settings (console only, as before)', () => {
  it('a logLine, a request error and Payload’s logger send nothing; Payload keeps its own logger', async () => {
    settle(NONE)
    const { log, axiom } = await load()
    const { payloadLogger } = await import('@/server/ops/payloadLogger')
    captureStderr()
    const console: string[] = []
    log.logLine('error', 'jobs runner stop failed', { error: 'x' }, (line) => console.push(line))
    log.logRequestError(new Error('boom'), { path: '/', method: 'GET', headers: {} })
    expect(axiom.axiomEnabled()).toBe(false)
    expect(axiom.sendToAxiom([{ msg: 'x' }])).toBe(false)
    expect(payloadLogger()).toBeUndefined()
    await axiom.flushAxiom()
    expect(received).toHaveLength(0)
    expect(console).toHaveLength(1)
  })

  it('/_axiom/web-vitals and /_axiom/logs answer 404, even to a valid array', async () => {
    settle(NONE)
    const { webVitals, logs, axiom } = await load()
    for (const [handler, body] of [
      [webVitals, [LCP]],
      [logs, [{ level: 'info', message: 'x' }]],
    ] as const) {
      const answer = await post(handler, body)
      expect(answer.status).toBe(404)
      expect(answer.json.code).toBe('not_found')
    }
    await axiom.flushAxiom()
    expect(received).toHaveLength(0)
  })
})
