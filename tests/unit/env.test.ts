import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

import {
  CLIENT_ENV_KEYS,
  DEFAULT_APP_URL,
  ENV_GROUPS,
  ENV_KEYS,
  INVALID_ENV_MESSAGE,
  SERVER_ENV_KEYS,
  configured,
  env,
  features,
  featureSwitches,
  validateEnv,
  type EnvGroup,
  type EnvKey,
  type EnvSource,
  type Feature,
} from '@/env'

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

/** A complete, valid value for every setting. */
const VALID: Record<EnvKey, string> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop:secret@db.example.com:5432/shop',
  DATA_DIR: '/var/lib/shop',
  ORDER_CEILING_WITHOUT_CREDIT: '50000',
  CMS_READ_UNITS_PER_MINUTE: '600',
  PAYLOAD_SECRET: 'payload-secret-0123456789abcdef0123456789',
  ALGOLIA_WRITE_KEY: 'algolia-write',
  DIMASYS_URL: 'https://erp.example.com/api',
  DIMASYS_USER: 'shop',
  DIMASYS_API_KEY: 'dimasys-key',
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_API_URL: 'http://127.0.0.1:12111',
  SMTP_CHANNEL: 'Shop <shop@example.com>',
  SMTP_ENDPOINT: 'smtps://user:pass@smtp.example.com:465',
  SLACK_OAUTH_TOKEN: 'xoxb-1',
  HUBSPOT_ACCESS_TOKEN: 'pat-1',
  REDIS_URL: 'rediss://default:secret@eu1-db.upstash.io:6379',
  QSTASH_URL: 'https://qstash.upstash.io',
  QSTASH_TOKEN: 'qstash-token',
  QSTASH_CURRENT_SIGNING_KEY: 'sig-current',
  QSTASH_NEXT_SIGNING_KEY: 'sig-next',
  CAPTCHA_SECRET: 'captcha-secret',
  VAT_LOOKUP_URL: 'https://vat.example.com/check',
  VAT_LOOKUP_KEY: 'vat-key',
  PUNCHOUT_SECRET: 'punchout-secret',
  PUNCHOUT_OCI_GET_USERNAMES: 'sap-1,sap-2',
  REVALIDATE_SECRET: 'revalidate-secret',
  REVALIDATE_INTERNAL_URL: 'http://shop-internal:3000',
  TRUSTED_PROXY_HOPS: '1',
  AXIOM_ORG_ID: 'axiom-org',
  AXIOM_TOKEN: 'xaat-1',
  AXIOM_DATASET: 'boutique-prod',
  AXIOM_URL: 'https://api.eu.axiom.co',
  SENTRY_DSN: 'https://key@o0.ingest.sentry.io/0',
  S3_BUCKET: 'media',
  S3_REGION: 'eu-west-3',
  S3_ENDPOINT: 'https://s3.eu-west-3.amazonaws.com',
  S3_ACCESS_KEY_ID: 'AKIA1',
  S3_SECRET_ACCESS_KEY: 's3-secret',
  NEXT_PUBLIC_ALGOLIA_APP_ID: 'APPID',
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'algolia-search',
  NEXT_PUBLIC_APP_URL: 'https://shop.example.com',
  NEXT_PUBLIC_CMS_URL: 'https://cms.example.com/cms',
  NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234',
  NEXT_PUBLIC_HUBSPOT_TRACKING_CODE: '12345678',
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  NEXT_PUBLIC_SENTRY_DSN: 'https://key@o0.ingest.sentry.io/0',
}

const GROUP_NAMES = Object.keys(ENV_GROUPS) as EnvGroup[]

const pick = (keys: readonly EnvKey[]): EnvSource => Object.fromEntries(keys.map((key) => [key, VALID[key]]))
const fullGroup = (group: EnvGroup): EnvSource => pick(ENV_GROUPS[group])
const groupOf = (key: EnvKey): EnvGroup | undefined => GROUP_NAMES.find((group) => (ENV_GROUPS[group] as readonly EnvKey[]).includes(key))
/** `key` with its group siblings (valid), so only `key` itself can fail. */
const withSiblings = (key: EnvKey): EnvSource => {
  const group = groupOf(key)
  return group ? fullGroup(group) : {}
}

