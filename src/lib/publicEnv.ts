/**
 * The public (NEXT_PUBLIC_) settings: each read here, literally, so Next.js inlines its value in the pages'
 * JavaScript. src/env.ts validates these same values (it reads them through this module) and is the way in for the
 * server's settings; browser code, and the modules shared with it, read `publicEnv`, because importing src/env.ts
 * would ship its validator (zod) in every page. Getters: on the server a value is read when used (tests change it).
 * No other module reads `process.env.NEXT_PUBLIC_*` (tests/unit/env-usage.test.ts).
 */
export const publicEnv = {
  get NEXT_PUBLIC_ALGOLIA_APP_ID() {
    return process.env.NEXT_PUBLIC_ALGOLIA_APP_ID
  },
  get NEXT_PUBLIC_ALGOLIA_SEARCH_KEY() {
    return process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY
  },
  get NEXT_PUBLIC_APP_URL() {
    return process.env.NEXT_PUBLIC_APP_URL
  },
  get NEXT_PUBLIC_CMS_URL() {
    return process.env.NEXT_PUBLIC_CMS_URL
  },
  get NEXT_PUBLIC_GTM_ID() {
    return process.env.NEXT_PUBLIC_GTM_ID
  },
  get NEXT_PUBLIC_HUBSPOT_TRACKING_CODE() {
    return process.env.NEXT_PUBLIC_HUBSPOT_TRACKING_CODE
  },
  get NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY() {
    return process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY
  },
  get NEXT_PUBLIC_SENTRY_DSN() {
    return process.env.NEXT_PUBLIC_SENTRY_DSN
  },
}
