/**
 * A throw-away Redis for integration tests: the same `redis-server` starter as the multi-instance tests and benchmarks
 * (scripts/local-services.mjs: free port, no persistence, stopped by `stop()`). `npm test` needs nothing running
 * beforehand. When the binary is missing, `REDIS_MISSING` says why and the tests using it are skipped
 * (`describe.skipIf(REDIS_MISSING)`).
 */
import { spawnSync } from 'node:child_process'

import { startRedis as startLocalRedis } from '../../scripts/local-services.mjs'

/** null when redis-server can run, otherwise the message explaining the skip. */
export const REDIS_MISSING: string | null =
  spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status === 0
    ? null
    : `redis-server not found (apt-get install redis-server): Redis tests skipped`

if (REDIS_MISSING) console.warn(REDIS_MISSING)

export type TestRedis = {
  url: string
  port: number
  stop: () => Promise<void>
  /** Stopped (connections refused) / started again empty on the same port. */
  down: () => Promise<void>
  up: () => Promise<void>
  /** Hung (connections open, nothing answered) / going on. */
  pause: () => void
  resume: () => void
}

export async function startRedis(): Promise<TestRedis> {
  if (REDIS_MISSING) throw new Error(REDIS_MISSING)
  return startLocalRedis()
}
