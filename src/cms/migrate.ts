import type { Payload } from 'payload'

import { currentSetting } from '@/env'

import { migrations as postgresMigrations } from '@/migrations-postgres'
import { migrations as sqliteMigrations } from '@/migrations'

type MigrationList = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/** The key of the Postgres advisory lock that lets one process at a time migrate (any fixed number, the same everywhere). */
const MIGRATION_LOCK_KEY = 720_261_128

/** The database holds migrations this code does not know: a newer version of the shop migrated it. */
export class SchemaNewerThanCodeError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `La base a un schéma plus récent que ce code (migrations inconnues : ${unknown.join(', ')}). ` +
        'Déployez la version de la boutique qui correspond à cette base, ou restaurez la sauvegarde prise avant sa migration.',
    )
    this.name = 'SchemaNewerThanCodeError'
  }
}

type Pool = { connect: () => Promise<{ query: (sql: string, values?: unknown[]) => Promise<unknown>; release: () => void }> }

/**
 * Runs `fn` holding the migration lock: on Postgres a session advisory lock on one connection of the pool, so that two
 * instances started at once against an empty database migrate one after the other (the second finds nothing to do);
 * SQLite is one file on one machine and locks itself.
 */
async function withMigrationLock<T>(payload: Payload, fn: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (payload.db.name !== 'postgres' || !pool) return fn()
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    return await fn()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
    client.release()
  }
}

/** The migrations recorded in the database that `list` does not hold (Payload's `dev` marker aside). */
async function unknownMigrations(payload: Payload, list: MigrationList): Promise<string[]> {
  const known = new Set((list ?? []).map((m) => m.name))
  try {
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0, overrideAccess: true })
    return docs.map((d) => String((d as { name?: unknown }).name)).filter((name) => name !== 'dev' && !known.has(name))
  } catch {
    return [] // an empty database: no table yet
  }
}

/**
 * Applies the committed migrations of the configured adapter (SQLite by default, Postgres for postgres:// URLs),
 * passing the list explicitly (no reading of .ts files at run time), then checks that the schema answers: a first
 * migrate on a just-created SQLite file has been seen to do nothing, so it is retried once. One process at a time
 * (`withMigrationLock`); a database migrated by a newer version of the code is refused (SchemaNewerThanCodeError),
 * never served by older code. This is the migration step of a deployment (`npm run db:prepare`, `npm start`): the
 * server itself never migrates (no `prodMigrations` in src/payload.config.ts).
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const list = (/^postgres(ql)?:\/\//.test(currentSetting('DATABASE_URL') ?? '')
    ? postgresMigrations
    : sqliteMigrations) as unknown as MigrationList
  await withMigrationLock(payload, async () => {
    const unknown = await unknownMigrations(payload, list)
    if (unknown.length > 0) throw new SchemaNewerThanCodeError(unknown)
    await migrateAndCheck(payload, list)
  })
}

async function migrateAndCheck(payload: Payload, list: MigrationList): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await payload.db.migrate({ migrations: list })
    try {
      await payload.count({ collection: 'editors', overrideAccess: true })
      return
    } catch (error) {
      if (attempt >= 2) throw error
      payload.logger.warn('schema not ready after migrate: migrating again')
    }
  }
}
