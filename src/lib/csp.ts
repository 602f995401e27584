/**
 * The shop's Content-Security-Policy and security headers.
 *
 * Storefront pages (pages router, statically rendered) run only the shop's own script files: `script-src 'self'` plus
 * the SHA-256 hashes of the inline scripts a page may carry: the session hint (src/lib/sessionHint.ts), the loader that runs the page's script files after the
 * first frame (src/lib/paintFirst.ts), and Google Tag Manager's loader (after Consent Mode's
 * default, src/lib/gtm.ts) when a container id is configured (computed from the very text src/features/layout/TagManager.tsx renders). Next's pages router emits no
 * other executable inline script (its page data is `<script id="__NEXT_DATA__" type="application/json">`, which a CSP
 * does not govern, like the JSON-LD blocks). The French 404 is the app router's `global-not-found`, rendered for each
 * unknown address with inline `self.__next_f` scripts that carry the address and the current menus: no hash made at
 * build time can match them, so src/proxy.ts sends every storefront document a policy with a fresh nonce, which the
 * app router puts on its inline scripts (read from the request's policy); the pages router's pages stay static and
 * ignore it. Everything else
 * is `'self'`, with the exceptions the pages need: images from `data:`/`blob:` (next/image placeholders), inline
 * styles (React `style` attributes, the captcha widget's shadow styles), `blob:` workers (the ALTCHA captcha solves
 * its proof of work in a worker built from a Blob; its SHA-256 challenge needs no WebAssembly), in `connect-src` the
 * hosted Algolia hosts when Algolia is configured (the embedded search and insights endpoints are on the shop's own
 * origin), the DSN's origin when browser errors go to Sentry (NEXT_PUBLIC_SENTRY_DSN), HubSpot's hosts with its tracking
 * code, and Stripe's hosts when cards are taken (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: js.stripe.com in script-src and
 * frame-src, api.stripe.com in connect-src). Forms post to the shop only, only the shop may frame it, `<base>` may not
 * move relative URLs, no plugins.
 *
 * The Payload admin (`/admin`, app router) streams its data in inline `self.__next_f.push(...)` scripts whose text
 * changes with every response: no hash can list them and a nonce would need a per-request proxy, so its own rule keeps
 * `script-src 'self' 'unsafe-inline'`. It is reached only by editors (login required) and keeps every other directive,
 * plus what Payload's own UI loads from elsewhere: the JSON fields' Monaco editor from one folder of cdn.jsdelivr.net
 * (ADMIN_MONACO_SOURCE), Gravatar avatars.
 *
 * A punch-out session adds the platform's origins: the post-back URL to `form-action` (the cart return), the buyer's
 * hosts to `frame-ancestors` (the shop inside Coupa's frame).
 */
import { createHash } from 'node:crypto'

import { gtmInitScript, isGtmId } from './gtm'
import { SCRIPT_LOADER } from './paintFirst'
import { publicEnv } from './publicEnv'
import { SESSION_HINT_SCRIPT } from './sessionHint'

export type CspExtras = { formAction?: readonly string[]; frameAncestors?: readonly string[] }

/** What the policy depends on besides a punch-out session (read from the environment by default). */
export type CspSettings = {
  /** `/admin` (Payload's app router): inline scripts allowed. */
  admin?: boolean
  /**
   * `next dev`: React Refresh evaluates code (`'unsafe-eval'`), the dev pages carry inline scripts no build has hashed
   * (`'unsafe-inline'`, ignored by browsers when a hash is listed) and talk to the dev server over a WebSocket.
   */
  development?: boolean
  /** Hosted Algolia (NEXT_PUBLIC_ALGOLIA_APP_ID): its search and insights hosts. */
  algoliaAppId?: string | undefined
  /** Google Tag Manager container id (NEXT_PUBLIC_GTM_ID): the loader's hash and Google's hosts. */
  gtmId?: string | undefined
  /** HubSpot's tracking code (NEXT_PUBLIC_HUBSPOT_TRACKING_CODE, digits): HubSpot's hosts, used only after consent. */
  hubspotCode?: string | undefined
  /** Browser errors to Sentry (NEXT_PUBLIC_SENTRY_DSN): the DSN's origin, where the SDK posts its envelopes. */
  sentryDsn?: string | undefined
  /**
   * Card payment (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY): Stripe.js from js.stripe.com, its Payment
   * Element's frames (and 3-D Secure's, hooks.stripe.com), its calls to api.stripe.com.
   */
  stripePublishableKey?: string | undefined
  /** This response's nonce (src/proxy.ts): the app router's inline scripts (the 404) carry it. */
  nonce?: string
}

