/**
 * Errors to Sentry through the official @sentry/nextjs, against a local HTTP server standing in for
 * Sentry's ingest (DSN http://publickey@127.0.0.1:<port>/1): an API route's unexpected error and one Next hands to
 * `onRequestError` arrive as envelopes (POST /api/1/envelope/) with the error and the request id of their log line,
 * without the cookie, the Authorization header or the e-mail address of the request. Without SENTRY_DSN the SDK is
 * never loaded and nothing is sent. Settings go through src/env.ts: stubbed, then the modules loaded again.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import type { NextApiHandler } from 'next'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { callApi } from '../helpers/nextApi'

const SHOP = 'http://localhost:3000'
const EMAIL = 'jeanne.martin@example.fr'
// made here, not written in this file: the events carry source lines around each frame (Sentry's context lines)
const COOKIE_VALUE = `cookie-${randomUUID()}`
// a constant, like the others: the SDK's source context quotes the test's own lines around a throw, literals included
const CLIENT_IP = '203.0.113.9'
const BEARER = `bearer-${randomUUID()}`

// the sign-up store fails with a message naming the address (as a database error might): no Payload needed
vi.mock('@/server/newsletter/signups', () => ({
  recordNewsletterSignup: async ({ email }: { email: string }) => {
    throw new TypeError(`signup store refused ${email}`)
  },
}))

type Envelope = { raw: string; path: string; items: unknown[] }

/** The stand-in for Sentry's ingest: every envelope received, and a promise for the next one. */
let server: Server
let dsn: string
const received: Envelope[] = []
let waiting: ((envelope: Envelope) => void)[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const raw = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8')
      const envelope = {
        raw,
        path: req.url ?? '',
        items: raw
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as unknown),
      }
      received.push(envelope)
      for (const resolve of waiting) resolve(envelope)
      waiting = []
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  dsn = `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/1`
})

