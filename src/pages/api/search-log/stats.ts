import type { NextApiRequest, NextApiResponse } from 'next'

import { SEARCH_LOG_MESSAGES as M, SEARCH_LOG_PERIODS } from '@/lib/search/log'
import { cms } from '@/server/http/payload'
import { searchBackend } from '@/server/search'
import { sessionRole } from '@/server/search-log/editor'
import { searchLogStats } from '@/server/search-log/stats'
import { reportApiError } from '@/server/ops/errors'

const daysOf = (value: string | string[] | undefined): number | null => {
  const text = Array.isArray(value) ? value[0] : (value ?? '7')
  const days = Number(text)
  return (SEARCH_LOG_PERIODS as readonly number[]).includes(days) && /^\d+$/.test(text ?? '') ? days : null
}

/**
 * GET /api/search-log/stats?days=7|30 (editors' session): the search statistics of the period →
 * { code: 'success', stats } (src/lib/search/log.ts SearchLogStats). 401 without a session, 403 for a buyer, 400 for
 * another period.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store')
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET')
    return res.status(405).json({ code: 'method_not_allowed', message: M.methodNotAllowed })
  }
  try {
    const role = await sessionRole(req.headers)
    if (role === null) return res.status(401).json({ code: 'unauthenticated', message: M.unauthenticated })
    if (role !== 'editor') return res.status(403).json({ code: 'forbidden', message: M.forbidden })
    const days = daysOf(req.query.days)
    if (days === null) return res.status(400).json({ code: 'invalid_days', message: M.invalidDays })
    const stats = await searchLogStats(await cms(), days, { clicksStored: searchBackend() === 'local' })
    return res.status(200).json({ code: 'success', stats })
  } catch (error) {
    reportApiError('[api/search-log/stats]', error, req)
    return res.status(500).json({ code: 'server_error', message: M.statsError })
  }
}
