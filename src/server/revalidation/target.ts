/**
 * Where the CMS hooks send the revalidation secret: the shop's own server, never a URL taken from a request (a forged
 * `Host` / `X-Forwarded-Host` would receive the secret). REVALIDATE_INTERNAL_URL names it when the server is not on its
 * loopback address (another container, a server bound to one interface); otherwise the loopback address on the port
 * `next start` / `next dev` listens on (PORT, which Next sets, default 3000).
 */
import { currentSetting } from '@/env'

/** REVALIDATE_INTERNAL_URL (a setting, through src/env.ts) and PORT (set by Next) are read. */
type TargetEnv = { REVALIDATE_INTERNAL_URL?: string | undefined; PORT?: string | undefined }

const runningEnv = (): TargetEnv => ({ REVALIDATE_INTERNAL_URL: currentSetting('REVALIDATE_INTERNAL_URL'), PORT: process.env.PORT })

export function revalidationOrigin(source: TargetEnv = runningEnv()): string {
  const internal = source.REVALIDATE_INTERNAL_URL?.trim()
  if (internal && URL.canParse(internal)) return internal.replace(/\/+$/, '')
  const port = /^\d{1,5}$/.test(source.PORT ?? '') ? source.PORT : '3000'
  return `http://127.0.0.1:${port}`
}

/** The storefront route that rebuilds pages (src/pages/api/revalidate.ts). */
export const revalidationUrl = (source: TargetEnv = runningEnv()): string => `${revalidationOrigin(source)}/api/revalidate`
