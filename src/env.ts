/**
 * Validated environment settings (product spec §5 / §9).
 *
 * - Every setting is optional: when absent, the embedded default is used
 *   (SQLite file, local ERP, embedded search, mail outbox, ...). When present it
 *   must be a non-empty string; endpoint settings must be valid URLs.
 * - Settings that only work together form groups that are all-or-none.
 * - Invalid configuration logs every failing field at once and throws
 *   `Error('Invalid environment variables')`.
 * - Reading a server setting in the browser throws (env-nextjs default).
 * - `SKIP_ENV_VALIDATION=1` skips validation (lint only).
 *
 * This module is imported by both server and client code: it must stay free of
 * Node-only APIs (file system, crypto, ...).
 */
import { createEnv } from '@t3-oss/env-nextjs'
import { z } from 'zod'

import { publicEnv } from './lib/publicEnv'
import { DEFAULT_APP_URL } from './lib/site-url'

/* ------------------------------------------------------------------ */
/* Field schemas                                                       */
/* ------------------------------------------------------------------ */

const EMPTY_MESSAGE = 'must not be empty (leave it unset to use the default)'

const isBlank = (value: string): boolean => value.trim().length === 0

/** An optional, non-empty string. */
const text = () =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (isBlank(value)) ctx.addIssue({ code: 'custom', message: EMPTY_MESSAGE })
    })
    .optional()

const HTTP = ['http:', 'https:'] as const

/** A valid URL whose scheme is one of `protocols`; network URLs need a host. */
const urlWith = (protocols: readonly string[]) =>
  z.string().superRefine((value, ctx) => {
    if (isBlank(value)) {
      ctx.addIssue({ code: 'custom', message: EMPTY_MESSAGE })
      return
    }
    const expected = `must be a valid URL (${protocols.map((p) => `${p}//`).join(' or ')})`
    if (!URL.canParse(value)) {
      ctx.addIssue({ code: 'custom', message: expected })
      return
    }
    const parsed = new URL(value)
    if (!protocols.includes(parsed.protocol) || (parsed.protocol !== 'file:' && parsed.hostname === '')) {
      ctx.addIssue({ code: 'custom', message: expected })
    }
  })

const url = (protocols: readonly string[] = HTTP) => urlWith(protocols).optional()

/** An optional whole number ≥ 0, written in decimal digits (kept as text like every setting). */
const count = () =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (isBlank(value)) ctx.addIssue({ code: 'custom', message: EMPTY_MESSAGE })
      else if (!/^\d{1,3}$/.test(value.trim())) ctx.addIssue({ code: 'custom', message: 'must be a whole number ≥ 0 (e.g. 1)' })
    })
    .optional()

/** An optional HubSpot account id (the tracking code's `{id}.js`): digits only, as it goes into a script address. */
const hubId = () =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (isBlank(value)) ctx.addIssue({ code: 'custom', message: EMPTY_MESSAGE })
      else if (!/^\d{1,12}$/.test(value))
        ctx.addIssue({ code: 'custom', message: 'must be the HubSpot account id, digits only (e.g. 12345678)' })
    })
    .optional()

/* ------------------------------------------------------------------ */
/* Settings                                                            */
/* ------------------------------------------------------------------ */

