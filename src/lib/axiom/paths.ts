/**
 * The same-origin paths the browser posts its web vitals and logs to when Axiom is configured (spec §7: a JSON array of
 * events). The proxy (src/proxy.ts) rewrites them to the API routes src/pages/api/axiom/*, which check the array and forward it
 * to Axiom's ingest (src/server/ops/axiomRoutes.ts). No imports here: the browser's reporter uses it.
 */
export const AXIOM_PATH_PREFIX = '/_axiom/'
export const AXIOM_WEB_VITALS_PATH = '/_axiom/web-vitals'
export const AXIOM_LOGS_PATH = '/_axiom/logs'

/** At most this many events in one post (a page reports a handful of metrics; the logs are capped per page). */
export const MAX_AXIOM_EVENTS = 50
/** Limits of a browser log line. */
export const MAX_LOG_MESSAGE_LENGTH = 2000
export const MAX_LOG_FIELDS = 20
/** Next's pages-router metrics (`reportWebVitals` of _app): the Core Web Vitals and Next's own measures. */
export const WEB_VITAL_NAMES = [
  'FCP',
  'LCP',
  'CLS',
  'FID',
  'TTFB',
  'INP',
  'Next.js-hydration',
  'Next.js-route-change-to-render',
  'Next.js-render',
] as const
export const BROWSER_LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const