const settingsFromEnv = (): CspSettings => ({
  development: process.env.NODE_ENV === 'development',
  algoliaAppId: publicEnv.NEXT_PUBLIC_ALGOLIA_APP_ID,
  gtmId: publicEnv.NEXT_PUBLIC_GTM_ID,
  hubspotCode: publicEnv.NEXT_PUBLIC_HUBSPOT_TRACKING_CODE,
  sentryDsn: publicEnv.NEXT_PUBLIC_SENTRY_DSN,
  stripePublishableKey: publicEnv.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
})

/** `https://host`, `https://*.domain`, optional port (`:443`, `:*`); plain http only for localhost / 127.0.0.1 (tests). */
const SOURCE = /^(?:https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+|http:\/\/(?:localhost|127\.0\.0\.1))(?::(?:\d{1,5}|\*))?$/

/** A host source safe to put in the header (nothing that could end a directive or widen it to any host). */
export const isCspSource = (source: string): boolean => SOURCE.test(source)

const sources = (list: readonly string[] | undefined): string[] => [
  ...new Set((list ?? []).map((s) => s.toLowerCase()).filter(isCspSource)),
]

export const CSP_HEADER = 'Content-Security-Policy'

/** The CSP hash source of an inline script's exact text. */
const scriptHash = (script: string): string => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

/** A nonce safe to put in the header: base64 of 16 to 64 bytes. */
const isNonce = (nonce: string | undefined): nonce is string => typeof nonce === 'string' && /^[A-Za-z0-9+/]{22,88}={0,2}$/.test(nonce)

/** Algolia application ids are upper-case letters and digits; anything else adds no host. */
const algoliaHosts = (appId: string | undefined): string[] =>
  appId && /^[A-Z0-9]{1,32}$/i.test(appId)
    ? [
        `https://${appId.toLowerCase()}-dsn.algolia.net`,
        `https://${appId.toLowerCase()}.algolia.net`,
        'https://*.algolianet.com',
        'https://insights.algolia.io',
      ]
    : []

/** The origin of a Sentry DSN (`https://key@o1.ingest.sentry.io/2` → `https://o1.ingest.sentry.io`), if a safe source. */
const sentryOrigin = (dsn: string | undefined): string[] => (dsn && URL.canParse(dsn) ? sources([new URL(dsn).origin]) : [])

/**
 * The Monaco editor Payload's admin loads from jsDelivr (@monaco-editor/loader's default path) to show and edit the JSON
 * fields (punch-out lines, search events and queries): the only script from another site the admin needs. Not the
 * whole CDN, which serves any package anyone publishes: only this version's folder (its scripts, styles and font).
 * tests/unit/security-headers.test.ts checks it against the installed loader, so an upgrade cannot silently break it.
 */
export const ADMIN_MONACO_SOURCE = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/'

/** Payload's admin UI: Monaco (JSON fields) from that one folder of jsDelivr, the editor's Gravatar. */
const ADMIN = { cdn: [ADMIN_MONACO_SOURCE], img: ['https://www.gravatar.com'] }

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
}

const GTM = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
}

/**
 * HubSpot's tracking code, loaded after consent (src/features/consent/hubspot.ts): the loader (js.hs-scripts.com, or
 * js-eu1.… for EU-hosted accounts) adds the analytics script, the collected-forms script, its cookie-banner script
 * (turned off, still fetched) and, when chat is on, usemessages; page views go to track(-eu1).hubspot.com as images and
 * beacons, forms and banner settings to HubSpot's APIs. Wildcards on HubSpot's own domains cover the regional hosts.
 * Not its ads pixel (hsadspixel.net): the banner asks no advertising consent, so the policy blocks it.
 */
const HUBSPOT = {
  script: [
    'https://*.hs-scripts.com',
    'https://*.hs-analytics.net',
    'https://*.hs-banner.com',
    'https://*.hscollectedforms.net',
    'https://*.usemessages.com',
  ],
  connect: [
    'https://*.hubspot.com',
    'https://*.hubapi.com',
    'https://*.hs-banner.com',
    'https://*.hscollectedforms.net',
    'https://*.hsforms.com',
    'https://*.hs-analytics.net',
  ],
  img: ['https://*.hubspot.com', 'https://*.hsforms.com'],
  frame: ['https://*.hubspot.com', 'https://*.usemessages.com'],
}

