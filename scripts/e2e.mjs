/**
 * End-to-end run: a freshly migrated and seeded database (data/e2e.db), `next build` into .next-e2e, then Playwright
 * against `next start` on 127.0.0.1. The desktop and mobile projects run side by side, each in its own Playwright
 * process with its own servers (the shop, the card payment server and the Stripe stand-in: playwright.config.ts, from
 * E2E_PORT) and its own copies of the seeded database, so neither sees the other's carts, orders or rate budgets.
 * Extra arguments go to Playwright; a `--project=…` among them runs that project alone.
 *   E2E_SKIP_BUILD=1   reuse the last e2e build and database (fast loop while writing tests)
 *   E2E_PRODUCTS=N     products seeded in the e2e database (default 400)
 *   E2E_SERIAL=1       the projects one after the other (one set of servers at a time)
 *   E2E_PORT, E2E_DATABASE_URL (file:…), E2E_DIST_DIR: a second run beside the first one (another port, database
 *                      and build directory). Desktop uses E2E_PORT to +2, mobile E2E_PORT+10 to +12; their databases
 *                      are copies beside E2E_DATABASE_URL (data/e2e-desktop.db, data/e2e-desktop-card.db, …).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { chromiumPath, hasChromium } from './chromium.mjs'
import { NEXT_BUILD_ARGS } from './next-build.mjs'

const port = Number(process.env.E2E_PORT ?? '3100')
const seeded = process.env.E2E_DATABASE_URL ?? 'file:./data/e2e.db'
const env = {
  ...process.env,
  DATABASE_URL: seeded,
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e',
  NEXT_PUBLIC_APP_URL: `http://127.0.0.1:${port}`,
  // production requires a CMS secret: the same as playwright.config.ts (e2e/env.ts E2E_PAYLOAD_SECRET)
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'e2e-payload-secret-not-for-production-0123456789',
  E2E_PORT: String(port),
  SEED_PRODUCTS: process.env.E2E_PRODUCTS ?? '400',
  NEXT_TELEMETRY_DISABLED: '1',
  E2E_FRESH_SERVER: process.env.E2E_SKIP_BUILD ? '' : '1',
}

if (!hasChromium()) {
  console.error(
    `Chromium introuvable (${chromiumPath()}). Installez-le avec : sudo apt-get install -y chromium ` +
      '(ou indiquez son chemin dans CHROMIUM_PATH). Les tests de bout en bout ne téléchargent aucun navigateur.',
  )
  process.exit(1)
}

const run = (cmd, args) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', env })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const SQLITE_FILES = ['', '-journal', '-wal', '-shm']
const fileOf = (url) => url.replace(/^file:/, '')
const seededFile = fileOf(seeded)

if (!process.env.E2E_SKIP_BUILD) {
  for (const suffix of SQLITE_FILES) fs.rmSync(seededFile + suffix, { force: true })
  run('npx', ['tsx', 'scripts/prepare-db.ts', '--demo'])
  run('npx', ['next', ...NEXT_BUILD_ARGS])
}

/** A fresh copy of the seeded database, taken before any server runs (two servers writing one SQLite file fail). */
function copySeeded(url) {
  const file = fileOf(url)
  for (const suffix of SQLITE_FILES) {
    fs.rmSync(file + suffix, { force: true })
    if (fs.existsSync(seededFile + suffix)) fs.copyFileSync(seededFile + suffix, file + suffix)
  }
  return url
}

const args = process.argv.slice(2)
const chosen = args.find((a) => a.startsWith('--project'))
const PROJECTS = [
  { name: 'desktop', port },
  { name: 'mobile', port: port + 10 },
].filter((p) => !chosen || args.join(' ').includes(p.name))

/** One project in its own Playwright process: its servers from E2E_PORT, its databases, its report. */
function project({ name, port: projectPort }) {
  const database = seeded.replace(/(\.db)?$/, `-${name}.db`)
  const projectEnv = {
    ...env,
    E2E_PORT: String(projectPort),
    NEXT_PUBLIC_APP_URL: `http://127.0.0.1:${projectPort}`,
    DATABASE_URL: copySeeded(database),
    E2E_CARD_DATABASE_URL: copySeeded(database.replace(/(\.db)?$/, '-card.db')),
    E2E_REPORT: `reports/e2e-${name}.json`,
    E2E_OUTPUT_DIR: `test-results/${name}`,
  }
  const playwrightArgs = ['playwright', 'test', ...(chosen ? [] : [`--project=${name}`]), ...args]
  console.log(`\n$ npx ${playwrightArgs.join(' ')}   (${name}: port ${projectPort})`)
  return new Promise((resolve) => {
    const child = spawn('npx', playwrightArgs, { stdio: 'inherit', env: projectEnv })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

fs.mkdirSync('reports', { recursive: true })
for (const p of ['desktop', 'mobile']) fs.rmSync(`reports/e2e-${p}.json`, { force: true })
const codes = []
if (process.env.E2E_SERIAL) for (const p of PROJECTS) codes.push(await project(p))
else codes.push(...(await Promise.all(PROJECTS.map(project))))
process.exit(codes.find((c) => c !== 0) ?? 0)
