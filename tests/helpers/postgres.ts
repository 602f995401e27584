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
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { TEST_PAYLOAD_SECRET } from './payload'
import { freePort } from './redis'

const ROOT = '/usr/lib/postgresql'

/** The newest installed Postgres's bin folder (or POSTGRES_BIN_DIR), null when there is none. */
function binDir(): string | null {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR
  if (!fs.existsSync(ROOT)) return null
  const versions = fs
    .readdirSync(ROOT)
    .filter((v) => fs.existsSync(path.join(ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(ROOT, versions[0], 'bin') : null
}

const BIN = binDir()
const AS_ROOT = typeof process.getuid === 'function' && process.getuid() === 0
const RUN_AS = 'postgres'

const idOf = (flag: '-u' | '-g'): number | null => {
  const out = spawnSync('id', [flag, RUN_AS], { encoding: 'utf8' })
  return out.status === 0 ? Number(out.stdout.trim()) : null
}
/** As root: the uid and gid of the `postgres` user that runs the cluster. */
const OWNER = AS_ROOT ? { uid: idOf('-u'), gid: idOf('-g') } : null

/** null when a cluster can be started, otherwise the message explaining the skip. */
export const POSTGRES_MISSING: string | null = !BIN
  ? `Postgres binaries not found under ${ROOT} (apt-get install postgresql, or set POSTGRES_BIN_DIR): Postgres tests skipped`
  : OWNER && (OWNER.uid === null || OWNER.gid === null)
    ? `running as root without a "${RUN_AS}" user to own the cluster: Postgres tests skipped`
    : null

if (POSTGRES_MISSING) console.warn(POSTGRES_MISSING)

/** Spawn options running the command as the `postgres` user when we are root. */
const asOwner = () => (OWNER ? { uid: OWNER.uid!, gid: OWNER.gid!, env: { ...process.env, HOME: os.tmpdir(), USER: RUN_AS } } : {})

export type TestPostgres = { url: string; stop: () => Promise<void> }

export async function startPostgres(): Promise<TestPostgres> {
  if (POSTGRES_MISSING || !BIN) throw new Error(POSTGRES_MISSING ?? 'no Postgres')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-it-'))
  const data = path.join(dir, 'data')
  if (AS_ROOT) {
    fs.chmodSync(dir, 0o755)
    fs.chownSync(dir, OWNER!.uid!, OWNER!.gid!)
  }
  const init = spawnSync(path.join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'], { encoding: 'utf8', cwd: dir, ...asOwner() })
  if (init.status !== 0) throw new Error(`initdb failed (${init.status}):\n${init.stderr}`)

  const port = await freePort()
  const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
  const child: ChildProcess = spawn(path.join(BIN, 'postgres'), args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir, ...asOwner() })
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/database system is ready to accept connections/.test(output)) {
        child.stderr?.off('data', onData)
        resolve()
      }
    }
    child.stderr?.on('data', onData)
    child.stdout?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`postgres exited (${code}) before it was ready:\n${output}`)))
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      // SIGINT is Postgres's fast shutdown (ends the sessions still open)
      child.kill('SIGINT')
      await exited
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop }
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
