import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { currentSetting } from '@/env'

/**
 * The secret outside systems send in `x-revalidate-secret`: REVALIDATE_SECRET when set, otherwise one derived from
 * the CMS secret (so the CMS hooks of the embedded default can call /api/revalidate with no setting).
 */
export function revalidateSecret(cmsSecret: string): string {
  return currentSetting('REVALIDATE_SECRET') || createHmac('sha256', cmsSecret).update('revalidate').digest('hex')
}

/** Constant-time comparison of any two strings (hashed first, so lengths leak nothing). */
export function sameSecret(given: string | undefined | null, expected: string): boolean {
  if (!given) return false
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

export const REVALIDATE_HEADER = 'x-revalidate-secret'
