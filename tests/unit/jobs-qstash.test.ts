/**
 * QStash deliveries (architecture: jobs "triggered by QStash, signature verified"): the Upstash-Signature JWT, signed
 * here by hand as QStash documents it and checked by the official Receiver (@upstash/qstash).
 */
import { createHash, createHmac } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { verifyQstashSignature } from '@/server/jobs/qstash'

import { callApi } from '../helpers/nextApi'

const URL_ = 'https://boutique.example/api/jobs/run'
const CURRENT = 'sig_current_test'
const NEXT = 'sig_next_test'
const NOW = Date.parse('2026-11-23T12:00:00Z')
const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** A token as QStash signs it: HS256, iss Upstash, sub = URL, body = base64url(sha256(body)). */
function sign(key: string, body: string, over: Record<string, unknown> = {}, alg = 'HS256'): string {
  const seconds = Math.floor(NOW / 1000)
  const header = b64(JSON.stringify({ alg, typ: 'JWT' }))
  const claims = b64(
    JSON.stringify({
      iss: 'Upstash',
      sub: URL_,
      exp: seconds + 300,
      nbf: seconds,
      iat: seconds,
      jti: 'msg_1',
      body: createHash('sha256').update(body).digest('base64url'),
      ...over,
    }),
  )
  return `${header}.${claims}.${createHmac('sha256', key).update(`${header}.${claims}`).digest('base64url')}`
}

const check = (signature: string | undefined, body = '{}', url = URL_) =>
  verifyQstashSignature({ signature, body, url, currentSigningKey: CURRENT, nextSigningKey: NEXT })

// the Receiver reads the clock itself (no `now` option): the test sets it
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('verifyQstashSignature', () => {
  it('accepts a delivery signed with the current or the next signing key', async () => {
    expect(await check(sign(CURRENT, '{}'))).toBe(true)
    expect(await check(sign(NEXT, '{}'))).toBe(true)
  })

  it('tolerates a small clock difference (a token expired 30 s ago)', async () => {
    expect(await check(sign(CURRENT, '{}', { exp: Math.floor(NOW / 1000) - 30 }))).toBe(true)
  })

  it('refuses every delivery when a signing key is missing', async () => {
    const signature = sign(CURRENT, '{}')
    expect(await verifyQstashSignature({ signature, body: '{}', url: URL_, currentSigningKey: CURRENT, nextSigningKey: undefined })).toBe(
      false,
    )
  })

  it.each([
    ['no signature', undefined, '{}'],
    ['another key', sign('sig_other', '{}'), '{}'],
    ['a body changed on the way', sign(CURRENT, '{}'), '{"x":1}'],
    ['another URL', sign(CURRENT, '{}', { sub: 'https://evil.example/api/jobs/run' }), '{}'],
    ['another issuer', sign(CURRENT, '{}', { iss: 'Someone' }), '{}'],
    ['an expired token', sign(CURRENT, '{}', { exp: Math.floor(NOW / 1000) - 3600 }), '{}'],
    ['a token not valid yet', sign(CURRENT, '{}', { nbf: Math.floor(NOW / 1000) + 3600 }), '{}'],
    ['alg none', sign(CURRENT, '{}', {}, 'none'), '{}'],
    ['garbage', 'a.b', '{}'],
  ])('refuses %s', async (_label, signature, body) => {
    expect(await check(signature, body)).toBe(false)
  })
})

describe('POST /api/jobs/run with the QStash settings', () => {
  /** The route read with QSTASH_* set (src/env.ts evaluates process.env when loaded). */
  async function route() {
    vi.stubEnv('NEXT_PUBLIC_APP_URL', 'https://boutique.example')
    vi.stubEnv('PAYLOAD_SECRET', 'jobs-qstash-test-secret-0123456789abcdef') // loading the CMS config would otherwise write data/.payload-secret
    vi.stubEnv('QSTASH_URL', 'https://qstash.upstash.io')
    vi.stubEnv('QSTASH_TOKEN', 'qstash-token')
    vi.stubEnv('QSTASH_CURRENT_SIGNING_KEY', CURRENT)
    vi.stubEnv('QSTASH_NEXT_SIGNING_KEY', NEXT)
    vi.resetModules()
    return (await import('@/pages/api/jobs/run')).default
  }

  // a check left un-awaited would let every one of these through to the queue
  it.each([
    ['no signature', undefined],
    ['another key', sign('sig_other', '')],
    ['a token for another URL', sign(CURRENT, '', { sub: 'https://evil.example/api/jobs/run' })],
  ])('answers 401 to a delivery with %s, before touching the queue', async (_label, signature) => {
    const handler = await route()
    const { status, json } = await callApi(handler, {
      method: 'POST',
      body: '',
      headers: signature ? { 'Upstash-Signature': signature } : {},
    })
    expect(status).toBe(401)
    expect(json).toMatchObject({ code: 'invalid_signature' })
  })
})
