import { createHmac } from 'node:crypto'

import { currentSetting } from '@/env'

/**
 * The captcha's HMAC key: CAPTCHA_SECRET when set, otherwise derived from the CMS secret (as the revalidation,
 * search and punch-out keys are), so the embedded default needs no setting and works across processes.
 */
export function captchaKey(cmsSecret: string): string {
  return currentSetting('CAPTCHA_SECRET') || createHmac('sha256', cmsSecret).update('captcha').digest('hex')
}
