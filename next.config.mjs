import { withPayload } from '@payloadcms/next/withPayload'
import { createJiti } from 'jiti'
import { fileURLToPath } from 'node:url'

// Validate the environment at start-up (build, dev, start): an invalid setting stops here with
// 'Invalid environment variables' and the list of failing fields.
const jiti = createJiti(import.meta.url)
const { configured } = await jiti.import('./src/env.ts')
const { contentSecurityPolicy, CSP_HEADER, securityHeaders } = await jiti.import('./src/lib/csp.ts')
const { isGtmId } = await jiti.import('./src/lib/gtm.ts')

// Axiom (AXIOM_ORG_ID + AXIOM_TOKEN) when building: the browser reports its web vitals (_app's reportWebVitals). Without
// them the flag is empty and the pages' JavaScript holds no Axiom code; the server's part follows the running settings.
const axiomInBrowser = configured('axiom')

// Trackers needing consent: with GTM or HubSpot at build time, the consent bar; HubSpot's loader only
// with its code. Without them, no consent or HubSpot code in the pages.
const hubspotCode = process.env.NEXT_PUBLIC_HUBSPOT_TRACKING_CODE ?? ''
const consentBanner = isGtmId(process.env.NEXT_PUBLIC_GTM_ID) || hubspotCode !== ''

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // e2e builds go to their own folder so a running `next dev` is left alone
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // build-time flags, always defined so that the bundler replaces them by literals: unset, their branches in _app (the
  // browser's Axiom reporter, Sentry's SDK, the consent bar, HubSpot's loader) are dead code and leave the build with their chunks. Not the settings' own
  // names: an undefined NEXT_PUBLIC_* is left as a run-time lookup (branch and chunk kept), and '' would fail src/env.ts
  env: {
    AXIOM_BROWSER_REPORTING: axiomInBrowser ? '1' : '',
    SENTRY_BROWSER_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '',
    CONSENT_BANNER: consentBanner ? '1' : '',
    HUBSPOT_BROWSER_CODE: hubspotCode,
  },
  // No `rewrites()`: the browser's Axiom paths (spec §7) are rewritten by src/proxy.ts (see hideProxyFromBrowser).
  webpack: hideProxyFromBrowser,
  // Several instances (REDIS_URL): Next's cache (ISR pages and data) in Redis, without a per-instance memory copy that
  // would go stale, so a revalidation on one instance reaches all of them. Without it: the default file-system cache.
  ...(process.env.REDIS_URL
    ? { cacheHandler: fileURLToPath(new URL('./src/server/redis/cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
    : {}),
  // A build with type errors fails. `npm test` type-checks the whole project (tsc --noEmit) first and tells its own
  // builds so (TYPES_CHECKED=1, scripts/test.mjs): they do not do it a second and a third time.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Required: without it pages-router pages that import Payload hang at random (Lexical's top-level await).
  bundlePagesRouterDependencies: true,
  // pdfkit reads its standard fonts' metrics from its own folder at run time: required from node_modules, not bundled
  serverExternalPackages: ['pdfkit'],
  images: {
    // spec §9: default widths 640-3840, small sizes 16-384; only local and CMS media are optimised (no remote patterns).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    localPatterns: [{ pathname: '/cms/api/media/file/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  experimental: {
    // With app-router routes present (Payload), Next answers unmatched URLs and pages-router `notFound` with the app
    // router's /_not-found: src/app/global-not-found.tsx renders the storefront's French 404 there.
    globalNotFound: true,
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every route for the `Sec-CH-Prefers-Color-Scheme` client hint with `Critical-CH`, which makes Chrome
 * retry each first visit (a ~600 ms extra round trip on the shop's pages; payloadcms/payload#17906). Only the admin
 * uses the hint: its headers are kept for /admin and nowhere else.
 */
async function headers() {
  const rules = await withPayloadConfig.headers()
  // a request carrying a session (cookie or Authorization header) gets an answer no cache keeps; a route may still
  // set its own Cache-Control (it is applied after these). CMS media files stay cacheable.
  const noStore = [{ key: 'Cache-Control', value: 'private, no-store' }]
  const sessions = [
    { type: 'cookie', key: 'payload-token' },
    { type: 'header', key: 'authorization' },
  ]
  return [
    ...rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    ),
    // nosniff, referrer policy, HSTS when the public URL is https: every response
    { source: '/:path*', headers: securityHeaders() },
    // the storefront's documents get their CSP (with a nonce) from src/proxy.ts; the APIs and files get the same policy here
    ...['/api/:path*', '/_axiom/:path*', '/cms/:path*', '/_next/:path*', '/images/:path*'].map((source) => ({
      source,
      headers: [{ key: CSP_HEADER, value: contentSecurityPolicy() }],
    })),
    // the Payload admin's looser script-src (its streamed inline scripts, src/lib/csp.ts)
    { source: '/admin', headers: [{ key: CSP_HEADER, value: contentSecurityPolicy({}, { admin: true }) }] },
    { source: '/admin/:path*', headers: [{ key: CSP_HEADER, value: contentSecurityPolicy({}, { admin: true }) }] },
    ...sessions.flatMap((has) => [
      { source: '/api/:path*', has: [has], headers: noStore },
      { source: '/cms/api/:path((?!media/file/).*)', has: [has], headers: noStore },
    ]),
  ]
}

/**
 * The pages router in the browser replaces the address of every static page once it has hydrated when next.config has
 * rewrites or when the proxy's matcher covers the page (its `_h` replace: the router turns ready and the whole page is
 * rendered again in one blocking task, which also forces the header, page and footer's deferred hydration at once).
 * src/proxy.ts only adds headers to documents (the CSP); it rewrites
 * nothing the browser navigates to (only the JSON paths /_axiom/*). So the browser's bundle is built without the
 * proxy's matchers: the router is ready at hydration. A webpack define, since Next has
 * no setting for it (webpack builds only: `process.env.__NEXT_MIDDLEWARE_MATCHERS` of next/dist/client/page-loader).
 */
export const BROWSER_PROXY_MATCHERS = []
const MATCHERS_DEFINE = 'process.env.__NEXT_MIDDLEWARE_MATCHERS'

export function hideProxyFromBrowser(webpackConfig, { isServer }) {
  if (isServer) return webpackConfig
  const define = webpackConfig.plugins.find((plugin) => plugin?.definitions && MATCHERS_DEFINE in plugin.definitions)
  if (!define) throw new Error(`next.config.mjs: ${MATCHERS_DEFINE} is no longer defined by Next (see hideProxyFromBrowser)`)
  define.definitions[MATCHERS_DEFINE] = JSON.stringify(BROWSER_PROXY_MATCHERS)
  return webpackConfig
}

const config = { ...withPayloadConfig, headers }

export default config
