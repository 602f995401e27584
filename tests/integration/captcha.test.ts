/**
 * Self-hosted ALTCHA captcha: a solved challenge is accepted once, a replay and an expired or tampered
 * challenge are refused; used challenges live in the database (`captcha-uses`) so several processes agree.
 */
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callApi } from '../helpers/nextApi'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let env: TestPayload
let payload: Payload

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
})

afterAll(async () => {
  await env?.cleanup()
})

/** What the widget sends: base64 of { challenge: { parameters, signature }, solution }. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('no solution')
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64')
}

const small = { minCounter: 10, maxCounter: 200 }

describe('captcha', () => {
  it('GET /api/captcha/challenge answers a signed, expiring SHA-256 challenge, never cached', async () => {
    const handler = (await import('@/pages/api/captcha/challenge')).default
    const res = await callApi(handler, { method: 'GET' })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json.parameters).toMatchObject({ algorithm: 'SHA-256', keySignature: expect.any(String) })
    expect(res.json.signature).toMatch(/^[0-9a-f]{64}$/)
    const ttl = res.json.parameters.expiresAt - Date.now() / 1000
    expect(ttl).toBeGreaterThan(19 * 60)
    expect(ttl).toBeLessThanOrEqual(20 * 60)
    expect((await callApi(handler, { method: 'POST' })).status).toBe(405)
  })

  it('a good solution is accepted once; the replay is refused', async () => {
    const { issueCaptchaChallenge, verifyCaptcha } = await import('@/server/captcha')
    const value = await solve(await issueCaptchaChallenge(payload, small))
    expect(await verifyCaptcha(payload, value)).toEqual({ ok: true })
    expect(await verifyCaptcha(payload, value)).toEqual({ ok: false, reason: 'replayed' })
  })

  it('two submissions of one solution at the same time: exactly one is accepted', async () => {
    const { issueCaptchaChallenge, verifyCaptcha } = await import('@/server/captcha')
    const value = await solve(await issueCaptchaChallenge(payload, small))
    const verdicts = await Promise.all([verifyCaptcha(payload, value), verifyCaptcha(payload, value), verifyCaptcha(payload, value)])
    expect(verdicts.filter((v) => v.ok)).toHaveLength(1)
    expect(verdicts.filter((v) => !v.ok && v.reason === 'replayed')).toHaveLength(2)
  })

  it('an expired challenge is refused, even correctly solved', async () => {
    const { verifyCaptcha } = await import('@/server/captcha')
    const { createCaptchaChallenge } = await import('@/server/captcha/challenge')
    const { captchaKey } = await import('@/server/captcha/key')
    const issuedAt = Date.now() - 21 * 60_000 // 20-minute validity: expired a minute ago
    const value = await solve(await createCaptchaChallenge(captchaKey(payload.secret), small, issuedAt))
    expect(await verifyCaptcha(payload, value)).toEqual({ ok: false, reason: 'expired' })
    // and still refused after the refusal (not recorded as used, not accepted later)
    expect(await verifyCaptcha(payload, value)).toEqual({ ok: false, reason: 'expired' })
  })

  it('is refused when missing, malformed, signed with another key, tampered with, or a wrong solution', async () => {
    const { issueCaptchaChallenge, verifyCaptcha } = await import('@/server/captcha')
    const { createCaptchaChallenge } = await import('@/server/captcha/challenge')
    expect(await verifyCaptcha(payload, undefined)).toEqual({ ok: false, reason: 'missing' })
    expect(await verifyCaptcha(payload, '')).toEqual({ ok: false, reason: 'missing' })
    expect(await verifyCaptcha(payload, 'pas du base64 {')).toEqual({ ok: false, reason: 'invalid' })
    // the widget's `test` mode payload must never pass on a server
    const testMode = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64')
    expect(await verifyCaptcha(payload, testMode)).toEqual({ ok: false, reason: 'invalid' })

    const foreign = await solve(await createCaptchaChallenge('une-autre-cle', small))
    expect(await verifyCaptcha(payload, foreign)).toEqual({ ok: false, reason: 'invalid' })

    const challenge = await issueCaptchaChallenge(payload, small)
    const good = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString('utf8'))
    const longer = {
      ...good,
      challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, expiresAt: good.challenge.parameters.expiresAt + 3600 } },
    }
    expect(await verifyCaptcha(payload, Buffer.from(JSON.stringify(longer)).toString('base64'))).toEqual({ ok: false, reason: 'invalid' })
    const key: string = good.solution.derivedKey
    const wrong = { ...good, solution: { ...good.solution, derivedKey: key.slice(0, -1) + (key.endsWith('0') ? '1' : '0') } }
    expect(await verifyCaptcha(payload, Buffer.from(JSON.stringify(wrong)).toString('base64'))).toEqual({ ok: false, reason: 'invalid' })
  })

  it('is keyed by CAPTCHA_SECRET when set, else by a key derived from the CMS secret', async () => {
    const { captchaKey } = await import('@/server/captcha/key')
    const derived = captchaKey('secret-du-cms')
    expect(derived).toMatch(/^[0-9a-f]{64}$/)
    expect(derived).not.toBe(captchaKey('un-autre-secret'))
    process.env.CAPTCHA_SECRET = 'cle-captcha-de-production'
    try {
      expect(captchaKey('secret-du-cms')).toBe('cle-captcha-de-production')
    } finally {
      delete process.env.CAPTCHA_SECRET
    }
  })

  it('redeemed challenges are kept only until they expire', async () => {
    const { verifyCaptcha, issueCaptchaChallenge } = await import('@/server/captcha')
    await payload.db.create({ collection: 'captcha-uses', data: { key: 'vieux', expires_at: new Date(Date.now() - 60_000).toISOString() } })
    await verifyCaptcha(payload, await solve(await issueCaptchaChallenge(payload, small)))
    await expect
      .poll(
        async () =>
          (await payload.count({ collection: 'captcha-uses', where: { key: { equals: 'vieux' } }, overrideAccess: true })).totalDocs,
      )
      .toBe(0)
  })
})
