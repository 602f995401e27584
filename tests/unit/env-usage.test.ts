/**
 * No dead settings. Every setting src/env.ts validates is read by the code (through src/env.ts:
 * `env.NAME`, `currentSetting('NAME')`, or, for public settings in browser code, `publicEnv.NAME`), no module reads a
 * setting from `process.env` behind src/env.ts's back, and docs/settings.md's settings table documents exactly these.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { ENV_KEYS, REMOVED_SETTINGS, removedSettingWarnings } from '@/env'

const root = fileURLToPath(new URL('../../', import.meta.url))
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(path.join(root, file)).isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|mjs)$/.test(name) ? [file] : []
  })

/** Where settings are read: the app's code and the Next.js configuration. */
const READERS = [...sourceFiles('src'), 'next.config.mjs'].filter((file) => !file.startsWith(path.join('src', 'migrations')))
/** The two modules allowed to touch process.env for a setting. */
const ENV_MODULES = new Set([path.join('src', 'env.ts'), path.join('src', 'lib', 'publicEnv.ts')])
/**
 * Files that cannot import src/env.ts, each with its reason. Their settings are still validated at start-up: next.config.mjs
 * runs src/env.ts before Next loads them.
 */
const PLAIN_READERS: Record<string, string> = {
  // Next loads the cache handler itself, as plain JavaScript outside the bundle (after `npm prune --omit=dev`)
  [path.join('src', 'server', 'redis', 'cache-handler.mjs')]: 'REDIS_URL',
  // the configuration validates the settings (through src/env.ts) and hands public ones to the bundler
  'next.config.mjs': 'NEXT_PUBLIC_SENTRY_DSN NEXT_PUBLIC_GTM_ID NEXT_PUBLIC_HUBSPOT_TRACKING_CODE REDIS_URL',
}
const SETTINGS = ENV_KEYS.filter((key) => key !== 'NODE_ENV') // NODE_ENV is set by Next.js itself

/** The code without its comments (a setting named in a comment is not read). */
const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
const code = new Map(READERS.map((file) => [file, withoutComments(read(file))]))

/** Files whose code (not comments) names `key`, other than the validation itself. */
const readers = (key: string): string[] =>
  [...code].filter(([file, text]) => !ENV_MODULES.has(file) && new RegExp(`\\b${key}\\b`).test(text)).map(([file]) => file)

describe('every validated setting is read by the code', () => {
  it.each(SETTINGS)('%s', (key) => {
    expect(readers(key), `${key} is validated by src/env.ts but read nowhere: wire it or remove it`).not.toEqual([])
  })
})

describe('settings are read through src/env.ts', () => {
  it('no module but src/env.ts and src/lib/publicEnv.ts reads a setting from process.env', () => {
    const offenders = [...code].flatMap(([file, text]) =>
      ENV_MODULES.has(file)
        ? []
        : SETTINGS.filter(
            (key) =>
              new RegExp(`process\\.env\\.${key}\\b|process\\.env\\[['"]${key}['"]\\]`).test(text) &&
              !(PLAIN_READERS[file] ?? '').split(' ').includes(key),
          ).map((key) => `${file}: ${key}`),
    )
    expect(offenders).toEqual([])
  })

  it('no module takes the whole process.env as its settings (a default of `source = process.env` skips src/env.ts)', () => {
    const offenders = [...code]
      .filter(([file, text]) => !ENV_MODULES.has(file) && !(file in PLAIN_READERS) && /[=:(,]\s*process\.env\s*[),;]/.test(text))
      .map(([file]) => file)
    expect(offenders).toEqual([])
  })

  it('browser code reads public settings only, through publicEnv (a server setting there would be undefined)', () => {
    const browserDirs = [path.join('src', 'features'), path.join('src', 'pages'), path.join('src', 'stores')]
    const offenders = [...code].flatMap(([file, text]) =>
      browserDirs.some((dir) => file.startsWith(dir)) && !file.startsWith(path.join('src', 'pages', 'api'))
        ? SETTINGS.filter((key) => !key.startsWith('NEXT_PUBLIC_') && new RegExp(`\\benv\\.${key}\\b`).test(text)).map(
            (key) => `${file}: ${key}`,
          )
        : [],
    )
    expect(offenders).toEqual([])
  })
})

describe("docs/settings.md's settings table", () => {
  const readme = read('docs/settings.md')
  const table = readme.slice(readme.indexOf("| réglage(s) | ce qu'il active |"))
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2)
  const documented = rows.flatMap((row) => [...(row.split(' | ')[0] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!))

  it('documents every setting once, and no setting that does not exist', () => {
    expect([...documented].sort()).toEqual([...SETTINGS].sort())
  })

  it('says what each one switches on', () => {
    for (const row of rows) expect(row.split(' | ')[1]?.trim().length ?? 0, row).toBeGreaterThan(20)
  })
})

describe('removed settings', () => {
  it('are not validated, documented or listed in .env.example any more', () => {
    const example = read('.env.example')
    for (const key of Object.keys(REMOVED_SETTINGS)) {
      expect(ENV_KEYS).not.toContain(key)
      expect(example).not.toMatch(new RegExp(`^# ${key}=`, 'm'))
    }
  })

  it('one still set gets a warning at start naming it and what to do instead', () => {
    expect(removedSettingWarnings({})).toEqual([])
    const warnings = removedSettingWarnings({ JWT_SECRET: 'old', SITEMAP_SECRET: 'old' })
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatch(/^JWT_SECRET is set but no longer read \(remove it\): .*PAYLOAD_SECRET/)
    expect(warnings[1]).toMatch(/^SITEMAP_SECRET .*REVALIDATE_SECRET/)
  })
})
