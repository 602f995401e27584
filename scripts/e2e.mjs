/**
 * End-to-end run: a freshly migrated and seeded database (data/e2e.db), `next build` into .next-e2e, then Playwright
 * (desktop and mobile projects) against `next start` on 127.0.0.1. Extra arguments go to Playwright.
 *   E2E_SKIP_BUILD=1   reuse the last e2e build and database (fast loop while writing tests)
 *   E2E_PRODUCTS=N     products seeded in the e2e database (default 400)
 *   E2E_PORT, E2E_DATABASE_URL (file:…), E2E_DIST_DIR: a second run beside the first one (another port, database
 *                      and build directory); E2E_CARD_DATABASE_URL: the card payment server's copy (default: beside it, -card.db)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { chromiumPath, hasChromium } from './chromium.mjs'
import { NEXT_BUILD_ARGS } from './next-build.mjs'

const port = process.env.E2E_PORT ?? '3100'
const env = {
  ...process.env,
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'file:./data/e2e.db',
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e',
  NEXT_PUBLIC_APP_URL: `http://127.0.0.1:${port}`,
  // production requires a CMS secret: the same as playwright.config.ts (e2e/env.ts E2E_PAYLOAD_SECRET)
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'e2e-payload-secret-not-for-production-0123456789',
  E2E_PORT: port,
  SEED_PRODUCTS: process.env.E2E_PRODUCTS ?? '400',
  NEXT_TELEMETRY_DISABLED: '1',
  E2E_FRESH_SERVER: process.env.E2E_SKIP_BUILD ? '' : '1',
}
// the card payment server's copy of the database, beside the e2e one (data/e2e.db → data/e2e-card.db)
env.E2E_CARD_DATABASE_URL = process.env.E2E_CARD_DATABASE_URL ?? env.DATABASE_URL.replace(/(\.db)?$/, '-card.db')

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

if (!process.env.E2E_SKIP_BUILD) {
  const dbFile = env.DATABASE_URL.replace(/^file:/, '')
  for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(dbFile + suffix, { force: true })
  run('npx', ['tsx', 'scripts/prepare-db.ts', '--demo'])
  run('npx', ['next', ...NEXT_BUILD_ARGS])
}
// the card payment server (playwright.config.ts) gets its own copy of the seeded database, taken before any server runs
const dbFile = env.DATABASE_URL.replace(/^file:/, '')
const cardDbFile = env.E2E_CARD_DATABASE_URL.replace(/^file:/, '')
for (const suffix of ['', '-journal', '-wal', '-shm']) {
  fs.rmSync(cardDbFile + suffix, { force: true })
  if (fs.existsSync(dbFile + suffix)) fs.copyFileSync(dbFile + suffix, cardDbFile + suffix)
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)])
