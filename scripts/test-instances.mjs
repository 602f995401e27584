/**
 * `npm run test:instances`: the two-instance checks (vitest.instances.config.ts, tests/instances/), ending with one
 * `N passed, N failed` line. Extra arguments go to Vitest (e.g. a JSON reporter, as `npm test` passes).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const report = 'reports/instances.json'
fs.mkdirSync('reports', { recursive: true })
fs.rmSync(report, { force: true })
// `--faults` (npm run test:faults): the fault cases only (vitest.instances.config.ts)
const faults = process.argv.includes('--faults')
const args = process.argv.slice(2).filter((a) => a !== '--faults')
const reporters = args.some((a) => a.startsWith('--reporter'))
  ? args
  : ['--reporter=default', '--reporter=json', `--outputFile=${report}`, ...args]
const r = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.instances.config.ts', ...reporters], {
  stdio: 'inherit',
  env: faults ? { ...process.env, INSTANCES_FAULTS: '1' } : process.env,
})
let passed = 0
let failed = r.status === 0 ? 0 : 1
try {
  const json = JSON.parse(fs.readFileSync(report, 'utf8'))
  passed = json.numPassedTests ?? 0
  failed = json.numFailedTests ?? 0
  if (r.status !== 0 && failed === 0) failed = 1 // the set-up failed before any test ran
} catch {
  // no report: the run stopped before Vitest wrote it
}
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(r.status ?? 1)
