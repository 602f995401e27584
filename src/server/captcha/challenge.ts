import { createHmac, randomInt } from 'node:crypto'

import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/**
 * ALTCHA proof-of-work, self-hosted (architecture: captcha). Deterministic mode: the server picks the counter the
 * browser must find (between `minCounter` and `maxCounter`, the work), signs the challenge and the expected key with
 * HMAC, so verifying costs one HMAC and no search. `maxCounter` is the complexity knob: SHA-256 in a browser tests
 * roughly 100 000 counters a second per worker.
 */
export type CaptchaOptions = { minCounter: number; maxCounter: number; ttlSeconds: number }

const CAPTCHA_DEFAULTS: CaptchaOptions = { minCounter: 5_000, maxCounter: 50_000, ttlSeconds: 20 * 60 }

const ALGORITHM = 'SHA-256'

/** A separate key for the expected-key signature: the two HMACs never share a key. */
const keySignatureSecret = (key: string): string => createHmac('sha256', key).update('altcha-key-signature').digest('hex')

export async function createCaptchaChallenge(key: string, options: Partial<CaptchaOptions> = {}, now = Date.now()): Promise<Challenge> {
  const { minCounter, maxCounter, ttlSeconds } = { ...CAPTCHA_DEFAULTS, ...options }
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(minCounter, Math.max(minCounter + 1, maxCounter)),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + ttlSeconds,
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: keySignatureSecret(key),
  })
}

/** The widget's field value: base64 of `{ challenge: { parameters, signature }, solution }`. */
export type CaptchaPayload = { challenge: Challenge; solution: Solution }

export function decodeCaptchaPayload(value: unknown): CaptchaPayload | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 4096) return null
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Partial<CaptchaPayload>
    const { challenge, solution } = parsed
    if (!challenge?.parameters || typeof challenge.signature !== 'string') return null
    if (!solution || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null
    return { challenge, solution }
  } catch {
    return null
  }
}

export type CaptchaCheck = { ok: true; signature: string; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' }

/** Signature, expiry and solution of a payload (not yet its single use: see verify.ts). */
export async function checkCaptchaPayload(key: string, payload: CaptchaPayload, now = Date.now()): Promise<CaptchaCheck> {
  const expiresAt = payload.challenge.parameters.expiresAt
  // every challenge of this shop carries an expiry: one without it was not made here
  if (typeof expiresAt !== 'number') return { ok: false, reason: 'invalid' }
  if (expiresAt * 1000 <= now) return { ok: false, reason: 'expired' }
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: keySignatureSecret(key),
  })
  if (result.expired) return { ok: false, reason: 'expired' }
  if (!result.verified) return { ok: false, reason: 'invalid' }
  return { ok: true, signature: payload.challenge.signature as string, expiresAt }
}