const server = {
  /** Postgres instead of the embedded SQLite file data/shop.db (file: URL also allowed). */
  DATABASE_URL: url(['file:', 'postgres:', 'postgresql:']),
  /**
   * The folder of the shop's files (data/shop.db, data/outbox, data/media, data/.payload-secret): `data` in the working
   * directory by default; an absolute path, or one relative to the working directory (src/server/dataDir.ts).
   */
  DATA_DIR: text(),
  /** CMS secret; when absent one is generated once and kept in data/.payload-secret. */
  PAYLOAD_SECRET: text(),
  /** Group `algolia`: hosted Algolia instead of the embedded search endpoint. */
  ALGOLIA_WRITE_KEY: text(),
  /** Group `erp`: remote ERP over HTTP instead of the local ERP. */
  DIMASYS_URL: url(),
  DIMASYS_USER: text(),
  DIMASYS_API_KEY: text(),
  /**
   * Group `stripe`: card payment at checkout (« Carte bancaire »): PaymentIntents created by the server
   * (src/server/payments/), the order placed by the signed webhook POST /api/stripe/webhook.
   */
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  /**
   * With group `stripe`: the origin of Stripe's API the server calls (default https://api.stripe.com); tests point it at
   * a local stand-in (stripe-mock, an HTTP server on 127.0.0.1). Passed as the `stripe` client's protocol/host/port.
   */
  STRIPE_API_URL: url(),
  /** Group `smtp`: real mail instead of the outbox data/outbox/*.eml. */
  SMTP_CHANNEL: text(),
  SMTP_ENDPOINT: url(['smtp:', 'smtps:']),
  /** Chat notifications to Slack. */
  SLACK_OAUTH_TOKEN: text(),
  /** CRM pushes to HubSpot. */
  HUBSPOT_ACCESS_TOKEN: text(),
  /**
   * Shared state of several instances over the Redis protocol (redis:// or rediss://, Upstash included): Next.js
   * cache, cart/ERP write locks, search index updates. Absent: in-memory state, for one instance.
   */
  REDIS_URL: url(['redis:', 'rediss:']),
  /** Group `qstash`: jobs triggered by QStash (URL + token: its schedule, created at start; keys: deliveries checked). */
  QSTASH_URL: url(),
  QSTASH_TOKEN: text(),
  QSTASH_CURRENT_SIGNING_KEY: text(),
  QSTASH_NEXT_SIGNING_KEY: text(),
  /** Keys the self-hosted ALTCHA captcha. */
  CAPTCHA_SECRET: text(),
  /** Group `vat`: online VIES lookup. */
  VAT_LOOKUP_URL: url(),
  VAT_LOOKUP_KEY: text(),
  /** Keys the stored procurement (Coupa) buyer secrets. */
  PUNCHOUT_SECRET: text(),
  /** OCI USERNAMEs allowed to send their password in the query string (platforms that cannot POST). */
  PUNCHOUT_OCI_GET_USERNAMES: text(),
  /** On-demand revalidation by outside systems. */
  REVALIDATE_SECRET: text(),
  /** Where the CMS sends its revalidation requests (the shop's own server); default http://127.0.0.1:{PORT}. */
  REVALIDATE_INTERNAL_URL: url(),
  /**
   * Reverse proxies in front of the server that append the client's address to X-Forwarded-For: the rate limits take
   * the client's address that many entries from the right. Absent or 0: the connection's own address.
   */
  TRUSTED_PROXY_HOPS: count(),
  /**
   * The largest order (€ H.T, whole euros) an account without a credit line (type 1) may place on account; above it the
   * order is refused (409 order_ceiling_exceeded). Default 50000 (src/server/approvals/ceiling.ts).
   */
  /**
   * Read units a minute of a non-editor on the CMS API (src/server/http/cmsLimits.ts: a list costs 1 + page size ×
   * (1 + depth)), per address or per buyer's account. Default 600.
   */
  CMS_READ_UNITS_PER_MINUTE: z
    .string()
    .superRefine((value, ctx) => {
      if (isBlank(value)) ctx.addIssue({ code: 'custom', message: EMPTY_MESSAGE })
      else if (!/^[1-9]\d{0,8}$/.test(value.trim())) ctx.addIssue({ code: 'custom', message: 'must be a whole number ≥ 1 (e.g. 600)' })
    })
    .optional(),
  ORDER_CEILING_WITHOUT_CREDIT: z
    .string()
    .superRefine((value, ctx) => {
      if (isBlank(value)) ctx.addIssue({ code: 'custom', message: EMPTY_MESSAGE })
      else if (!/^[1-9]\d{0,9}$/.test(value.trim()))
        ctx.addIssue({ code: 'custom', message: 'must be a whole number of euros ≥ 1 (e.g. 50000)' })
    })
    .optional(),
  /**
   * Group `axiom`: server logs (logLine, request errors, Payload's logger) and the browser's web vitals and logs
   * (/_axiom/web-vitals, /_axiom/logs) to Axiom's ingest API (src/server/ops/axiom.ts).
   */
  AXIOM_ORG_ID: text(),
  AXIOM_TOKEN: text(),
  /** With group `axiom`: the dataset the events go to (default `boutique`). */
  AXIOM_DATASET: text(),
  /** With group `axiom`: Axiom's API origin (default https://api.axiom.co; EU: https://api.eu.axiom.co). */
  AXIOM_URL: url(),
  /** Server errors to Sentry (pages, API routes, CMS): src/server/ops/sentry.ts. */
  SENTRY_DSN: url(),
  /** Group `s3`: media in an S3 bucket (or S3-compatible store) instead of data/media (src/cms/storage.ts). */
  S3_BUCKET: text(),
  S3_REGION: text(),
  S3_ENDPOINT: url(),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
}

