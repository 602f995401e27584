/**
 * The migration that brings company roles (src/migrations/*_buying_tools.ts) gives the préparateur role to the clients
 * already listed as a company's preparers: the role is what the server reads to refuse their orders, so a database
 * migrated from before roles must not let its preparers order. Checked by taking the migration back (`down`) on a
 * database that has a preparer, then applying it again (`up`), as a production database migrating from the previous
 * release does.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from '../helpers/payload'

let env: TestPayload
let payload: Payload

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
})

afterAll(async () => {
  await env?.cleanup()
})

const o = { overrideAccess: true, depth: 0 } as const

it('a client listed as a preparer before the migration is a préparateur after it; other clients stay buyers', async () => {
  const societe = await payload.create({ collection: 'societes', data: { raison_sociale: 'Atelier Migré' }, ...o })
  const client = (email: string) =>
    payload.create({ collection: 'clients', data: { email, password: 'Migration-test-2026', societe: societe.id }, ...o })
  const preparer = await client('preparatrice@migration.test')
  const buyer = await client('acheteur@migration.test')
  await payload.create({
    collection: 'preparateurs',
    data: { email: preparer.email, societe: societe.id, client: preparer.id },
    ...o,
  })

  const { migrations } = await import('@/migrations')
  const last = migrations.find((m) => m.name.endsWith('_buying_tools'))
  if (!last) throw new Error('no buying_tools migration in src/migrations')
  const db = (payload.db as unknown as { drizzle: { run: (q: unknown) => Promise<unknown>; all: (q: unknown) => Promise<unknown[]> } })
    .drizzle
  const args = { db, payload, req: {} } as unknown as Parameters<typeof last.up>[0]
  // the database as the previous release left it (no roles), then migrated again
  await last.down(args)
  await last.up(args)

  const rows = (await db.all(sql`SELECT id, role FROM clients WHERE id IN (${preparer.id}, ${buyer.id}) ORDER BY id`)) as {
    id: number
    role: string
  }[]
  expect(rows).toEqual([
    { id: preparer.id, role: 'preparateur' },
    { id: buyer.id, role: 'acheteur' },
  ])
})