const isHubSpotCode = (code: string | undefined): boolean => Boolean(code && /^\d{1,12}$/.test(code))

/** The policy; `overrides` replace the environment's settings (`{ admin: true }` for the admin's). */
export function contentSecurityPolicy(extra: CspExtras = {}, overrides: CspSettings = {}): string {
  const settings = { ...settingsFromEnv(), ...overrides }
  const gtm = isGtmId(settings.gtmId)
  const hs = isHubSpotCode(settings.hubspotCode) ? HUBSPOT : { script: [], connect: [], img: [], frame: [] }
  const dev = settings.development === true
  const admin = settings.admin === true
  const cdn = admin ? ADMIN.cdn : []
  const stripe = !admin && typeof settings.stripePublishableKey === 'string' && settings.stripePublishableKey.trim() !== ''
  const script = admin
    ? ["'self'", "'unsafe-inline'", ...cdn]
    : [
        "'self'",
        // the pages' script loader, which runs their script files after the first frame (src/lib/paintFirst.ts); not
        // under next dev, which keeps Next's scripts (and whose unhashed inline scripts a listed hash would block)
        ...(dev ? [] : [scriptHash(SCRIPT_LOADER)]),
        // the session hint, run before the first paint (src/lib/sessionHint.ts); under next dev 'unsafe-inline' runs it
        ...(dev ? [] : [scriptHash(SESSION_HINT_SCRIPT)]),
        ...(gtm ? [scriptHash(gtmInitScript(settings.gtmId!)), ...GTM.script] : []),
        ...hs.script,
        ...(stripe ? STRIPE.script : []),
        ...(isNonce(settings.nonce) ? [`'nonce-${settings.nonce}'`] : []),
      ]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [...script, ...(dev ? ["'unsafe-eval'", ...(admin ? [] : ["'unsafe-inline'"])] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...cdn]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(gtm ? GTM.connect : []), ...hs.img, ...(admin ? ADMIN.img : [])]],
    ['font-src', ["'self'", 'data:', ...cdn]],
    [
      'connect-src',
      [
        "'self'",
        ...algoliaHosts(settings.algoliaAppId),
        ...sentryOrigin(settings.sentryDsn),
        ...(gtm ? GTM.connect : []),
        ...hs.connect,
        ...(stripe ? STRIPE.connect : []),
        ...(dev ? ['ws:', 'wss:'] : []),
      ],
    ],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", ...(gtm ? GTM.script : []), ...hs.frame, ...(stripe ? STRIPE.frame : [])]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['form-action', ["'self'", ...sources(extra.formAction)]],
    ['frame-ancestors', ["'self'", ...sources(extra.frameAncestors)]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** The policy for a request path: the Payload admin gets its looser `script-src` (see above). */
export const policyForPath = (pathname: string, extra: CspExtras = {}, overrides: CspSettings = {}): string =>
  contentSecurityPolicy(extra, { ...overrides, admin: isAdminPath(pathname) })

const isAdminPath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/')

/** HSTS for two years, sub-domains included: only when the shop is served over https (never on a plain-http test). */
const HSTS_VALUE = 'max-age=63072000; includeSubDomains'

/** Headers every response carries (next.config.mjs). */
export function securityHeaders(appUrl: string | undefined = publicEnv.NEXT_PUBLIC_APP_URL): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ...(appUrl?.startsWith('https://') ? [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }] : []),
  ]
}

/** The sources of a punch-out session: its post-back origin, and the buyer's allowed host patterns. */
export function punchoutSources(postBackUrl: string, hostPatterns: readonly string[]): Required<CspExtras> {
  const origin = URL.canParse(postBackUrl) ? new URL(postBackUrl).origin : ''
  const hosts = hostPatterns
    .map((p) => p.toLowerCase())
    .flatMap((p) => (p === 'localhost' || p === '127.0.0.1' ? [`http://${p}:*`] : [`https://${p}`]))
  return { formAction: sources([origin, ...hosts]), frameAncestors: sources(hosts) }
}