export { DEFAULT_APP_URL }

const client = {
  /** Group `algolia`. */
  NEXT_PUBLIC_ALGOLIA_APP_ID: text(),
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: text(),
  /** Public origin of the shop. */
  NEXT_PUBLIC_APP_URL: urlWith(HTTP).default(DEFAULT_APP_URL),
  /** CMS origin + /cms; defaults to {NEXT_PUBLIC_APP_URL}/cms. */
  NEXT_PUBLIC_CMS_URL: url(),
  /** Google Tag Manager container id. */
  NEXT_PUBLIC_GTM_ID: text(),
  /** HubSpot tracking code, the account's id (independent of HUBSPOT_ACCESS_TOKEN): loaded after consent, inlined at build time. */
  NEXT_PUBLIC_HUBSPOT_TRACKING_CODE: hubId(),
  /** Group `stripe`. */
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: text(),
  /** Browser errors to Sentry, SDK loaded after hydration (independent of SENTRY_DSN; inlined at build time). */
  NEXT_PUBLIC_SENTRY_DSN: url(),
}

const shared = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
}

export type ServerEnvKey = keyof typeof server
export type ClientEnvKey = keyof typeof client
export type EnvKey = ServerEnvKey | ClientEnvKey | keyof typeof shared

export const SERVER_ENV_KEYS = Object.keys(server) as ServerEnvKey[]
export const CLIENT_ENV_KEYS = Object.keys(client) as ClientEnvKey[]
/** Every setting, server, client and shared. */
export const ENV_KEYS = [...SERVER_ENV_KEYS, ...CLIENT_ENV_KEYS, ...(Object.keys(shared) as (keyof typeof shared)[])]

const CLIENT_PREFIX = 'NEXT_PUBLIC_'
const isClientKey = (key: string): boolean => key.startsWith(CLIENT_PREFIX)

/* ------------------------------------------------------------------ */
/* Groups (all-or-none)                                                */
/* ------------------------------------------------------------------ */

export const ENV_GROUPS = {
  algolia: ['ALGOLIA_WRITE_KEY', 'NEXT_PUBLIC_ALGOLIA_APP_ID', 'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY'],
  erp: ['DIMASYS_URL', 'DIMASYS_USER', 'DIMASYS_API_KEY'],
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY'],
  smtp: ['SMTP_CHANNEL', 'SMTP_ENDPOINT'],
  qstash: ['QSTASH_URL', 'QSTASH_TOKEN', 'QSTASH_CURRENT_SIGNING_KEY', 'QSTASH_NEXT_SIGNING_KEY'],
  vat: ['VAT_LOOKUP_URL', 'VAT_LOOKUP_KEY'],
  axiom: ['AXIOM_ORG_ID', 'AXIOM_TOKEN'],
  s3: ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
} as const satisfies Record<string, readonly EnvKey[]>

export type EnvGroup = keyof typeof ENV_GROUPS

/**
 * Settings without a default in production (NODE_ENV=production: `next build`, `next start`, `npm start`): the public
 * origin (every absolute URL: canonical, sitemap, mails, cXML; never `localhost`) and the CMS secret (every instance
 * must sign and read the same sessions and tokens).
 */
const PRODUCTION_REQUIRED = ['NEXT_PUBLIC_APP_URL', 'PAYLOAD_SECRET'] as const satisfies readonly EnvKey[]

