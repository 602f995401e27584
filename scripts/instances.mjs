/**
 * Several production instances of the shop on one machine, as an operator deploys them: a fresh copy of the project
 * (the files git tracks or would track, as they are in the working tree), `npm ci`, `npm run build`,
 * `npm prune --omit=dev`, then `npm start` per instance on its own port, all sharing one PostgreSQL database and one
 * Redis (throw-away local servers, scripts/local-services.mjs). Used by `npm run test:instances` and
 * `npm run bench:instances`.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort, startPostgres, startRedis } from './local-services.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
// the pinned Node 22 that runs this script also runs the instances (npm prune removes the `node` dev dependency)
const nodeBin = path.dirname(process.execPath)

export const INSTANCE_SECRETS = {
  PAYLOAD_SECRET: 'instances-payload-secret-not-for-production-0123456789',
  REVALIDATE_SECRET: 'instances-revalidate-secret-0123456789',
}

/** This machine's environment (registry, proxy and certificate settings) without the test run's own settings. */
function inheritedEnv() {
  const drop =
    /^(NODE_ENV|DATABASE_URL|REDIS_URL|NEXT_.*|E2E_.*|VITEST.*|PAYLOAD_SECRET|REVALIDATE_SECRET|SEED_.*|PORT|npm_lifecycle_.*|npm_package_.*|TEST|CI)$/
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !drop.test(key)))
}

function log(message) {
  console.log(`[instances] ${message}`)
}

function run(cmd, args, { cwd, env, logFile }) {
  const started = Date.now()
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  if (logFile) fs.appendFileSync(logFile, `\n$ ${cmd} ${args.join(' ')}\n${r.stdout ?? ''}${r.stderr ?? ''}`)
  if (r.status !== 0) {
    const tail = `${r.stdout ?? ''}${r.stderr ?? ''}`.split('\n').slice(-40).join('\n')
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status}):\n${tail}`)
  }
  log(`${cmd} ${args.join(' ')}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

/** Copies the project's files (tracked and untracked-but-not-ignored, as in the working tree) to `dest`. */
function copyProject(dest) {
  const list = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  if (list.status !== 0) throw new Error(`git ls-files failed: ${list.stderr}`)
  for (const file of list.stdout.split('\0').filter(Boolean)) {
    const from = path.join(root, file)
    if (!fs.existsSync(from)) continue // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dest, file)), { recursive: true })
    fs.copyFileSync(from, path.join(dest, file))
  }
}

/**
 * Prepares a deployment: services, fresh copy, clean install, build (migrations + demo data for the checks), prune.
 * → `{ dir, env, postgres, redis, ports, stop }`; `count` instances get a port each.
 */
export async function prepareDeployment({ count = 2, products = 120, redis: withRedis = true } = {}) {
  // DEPLOYMENT_DIR: reuse a deployment kept by KEEP_DEPLOYMENT=1 (installed and built), on a fresh database
  // a DEPLOYMENT_DIR without a build yet is where this one is built (and kept, as with KEEP_DEPLOYMENT=1)
  const named = process.env.DEPLOYMENT_DIR || null
  const reuse = named && fs.existsSync(path.join(named, '.next')) ? named : null
  if (named && !reuse) fs.mkdirSync(named, { recursive: true })
  const dir = named ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-deploy-'))
  const logFile = path.join(root, 'reports', 'instances-build.log')
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  fs.writeFileSync(logFile, '')
  const postgres = await startPostgres()
  const redis = withRedis ? await startRedis() : null
  const ports = []
  for (let i = 0; i < count; i++) ports.push(await freePort(process.env.INSTANCE_PORTS))
  const env = {
    ...inheritedEnv(),
    PATH: `${nodeBin}${path.delimiter}${process.env.PATH ?? ''}`,
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: postgres.url,
    ...(redis ? { REDIS_URL: redis.url } : {}),
    ...INSTANCE_SECRETS,
    NEXT_PUBLIC_APP_URL: `http://127.0.0.1:${ports[0]}`,
  }
  log(`${reuse ? 'reuse' : 'copy in'} ${dir}; postgres ${postgres.url}${redis ? `, redis ${redis.url}` : ', no redis'}`)
  // demo data only because it is asked for (SEED_DEMO=1): the checks need a catalogue
  const seeded = { ...env, SEED_DEMO: '1', SEED_PRODUCTS: String(products) }
  if (reuse) {
    run('npm', ['run', 'db:prepare'], { cwd: dir, env: { ...seeded, NODE_ENV: 'production' }, logFile })
  } else {
    copyProject(dir)
    run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, env, logFile })
    run('npm', ['run', 'build'], { cwd: dir, env: seeded, logFile }) // the build prepares the database first
    run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], { cwd: dir, env, logFile })
  }
  return {
    dir,
    env,
    postgres,
    redis,
    ports,
    stop: async () => {
      await Promise.all([postgres.stop(), redis?.stop()])
      if (!process.env.KEEP_DEPLOYMENT && !named) fs.rmSync(dir, { recursive: true, force: true })
      else log(`deployment kept in ${dir} (DEPLOYMENT_DIR=${dir} reuses it)`)
    },
  }
}

/**
 * `npm start` on `port` in the deployment → `{ port, url, child, stop, output }`, resolved once /api/ready is 200.
 * `command` runs another start command instead (`[file, ...args]`, as a container's CMD), in `deployment.dir`.
 */
export async function startInstance(deployment, port, { readyTimeoutMs = 120_000, command = ['npm', 'start'] } = {}) {
  const output = []
  const child = spawn(command[0], command.slice(1), {
    cwd: deployment.dir,
    env: { ...deployment.env, PORT: String(port), INSTANCE_NAME: `instance-${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: the signal reaches npm and next start alike
  })
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${port} exited (${child.exitCode}):\n${output.join('').slice(-4000)}`)
    const ready = await fetch(`${url}/api/ready`)
      .then((r) => r.status === 200)
      .catch(() => false)
    if (ready) break
    if (Date.now() > deadline) throw new Error(`instance ${port} not ready after ${readyTimeoutMs} ms:\n${output.join('').slice(-4000)}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return {
    port,
    url,
    child,
    output,
    exited,
    /** SIGTERM to the instance's process group; resolves when it has exited. */
    terminate: async () => {
      if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
      return exited
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          // already gone
        }
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL')
          } catch {
            // already gone
          }
        }, 15_000)
        await exited
        clearTimeout(timer)
      }
    },
  }
}