let consoleError: MockInstance<typeof console.error>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  consoleError.mockRestore()
})

/** Runs a validation expected to fail; returns the thrown error and what was logged. */
function failure(source: EnvSource, opts?: { isServer?: boolean }) {
  consoleError.mockClear()
  let error: unknown
  try {
    validateEnv(source, opts)
  } catch (caught) {
    error = caught
  }
  expect(error, 'validation should have failed').toBeInstanceOf(Error)
  expect(consoleError).toHaveBeenCalledTimes(1)
  const [logged, fieldErrors] = consoleError.mock.calls[0] as [string, Record<string, string[]>]
  return { error: error as Error, logged, fields: Object.keys(fieldErrors).sort(), fieldErrors }
}

const sorted = (keys: readonly string[]) => [...keys].sort()

describe('every setting may be absent (embedded defaults)', () => {
  it('an empty bare environment is valid', () => {
    const result = validateEnv({})
    expect(consoleError).not.toHaveBeenCalled()
    expect(result.NODE_ENV).toBe('development')
    expect(result.NEXT_PUBLIC_APP_URL).toBe(DEFAULT_APP_URL)
    expect(result.NEXT_PUBLIC_CMS_URL).toBe(`${DEFAULT_APP_URL}/cms`)
    for (const key of ENV_KEYS.filter((k) => !['NODE_ENV', 'NEXT_PUBLIC_APP_URL', 'NEXT_PUBLIC_CMS_URL'].includes(k))) {
      expect(result[key], key).toBeUndefined()
    }
    expect(Object.values(featureSwitches(result)).some(Boolean)).toBe(false)
  })

  it('the CMS URL defaults to {NEXT_PUBLIC_APP_URL}/cms', () => {
    expect(validateEnv({ NEXT_PUBLIC_APP_URL: 'https://shop.example.com/' }).NEXT_PUBLIC_CMS_URL).toBe('https://shop.example.com/cms')
    expect(
      validateEnv({ NEXT_PUBLIC_APP_URL: 'https://shop.example.com', NEXT_PUBLIC_CMS_URL: 'https://cms.example.com/cms' })
        .NEXT_PUBLIC_CMS_URL,
    ).toBe('https://cms.example.com/cms')
  })

  it('a complete configuration is valid and switches every integration on', () => {
    const result = validateEnv(VALID)
    expect(consoleError).not.toHaveBeenCalled()
    for (const key of ENV_KEYS) expect(result[key], key).toBe(VALID[key])
    expect(featureSwitches(result)).toEqual(Object.fromEntries(Object.keys(featureSwitches(result)).map((f) => [f, true])))
  })
})

describe('when present, a setting must be a non-empty string', () => {
  it.each(ENV_KEYS)('an empty %s fails naming the field', (key) => {
    const { fields, logged } = failure({ ...withSiblings(key), [key]: '' })
    expect(fields).toEqual([key])
    expect(logged).toContain(key)
  })

  it.each(['PAYLOAD_SECRET', 'NEXT_PUBLIC_GTM_ID', 'SMTP_CHANNEL'] as const)('a blank %s fails naming the field', (key) => {
    expect(failure({ ...withSiblings(key), [key]: '   ' }).fields).toEqual([key])
  })
})

