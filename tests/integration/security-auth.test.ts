/**
 * Security of the account routes and of the rate limits, through the real handlers on a fresh SQLite database: the
 * shop's /api/auth routes, the CMS API as its route files mount it (src/app/(payload)/cms/api/…/route.ts) and the
 * cXML setup endpoint. Addresses: pages-router handlers get theirs from the socket (`ip`), the CMS routes from the
 * header the server writes for them (src/server/http/peerAddress.ts).
 */
import crypto from 'node:crypto'
import http from 'node:http'

import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { LOGIN_MESSAGES } from '@/lib/session/login'
import { LOGIN_LIMIT_PER_ADDRESS, LOGIN_LIMIT_PER_ADDRESS_AND_ACCOUNT } from '@/server/session/limits'
import { PASSWORD_MESSAGES } from '@/lib/session/password'

import { callApi, type ApiCall } from '../helpers/nextApi'
import { login, rest, startTestPayload, tokenCookie, type TestPayload } from '../helpers/payload'

const SHOP = 'http://localhost:3000'
const PEER = 'x-shop-peer-address'
const ACTIVE = { email: 'active@secu.test', password: 'Actif-secu-2026' }
const DISABLED = { email: 'desactive@secu.test', password: 'Desactive-secu-2026' }
const EDITOR = { email: 'editrice@secu.test', password: 'Editrice-secu-2026' }

let env: TestPayload
let payload: Payload
let shopLogin: NextApiHandler
let ipCounter = 0
const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let cmsRoutes: Record<'GET' | 'POST' | 'PATCH', RouteHandler>
let cmsGraphql: (request: Request) => Promise<Response>

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  shopLogin = (await import('@/pages/api/auth/login')).default
  cmsRoutes = (await import('@/app/(payload)/cms/api/[...slug]/route')) as unknown as typeof cmsRoutes
  cmsGraphql = (await import('@/app/(payload)/cms/api/graphql/route')).POST as unknown as typeof cmsGraphql
  const o = { overrideAccess: true } as const
  await payload.create({ collection: 'clients', data: { ...ACTIVE, firstname: 'Ada' }, ...o })
  await payload.create({ collection: 'clients', data: { ...DISABLED, compte_desactive: true }, ...o })
  await payload.create({ collection: 'editors', data: { ...EDITOR, name: 'Éditrice' }, ...o })
})

afterAll(async () => {
  await env?.cleanup()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const shopPost = (body: unknown, over: ApiCall = {}) =>
  callApi(shopLogin, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: SHOP, 'content-type': 'application/json', ...over.headers },
    body,
    ip: over.ip ?? nextIp(),
  })

