/**
 * Storing one settled search in `search-queries`: the checked entry, its normalised query for
 * grouping, and the buyer's id taken from the session by the caller — never from the request body. Nothing else about
 * the visitor is kept (no address, user agent or session id).
 */
import type { Payload } from 'payload'

import { normaliseQuery } from '@/lib/search/log'
import type { CheckedSearchLogEntry } from '@/lib/search/logSchema'

/** The stored form of a search: what the row holds, and nothing more. */
function toSearchQueryDoc(entry: CheckedSearchLogEntry, buyerId: number | null) {
  return {
    query: entry.query.trim(),
    query_normalized: normaliseQuery(entry.query),
    nb_hits: entry.nbHits,
    filters: [...new Set(entry.filters)].sort(),
    index: entry.index,
    query_id: entry.queryID ?? null,
    source: entry.source,
    buyer: buyerId,
  }
}

/** Stores a checked search; an empty query (a buyer who cleared the field) is not a search: nothing is stored. */
export async function storeSearch(payload: Payload, entry: CheckedSearchLogEntry, buyerId: number | null): Promise<boolean> {
  const doc = toSearchQueryDoc(entry, buyerId)
  if (doc.query_normalized === '') return false
  await payload.create({ collection: 'search-queries', data: doc, overrideAccess: true, depth: 0 })
  return true
}