describe('endpoint settings must be valid URLs', () => {
  it.each<[EnvKey, string]>([
    ['DATABASE_URL', 'data/shop.db'],
    ['DATABASE_URL', 'mysql://shop@db.example.com/shop'],
    ['DATABASE_URL', 'https://db.example.com'],
    ['SMTP_ENDPOINT', 'smtp.example.com:465'],
    ['SMTP_ENDPOINT', 'https://smtp.example.com'],
    ['DIMASYS_URL', 'not a url'],
    ['DIMASYS_URL', 'ftp://erp.example.com'],
    ['REDIS_URL', 'https://db.upstash.io'],
    ['REDIS_URL', 'redis://'],
    ['QSTASH_URL', 'http://'],
    ['VAT_LOOKUP_URL', '/check'],
    ['SENTRY_DSN', 'sentry-dsn'],
    ['AXIOM_URL', 'api.axiom.co'],
    ['NEXT_PUBLIC_SENTRY_DSN', 'sentry-dsn'],
    ['S3_ENDPOINT', 'localhost:9000'],
    ['NEXT_PUBLIC_APP_URL', 'localhost:3000'],
    ['NEXT_PUBLIC_CMS_URL', '/cms'],
  ])('a bad %s (%j) fails naming the field', (key, value) => {
    const { fields, fieldErrors } = failure({ ...withSiblings(key), [key]: value })
    expect(fields).toEqual([key])
    expect(fieldErrors[key]?.join(' ')).toMatch(/URL/)
  })

  it.each<[EnvKey, string]>([
    ['DATABASE_URL', 'file:./data/shop.db'],
    ['DATABASE_URL', 'file:///srv/shop/data/shop.db'],
    ['DATABASE_URL', 'postgres://shop:secret@localhost:5432/shop'],
    ['DATABASE_URL', 'postgresql://shop@localhost/shop?sslmode=require'],
    ['SMTP_ENDPOINT', 'smtp://localhost:1025'],
    ['SMTP_ENDPOINT', 'smtps://user:pass@smtp.example.com:465'],
    ['S3_ENDPOINT', 'http://localhost:9000'],
    ['REDIS_URL', 'redis://localhost:6379'],
    ['REDIS_URL', 'rediss://default:secret@eu1-db.upstash.io:6379/0'],
    ['NEXT_PUBLIC_APP_URL', 'http://127.0.0.1:3000'],
  ])('a good %s (%j) passes', (key, value) => {
    expect(validateEnv({ ...withSiblings(key), [key]: value })[key]).toBe(value)
    expect(consoleError).not.toHaveBeenCalled()
  })
})

describe('TRUSTED_PROXY_HOPS is a whole number', () => {
  it.each(['-1', '1.5', 'un', '0x2', '10000'])('refuses %j naming the field', (value) => {
    const { fields, fieldErrors } = failure({ TRUSTED_PROXY_HOPS: value })
    expect(fields).toEqual(['TRUSTED_PROXY_HOPS'])
    expect(fieldErrors.TRUSTED_PROXY_HOPS?.join(' ')).toMatch(/whole number/)
  })
  it.each(['0', '1', '2'])('accepts %j', (value) => {
    expect(validateEnv({ TRUSTED_PROXY_HOPS: value }).TRUSTED_PROXY_HOPS).toBe(value)
  })
})

// it becomes the address of a script (js.hs-scripts.com/{code}.js) and of the CSP's HubSpot hosts: digits only
describe('NEXT_PUBLIC_HUBSPOT_TRACKING_CODE is a HubSpot account id', () => {
  it.each(['12345678/../x', 'abc', '1234 5678', ' 12345678', '12345678.js', '1234567890123'])('refuses %j naming the field', (value) => {
    const { fields, fieldErrors } = failure({ NEXT_PUBLIC_HUBSPOT_TRACKING_CODE: value })
    expect(fields).toEqual(['NEXT_PUBLIC_HUBSPOT_TRACKING_CODE'])
    expect(fieldErrors.NEXT_PUBLIC_HUBSPOT_TRACKING_CODE?.join(' ')).toMatch(/digits only/)
  })
  it('is refused in the browser too', () => {
    expect(failure({ NEXT_PUBLIC_HUBSPOT_TRACKING_CODE: 'abc' }, { isServer: false }).fields).toEqual(['NEXT_PUBLIC_HUBSPOT_TRACKING_CODE'])
  })
  it.each(['12345678', '139876543'])('accepts %j', (value) => {
    expect(validateEnv({ NEXT_PUBLIC_HUBSPOT_TRACKING_CODE: value }).NEXT_PUBLIC_HUBSPOT_TRACKING_CODE).toBe(value)
  })
})