/** A request to the CMS REST route file, from `peer` (the connection's address as the server records it). */
async function cms(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; peer?: string } = {},
) {
  const url = new URL(`http://localhost/cms/api${path}`)
  const headers = new Headers({ [PEER]: options.peer ?? nextIp(), ...options.headers })
  if (options.body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  const slug = url.pathname.slice('/cms/api/'.length).split('/').filter(Boolean)
  const response = await cmsRoutes[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
    setCookie: response.headers.getSetCookie(),
  }
}

/** A reset token for a buyer, as the forgot-password operation creates it (no mail). */
async function resetToken(email: string): Promise<string> {
  const { createClientPasswordToken } = await import('@/server/session/passwordReset')
  const token = await createClientPasswordToken(payload, email, 60 * 60_000)
  expect(token).toEqual(expect.any(String))
  return token!
}

describe('client address and limiter store (rate limits cannot be bypassed)', () => {
  it('rotating X-Forwarded-For does not bypass the per-address login limit', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i <= LOGIN_LIMIT_PER_ADDRESS; i++)
      statuses.push((await shopPost({}, { ip, headers: { 'x-forwarded-for': `203.0.113.${i % 250}` } })).status)
    expect(statuses.slice(0, LOGIN_LIMIT_PER_ADDRESS).every((s) => s === 400)).toBe(true)
    expect(statuses[LOGIN_LIMIT_PER_ADDRESS]).toBe(429)
  })

  it('more than 10,000 addresses do not reset an address that reached its limit', async () => {
    const victim = nextIp()
    for (let i = 0; i < LOGIN_LIMIT_PER_ADDRESS; i++) await shopPost({}, { ip: victim })
    for (let i = 0; i < 10_001; i++) await shopPost({}, { ip: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}` })
    const res = await shopPost({}, { ip: victim })
    expect(res.status).toBe(429)
    expect(res.json).toEqual({ code: 'rate_limited', message: LOGIN_MESSAGES.rateLimited })
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('the server records the connection address for the CMS routes over a forged header', async () => {
    const { recordPeerAddresses, PEER_ADDRESS_HEADER } = await import('@/server/http/peerAddress')
    recordPeerAddresses()
    const server = http.createServer((req, res) => res.end(String(req.headers[PEER_ADDRESS_HEADER])))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as { port: number }
      const res = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [PEER_ADDRESS_HEADER]: '192.0.2.1', 'x-forwarded-for': '192.0.2.2' },
      })
      expect(await res.text()).toMatch(/127\.0\.0\.1$/)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('limits on the CMS API and the cXML setup', () => {
  it('POST /cms/api/clients/login is limited per address (LOGIN_LIMIT_PER_ADDRESS per 15 minutes), XFF rotation included', async () => {
    const peer = nextIp()
    const statuses: number[] = []
    for (let i = 0; i <= LOGIN_LIMIT_PER_ADDRESS; i++) {
      const res = await cms('POST', '/clients/login', {
        peer,
        body: { email: `inconnu${i}@secu.test`, password: 'x' },
        headers: { 'x-forwarded-for': `203.0.113.${i % 250}` },
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, LOGIN_LIMIT_PER_ADDRESS).every((s) => s === 401)).toBe(true)
    expect(statuses[LOGIN_LIMIT_PER_ADDRESS]).toBe(429)
  })

  it('the per-address login budget counts failures only: a company’s buyers behind one address all log in, guesses are still stopped', async () => {
    const office = nextIp()
    // 10 successful logins from one address (shop and CMS alike): were they counted, the failures below would be refused earlier
    for (let i = 0; i < 5; i++) {
      expect((await shopPost(ACTIVE, { ip: office })).status).toBe(200)
      expect((await cms('POST', '/clients/login', { peer: office, body: ACTIVE })).status).toBe(200)
    }
    // failures from the same address (shop and CMS alike) still use the budget up
    const statuses: number[] = []
    for (let i = 0; i < 3; i++)
      statuses.push((await shopPost({ email: `inconnu${i}@bureau.test`, password: 'Faux-mot-2026' }, { ip: office })).status)
    for (let i = 3; i <= LOGIN_LIMIT_PER_ADDRESS; i++)
      statuses.push(
        (await cms('POST', '/clients/login', { peer: office, body: { email: `inconnu${i}@bureau.test`, password: 'x' } })).status,
      )
    expect(statuses.slice(0, LOGIN_LIMIT_PER_ADDRESS).every((s) => s === 401)).toBe(true)
    expect(statuses[LOGIN_LIMIT_PER_ADDRESS]).toBe(429)
  })

  it('30 failed logins from a company’s one address do not stop a colleague’s correct login (per address: a NAT’s budget)', async () => {
    expect(LOGIN_LIMIT_PER_ADDRESS).toBeGreaterThanOrEqual(200)
    const office = nextIp()
    // one colleague (or one script) fails 50 times, on many accounts and through both doors
    for (let i = 0; i < 25; i++) {
      expect((await cms('POST', '/clients/login', { peer: office, body: { email: `autre${i}@bureau.test`, password: 'x' } })).status).toBe(
        401,
      )
      expect((await shopPost({}, { ip: office })).status).toBe(400)
    }
    expect((await shopPost(ACTIVE, { ip: office })).status).toBe(200)
    expect((await cms('POST', '/clients/login', { peer: office, body: ACTIVE })).status).toBe(200)
  })

  it('failures on one account from one address are stopped there (10 per 15 minutes), not the account elsewhere nor the address’s other accounts', async () => {
    const email = 'cible@secu.test'
    const password = 'Cible-secu-2026'
    await payload.create({ collection: 'clients', data: { email, password }, overrideAccess: true })
    const guesser = nextIp()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const { loginDelaySeconds } = await import('@/server/session/loginThrottle')
    // shop and CMS logins count on the same pair; each waits out the per-account brake before the next guess
    for (let i = 0; i < LOGIN_LIMIT_PER_ADDRESS_AND_ACCOUNT; i++) {
      const res =
        i % 2
          ? await cms('POST', '/clients/login', { peer: guesser, body: { email, password: `faux-${i}` } })
          : await shopPost({ email, password: `faux-${i}` }, { ip: guesser })
      expect(res.status).toBe(401)
      vi.setSystemTime(Date.now() + loginDelaySeconds(i + 1) * 1000 + 50)
    }
    // the guesser's address is refused on that account, even with the right password, once the brake's wait is over
    const refused = await shopPost({ email, password }, { ip: guesser })
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ code: 'rate_limited', message: LOGIN_MESSAGES.rateLimited })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60)
    expect((await cms('POST', '/clients/login', { peer: guesser, body: { email, password } })).status).toBe(429)
    // the same address's other accounts, and the account from another address, log in
    expect((await shopPost(ACTIVE, { ip: guesser })).status).toBe(200)
    expect((await shopPost({ email, password }, { ip: nextIp() })).status).toBe(200)
  })

  it('the CMS forgot-password and reset-password are limited per address too', async () => {
    const peer = nextIp()
    const forgot: number[] = []
    for (let i = 0; i < 11; i++)
      forgot.push((await cms('POST', '/clients/forgot-password', { peer, body: { email: `x${i}@secu.test` } })).status)
    expect(forgot.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(forgot[10]).toBe(429)
    const reset: number[] = []
    for (let i = 0; i < 21; i++)
      reset.push(
        (await cms('POST', '/clients/reset-password', { peer, body: { token: `faux-${i}`, password: 'Nouveau-mot-2026' } })).status,
      )
    expect(reset.slice(0, 20).every((s) => s === 403)).toBe(true)
    expect(reset[20]).toBe(429)
  })

  it('the cXML setup endpoint is limited per address: 429 cXML with Retry-After', async () => {
    const setup = (await import('@/pages/api/punchout/cxml')).default
    const ip = nextIp()
    const statuses: number[] = []
    let last: Awaited<ReturnType<typeof callApi>> | undefined
    for (let i = 0; i < 121; i++) {
      last = await callApi(setup, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<pas-du-cxml/>', ip })
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 120).every((s) => s === 400)).toBe(true)
    expect(statuses[120]).toBe(429)
    expect(String(last!.json)).toMatch(/<Status code="429"/)
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0)
    // another address is not affected
    expect((await callApi(setup, { method: 'POST', body: '<pas-du-cxml/>', ip: nextIp() })).status).toBe(400)
  })

  it('anonymous CMS reads are limited per address (REST and GraphQL): 429 { code, message } with Retry-After', async () => {
    const peer = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 301; i++)
      statuses.push((await cms('GET', '/clients/me', { peer, headers: { cookie: i % 2 ? 'payload-token=forged' : 'x=1' } })).status)
    expect(statuses.slice(0, 300).every((s) => s === 200)).toBe(true)
    const refused = await cms('GET', '/clients/me', { peer })
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ code: 'rate_limited', message: expect.stringMatching(/Trop de requêtes/) })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // the same address with an editor's session (sent by a page of the shop: the CMS's CSRF rule) is not an anonymous reader
    const editor = await login('editors', EDITOR.email, EDITOR.password)
    expect((await cms('GET', '/clients/me', { peer, headers: { cookie: editor, 'sec-fetch-site': 'same-origin' } })).status).toBe(200)
    // GraphQL counts in the same budget
    const graphql = await cmsGraphql(
      new Request('http://localhost/cms/api/graphql', {
        method: 'POST',
        headers: { [PEER]: peer, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    )
    expect(graphql.status).toBe(429)
    expect(await graphql.json()).toMatchObject({ code: 'rate_limited' })
  })
})

describe('images have their own budget', () => {
  it('media files (browser or image optimiser) do not use the anonymous CMS budget, and have a larger one of their own', async () => {
    const { CMS_READ_UNITS_PER_MINUTE, IMAGE_REQUESTS_PER_MINUTE } = await import('@/server/http/cmsLimits')
    expect(IMAGE_REQUESTS_PER_MINUTE).toBeGreaterThanOrEqual(5 * CMS_READ_UNITS_PER_MINUTE)
    const office = nextIp()
    const statuses: number[] = []
    for (let i = 0; i <= IMAGE_REQUESTS_PER_MINUTE; i++)
      statuses.push((await cms('GET', `/media/file/produit-${i % 50}.webp`, { peer: office })).status)
    expect(statuses.slice(0, IMAGE_REQUESTS_PER_MINUTE).filter((s) => s === 429)).toEqual([])
    expect(statuses[IMAGE_REQUESTS_PER_MINUTE]).toBe(429)
    // the company's anonymous CMS reads are untouched by its pictures
    expect((await cms('GET', '/clients/me', { peer: office })).status).toBe(200)
  })

  it('a request the server makes to itself (the image optimiser’s fetch) counts for the client that caused it, not the proxy', async () => {
    const { recordPeerAddresses, requestClientIp } = await import('@/server/http/peerAddress')
    recordPeerAddresses()
    const server = http.createServer((_req, res) => {
      // as Next's optimiser does on a cache miss: a new request without the client's headers, later in the same handling
      void Promise.resolve().then(() => res.end(requestClientIp(new Headers({ 'x-forwarded-for': '127.0.0.1' }), 1)))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as { port: number }
      const res = await fetch(`http://127.0.0.1:${port}/_next/image?url=/cms/api/media/file/a.webp&w=640&q=75`, {
        headers: { 'x-forwarded-for': '192.0.2.7' },
      })
      expect(await res.text()).toBe('192.0.2.7')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('per-account login brake: failures only, growing delay', () => {
  it('successes never count: 12 logins in a row, and failures followed by a success, are all let through', async () => {
    for (let i = 0; i < 12; i++) expect((await shopPost(ACTIVE)).status).toBe(200)
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await shopPost({ ...ACTIVE, password: `Faux-mot-${i}0` })).status).toBe(401)
      expect((await shopPost(ACTIVE)).status).toBe(200)
    }
  })

  it('after 5 failures each attempt waits 1 s, 2 s, 4 s… (429 with Retry-After), then the right password works', async () => {
    const email = 'frein@secu.test'
    await payload.create({ collection: 'clients', data: { email, password: 'Frein-secu-2026' }, overrideAccess: true })
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    for (let i = 0; i < 5; i++) expect((await shopPost({ email, password: `faux-${i}` })).status).toBe(401)
    for (const wait of [1, 2, 4]) {
      const refused = await shopPost({ email, password: 'Frein-secu-2026' })
      expect(refused.status).toBe(429)
      expect(refused.json).toEqual({ code: 'rate_limited', message: LOGIN_MESSAGES.rateLimited })
      expect(refused.headers['retry-after']).toBe(String(wait))
      vi.setSystemTime(Date.now() + wait * 1000 + 50)
      expect((await shopPost({ email, password: 'encore-faux' })).status).toBe(401)
    }
    // the CMS login of the same account waits as well
    const cmsRefused = await cms('POST', '/clients/login', { body: { email, password: 'Frein-secu-2026' } })
    expect(cmsRefused.status).toBe(429)
    expect(cmsRefused.json).toEqual({ code: 'rate_limited', message: LOGIN_MESSAGES.rateLimited })
    expect(cmsRefused.headers.get('retry-after')).toBe('8')
    vi.setSystemTime(Date.now() + 8_050)
    expect((await shopPost({ email, password: 'Frein-secu-2026' })).status).toBe(200)
    // the success wiped the series: 5 new failures are free again
    for (let i = 0; i < 5; i++) expect((await shopPost({ email, password: `faux-${i}` })).status).toBe(401)
    const { loginDelaySeconds, MAX_LOGIN_DELAY_SECONDS } = await import('@/server/session/loginThrottle')
    expect(loginDelaySeconds(1_000)).toBe(MAX_LOGIN_DELAY_SECONDS)
    expect(MAX_LOGIN_DELAY_SECONDS).toBeLessThanOrEqual(15 * 60)
  })
})

