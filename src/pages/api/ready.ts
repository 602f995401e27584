import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/cms/payload'
import { readiness } from '@/server/ops/readiness'

/**
 * GET /api/ready: readiness for load balancers. 200 `{ status: 'ready', checks }` when the database answers, the
 * search index is built (and Redis answers, when configured); 503 `{ status: 'not_ready', checks }` with Retry-After
 * otherwise, and from the moment the instance is asked to stop (SIGTERM), so traffic drains before it exits.
 */
export default async function ready(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  // a Payload that cannot start (database unreachable) is a failed database check, not a 500
  const result = await readiness(() => cms())
  if (!result.ready) res.setHeader('Retry-After', '5')
  res.status(result.ready ? 200 : 503).json({ status: result.ready ? 'ready' : 'not_ready', checks: result.checks })
}