describe('groups are all-or-none', () => {
  const halfGroups: [string, EnvKey[], EnvKey[]][] = [
    ['only NEXT_PUBLIC_ALGOLIA_APP_ID', ['NEXT_PUBLIC_ALGOLIA_APP_ID'], ['ALGOLIA_WRITE_KEY', 'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY']],
    ['only SMTP_ENDPOINT', ['SMTP_ENDPOINT'], ['SMTP_CHANNEL']],
    ['two of three DIMASYS', ['DIMASYS_URL', 'DIMASYS_USER'], ['DIMASYS_API_KEY']],
    ['only the Stripe publishable key', ['NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY'], ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']],
    ['S3 without credentials', ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT'], ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']],
    // every group, one member alone and all members but one
    ...GROUP_NAMES.flatMap((group) =>
      ENV_GROUPS[group].flatMap((member): [string, EnvKey[], EnvKey[]][] => {
        const others = ENV_GROUPS[group].filter((key) => key !== member)
        return [
          [`${group}: only ${member}`, [member], others],
          [`${group}: all but ${member}`, others, [member]],
        ]
      }),
    ),
  ]

  it.each(halfGroups)('%s fails naming every missing field', (_name, set, missing) => {
    const { fields, fieldErrors } = failure(pick(set))
    expect(fields).toEqual(sorted(missing))
    for (const key of missing) expect(fieldErrors[key]?.join(' ')).toMatch(/missing/)
  })

  it('a blank member does not switch its group on, and a partly set group with a blank member names both', () => {
    expect(failure({ DIMASYS_USER: '' }).fields).toEqual(['DIMASYS_USER'])
    expect(failure({ DIMASYS_URL: VALID.DIMASYS_URL, DIMASYS_USER: '' }).fields).toEqual(['DIMASYS_API_KEY', 'DIMASYS_USER'])
  })

  it.each(GROUP_NAMES)('a full %s group passes and features.%s is true', (group) => {
    const result = validateEnv(fullGroup(group))
    expect(consoleError).not.toHaveBeenCalled()
    const switches = featureSwitches(result)
    expect(switches[group]).toBe(true)
    expect(configured(group, result)).toBe(true)
    const others = (Object.keys(switches) as Feature[]).filter((feature) => feature !== group)
    for (const feature of others) expect(switches[feature], feature).toBe(false)
  })

  it.each<[Feature, EnvSource]>([
    ['slack', { SLACK_OAUTH_TOKEN: VALID.SLACK_OAUTH_TOKEN }],
    ['hubspot', { HUBSPOT_ACCESS_TOKEN: VALID.HUBSPOT_ACCESS_TOKEN }],
    ['sentry', { SENTRY_DSN: VALID.SENTRY_DSN }],
    ['postgres', { DATABASE_URL: 'postgresql://shop@localhost/shop' }],
  ])('a single setting switches %s on by itself', (feature, source) => {
    const switches = featureSwitches(validateEnv(source))
    expect(switches[feature]).toBe(true)
    expect(Object.values(switches).filter(Boolean)).toHaveLength(1)
  })

  it('a file: DATABASE_URL keeps SQLite (features.postgres is false)', () => {
    expect(featureSwitches(validateEnv({ DATABASE_URL: 'file:./data/shop.db' })).postgres).toBe(false)
  })

  it.each<EnvKey>(['NEXT_PUBLIC_HUBSPOT_TRACKING_CODE', 'CAPTCHA_SECRET', 'NEXT_PUBLIC_GTM_ID'])(
    'the independent setting %s is valid alone',
    (key) => {
      expect(validateEnv({ [key]: VALID[key] })[key]).toBe(VALID[key])
      expect(consoleError).not.toHaveBeenCalled()
    },
  )
})

