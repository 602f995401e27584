import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/http/payload'
import { readiness } from '@/server/ops/readiness'

/**
 * GET /api/ready: readiness for load balancers (src/server/ops/readiness.ts). 200 `{ status: 'ready', checks }` when
 * this instance can serve; 200 `{ status: 'degraded', checks }` while a shared dependency (database, Redis) does not
 * answer — every instance shares that outage, and the pages that need neither keep being served —; 503
 * `{ status: 'not_ready', checks }` with Retry-After when this instance cannot serve (not started, search index never
 * built) and from the moment it is asked to stop (SIGTERM), so traffic drains before it exits.
 */
export default async function ready(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  // a Payload that cannot start (database unreachable) is a failed database check, not a 500
  const result = await readiness(() => cms())
  if (!result.ready) res.setHeader('Retry-After', '5')
  res.status(result.ready ? 200 : 503).json({ status: result.status, checks: result.checks })
}
