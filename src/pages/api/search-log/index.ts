import type { NextApiRequest, NextApiResponse } from 'next'

import { SEARCH_LOG_MESSAGES as M } from '@/lib/search/log'
import { searchLogEntrySchema } from '@/lib/search/logSchema'
import { currentBuyer } from '@/server/http/buyer'
import { cms } from '@/server/http/payload'
import { acceptFormPost } from '@/server/http/formPost'
import { readJsonPost } from '@/server/http/jsonBody'
import { createRateLimiter } from '@/server/http/rateLimit'
import { enqueueJob } from '@/server/jobs/queue'
import { purgeDue } from '@/server/search-log/purge'
import { storeSearch } from '@/server/search-log/store'
import { reportApiError } from '@/server/ops/errors'

// a malformed body gets our own { code, message } (sendBeacon / fetch keepalive post JSON text)
export const config = { api: { bodyParser: false } }

/** Searches per address and minute: a buyer settles one every 1.5 s at most while typing; a script is stopped. */
export const SEARCH_LOG_RATE_LIMIT = 60
const allow = createRateLimiter({ name: 'search-log-address', limit: SEARCH_LOG_RATE_LIMIT, windowMs: 60_000 })

/** A query of 512 characters and 20 filters of 200: well under 16 KB. */
const MAX_BODY_BYTES = 16 * 1024

/**
 * POST /api/search-log { query, nbHits, filters, index, queryID?, source } from a page of the shop, once per settled
 * search → 201 { code: 'success' }. Stores the search with the buyer's id from the session (a
 * visitor: none), nothing else about the visitor. 400 { code: 'invalid_body', message } on a bad field, 403 foreign
 * origin, 405, 413, 429.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (!(await acceptFormPost(req, res, allow, M))) return
  const read = await readJsonPost(req, res, MAX_BODY_BYTES, M)
  if (!read) return
  const parsed = searchLogEntrySchema.safeParse(read.body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.join('.')
    return res.status(400).json({ code: 'invalid_body', message: `${M.invalidBody}${field ? ` ${field} : ${issue?.message}` : ''}` })
  }
  try {
    const payload = await cms()
    const buyer = await currentBuyer(req.headers)
    await storeSearch(payload, parsed.data, buyer ? Number(buyer.id) : null)
    if (purgeDue()) {
      void enqueueJob(payload, 'purgeSearchLog', {}).catch((error: unknown) =>
        payload.logger.error({ err: error, msg: '[search-log] purge not queued' }),
      )
    }
    return res.status(201).json({ code: 'success' })
  } catch (error) {
    reportApiError('[api/search-log]', error, req)
    return res.status(500).json({ code: 'server_error', message: M.serverError })
  }
}