describe('invalid configuration', () => {
  const broken: EnvSource = {
    PAYLOAD_SECRET: '',
    DATABASE_URL: 'mysql://db.example.com/shop',
    SMTP_ENDPOINT: VALID.SMTP_ENDPOINT,
    NEXT_PUBLIC_ALGOLIA_APP_ID: VALID.NEXT_PUBLIC_ALGOLIA_APP_ID,
    NEXT_PUBLIC_APP_URL: 'localhost:3000',
  }
  const failing = [
    'PAYLOAD_SECRET',
    'DATABASE_URL',
    'SMTP_CHANNEL',
    'ALGOLIA_WRITE_KEY',
    'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY',
    'NEXT_PUBLIC_APP_URL',
  ]

  it(`throws an Error whose message is exactly '${INVALID_ENV_MESSAGE}'`, () => {
    const { error } = failure(broken)
    expect(error.message).toBe('Invalid environment variables')
  })

  it('logs every failing field with its message, all at once', () => {
    const { fields, logged, fieldErrors } = failure(broken)
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(fields).toEqual(sorted(failing))
    for (const key of failing) {
      expect(fieldErrors[key]?.length, key).toBeGreaterThan(0)
      expect(logged).toContain(`${key}: ${fieldErrors[key]?.join('; ')}`)
    }
  })
})

describe('production has no default for the public origin and the CMS secret', () => {
  it('NODE_ENV=production without NEXT_PUBLIC_APP_URL and PAYLOAD_SECRET stops, naming both', () => {
    const { error, fields, fieldErrors } = failure({ NODE_ENV: 'production' })
    expect(error.message).toBe(INVALID_ENV_MESSAGE)
    expect(fields).toEqual(['NEXT_PUBLIC_APP_URL', 'PAYLOAD_SECRET'])
    expect(fieldErrors.NEXT_PUBLIC_APP_URL?.[0]).toMatch(/required in production/)
  })

  it('with both set, production is valid and keeps the given origin', () => {
    const result = validateEnv({
      NODE_ENV: 'production',
      NEXT_PUBLIC_APP_URL: 'https://boutique.example.fr',
      PAYLOAD_SECRET: 's3cret-for-all-instances-0123456789abcdef',
    })
    expect(result.NEXT_PUBLIC_APP_URL).toBe('https://boutique.example.fr')
    expect(result.NEXT_PUBLIC_CMS_URL).toBe('https://boutique.example.fr/cms')
  })

  it('production refuses a CMS secret shorter than 32 characters, naming the field; development accepts it', () => {
    const short = { NODE_ENV: 'production', NEXT_PUBLIC_APP_URL: 'https://boutique.example.fr', PAYLOAD_SECRET: 'changeme' } as const
    const { fields, fieldErrors } = failure(short)
    expect(fields).toEqual(['PAYLOAD_SECRET'])
    expect(fieldErrors.PAYLOAD_SECRET?.[0]).toMatch(/too short: at least 32 characters/)
    expect(() => validateEnv({ ...short, NODE_ENV: 'development' })).not.toThrow()
  })

  it('development and tests keep the localhost default', () => {
    expect(validateEnv({ NODE_ENV: 'development' }).NEXT_PUBLIC_APP_URL).toBe(DEFAULT_APP_URL)
    expect(validateEnv({ NODE_ENV: 'test' }).NEXT_PUBLIC_APP_URL).toBe(DEFAULT_APP_URL)
  })

  it('in the browser only the public origin is required (the secret is never shipped)', () => {
    expect(() =>
      validateEnv({ NODE_ENV: 'production', NEXT_PUBLIC_APP_URL: 'https://boutique.example.fr' }, { isServer: false }),
    ).not.toThrow()
  })
})

