import type { Payload } from 'payload'

import { checkCaptchaPayload, createCaptchaChallenge, decodeCaptchaPayload, type CaptchaOptions } from './challenge'
import { captchaKey } from './key'

export type CaptchaVerdict = { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'replayed' }

/** A create refused by a unique index (the key was already used). */
export const isUniqueViolation = (error: unknown): boolean => {
  const text = `${(error as { message?: string }).message ?? ''} ${JSON.stringify((error as { data?: unknown }).data ?? '')}`
  return /unique|duplicate|already/i.test(text) || (error as { name?: string }).name === 'ValidationError'
}

/** A new challenge for the widget (GET /api/captcha/challenge). */
export async function issueCaptchaChallenge(payload: Payload, options?: Partial<CaptchaOptions>) {
  return createCaptchaChallenge(captchaKey(payload.secret), options)
}

/**
 * Verifies the widget's payload and redeems it: accepted once, refused when expired, tampered with or
 * already used. Used challenges are kept in `captcha-uses` (unique key) until they expire, so every process agrees.
 */
export async function verifyCaptcha(payload: Payload, value: unknown, now = Date.now()): Promise<CaptchaVerdict> {
  if (value === undefined || value === null || value === '') return { ok: false, reason: 'missing' }
  const decoded = decodeCaptchaPayload(value)
  if (!decoded) return { ok: false, reason: 'invalid' }
  const check = await checkCaptchaPayload(captchaKey(payload.secret), decoded, now)
  if (!check.ok) return check
  try {
    await payload.create({
      collection: 'captcha-uses',
      data: { key: check.signature, expires_at: new Date(check.expiresAt * 1000).toISOString() },
      overrideAccess: true,
    })
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'replayed' }
    throw error
  }
  void purgeExpired(payload, now)
  return { ok: true }
}

/** Forgets redeemed challenges once expired (they would be refused as expired anyway). */
async function purgeExpired(payload: Payload, now: number): Promise<void> {
  try {
    await payload.delete({
      collection: 'captcha-uses',
      where: { expires_at: { less_than: new Date(now).toISOString() } },
      overrideAccess: true,
    })
  } catch (error) {
    payload.logger.warn({ err: error, msg: '[captcha] purge of expired challenges failed' })
  }
}
