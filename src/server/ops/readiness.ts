import type { Payload } from 'payload'

import { features } from '@/env'
import { SEARCH_INDEX } from '@/lib/search/types'
import { redis, redisConfigured } from '@/server/redis'
import { localState } from '@/server/search/local'

import { isShuttingDown } from './lifecycle'

/**
 * Is this instance ready for traffic (`GET /api/ready`, for load balancers)? The database answers, the embedded
 * search index is built (Algolia is checked by Algolia), Redis answers when it is configured, and the process is not
 * shutting down. Other checks can register themselves with `addReadinessCheck`.
 */
export type CheckResult = 'ok' | 'absent' | string
export type Readiness = { ready: boolean; checks: Record<string, CheckResult> }

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

export async function readiness(payload: () => Promise<Pick<Payload, 'count'>>): Promise<Readiness> {
  const checks: Record<string, CheckResult> = {}
  checks.process = isShuttingDown() ? 'arrêt en cours' : 'ok'
  checks.database = await settle(async () => {
    await (await payload()).count({ collection: 'editors', overrideAccess: true })
    return 'ok'
  })
  checks.search = features.algolia ? 'absent' : localState(SEARCH_INDEX).status === 'ready' ? 'ok' : 'index en construction'
  checks.redis = redisConfigured()
    ? await settle(async () => ((await Promise.race([redis().ping(), timeout(2_000)])) === 'PONG' ? 'ok' : 'pas de réponse'))
    : 'absent'
  for (const [name, check] of extra) checks[name] = await settle(check)
  return { ready: Object.values(checks).every((c) => c === 'ok' || c === 'absent'), checks }
}
