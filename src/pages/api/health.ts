import type { NextApiRequest, NextApiResponse } from 'next'

/** GET /api/health: liveness for load balancers and orchestrators. The process answers; no dependency is checked. */
export default function health(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  res.status(200).json({ status: 'ok' })
}
