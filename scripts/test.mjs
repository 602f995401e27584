/**
 * `npm test`: type check, lint, format check, Vitest (unit + integration), then Playwright end to end in Debian's chromium.
 * Stops at the first failing step and ends with one 'N passed, N failed' line over all tests.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { ensureSystemPackages } from './system-deps.mjs'

const vitestReport = (file) => ['--reporter=default', '--reporter=json', `--outputFile=${file}`]

// each entry runs after the previous one; the checks of a group run side by side (each mostly on one core), their
// output printed whole as each ends
const steps = [
  [
    ['Type check', 'npx', ['tsc', '--noEmit']],
    ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ],
  [
    // exports that nothing imports, shop or tests (knip.json): dead code goes, it does not wait in a module
    ['Dead exports (knip)', 'npx', ['knip', '--no-config-hints']],
    ['Format (Prettier, .prettierrc.json)', 'npx', ['prettier', '--check', '.', '--log-level=warn']],
  ],
  // the unit tests two files at a time (pure, each on its own); the integration tests one file at a time (each starts
  // Payload, which takes a core)
  [
    'Vitest, unit tests',
    'npx',
    ['vitest', 'run', 'tests/unit', '--fileParallelism', '--maxWorkers=2', ...vitestReport('reports/vitest-unit.json')],
  ],
  ['Vitest, integration tests', 'npx', ['vitest', 'run', 'tests/integration', ...vitestReport('reports/vitest.json')]],
  ['End to end', 'node', ['scripts/e2e.mjs']],
  ['Instances (two production instances on Postgres and Redis)', 'node', ['scripts/test-instances.mjs']],
]

const totals = { passed: 0, failed: 0, skipped: 0 }
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}
const count = () => {
  for (const file of ['reports/vitest-unit.json', 'reports/vitest.json', 'reports/instances.json']) {
    const vitest = readJson(file)
    if (!vitest) continue
    totals.passed += vitest.numPassedTests ?? 0
    totals.failed += vitest.numFailedTests ?? 0
    totals.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0)
  }
  const e2e = readJson('reports/e2e.json')
  if (e2e?.stats) {
    totals.passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0)
    totals.failed += e2e.stats.unexpected ?? 0
    totals.skipped += e2e.stats.skipped ?? 0
  }
}

// reports/ and not test-results/: Playwright empties test-results/ when it starts
fs.mkdirSync('reports', { recursive: true })
for (const f of ['reports/vitest-unit.json', 'reports/vitest.json', 'reports/e2e.json', 'reports/instances.json'])
  fs.rmSync(f, { force: true })

// Debian's chromium, xmllint, postgresql and redis-server: installed here as root, else the exact command, at once
if (!ensureSystemPackages()) {
  console.log('\n0 passed, 1 failed')
  process.exit(1)
}

/** One step; in a group its output is kept and printed whole when it ends. Resolves to its exit code. */
function runStep([name, cmd, args], grouped) {
  if (!grouped) console.log(`\n=== ${name} ===`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: grouped ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const status = code ?? 1
      const seconds = Math.round((Date.now() - started) / 1000)
      if (grouped) {
        console.log(`\n=== ${name} ===`)
        process.stdout.write(Buffer.concat(output))
      }
      times.push([name, status === 0 ? 'ok' : 'ÉCHEC', seconds])
      console.log(`=== ${name}: ${status === 0 ? 'ok' : 'ÉCHEC'} (${seconds} s)`)
      resolve(status)
    })
  })
}

let failedStep = null
const times = []
const started = Date.now()
for (const entry of steps) {
  const group = Array.isArray(entry[0]) ? entry : [entry]
  const codes = await Promise.all(group.map((step) => runStep(step, group.length > 1)))
  const failed = group.find((_, i) => codes[i] !== 0)
  if (failed) {
    failedStep = failed[0]
    break
  }
  // the project type-checks: the end-to-end and instance builds need not check it again (next.config.mjs)
  if (group.some(([name]) => name === 'Type check')) process.env.TYPES_CHECKED = '1'
}
count()
// each step's time, at the end where CI's log is read (issue 30 §8: keep the whole run under 60 minutes)
console.log('\n| étape | résultat | durée |\n|---|---|---|')
for (const [name, status, seconds] of times) console.log(`| ${name} | ${status} | ${Math.floor(seconds / 60)} min ${seconds % 60} s |`)
const total = Math.round((Date.now() - started) / 1000)
console.log(`| total | | ${Math.floor(total / 60)} min ${total % 60} s |`)
if (failedStep && totals.failed === 0) totals.failed = 1 // a failing type check or lint counts as a failure
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(failedStep ? 1 : 0)
