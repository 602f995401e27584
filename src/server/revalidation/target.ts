/**
 * Where the CMS hooks send the revalidation secret: the shop's own server, never a URL taken from a request (a forged
 * `Host` / `X-Forwarded-Host` would receive the secret). REVALIDATE_INTERNAL_URL names it when the server is not on its
 * loopback address (another container, a server bound to one interface); otherwise the loopback address on the port
 * `next start` / `next dev` listens on (PORT, which Next sets, default 3000).
 */
/** REVALIDATE_INTERNAL_URL and PORT are read. */
type TargetEnv = Record<string, string | undefined>

export function revalidationOrigin(source: TargetEnv = process.env): string {
  const internal = source.REVALIDATE_INTERNAL_URL?.trim()
  if (internal && URL.canParse(internal)) return internal.replace(/\/+$/, '')
  const port = /^\d{1,5}$/.test(source.PORT ?? '') ? source.PORT : '3000'
  return `http://127.0.0.1:${port}`
}

/** The storefront route that rebuilds pages (src/pages/api/revalidate.ts). */
export const revalidationUrl = (source: TargetEnv = process.env): string => `${revalidationOrigin(source)}/api/revalidate`
