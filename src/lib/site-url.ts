import { publicEnv } from './publicEnv'

/** The public origin's development default (`next dev`, tests). Production requires NEXT_PUBLIC_APP_URL (src/env.ts). */
export const DEFAULT_APP_URL = 'http://localhost:3000'

/**
 * The shop's public origin, without a trailing slash (canonical URLs, sitemap, JSON-LD, Open Graph, share links).
 * Production requires NEXT_PUBLIC_APP_URL (src/env.ts stops the build and the start without it): `localhost` is the
 * development default only.
 */
export const appOrigin = (): string => {
  const url = publicEnv.NEXT_PUBLIC_APP_URL
  if (url) return url.replace(/\/+$/, '')
  if (process.env.NODE_ENV === 'production') throw new Error('NEXT_PUBLIC_APP_URL is required in production')
  return DEFAULT_APP_URL
}

/** An absolute URL on the shop's origin for a path (already absolute URLs are kept). */
export const absoluteUrl = (path: string, origin: string = appOrigin()): string =>
  /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`

/** The path part of a router asPath: no query string, no fragment. */
export const pathOnly = (asPath: string): string => asPath.split(/[?#]/)[0] || '/'

/** The Open Graph image of a page, drawn by /api/og. */
export const ogImageUrl = (title: string, description: string, origin: string = appOrigin()): string => {
  const params = new URLSearchParams({ title })
  if (description) params.set('description', description)
  return `${origin}/api/og?${params.toString()}`
}
