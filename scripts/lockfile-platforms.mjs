/**
 * The registry mirror reachable here serves only this platform's binaries (darwin/win32/android… packages answer
 * 404), so `npm install` leaves other platforms' optional packages out of package-lock.json, and `npm ci` then refuses
 * the lockfile ("Missing: @next/swc-darwin-arm64@ from lock file"). This adds the entries a normal lockfile has for
 * them: optional, with their os/cpu, never installed on another platform. Run after changing dependencies:
 *   npm install && node scripts/lockfile-platforms.mjs
 */
import fs from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(fs.readFileSync(file, 'utf8'))
const pkgs = lock.packages

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony', 'wasi']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'wasm32']

function platformOf(name) {
  const parts = name.toLowerCase().split(/[-/@]/)
  const os = OS.find((o) => parts.includes(o))
  let cpu = CPU.find((c) => parts.includes(c))
  if (!cpu && parts.includes('x86')) cpu = 'ia32'
  if (!cpu && parts.includes('armv7')) cpu = 'arm'
  if (!cpu && name.includes('arm-')) cpu = 'arm'
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined
  return { os, cpu, libc }
}

// where Node's resolution would find `name` from the package at `location`
function resolves(location, name) {
  let dir = location
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`
    if (pkgs[candidate]) return true
    if (!dir) return false
    const i = dir.lastIndexOf('/node_modules/')
    dir = i === -1 ? '' : dir.slice(0, i)
  }
}

let added = 0
for (const [location, meta] of Object.entries(pkgs)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolves(location, name)) continue
    const version = String(range).replace(/^[=^~v]+/, '')
    if (!/^\d+\.\d+\.\d+/.test(version)) continue
    const { os, cpu, libc } = platformOf(name)
    if (!os && !cpu) continue // not a platform binary: leave it to npm
    const target = `${location ? `${location}/` : ''}node_modules/${name}`
    const at = pkgs[`node_modules/${name}`] ? target : `node_modules/${name}`
    pkgs[at] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(meta.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      license: meta.license ?? 'MIT',
      optional: true,
      ...(os ? { os: [os] } : {}),
    }
    added++
  }
}

lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`lockfile-platforms: ${added} optional platform package(s) recorded`)