/** The shortest CMS secret production accepts (32 characters: 128 bits of hex at least). */
const PAYLOAD_SECRET_MIN_LENGTH = 32

/** Single settings that switch an integration on by themselves. */
const SINGLE_FEATURES = {
  slack: 'SLACK_OAUTH_TOKEN',
  hubspot: 'HUBSPOT_ACCESS_TOKEN',
  sentry: 'SENTRY_DSN',
} as const satisfies Record<string, EnvKey>

export type Feature = EnvGroup | keyof typeof SINGLE_FEATURES | 'postgres'
export type Features = Readonly<Record<Feature, boolean>>

/* ------------------------------------------------------------------ */
/* Validation                                                          */
/* ------------------------------------------------------------------ */

export const INVALID_ENV_MESSAGE = 'Invalid environment variables'

type Issue = { readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined }

const fieldOf = (issue: Issue): string => {
  const head = issue.path?.[0]
  if (head === undefined) return '(environment)'
  return String(typeof head === 'object' ? head.key : head)
}

/** Logs every failing field (all at once) then throws `Error('Invalid environment variables')`. */
const reportInvalid = (issues: readonly Issue[]): never => {
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of issues) (fieldErrors[fieldOf(issue)] ??= []).push(issue.message)
  const lines = Object.entries(fieldErrors).map(([field, messages]) => `  - ${field}: ${messages.join('; ')}`)
  console.error(`❌ ${INVALID_ENV_MESSAGE}:\n${lines.join('\n')}`, fieldErrors)
  throw new Error(INVALID_ENV_MESSAGE)
}

const skipRequested = (value: string | undefined): boolean => value === '1' || value === 'true'

export type EnvSource = Record<string, string | undefined>

/**
 * Validates `source` (e.g. a test fixture) exactly like the app validates
 * `process.env`. `isServer` defaults to `typeof window === 'undefined'`; with
 * `isServer: false` only client (NEXT_PUBLIC_) and shared settings are
 * validated and reading a server setting throws.
 */
export function validateEnv(source: EnvSource, opts: { isServer?: boolean } = {}) {
  const runtimeEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, source[key]])) as Record<EnvKey, string | undefined>

  return createEnv({
    server,
    client,
    shared,
    runtimeEnv,
    isServer: opts.isServer,
    skipValidation: skipRequested(source.SKIP_ENV_VALIDATION),
    onValidationError: reportInvalid,
    createFinalSchema: (shape) =>
      z
        .object(shape)
        .superRefine(
          (_value, ctx) => {
            // Judged on the raw input (runs even when fields failed). A blank
            // member does not switch its group on; a present-but-invalid member
            // is reported by its own schema, not again as missing.
            if (runtimeEnv.NODE_ENV === 'production') {
              for (const key of PRODUCTION_REQUIRED) {
                if (!(key in shape) || runtimeEnv[key] !== undefined) continue // a blank value is reported by its own schema
                ctx.addIssue({ code: 'custom', path: [key], message: 'required in production (NODE_ENV=production)' })
              }
              // every session, token and derived key is signed with it: a short secret can be guessed offline
              const secret = runtimeEnv.PAYLOAD_SECRET
              if (
                'PAYLOAD_SECRET' in shape &&
                typeof secret === 'string' &&
                !isBlank(secret) &&
                secret.length < PAYLOAD_SECRET_MIN_LENGTH
              ) {
                ctx.addIssue({
                  code: 'custom',
                  path: ['PAYLOAD_SECRET'],
                  message: `too short: at least ${PAYLOAD_SECRET_MIN_LENGTH} characters in production (e.g. openssl rand -hex 32)`,
                })
              }
            }
            for (const [group, keys] of Object.entries(ENV_GROUPS)) {
              const visible = keys.filter((key) => key in shape) // client side: NEXT_PUBLIC_ members only
              const set = visible.filter((key) => runtimeEnv[key] !== undefined && !isBlank(runtimeEnv[key]))
              if (set.length === 0 || set.length === visible.length) continue
              for (const key of visible) {
                if (runtimeEnv[key] !== undefined) continue
                ctx.addIssue({
                  code: 'custom',
                  path: [key],
                  message: `missing: group "${group}" is partly set (${set.join(', ')}); set all of ${keys.join(', ')} or none`,
                })
              }
            }
          },
          { when: () => true },
        )
        .transform((value) => ({
          ...value,
          NEXT_PUBLIC_CMS_URL: value.NEXT_PUBLIC_CMS_URL ?? `${value.NEXT_PUBLIC_APP_URL.replace(/\/+$/, '')}/cms`,
        })),
  })
}