describe('in the browser (isServer false)', () => {
  const browserSource: EnvSource = { ...pick([...CLIENT_ENV_KEYS, 'NODE_ENV']), ...pick(SERVER_ENV_KEYS) }

  it.each(SERVER_ENV_KEYS)('reading the server setting %s throws', (key) => {
    const result = validateEnv(browserSource, { isServer: false })
    expect(() => result[key]).toThrowError(/server-side environment variable on the client/)
  })

  it('client (NEXT_PUBLIC_) and shared settings are readable', () => {
    const result = validateEnv(browserSource, { isServer: false })
    for (const key of CLIENT_ENV_KEYS) expect(result[key], key).toBe(VALID[key])
    expect(result.NODE_ENV).toBe('production')
  })

  it('only client and shared settings are validated (server settings are not shipped)', () => {
    expect(() => validateEnv({ DATABASE_URL: '', PAYLOAD_SECRET: '' }, { isServer: false })).not.toThrow()
    expect(failure({ DATABASE_URL: '', NEXT_PUBLIC_GTM_ID: '' }, { isServer: false }).fields).toEqual(['NEXT_PUBLIC_GTM_ID'])
    expect(failure({ NEXT_PUBLIC_ALGOLIA_APP_ID: 'APPID' }, { isServer: false }).fields).toEqual(['NEXT_PUBLIC_ALGOLIA_SEARCH_KEY'])
  })

  it('configured() judges a group by its NEXT_PUBLIC_ members and throws for a server-only group', () => {
    const result = validateEnv(pick(['NEXT_PUBLIC_ALGOLIA_APP_ID', 'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY']), { isServer: false })
    expect(configured('algolia', result, false)).toBe(true)
    expect(configured('stripe', result, false)).toBe(false)
    expect(() => configured('erp', result, false)).toThrowError(/server-side environment variable on the client/)
  })
})

describe('SKIP_ENV_VALIDATION=1 skips validation (lint only)', () => {
  it('an invalid environment passes when skipped and fails otherwise', () => {
    const invalid: EnvSource = { DATABASE_URL: '', SMTP_ENDPOINT: 'nope' }
    expect(() => validateEnv({ ...invalid, SKIP_ENV_VALIDATION: '1' })).not.toThrow()
    expect(consoleError).not.toHaveBeenCalled()
    expect(failure(invalid).fields).toEqual(['DATABASE_URL', 'SMTP_CHANNEL', 'SMTP_ENDPOINT'])
  })
})

describe('the app env', () => {
  const source = readFileSync(root('src/env.ts'), 'utf8')

  const publicSource = readFileSync(root('src/lib/publicEnv.ts'), 'utf8')

  it.each(SERVER_ENV_KEYS)('%s is read from process.env', (key) => {
    expect(source).toContain(`${key}: process.env.${key},`)
  })

  it.each(CLIENT_ENV_KEYS)('%s is read literally from process.env in src/lib/publicEnv.ts (Next.js inlines client values)', (key) => {
    expect(publicSource).toContain(`get ${key}() {\n    return process.env.${key}\n  }`)
  })

  it('client settings carry the NEXT_PUBLIC_ prefix and server settings do not', () => {
    expect(CLIENT_ENV_KEYS.length).toBeGreaterThan(0)
    for (const key of CLIENT_ENV_KEYS) expect(key).toMatch(/^NEXT_PUBLIC_/)
    for (const key of SERVER_ENV_KEYS) expect(key).not.toMatch(/^NEXT_PUBLIC_/)
  })

  it('features reflects the validated process env', () => {
    expect({ ...features }).toEqual(featureSwitches(env))
  })
})

describe('.env.example', () => {
  const lines = readFileSync(root('.env.example'), 'utf8').split('\n')
  const entries = lines.map((line) => /^# ([A-Z0-9_]+)=(.+)$/.exec(line)).filter((m) => m !== null)

  it('lists every setting exactly once, commented out with a placeholder', () => {
    expect(sorted(entries.map((m) => m[1]!))).toEqual(sorted(ENV_KEYS))
    expect(lines.filter((line) => line.trim() !== '' && !line.startsWith('#'))).toEqual([])
  })

  it('its placeholders, uncommented, form a valid configuration', () => {
    const example = Object.fromEntries(entries.map((m) => [m[1]!, m[2]!]))
    expect(() => validateEnv(example)).not.toThrow()
    expect(consoleError).not.toHaveBeenCalled()
  })
})
