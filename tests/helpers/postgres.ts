/**
 * A throw-away Postgres cluster for integration tests: `initdb` into a temporary folder, then `postgres` started as
 * a child process on a free port (unix socket in that folder, fsync off), stopped and deleted by `stop()`. As root,
 * Postgres refuses to run: the cluster then belongs to the `postgres` user (the processes are started with its uid,
 * so signals reach Postgres itself). When the
 * binaries are missing, `POSTGRES_MISSING` says why and the tests using it are skipped.
 *
 * `startPostgresPayload()` then boots Payload on it and applies the Postgres migrations, like
 * tests/helpers/payload.ts does on SQLite (call it once per test file, before importing `@payload-config`).
 */
import type { Payload } from 'payload'

import { startPostgres as startLocalPostgres } from '../../scripts/local-services.mjs'
import { postgresBinDir } from '../../scripts/system-deps.mjs'
import { TEST_PAYLOAD_SECRET } from './payload'

/** null when a cluster can be started, otherwise the message explaining the skip. */
export const POSTGRES_MISSING: string | null = postgresBinDir()
  ? null
  : 'Postgres binaries not found under /usr/lib/postgresql (apt-get install postgresql, or set POSTGRES_BIN): Postgres tests skipped'

if (POSTGRES_MISSING) console.warn(POSTGRES_MISSING)

export type TestPostgres = {
  url: string
  stop: () => Promise<void>
  /** Stops the server (fast shutdown), its data kept. */
  down: () => Promise<void>
  /** Starts it again on its data, resolved once it answers. */
  up: () => Promise<void>
}

/** A fresh cluster on a free port (scripts/local-services.mjs, as the multi-instance tests use), stopped and deleted by `stop()`. */
export async function startPostgres(): Promise<TestPostgres> {
  if (POSTGRES_MISSING) throw new Error(POSTGRES_MISSING)
  return startLocalPostgres()
}

/** Payload on the test cluster, migrated; `cleanup` closes it. Call once per file, before any `@payload-config` import. */
export async function startPostgresPayload(url: string): Promise<{ payload: Payload; cleanup: () => Promise<void> }> {
  process.env.DATABASE_URL = url
  if (!process.env.PAYLOAD_SECRET) process.env.PAYLOAD_SECRET = TEST_PAYLOAD_SECRET
  const { default: configPromise } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { migrateDatabase } = await import('@/cms/migrate')
  const payload = await getPayload({ config: configPromise })
  if (payload.db.name !== 'postgres') {
    await payload.destroy()
    throw new Error(`Payload uses ${payload.db.name}, not the test Postgres: @payload-config was imported too early`)
  }
  await migrateDatabase(payload)
  // payload.destroy() leaves the adapter's connection pool open: closed here, before the cluster stops
  const pool = (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool
  const cleanup = async () => {
    await payload.destroy()
    await Promise.race([pool?.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
  }
  return { payload, cleanup }
}
