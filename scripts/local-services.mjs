/**
 * Throw-away local servers for the tests and benchmarks that need real peers: a PostgreSQL cluster (Debian's
 * postgresql binaries, its own data directory and port, stopped and deleted afterwards) and a Redis server (no
 * persistence). Both listen on 127.0.0.1 only. Nothing is left running: `stop()` ends them, and so does the exit of
 * the process that started them.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { postgresBinDir } from './system-deps.mjs'

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Resolves once a TCP connection to 127.0.0.1:port succeeds (or rejects after `timeoutMs`). */
export async function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const ok = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (ok) return
    if (Date.now() > deadline) throw new Error(`nothing answers on 127.0.0.1:${port} after ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const children = new Set()
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

function track(child) {
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

const stopChild = (child, signal = 'SIGTERM', timeoutMs = 10_000) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill(signal)
  })

/** Redis on a free port, no snapshot, no append-only file. → `{ url, port, stop }` */
export async function startRedis() {
  const port = await freePort()
  const child = track(
    spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], {
      stdio: 'ignore',
    }),
  )
  await waitForPort(port)
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => stopChild(child) }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/** As root, Postgres runs as the `postgres` system user (initdb and postgres refuse root): its uid and gid. */
function postgresUser() {
  if (!isRoot()) return {}
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  return { uid: id('-u'), gid: id('-g') }
}

/**
 * A fresh PostgreSQL cluster on a free port with one database `shop` (trust authentication, 127.0.0.1 and its own
 * socket directory only). → `{ url, port, stop }`
 */
export async function startPostgres({ database = 'shop' } = {}) {
  const bin = postgresBinDir()
  if (!bin) throw new Error('PostgreSQL introuvable : sudo apt-get install -y postgresql')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-'))
  const data = path.join(dir, 'data')
  const user = postgresUser()
  if (isRoot()) fs.chownSync(dir, user.uid, user.gid)
  // started as the postgres user itself (no wrapper process): a signal to the child reaches the server
  const init = spawnSync(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    encoding: 'utf8',
    cwd: dir,
    ...user,
  })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`)
  const port = await freePort()
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]
  const child = track(spawn(`${bin}/postgres`, args, { stdio: 'ignore', cwd: dir, ...user }))
  await waitForPort(port)
  for (let attempt = 0; ; attempt++) {
    const created = spawnSync(
      `${bin}/psql`,
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-c', `create database ${database}`],
      { encoding: 'utf8', cwd: dir, ...user },
    )
    if (created.status === 0) break
    // the port opens a moment before the server accepts connections
    if (attempt > 50) throw new Error(`create database failed: ${created.stderr}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    stop: async () => {
      await stopChild(child, 'SIGINT') // fast shutdown
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
