/**
 * The Debian packages the test suite runs against: Chromium (Playwright, never a downloaded browser), xmllint (cXML
 * DTD and CII schema validation), Saxon-HE and a Java runtime (the EN 16931 business rules of the e-invoices),
 * PostgreSQL and Redis (the multi-instance and Postgres tests start their own throw-away servers).
 * `npm test` installs what is missing when it runs as root with apt-get, otherwise stops at once with the command.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { hasChromium } from './chromium.mjs'

const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0

/** initdb and postgres of Debian's postgresql (not on PATH: /usr/lib/postgresql/<version>/bin). */
export function postgresBinDir() {
  if (process.env.POSTGRES_BIN && fs.existsSync(`${process.env.POSTGRES_BIN}/initdb`)) return process.env.POSTGRES_BIN
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  const dir = versions.map((v) => `${root}/${v}/bin`).find((d) => fs.existsSync(`${d}/initdb`))
  return dir ?? null
}

export const SYSTEM_PACKAGES = [
  { pkg: 'chromium', present: hasChromium },
  { pkg: 'libxml2-utils', present: () => onPath('xmllint') },
  { pkg: 'libsaxonhe-java', present: () => fs.existsSync('/usr/share/java/Saxon-HE.jar') },
  { pkg: 'default-jre-headless', present: () => onPath('java') },
  { pkg: 'postgresql', present: () => postgresBinDir() !== null },
  { pkg: 'redis-server', present: () => onPath('redis-server') },
]

export const missingPackages = () => SYSTEM_PACKAGES.filter((p) => !p.present()).map((p) => p.pkg)

/** Installs the missing packages (root + apt-get), or explains; returns false when the suite cannot run. */
export function ensureSystemPackages() {
  const missing = missingPackages()
  if (missing.length === 0) return true
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (!root || !onPath('apt-get')) {
    console.error(`Paquets Debian manquants pour les tests : ${missing.join(', ')}.\nInstallez-les avec : sudo sh -c '${command}'`)
    return false
  }
  console.log(`Installation depuis Debian : ${missing.join(' ')}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env }) : update
  if (install.status !== 0 || missingPackages().length) {
    console.error(`L'installation a échoué. Commande : sudo sh -c '${command}'`)
    return false
  }
  return true
}