afterAll(async () => {
  const Sentry = await import('@sentry/nextjs')
  await Sentry.close(2000)
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

afterEach(() => {
  received.length = 0
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** The next envelope that holds an error event, or a failure after `ms`. */
function nextErrorEvent(ms = 10_000): Promise<{ envelope: Envelope; event: any }> {
  const eventOf = (envelope: Envelope) => {
    const index = envelope.items.findIndex((item) => (item as { type?: string }).type === 'event')
    return index >= 0 ? { envelope, event: envelope.items[index + 1] } : null
  }
  const already = received.map(eventOf).find(Boolean)
  if (already) return Promise.resolve(already)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no error event reached the Sentry stand-in within ${ms} ms`)), ms)
    const listen = (envelope: Envelope) => {
      const found = eventOf(envelope)
      if (!found) return void waiting.push(listen)
      clearTimeout(timer)
      resolve(found)
    }
    waiting.push(listen)
  })
}

/** What the server writes on the console meanwhile, kept out of the test's output. */
function captureConsole(): string[] {
  const lines: string[] = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')))
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  })
  return lines
}

async function loadWith(settings: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(settings)) vi.stubEnv(key, value)
  vi.stubEnv('NEXT_RUNTIME', 'nodejs')
  vi.resetModules()
  const sentry = await import('@/server/ops/sentry')
  const handler = (await import('@/pages/api/newsletter')).default as NextApiHandler
  const { onRequestError } = await import('@/instrumentation')
  return { sentry, handler, onRequestError }
}

/** A sign-up with a session cookie, a bearer token and an e-mail address, all of which must stay here. */
const signUp = (handler: NextApiHandler, requestId: string) =>
  callApi(handler, {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: SHOP,
      'content-type': 'application/json',
      cookie: `payload-token=${COOKIE_VALUE}; theme=dark`,
      authorization: `Bearer ${BEARER}`,
      'x-request-id': requestId,
    },
    body: { email: EMAIL, consent: true, path: `/faq?email=${encodeURIComponent(EMAIL)}` },
    ip: '198.51.100.7',
  })

const expectNoPersonalData = (raw: string) => {
  expect(raw).not.toContain(COOKIE_VALUE)
  expect(raw).not.toContain(BEARER)
  expect(raw.toLowerCase()).not.toContain('authorization')
  expect(raw).not.toContain(EMAIL)
  expect(raw).not.toContain(encodeURIComponent(EMAIL))
}

describe('without SENTRY_DSN', () => {
  it('never loads the SDK, never calls Sentry.init, sends nothing: the console only, as before', async () => {
    const loaded = vi.fn()
    vi.doMock('@sentry/nextjs', () => {
      loaded()
      return { init: loaded, captureException: loaded, captureRequestError: loaded, withScope: loaded }
    })
    try {
      const lines = captureConsole()
      const { sentry, handler, onRequestError } = await loadWith({ SENTRY_DSN: undefined })
      expect(sentry.sentryEnabled()).toBe(false)
      await sentry.initServerSentry()
      const res = await signUp(handler, 'req-without-dsn')
      expect(res.status).toBe(500)
      await onRequestError(
        new Error('page failed'),
        { path: '/faq', method: 'GET', headers: {} },
        {
          routerKind: 'Pages Router',
          routePath: '/faq',
          routeType: 'render',
          renderSource: 'react-server-components',
          revalidateReason: undefined,
        },
      )
      expect(await sentry.flushSentry()).toBe(true)
      expect(lines.join('\n')).toContain('req-without-dsn')
      expect(loaded).not.toHaveBeenCalled()
      expect(received).toEqual([])
    } finally {
      vi.doUnmock('@sentry/nextjs')
    }
  })
})

describe('with SENTRY_DSN', () => {
  it('sends an API route’s 500 with its type, message and request id, without cookie, Authorization or e-mail', async () => {
    const lines = captureConsole()
    const { sentry, handler } = await loadWith({ SENTRY_DSN: dsn })
    expect(sentry.sentryEnabled()).toBe(true)
    await sentry.initServerSentry()

    const res = await signUp(handler, 'req-api-7c1')
    expect(res.status).toBe(500)
    const { envelope, event } = await nextErrorEvent()

    expect(envelope.path).toMatch(/^\/api\/1\/envelope\/(\?|$)/)
    expect(event.exception.values[0].type).toBe('TypeError')
    expect(event.exception.values[0].value).toBe('signup store refused [email]')
    expect(event.tags).toMatchObject({ request_id: 'req-api-7c1', route: '[api/newsletter]' })
    // the same id as the console line of this error
    expect(lines.join('\n')).toMatch(/\[api\/newsletter\].*req-api-7c1/)
    expectNoPersonalData(envelope.raw)
  })

  it('sends what Next hands to onRequestError, tagged with the request id of its log line', async () => {
    const lines = captureConsole()
    const { sentry, onRequestError } = await loadWith({ SENTRY_DSN: dsn })
    await sentry.initServerSentry()

    const error = new RangeError(`render failed for ${EMAIL}`)
    await onRequestError(
      error,
      {
        path: `/compte/commandes?email=${encodeURIComponent(EMAIL)}`,
        method: 'GET',
        headers: {
          host: 'localhost:3000',
          cookie: `payload-token=${COOKIE_VALUE}`,
          authorization: `Bearer ${BEARER}`,
          'user-agent': 'vitest',
        },
      },
      {
        routerKind: 'Pages Router',
        routePath: '/compte/commandes',
        routeType: 'render',
        renderSource: 'react-server-components',
        revalidateReason: undefined,
      },
    )
    const { envelope, event } = await nextErrorEvent()

    expect(event.exception.values[0].type).toBe('RangeError')
    expect(event.exception.values[0].value).toBe('render failed for [email]')
    // no X-Request-Id from a load balancer: the id generated for the log line is the one Sentry gets
    const logged = lines.join('\n').match(/"requestId":"([^"]+)"/)?.[1]
    expect(logged).toMatch(/^[0-9a-f-]{36}$/)
    expect(event.tags.request_id).toBe(logged)
    expect(event.contexts.nextjs).toMatchObject({ request_path: '/compte/commandes', router_path: '/compte/commandes' })
    expectNoPersonalData(envelope.raw)
  })

  it('sends the CMS’s 5xx (@payloadcms/plugin-sentry’s afterError hook) with the editor’s id, never her e-mail', async () => {
    captureConsole()
    const { sentry } = await loadWith({ SENTRY_DSN: dsn })
    await sentry.initServerSentry()
    const { cmsSentry } = await import('@/cms/sentry')
    const config = await cmsSentry()({ admin: { components: { providers: [] } } } as never)
    // the plugin's admin error boundary is left out (no browser SDK in the admin, not in the import map)
    expect(config.admin?.components?.providers).toEqual([])
    const [afterError] = config.hooks?.afterError ?? []
    const req = {
      user: { id: 42, collection: 'editors', email: EMAIL },
      headers: new Headers({ 'x-request-id': 'req-cms-5', 'x-forwarded-for': CLIENT_IP, cookie: `payload-token=${COOKIE_VALUE}` }),
      method: 'PATCH',
      url: `http://localhost:3000/cms/api/produits/7?email=${encodeURIComponent(EMAIL)}`,
    }
    await afterError!({ error: new Error(`database refused ${EMAIL}`), req, collection: { slug: 'produits' } } as never)
    const { envelope, event } = await nextErrorEvent()

    expect(event.exception.values[0].value).toBe('database refused [email]')
    expect(event.tags).toMatchObject({ request_id: 'req-cms-5', route: 'cms' })
    expect(event.user).toEqual({ id: '42' })
    expectNoPersonalData(envelope.raw)
    expect(envelope.raw).not.toContain(CLIENT_IP)
  })
})

describe('CMS without SENTRY_DSN', () => {
  it('leaves the Payload config as it is', async () => {
    const { cmsSentry } = await loadWith({ SENTRY_DSN: undefined }).then(() => import('@/cms/sentry'))
    const config = { admin: { components: { providers: [] } } }
    expect(await cmsSentry()(config as never)).toEqual(config)
  })
})
