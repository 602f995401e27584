import { createHmac, timingSafeEqual } from 'node:crypto'

import { currentSetting } from '@/env'

/**
 * Keys of the punch-out: the stored buyer secrets are HMAC-SHA256 digests keyed by PUNCHOUT_SECRET ("the
 * procurement secret setting keys it"), or by a key derived from the CMS secret when it is unset (as the revalidation
 * and search keys are), so the embedded default needs no setting. Changing PUNCHOUT_SECRET (or the CMS secret without
 * it) invalidates every stored buyer secret: they must be typed again in the admin.
 */
export function punchoutKey(cmsSecret: string): string {
  return currentSetting('PUNCHOUT_SECRET') || createHmac('sha256', cmsSecret).update('punchout').digest('hex')
}

/** The stored form of a buyer's shared secret (hex). */
export function hashSharedSecret(secret: string, key: string): string {
  return createHmac('sha256', key).update(`shared-secret:${secret}`).digest('hex')
}

/** Constant-time check of a SharedSecret received in a cXML header against the stored digest. */
export function sharedSecretMatches(given: string | null | undefined, storedHash: string | null | undefined, key: string): boolean {
  if (!given || !storedHash) return false
  const a = Buffer.from(hashSharedSecret(given, key), 'hex')
  const b = Buffer.from(storedHash, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** HMAC signature of a value carried in a cookie (punch-out context), base64url. */
export const signValue = (value: string, key: string): string => createHmac('sha256', key).update(`cookie:${value}`).digest('base64url')

export function verifySigned(signed: string | undefined, key: string): string | null {
  if (!signed) return null
  const dot = signed.lastIndexOf('.')
  if (dot <= 0) return null
  const value = signed.slice(0, dot)
  const a = Buffer.from(signed.slice(dot + 1))
  const b = Buffer.from(signValue(value, key))
  return a.length === b.length && timingSafeEqual(a, b) ? value : null
}
