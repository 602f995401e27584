/**
 * Retention of the search log: rows older than SEARCH_LOG_RETENTION_DAYS are deleted by the
 * `purgeSearchLog` job, which POST /api/search-log queues at most once per PURGE_EVERY_MS and process (the jobs
 * queue runs it in the background; with several instances, a purge more or less is harmless).
 */
import type { Payload } from 'payload'

import { SEARCH_LOG_RETENTION_DAYS } from '@/lib/search/log'

const PURGE_EVERY_MS = 6 * 3_600_000

/** Deletes the rows created before `now - retention` → how many were deleted. */
export async function purgeSearchLog(payload: Payload, now = new Date(), retentionDays = SEARCH_LOG_RETENTION_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString()
  const where = { createdAt: { less_than: cutoff } }
  const { totalDocs } = await payload.count({ collection: 'search-queries', where, overrideAccess: true })
  // the adapter directly: one DELETE statement, no read of each row (the collection has no hooks)
  if (totalDocs > 0) await payload.db.deleteMany({ collection: 'search-queries', where })
  return totalDocs
}

const LAST_KEY = Symbol.for('shop.searchLogPurgeQueuedAt')
const store = globalThis as Record<symbol, number | undefined>

/** True when this process has not queued a purge for PURGE_EVERY_MS (and records that it does now). */
export function purgeDue(now = Date.now()): boolean {
  const last = store[LAST_KEY]
  if (last !== undefined && now - last < PURGE_EVERY_MS) return false
  store[LAST_KEY] = now
  return true
}
