/**
 * The business signal that breaks relevance ties: how often buyers clicked or bought a hit, counted from
 * the search insights stored in `search-events` (the embedded Insights endpoint). A conversion weighs more than a
 * click; only the recent events count. Records carry it as `popularity` (customRanking `desc(popularity)`, then stock).
 */
import type { Payload, PayloadRequest } from 'payload'

const POPULARITY_WEIGHTS = { click: 1, conversion: 3 } as const
const POPULARITY_DAYS = 180
/** The counts are read again at most this often (a product saved in the CMS reuses them). */
const CACHE_MS = 10 * 60 * 1000

type StoredEvent = { event_type?: unknown; object_ids?: unknown }

/** Weighted clicks and conversions per objectID. */
export function popularityFrom(events: StoredEvent[]): Map<string, number> {
  const out = new Map<string, number>()
  for (const e of events) {
    const weight = e.event_type === 'click' ? POPULARITY_WEIGHTS.click : e.event_type === 'conversion' ? POPULARITY_WEIGHTS.conversion : 0
    if (weight === 0 || !Array.isArray(e.object_ids)) continue
    for (const id of new Set(e.object_ids)) if (typeof id === 'string') out.set(id, (out.get(id) ?? 0) + weight)
  }
  return out
}

let cached: { at: number; map: Map<string, number> } | null = null

/** Popularity of every clicked or bought hit (cached a few minutes). */
export async function loadPopularity(payload: Payload, req?: PayloadRequest, fresh = false): Promise<Map<string, number>> {
  if (!fresh && cached && Date.now() - cached.at < CACHE_MS) return cached.map
  const since = new Date(Date.now() - POPULARITY_DAYS * 24 * 3600 * 1000).toISOString()
  const { docs } = await payload.find({
    collection: 'search-events',
    where: { and: [{ event_type: { in: ['click', 'conversion'] } }, { createdAt: { greater_than: since } }] },
    depth: 0,
    pagination: false,
    select: { event_type: true, object_ids: true },
    overrideAccess: true,
    req,
  })
  const map = popularityFrom(docs as StoredEvent[])
  cached = { at: Date.now(), map }
  return map
}
