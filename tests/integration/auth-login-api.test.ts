/**
 * POST /api/auth/login: the real handler logging buyers in through the CMS `clients` collection on a fresh SQLite
 * database; the cookie it sets opens the CMS session (GET /cms/api/clients/me).
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { LOGIN_MESSAGES } from '@/lib/session/login'
import { LOGIN_LIMIT_PER_ADDRESS } from '@/server/session/limits'

import { callApi, type ApiCall } from '../helpers/nextApi'
import { rest, startTestPayload, type TestPayload } from '../helpers/payload'

const SHOP = 'http://localhost:3000'
const BUYER = { email: 'acheteuse@alpha.test', password: 'Acheteuse-test-2026' }
const DISABLED = { email: 'ancien@alpha.test', password: 'Ancien-test-2026' }
const LOCKME = { email: 'verrou@alpha.test', password: 'Verrou-test-2026' }

let env: TestPayload
let payload: Payload
let handler: NextApiHandler
let ipCounter = 0

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  handler = (await import('@/pages/api/auth/login')).default
  await payload.create({ collection: 'clients', data: { ...BUYER, firstname: 'Alice', lastname: 'Martin' }, overrideAccess: true })
  await payload.create({ collection: 'clients', data: { ...DISABLED, compte_desactive: true }, overrideAccess: true })
  await payload.create({ collection: 'clients', data: { ...LOCKME }, overrideAccess: true })
})

afterAll(async () => {
  await env?.cleanup()
})

afterEach(() => {
  vi.useRealTimers()
})

const post = (body: unknown, over: ApiCall = {}) =>
  callApi(handler, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: SHOP, 'content-type': 'application/json', ...over.headers },
    body,
    ip: over.ip ?? `203.0.113.${++ipCounter}`,
  })

const cookieOf = (headers: Record<string, unknown>): string | null => {
  const raw = headers['set-cookie']
  return typeof raw === 'string' ? raw : null
}

describe('POST /api/auth/login', () => {
  it('logs a buyer in: HttpOnly session cookie accepted by /cms/api/clients/me', async () => {
    const res = await post({ email: '  Acheteuse@Alpha.test ', password: BUYER.password })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ code: 'success', user: { email: BUYER.email, firstname: 'Alice', lastname: 'Martin' } })
    const cookie = cookieOf(res.headers)
    expect(cookie).toMatch(/^payload-token=[^;]+;/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const me = await rest('GET', '/clients/me', { cookie: cookie!.split(';')[0] })
    expect(me.status).toBe(200)
    expect(me.json.user?.email).toBe(BUYER.email)
  })

  it('refuses a wrong password with the French message and no cookie', async () => {
    const res = await post({ email: BUYER.email, password: 'pas-le-bon' })
    expect(res.status).toBe(401)
    expect(res.json).toEqual({ code: 'invalid_credentials', message: LOGIN_MESSAGES.invalidCredentials })
    expect(cookieOf(res.headers)).toBeNull()
  })

  it('answers an unknown address exactly like a wrong password', async () => {
    const res = await post({ email: 'personne@alpha.test', password: 'quelconque' })
    expect(res.status).toBe(401)
    expect(res.json.code).toBe('invalid_credentials')
  })

  it('gives a deactivated account no session', async () => {
    const res = await post(DISABLED)
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ code: 'account_disabled', message: LOGIN_MESSAGES.disabled })
    expect(cookieOf(res.headers)).toBeNull()
  })

  it.each([
    [{}, 'email', LOGIN_MESSAGES.emailRequired],
    [{ email: 'pas-une-adresse', password: 'x' }, 'email', LOGIN_MESSAGES.invalidEmail],
    [{ email: BUYER.email, password: '' }, 'password', LOGIN_MESSAGES.passwordRequired],
    ['email=a', 'email', LOGIN_MESSAGES.bodyRequired],
  ])('400 with the field and its message for %j', async (body, field, message) => {
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ code: 'invalid_body', message, field })
  })

  it('refuses a request from another site and other methods', async () => {
    const foreign = await post(BUYER, { headers: { origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
    expect(foreign.json.code).toBe('forbidden_origin')
    expect(cookieOf(foreign.headers)).toBeNull()
    const get = await callApi(handler, { method: 'GET', headers: { host: 'localhost:3000' } })
    expect(get.status).toBe(405)
    expect(get.json.code).toBe('method_not_allowed')
  })

  it('slows an account down after 5 wrong passwords (no hard lock): the next attempt waits, even with the right password', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() }) // the clock stands still: the 1 s wait cannot elapse
    for (let i = 0; i < 5; i++) expect((await post({ email: LOCKME.email, password: `faux-${i}` })).status).toBe(401)
    const res = await post(LOCKME)
    expect(res.status).toBe(429)
    expect(res.json).toEqual({ code: 'rate_limited', message: LOGIN_MESSAGES.rateLimited })
    expect(res.headers['retry-after']).toBe('1')
  })

  it('limits attempts per account across addresses, and per address across accounts', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const email = 'cible@alpha.test'
    // simultaneous guesses are counted one after the other: 5 free failures, then each must wait
    const perAccount = await Promise.all(Array.from({ length: 11 }, () => post({ email, password: 'x' })))
    expect(perAccount.filter((r) => r.status === 401)).toHaveLength(5)
    expect(perAccount.filter((r) => r.status === 429)).toHaveLength(6)
    expect(perAccount.find((r) => r.status === 429)?.json.message).toBe(LOGIN_MESSAGES.rateLimited)

    const ip = '198.18.0.1'
    const statuses: number[] = []
    // malformed attempts count too (each hash of an unknown account costs a second here: only a few of those)
    for (let i = 0; i < LOGIN_LIMIT_PER_ADDRESS - 3; i++) statuses.push((await post({}, { ip })).status)
    for (let i = 0; i < 4; i++) statuses.push((await post({ email: `n${i}@alpha.test`, password: 'x' }, { ip })).status)
    expect(statuses.slice(0, LOGIN_LIMIT_PER_ADDRESS - 3).every((s) => s === 400)).toBe(true)
    expect(statuses.slice(LOGIN_LIMIT_PER_ADDRESS - 3, LOGIN_LIMIT_PER_ADDRESS).every((s) => s === 401)).toBe(true)
    expect(statuses[LOGIN_LIMIT_PER_ADDRESS]).toBe(429)
  })
})
