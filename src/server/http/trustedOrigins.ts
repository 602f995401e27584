/**
 * The origins whose pages may use a CMS session cookie (Payload's `csrf` list): the shop's public origin, and in
 * development the local addresses `next dev` answers on. Payload ignores the `payload-token` cookie of a request whose
 * Origin is not listed (and, without an Origin, of a request whose Sec-Fetch-Site is cross-site or missing), so a page
 * of another site cannot act on `/cms/api` with a visitor's session, as the shop's own `/api` routes refuse it.
 */
import { currentSetting } from '@/env'
import { DEFAULT_APP_URL } from '@/lib/site-url'

type OriginEnv = { NEXT_PUBLIC_APP_URL?: string | undefined; NODE_ENV?: string | undefined; PORT?: string | undefined }

const originOf = (url: string): string | null => (URL.canParse(url) ? new URL(url).origin : null)

const runningEnv = (): OriginEnv => ({
  NEXT_PUBLIC_APP_URL: currentSetting('NEXT_PUBLIC_APP_URL'),
  NODE_ENV: process.env.NODE_ENV, // set by Next.js itself
  PORT: process.env.PORT, // set by Next.js itself
})

export function cmsCsrfOrigins(source: OriginEnv = runningEnv()): string[] {
  const app = originOf(source.NEXT_PUBLIC_APP_URL || DEFAULT_APP_URL)
  const port = source.PORT || '3000'
  const local = source.NODE_ENV === 'development' ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`, DEFAULT_APP_URL] : []
  return [...new Set([app, ...local].filter((o): o is string => o !== null))]
}
