import type { Payload } from 'payload'

import { features } from '@/env'
import { SEARCH_INDEX } from '@/lib/search/types'
import { redis, redisConfigured } from '@/server/redis'
import { localState } from '@/server/search/local'

import { isShuttingDown } from './lifecycle'
import { logLine } from './log'

/**
 * Is this instance ready for traffic (`GET /api/ready`, for load balancers)? Readiness says whether THIS instance can
 * serve, not whether every shared dependency answers: when the database or Redis is away, every instance shares the
 * outage, and taking them all out of the balancer would turn a blip into a dark shop (the cached pages, product pages
 * and search need neither). So:
 * - not ready (503): the process is shutting down, Payload never started here (no database at start-up), the embedded
 *   search index was never built (an index being rebuilt while the old one is served is ready), or a check added with
 *   `addReadinessCheck` fails;
 * - ready but degraded (200, `status: 'degraded'`): the database or Redis does not answer now; the routes that need
 *   them answer 503 with Retry-After meanwhile (src/server/ops/outage.ts). Each change of a dependency's state is one
 *   log line (`dependency down`, `dependency back`).
 */
type CheckResult = 'ok' | 'absent' | string
export type Readiness = { ready: boolean; status: 'ready' | 'degraded' | 'not_ready'; checks: Record<string, CheckResult> }

type Check = () => Promise<CheckResult>
const extra = new Map<string, Check>()

export function addReadinessCheck(name: string, check: Check): void {
  extra.set(name, check)
}

const timeout = (ms: number): Promise<'timeout'> => new Promise((resolve) => setTimeout(() => resolve('timeout'), ms).unref())

const settle = async (check: Check): Promise<CheckResult> => {
  try {
    return await check()
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

const fine = (c: CheckResult | undefined) => c === undefined || c === 'ok' || c === 'absent'

/** The last state of each shared dependency, so that only changes are logged. */
const lastState = new Map<string, boolean>()
function noteDependency(name: string, result: CheckResult): void {
  const up = fine(result)
  if (lastState.get(name) === up) return
  if (lastState.has(name) || !up)
    logLine(up ? 'info' : 'warn', up ? 'dependency back' : 'dependency down', { dependency: name, state: result })
  lastState.set(name, up)
}

export async function readiness(payload: () => Promise<Pick<Payload, 'count'>>): Promise<Readiness> {
  const checks: Record<string, CheckResult> = {}
  checks.process = isShuttingDown() ? 'arrêt en cours' : 'ok'
  let started = true
  checks.database = await settle(async () => {
    let cms: Pick<Payload, 'count'>
    try {
      cms = await payload()
    } catch (error) {
      started = false
      throw error
    }
    await Promise.race([
      cms.count({ collection: 'editors', overrideAccess: true }),
      timeout(2_000).then((t) => Promise.reject(new Error(t))),
    ])
    return 'ok'
  })
  const search = localState(SEARCH_INDEX)
  // an index being rebuilt (after a Redis reconnect, a reindex) is still served: ready
  const serving = search.status === 'ready' || (search.status === 'loading' && search.builtAt !== null)
  checks.search = features.algolia ? 'absent' : serving ? 'ok' : 'index en construction'
  checks.redis = redisConfigured()
    ? await settle(async () => ((await Promise.race([redis().ping(), timeout(2_000)])) === 'PONG' ? 'ok' : 'pas de réponse'))
    : 'absent'
  for (const [name, check] of extra) checks[name] = await settle(check)
  if (started) noteDependency('database', checks.database)
  noteDependency('redis', checks.redis)

  const hard = [checks.process, checks.search, ...[...extra.keys()].map((name) => checks[name])]
  const ready = started && hard.every(fine)
  const degraded = !fine(checks.database) || !fine(checks.redis)
  return { ready, status: !ready ? 'not_ready' : degraded ? 'degraded' : 'ready', checks }
}

/** Tests. */
export function resetReadinessLog(): void {
  lastState.clear()
}