export type Env = ReturnType<typeof validateEnv>

/**
 * The app's settings, validated once when this module loads: the way every server module reads a setting. The client
 * values come from src/lib/publicEnv.ts (literal reads, inlined by Next.js), which browser code reads directly.
 */
export const env: Env = validateEnv({
  SKIP_ENV_VALIDATION: process.env.SKIP_ENV_VALIDATION,
  NODE_ENV: process.env.NODE_ENV,
  // server
  DATABASE_URL: process.env.DATABASE_URL,
  DATA_DIR: process.env.DATA_DIR,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
  ALGOLIA_WRITE_KEY: process.env.ALGOLIA_WRITE_KEY,
  DIMASYS_URL: process.env.DIMASYS_URL,
  DIMASYS_USER: process.env.DIMASYS_USER,
  DIMASYS_API_KEY: process.env.DIMASYS_API_KEY,
  STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
  STRIPE_API_URL: process.env.STRIPE_API_URL,
  SMTP_CHANNEL: process.env.SMTP_CHANNEL,
  SMTP_ENDPOINT: process.env.SMTP_ENDPOINT,
  SLACK_OAUTH_TOKEN: process.env.SLACK_OAUTH_TOKEN,
  HUBSPOT_ACCESS_TOKEN: process.env.HUBSPOT_ACCESS_TOKEN,
  REDIS_URL: process.env.REDIS_URL,
  QSTASH_URL: process.env.QSTASH_URL,
  QSTASH_TOKEN: process.env.QSTASH_TOKEN,
  QSTASH_CURRENT_SIGNING_KEY: process.env.QSTASH_CURRENT_SIGNING_KEY,
  QSTASH_NEXT_SIGNING_KEY: process.env.QSTASH_NEXT_SIGNING_KEY,
  CAPTCHA_SECRET: process.env.CAPTCHA_SECRET,
  VAT_LOOKUP_URL: process.env.VAT_LOOKUP_URL,
  VAT_LOOKUP_KEY: process.env.VAT_LOOKUP_KEY,
  PUNCHOUT_SECRET: process.env.PUNCHOUT_SECRET,
  PUNCHOUT_OCI_GET_USERNAMES: process.env.PUNCHOUT_OCI_GET_USERNAMES,
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
  REVALIDATE_INTERNAL_URL: process.env.REVALIDATE_INTERNAL_URL,
  TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS,
  CMS_READ_UNITS_PER_MINUTE: process.env.CMS_READ_UNITS_PER_MINUTE,
  ORDER_CEILING_WITHOUT_CREDIT: process.env.ORDER_CEILING_WITHOUT_CREDIT,
  AXIOM_ORG_ID: process.env.AXIOM_ORG_ID,
  AXIOM_TOKEN: process.env.AXIOM_TOKEN,
  AXIOM_DATASET: process.env.AXIOM_DATASET,
  AXIOM_URL: process.env.AXIOM_URL,
  SENTRY_DSN: process.env.SENTRY_DSN,
  S3_BUCKET: process.env.S3_BUCKET,
  S3_REGION: process.env.S3_REGION,
  S3_ENDPOINT: process.env.S3_ENDPOINT,
  S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY,
  // client: read literally in src/lib/publicEnv.ts, so Next.js inlines them in the browser
  ...publicEnv,
} satisfies Record<EnvKey | 'SKIP_ENV_VALIDATION', string | undefined>)

/* ------------------------------------------------------------------ */
/* Feature switches                                                    */
/* ------------------------------------------------------------------ */

type EnvLike = Partial<Record<EnvKey, unknown>>

const isSet = (value: unknown): boolean => value !== undefined && value !== ''

