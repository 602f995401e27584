import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'

// `npm start` / `npm run build` prepare the database with `NODE_ENV=production tsx scripts/prepare-db.ts`: migrations,
// never demo data (accounts with published passwords). The first editor comes from `npm run create-editor`.

const file = path.join(os.tmpdir(), `prod-db-${process.pid}-${randomUUID()}.db`)
const env = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  NODE_ENV: 'production',
  DATABASE_URL: `file:${file}`,
  PAYLOAD_SECRET: 'production-test-secret-0123456789',
  NEXT_PUBLIC_APP_URL: 'https://boutique.example.fr',
} as unknown as NodeJS.ProcessEnv

const tsx = (args: string[]) => spawnSync('npx', ['tsx', ...args], { env, encoding: 'utf8', timeout: 170_000 })
const count = async (table: string): Promise<number> => {
  const db = createClient({ url: `file:${file}` })
  try {
    const r = await db.execute(`select count(*) as n from ${table}`)
    return Number(r.rows[0]?.n)
  } finally {
    db.close()
  }
}

afterAll(() => {
  for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
})

describe('a production database', () => {
  it('is migrated but never seeded: no demo account, no product, and the log says how to create the first editor', async () => {
    const r = tsx(['scripts/prepare-db.ts'])
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout).toContain('npm run create-editor')
    expect(await count('editors')).toBe(0)
    expect(await count('clients')).toBe(0)
    expect(await count('produits')).toBe(0)
  }, 180_000)

  it('npm run create-editor refuses a weak password, then creates the editor', async () => {
    const weak = tsx(['scripts/create-editor.ts', '--email', 'chef@example.fr', '--password', 'abcdef'])
    expect(weak.status).toBe(2)
    expect(weak.stderr).toContain('au moins 10 caractères')
    expect(await count('editors')).toBe(0)

    const ok = tsx(['scripts/create-editor.ts', '--email', 'Chef@Example.fr', '--password', 'Atelier-2026-chef'])
    expect(ok.status, ok.stderr).toBe(0)
    expect(await count('editors')).toBe(1)
    const again = tsx(['scripts/create-editor.ts', '--email', 'chef@example.fr', '--password', 'Atelier-2026-chef'])
    expect(again.status).toBe(2)
    expect(again.stderr).toContain('existe déjà')
  }, 180_000)

  it('without PAYLOAD_SECRET, production refuses to start (no secret file generated for one instance only)', () => {
    const r = spawnSync('npx', ['tsx', 'scripts/prepare-db.ts'], {
      env: { ...env, PAYLOAD_SECRET: undefined },
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(r.status).not.toBe(0)
    expect(r.stderr).toContain('Invalid environment variables')
    expect(r.stderr).toMatch(/PAYLOAD_SECRET: required in production/)
  }, 180_000)
})
