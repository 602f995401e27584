import type { Payload } from 'payload'

import { currentSetting } from '@/env'

import { migrations as postgresMigrations } from '@/migrations-postgres'
import { migrations as sqliteMigrations } from '@/migrations'

type MigrationList = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/**
 * Applies the committed migrations of the configured adapter (SQLite by default, Postgres for postgres:// URLs),
 * passing the list explicitly (no reading of .ts files at run time), then checks that the schema answers: a first
 * migrate on a just-created SQLite file has been seen to do nothing, so it is retried once.
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const list = (/^postgres(ql)?:\/\//.test(currentSetting('DATABASE_URL') ?? '')
    ? postgresMigrations
    : sqliteMigrations) as unknown as MigrationList
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
