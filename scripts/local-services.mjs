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

/** Whether `port` on 127.0.0.1 can be listened on now (0: any free port) → the port, or null. */
function tryListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(null))
    server.listen(port, '127.0.0.1', () => {
      const { port: got } = server.address()
      server.close(() => resolve(got))
    })
  })
}

/** Ports handed out by this process from a range, so two calls in a row never get the same one. */
const handedOut = new Set()

/**
 * A free TCP port on 127.0.0.1. `range` (`'3370-3379'`, or an env variable's value) keeps it within ports assigned to
 * this machine's user: `INSTANCE_PORTS` for the shop's instances, `SERVICE_PORTS` for Postgres and Redis. Without a
 * range, any free port.
 */
export async function freePort(range) {
  const match = /^(\d+)-(\d+)$/.exec(range ?? '')
  if (!match) return tryListen(0)
  for (let port = Number(match[1]); port <= Number(match[2]); port++) {
    if (handedOut.has(port)) continue
    if ((await tryListen(port)) === port) {
      handedOut.add(port)
      return port
    }
  }
  throw new Error(`no free port in ${range}`)
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

/**
 * Redis on a free port, no snapshot, no append-only file. → `{ url, port, stop, down, up, pause, resume }`: `down()`
 * stops the server (its clients' connections are refused), `up()` starts an empty one on the same port, `pause()` and
 * `resume()` hang it and let it go on (the fault tests).
 */
export async function startRedis() {
  const port = await freePort(process.env.SERVICE_PORTS)
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes']
  const launch = async () => {
    const started = track(spawn('redis-server', args, { stdio: 'ignore' }))
    await waitForPort(port)
    return started
  }
  let child = await launch()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () => stopChild(child),
    down: () => stopChild(child),
    up: async () => {
      child = await launch()
    },
    /** A hung server: its connections stay open and nothing is answered until `resume()`. */
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
  }
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
  const port = await freePort(process.env.SERVICE_PORTS)
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
  const launch = () => track(spawn(`${bin}/postgres`, args, { stdio: 'ignore', cwd: dir, ...user }))
  let child = launch()
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
  /** Resolves once the server accepts a query again. */
  const accepting = async () => {
    await waitForPort(port)
    for (let attempt = 0; ; attempt++) {
      const r = spawnSync(`${bin}/psql`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-c', 'select 1'], {
        encoding: 'utf8',
        cwd: dir,
        ...user,
      })
      if (r.status === 0) return
      if (attempt > 100) throw new Error(`postgres not back: ${r.stderr}`)
      await new Promise((res) => setTimeout(res, 100))
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    /** Stops the server (fast shutdown: its clients' connections are closed), its data kept (the fault tests). */
    down: () => stopChild(child, 'SIGINT'),
    /** Starts it again on its data, resolved once it answers. */
    up: async () => {
      child = launch()
      await accepting()
    },
    stop: async () => {
      await stopChild(child, 'SIGINT') // fast shutdown
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
