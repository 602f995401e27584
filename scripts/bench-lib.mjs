/**
 * Shared steps of the build and Lighthouse benchmarks: a seeded SQLite file, a timed `next build` into its own dist
 * dir, clean-up. Child processes get the project's Node 22 first on PATH (node_modules/.bin/node).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { NEXT_BUILD_ARGS } from './next-build.mjs'

const BIN = path.resolve('node_modules/.bin')

/** The environment every step of a benchmark shares; only DATABASE_URL and NEXT_DIST_DIR vary. */
export function benchEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
    NEXT_TELEMETRY_DISABLED: '1',
    // production builds and servers require a CMS secret (src/env.ts): a fixed one for the benchmarks' throw-away databases
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-payload-secret-not-for-production-0123456789',
    NEXT_PUBLIC_APP_URL: process.env.NEXT_PUBLIC_APP_URL ?? 'http://127.0.0.1:3300',
    ...extra,
  }
}

export const dbUrl = (file) => `file:./${file}`

const dbFiles = (file) => [file, `${file}-journal`, `${file}-wal`, `${file}-shm`]

export function removeDb(file) {
  for (const f of dbFiles(file)) fs.rmSync(f, { force: true })
}

export function removeDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true })
}

/**
 * Runs a command; resolves with its wall-clock seconds, rejects with the tail of its output when it fails.
 * `onOutput(text, seconds)` sees each piece of output with the seconds elapsed when it arrived.
 */
export function run(cmd, args, { env, logFile, echo = false, onOutput, cwd } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const log = logFile ? fs.createWriteStream(logFile) : null
    const bin = cwd ? path.join(path.resolve(cwd), 'node_modules/.bin') : BIN
    const child = spawn(path.join(bin, cmd), args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let tail = ''
    const onData = (chunk) => {
      log?.write(chunk)
      if (echo) process.stdout.write(chunk)
      tail = (tail + chunk.toString()).slice(-4000)
      onOutput?.(chunk.toString(), (performance.now() - started) / 1000)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('error', reject)
    child.on('close', (code) => {
      log?.end()
      const seconds = (performance.now() - started) / 1000
      if (code === 0) resolve(seconds)
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}${logFile ? ` (log: ${logFile})` : ''}\n${tail}`))
    })
  })
}

/**
 * Migrates and seeds `file` with `products` products (scripts/prepare-db.ts, SEED_PRODUCTS); an existing file is reused.
 * `cwd`: another checkout (its own scripts and migrations; `file` is relative to it).
 */
export async function prepareDb(file, products, { env, logFile, cwd } = {}) {
  fs.mkdirSync(path.dirname(cwd ? path.join(cwd, file) : file), { recursive: true })
  return run('tsx', ['scripts/prepare-db.ts', '--demo'], {
    env: { ...env, DATABASE_URL: dbUrl(file), SEED_PRODUCTS: String(products) },
    logFile,
    cwd,
  })
}

/**
 * `next build` adds `<distDir>/types/**` to tsconfig.json's include for every dist dir it builds into: take out the
 * entries of a benchmark's own dist dir again (only those, and only when they were not there before).
 */
export function forgetDistDirInTsconfig(distDir, before, cwd = '.') {
  const file = path.join(cwd, 'tsconfig.json')
  if (!fs.existsSync(file)) return
  const entries = [`${distDir}/types/**/*.ts`, `${distDir}/dev/types/**/*.ts`].filter((e) => !before.includes(`"${e}"`))
  let text = fs.readFileSync(file, 'utf8')
  const original = text
  for (const e of entries) text = text.replace(new RegExp(`\\n[ \\t]*"${e.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}",?[ \\t]*(?=\\n)`), '')
  if (text === original) return
  fs.writeFileSync(file, text.replace(/,(\s*\n\s*\])/g, '$1'))
}

/** Lines of `next build`'s output that end its phases: compiling (never reads the database), then page data and static pages. */
const BUILD_MARKS = {
  compiled: /Compiled (successfully|with warnings) in/,
  pagesDone: /Generating static pages[^\n]*\((\d+)\/\1\)/,
}

/**
 * `next build` from a clean dist dir; resolves with the wall-clock seconds and `marks`, the seconds at which each
 * phase of BUILD_MARKS ended (NaN when its line was not seen).
 */
export async function nextBuild(distDir, file, { env, logFile, cwd = '.' } = {}) {
  removeDir(path.join(cwd, distDir))
  const tsconfigFile = path.join(cwd, 'tsconfig.json')
  const tsconfig = fs.existsSync(tsconfigFile) ? fs.readFileSync(tsconfigFile, 'utf8') : ''
  const marks = Object.fromEntries(Object.keys(BUILD_MARKS).map((k) => [k, NaN]))
  let output = ''
  const onOutput = (text, seconds) => {
    output += text
    for (const [name, re] of Object.entries(BUILD_MARKS)) if (Number.isNaN(marks[name]) && re.test(output)) marks[name] = seconds
  }
  try {
    const seconds = await run('next', NEXT_BUILD_ARGS, {
      env: { ...env, DATABASE_URL: dbUrl(file), NEXT_DIST_DIR: distDir },
      logFile,
      onOutput,
      cwd: cwd === '.' ? undefined : cwd,
    })
    return { seconds, marks }
  } finally {
    forgetDistDirInTsconfig(distDir, tsconfig, cwd)
  }
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** 1-minute load average: the machine is shared, so a busy neighbour shows up next to the figures. */
export const load = () => os.loadavg()[0].toFixed(2)

/**
 * With BENCH_MAX_LOAD set, waits (at most BENCH_MAX_WAIT seconds, default 600) for the 1-minute load average to fall
 * under it: on a shared machine a neighbour's build otherwise lands in the figures. Resolves with the seconds waited.
 */
export async function waitForQuiet() {
  const max = Number(process.env.BENCH_MAX_LOAD)
  if (!Number.isFinite(max) || max <= 0) return 0
  const limit = Number(process.env.BENCH_MAX_WAIT ?? 600) * 1000
  const started = Date.now()
  while (os.loadavg()[0] > max && Date.now() - started < limit) await new Promise((r) => setTimeout(r, 10_000))
  const waited = (Date.now() - started) / 1000
  if (os.loadavg()[0] > max) console.warn(`[bench] charge ${load()} toujours > ${max} après ${waited.toFixed(0)} s : mesure quand même`)
  return waited
}

export function warnIfNotNode22() {
  const major = Number(process.versions.node.split('.')[0])
  if (major !== 22) console.warn(`[bench] Node ${process.versions.node} : lancez plutôt \`npm run …\` (Node 22 du projet)`)
}