describe('deactivated accounts and the password rule on the CMS', () => {
  it('a deactivated client cannot log in through /cms/api/clients/login: 403 with the shop’s French message, no token', async () => {
    const res = await rest('POST', '/clients/login', { body: DISABLED })
    expect(res.status).toBe(403)
    expect(res.json.errors?.[0]?.message).toBe(LOGIN_MESSAGES.disabled)
    expect(res.json.token).toBeUndefined()
    expect(tokenCookie(res)).toBeNull()
    // GraphQL login refused as well
    const { graphql } = await import('../helpers/payload')
    const gql = await graphql('mutation ($e: String!, $p: String!) { loginClient(email: $e, password: $p) { token } }', {
      e: DISABLED.email,
      p: DISABLED.password,
    })
    expect(gql.json.data?.loginClient?.token ?? null).toBeNull()
    expect(gql.json.errors?.[0]?.message).toBe(LOGIN_MESSAGES.disabled)
  })

  it('the CMS reset-password does not log a deactivated client in (403, no token), and its password is unchanged', async () => {
    const token = await resetToken(DISABLED.email)
    const res = await rest('POST', '/clients/reset-password', { body: { token, password: 'Nouveau-secu-2026' } })
    expect(res.status).toBe(403)
    expect(res.json.errors?.[0]?.message).toBe(LOGIN_MESSAGES.disabled)
    expect(res.json.token).toBeUndefined()
    expect(tokenCookie(res)).toBeNull()
    const auth = await payload.login({ collection: 'clients', data: DISABLED }).catch((error: { status?: number }) => error)
    expect((auth as { status?: number }).status).toBe(403) // old password still the one, and still refused
  })

  it('the CMS forgot-password mails no reset link to a deactivated client, and answers as for anyone', async () => {
    const send = vi.spyOn(payload.email, 'sendEmail')
    const disabled = await rest('POST', '/clients/forgot-password', { body: { email: DISABLED.email } })
    expect(send).not.toHaveBeenCalled()
    const active = await rest('POST', '/clients/forgot-password', { body: { email: ACTIVE.email } })
    expect(send).toHaveBeenCalledTimes(1)
    expect([disabled.status, disabled.json]).toEqual([active.status, active.json])
  })

  it('/cms/api/clients/reset-password with `abcdef` answers 400 with the French rule', async () => {
    const token = await resetToken(ACTIVE.email)
    const res = await rest('POST', '/clients/reset-password', { body: { token, password: 'abcdef' } })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toContain(PASSWORD_MESSAGES.passwordTooShort)
    expect(tokenCookie(res)).toBeNull()
    const noDigit = await rest('POST', '/clients/reset-password', { body: { token, password: 'abcdefghijkl' } })
    expect(noDigit.status).toBe(400)
    expect(JSON.stringify(noDigit.json)).toContain(PASSWORD_MESSAGES.passwordTooWeak)
  })

  it('an editor cannot create or update a client with a password outside the rule (400), and can within it', async () => {
    const editor = await login('editors', EDITOR.email, EDITOR.password)
    const created = await rest('POST', '/clients', { cookie: editor, body: { email: 'faible@secu.test', password: 'abcdef' } })
    expect(created.status).toBe(400)
    expect(JSON.stringify(created.json)).toContain(PASSWORD_MESSAGES.passwordTooShort)
    const { docs } = await payload.find({ collection: 'clients', where: { email: { equals: ACTIVE.email } }, overrideAccess: true })
    const updated = await rest('PATCH', `/clients/${docs[0]!.id}`, { cookie: editor, body: { password: '1234567890' } })
    expect(updated.status).toBe(400)
    expect(JSON.stringify(updated.json)).toContain(PASSWORD_MESSAGES.passwordTooWeak)
    const good = await rest('POST', '/clients', { cookie: editor, body: { email: 'solide@secu.test', password: 'Solide-secu-2026' } })
    expect(good.status).toBe(201)
  })
})

describe('login timing', () => {
  it('an unknown address costs the same password hash as a known one (PBKDF2 with Payload’s parameters)', async () => {
    const email = 'temps@secu.test'
    await payload.create({ collection: 'clients', data: { email, password: 'Temps-secu-2026' }, overrideAccess: true })
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    expect((await shopPost({ email: 'personne@secu.test', password: 'Un-mot-2026' })).status).toBe(401)
    const unknown = pbkdf2.mock.calls.map((call) => call.slice(2, 5))
    pbkdf2.mockClear()
    expect((await shopPost({ email, password: 'Un-mot-2026' })).status).toBe(401)
    const known = pbkdf2.mock.calls.map((call) => call.slice(2, 5))
    expect(known).toEqual([[600_000, 32, 'sha256']])
    expect(unknown).toEqual(known)
  })
})