/**
 * Is the integration `group` configured (every member set)? On the client only
 * the NEXT_PUBLIC_ members are consulted; a group without any throws there
 * (server setting read on the client).
 */
export function configured(group: EnvGroup, source: EnvLike = env, isServer = typeof window === 'undefined'): boolean {
  const keys: readonly EnvKey[] = ENV_GROUPS[group]
  const visible = isServer ? keys : keys.filter(isClientKey)
  return (visible.length > 0 ? visible : keys).every((key) => isSet(source[key]))
}

function featureGetters(source: EnvLike, isServer: boolean): Record<Feature, () => boolean> {
  const getters = {} as Record<Feature, () => boolean>
  for (const group of Object.keys(ENV_GROUPS) as EnvGroup[]) getters[group] = () => configured(group, source, isServer)
  for (const [feature, key] of Object.entries(SINGLE_FEATURES) as [keyof typeof SINGLE_FEATURES, EnvKey][]) {
    getters[feature] = () => isSet(source[key])
  }
  getters.postgres = () => /^postgres(ql)?:/.test(String(source.DATABASE_URL ?? ''))
  return getters
}

/**
 * The feature switches of `source`, each evaluated on access (`switches.algolia`), so importing this module in the
 * browser does not read server settings.
 */
export function featureSwitches(source: EnvLike, isServer = true): Features {
  return Object.freeze(
    Object.defineProperties(
      {} as Record<Feature, boolean>,
      Object.fromEntries(Object.entries(featureGetters(source, isServer)).map(([feature, get]) => [feature, { get, enumerable: true }])),
    ),
  )
}

/** Feature switches of the app's `env`, e.g. `features.algolia`. */
export const features: Features = featureSwitches(env, typeof window === 'undefined')

/* ------------------------------------------------------------------ */
/* Settings read at call time                                          */
/* ------------------------------------------------------------------ */

/**
 * A setting as process.env holds it now, checked by its schema (an invalid value throws like the start-up
 * validation). For the few modules whose setting is written after this module loaded: the test helpers point
 * DATABASE_URL at a temporary database and set PAYLOAD_SECRET before starting the CMS, and tests change a secret
 * or a list within one run. Every other module reads `env`.
 */
export function currentSetting(key: ServerEnvKey | ClientEnvKey, source: EnvSource = process.env): string | undefined {
  const schema = (key in server ? server[key as ServerEnvKey] : client[key as ClientEnvKey]) as z.ZodType<string | undefined>
  const result = schema.safeParse(source[key])
  if (!result.success) return reportInvalid(result.error.issues.map((issue) => ({ message: issue.message, path: [key] })))
  return result.data
}

/* ------------------------------------------------------------------ */
/* Removed settings                                                    */
/* ------------------------------------------------------------------ */

/** Settings of earlier versions that nothing reads any more, with what to do instead. */
export const REMOVED_SETTINGS = {
  JWT_SECRET:
    'the shop signs nothing with it: its keys derive from PAYLOAD_SECRET, or come from PUNCHOUT_SECRET, CAPTCHA_SECRET and REVALIDATE_SECRET',
  SITEMAP_SECRET: 'the sitemap is rebuilt by POST /api/revalidate (REVALIDATE_SECRET), like every page',
  NEXT_PUBLIC_CAPTCHA_SITE_KEY: 'the self-hosted ALTCHA captcha has no site key (CAPTCHA_SECRET signs its challenges)',
  UPSTASH_REDIS_REST_URL: "Upstash is reached over the Redis protocol: set REDIS_URL to the database's rediss:// URL",
  UPSTASH_REDIS_REST_TOKEN: "Upstash is reached over the Redis protocol: set REDIS_URL to the database's rediss:// URL",
} as const

/** One warning per removed setting still present in `source` (logged once at start, src/instrumentation.ts). */
export function removedSettingWarnings(source: EnvSource = process.env): string[] {
  return Object.entries(REMOVED_SETTINGS)
    .filter(([key]) => source[key] !== undefined)
    .map(([key, instead]) => `${key} is set but no longer read (remove it): ${instead}`)
}
