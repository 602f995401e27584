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

/**
 * The route that draws Open Graph cards. Without parameters: the shop's own card (its name). A page's card takes its
 * title and description signed by the server (src/server/og/signature.ts), added by the page's document.
 */
export const OG_IMAGE_PATH = '/api/og'

/** The shop's own card (JSON-LD logo, pages without a title of their own): one image, no parameter. */
export const siteCardUrl = (origin: string = appOrigin()): string => `${origin}${OG_IMAGE_PATH}`
