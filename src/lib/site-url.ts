/** The shop's public origin, without a trailing slash (canonical URLs, sitemap, JSON-LD, Open Graph). */
// read literally so Next inlines it in the client bundle
export const appOrigin = (): string => (process.env.NEXT_PUBLIC_APP_URL || 'http://localhost:3000').replace(/\/+$/, '')

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
