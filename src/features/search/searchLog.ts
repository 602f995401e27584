/**
 * The search log's sender: one small POST to /api/search-log per settled search — a search the
 * buyer stopped typing for SEARCH_SETTLED_MS, submitted, or left by opening a hit — with its query, hit count, facet
 * refinements, index and queryID (InstantSearch's clickAnalytics, so the clicks of search-events join it). Sent with
 * `keepalive`, so a search settled by leaving the page still arrives. The buyer is not named here: the server takes
 * them from the session.
 */
import { normaliseQuery, SEARCH_LOG_PATH, type SearchLogEntry } from '@/lib/search/log'

/** The same search again within this time (a page of more results, the dropdown reopened) is not a new search. */
export const SEARCH_LOG_REPEAT_MS = 30 * 60_000

let last: { key: string; at: number } | null = null

/** What makes two searches the same: normalised query, refinements and index (not where it was typed). */
export const searchLogKey = (entry: Pick<SearchLogEntry, 'query' | 'index'> & { filters?: string[] }): string =>
  JSON.stringify([normaliseQuery(entry.query), [...new Set(entry.filters ?? [])].sort(), entry.index])

/** A search already seen on this page (the results page's own address when it opens): not sent again right after. */
export function rememberSearch(key: string, now = Date.now()): void {
  last = { key, at: now }
}

/** Sends a settled search unless it is empty or the same as the last one sent → whether it was sent. */
export function logSettledSearch(entry: SearchLogEntry, now = Date.now()): boolean {
  if (normaliseQuery(entry.query) === '') return false
  const key = searchLogKey(entry)
  if (last && last.key === key && now - last.at < SEARCH_LOG_REPEAT_MS) return false
  rememberSearch(key, now)
  try {
    void fetch(SEARCH_LOG_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(entry),
    }).catch(() => undefined)
  } catch {
    // analytics never break the search
  }
  return true
}
