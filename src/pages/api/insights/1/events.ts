import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/http/payload'
import { clientIp, createRateLimiter } from '@/server/http/rateLimit'
import { searchBackend } from '@/server/search'
import { checkInsightsBody, storeInsightsEvents } from '@/server/search/insights'
import { localSearchKeys } from '@/server/search/keys'
import { reportApiError } from '@/server/ops/errors'

// sendBeacon posts JSON as text/plain: Next hands it over as a string, parsed by checkInsightsBody.
export const config = { api: { bodyParser: { sizeLimit: '1mb' } } }

/** Requests per address and minute (a page sends one per batch of viewed or clicked hits). */
export const INSIGHTS_RATE_LIMIT = 120
const allow = createRateLimiter({ name: 'insights-address', limit: INSIGHTS_RATE_LIMIT, windowMs: 60_000 })

type Reply = { status: number; message: string; code?: string }

const fail = (res: NextApiResponse<Reply>, status: number, code: string, message: string) =>
  res.status(status).json({ status, code, message })

/** Header or query parameter, as the Algolia clients send credentials (search-insights: in the query string). */
function credential(req: NextApiRequest, name: string): string | undefined {
  const header = req.headers[name.toLowerCase()]
  if (typeof header === 'string') return header
  const fromQuery = Object.entries(req.query ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]
  return typeof fromQuery === 'string' ? fromQuery : undefined
}

/**
 * POST /api/insights/1/events { events: [...] }: the embedded Algolia Insights endpoint (search-insights' host is
 * {origin}/api/insights). Checks the search key, at most 1000 events of at most 20 objects, and stores them in the
 * CMS (`search-events`). Replies as Algolia: 200 { status: 200, message: 'OK' }, 4xx { status, code, message }.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse<Reply>) {
  res.setHeader('Cache-Control', 'no-store')
  if (searchBackend() === 'algolia') return fail(res, 404, 'not_found', 'Insights go to Algolia: the embedded endpoint is off')
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    return fail(res, 405, 'method_not_allowed', 'Method not allowed')
  }
  if (!(await allow(clientIp(req))).allowed) return fail(res, 429, 'rate_limited', 'Too many requests')

  const payload = await cms()
  if (credential(req, 'X-Algolia-API-Key') !== localSearchKeys(payload.secret).searchKey) {
    return fail(res, 403, 'invalid_credentials', 'Invalid Application-ID or API key')
  }
  const checked = checkInsightsBody(req.body)
  if (!checked.ok) return fail(res, checked.status, checked.status === 400 ? 'invalid_json' : 'invalid_events', checked.message)
  try {
    await storeInsightsEvents(payload, checked.events)
    return res.status(200).json({ status: 200, message: 'OK' })
  } catch (error) {
    reportApiError('[api/insights]', error, req)
    return fail(res, 500, 'server_error', 'The events could not be stored')
  }
}
