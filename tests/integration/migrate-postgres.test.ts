import { spawn } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POSTGRES_MISSING, startPostgres, type TestPostgres } from '../helpers/postgres'
import { TEST_PAYLOAD_SECRET } from '../helpers/payload'

// Issue 36 §5: two instances starting at once on an empty database migrate once (a lock), and an instance whose code
// is older than the database's schema refuses to start, with a clear message.

const root = path.resolve(import.meta.dirname, '../..')

/** `npm run db:prepare`'s script (migrations only, no demo data) against `url` → exit code and output. */
function prepareDb(url: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/prepare-db.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, PAYLOAD_SECRET: TEST_PAYLOAD_SECRET, NODE_ENV: 'test', SEED_DEMO: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (c) => (output += c))
    child.stderr.on('data', (c) => (output += c))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe.skipIf(POSTGRES_MISSING)('migrations on Postgres, as a deployment runs them', () => {
  let pg: TestPostgres

  beforeAll(async () => {
    pg = await startPostgres()
  }, 60_000)
  afterAll(async () => {
    await pg?.stop()
  })

  it('two start-ups at once on an empty database: both succeed, the migrations are applied once', async () => {
    const [a, b] = await Promise.all([prepareDb(pg.url), prepareDb(pg.url)])
    expect(a.code, a.output.slice(-2000)).toBe(0)
    expect(b.code, b.output.slice(-2000)).toBe(0)
    const { default: pgLib } = await import('pg')
    const client = new pgLib.Client({ connectionString: pg.url })
    await client.connect()
    try {
      const { rows } = await client.query('select name, count(*)::int as n from payload_migrations group by name')
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.filter((r: { n: number }) => r.n !== 1)).toEqual([])
    } finally {
      await client.end()
    }
  }, 240_000)

  it('a database migrated by a newer version: the start-up stops with a French message naming the unknown migration', async () => {
    const { default: pgLib } = await import('pg')
    const client = new pgLib.Client({ connectionString: pg.url })
    await client.connect()
    try {
      await client.query(
        `insert into payload_migrations (name, batch, updated_at, created_at) values ('29991231_000000_future', 99, now(), now())`,
      )
    } finally {
      await client.end()
    }
    const r = await prepareDb(pg.url)
    expect(r.code, r.output.slice(-2000)).toBe(1)
    expect(r.output).toContain('schéma plus récent que ce code')
    expect(r.output).toContain('29991231_000000_future')
  }, 240_000)
})
