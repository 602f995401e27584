/**
 * The editors' search statistics over the last 7 or 30 days, computed in the database with plain
 * SQL that SQLite and Postgres both run (COUNT, AVG, SUM of CASE, EXISTS): searches, no-result searches, top queries
 * with their average hits, no-result queries, and the click-through rate — searches whose queryID got at least one
 * click in `search-events` (the embedded Insights endpoint) over all searches.
 *
 * Bounded work: each statement reads the period's rows through the `created_at` index and returns at most
 * STATS_LIST_LIMIT groups; the click check is one lookup in the `search_events.query_id` index per search. The SQL is
 * built from constants, a date made by `Date#toISOString` and integer limits: nothing a visitor typed reaches it.
 */
import type { Payload } from 'payload'

import type { NoResultQuery, SearchLogStats, TopQuery } from '@/lib/search/log'
import { dateLiteral } from '@/server/db/conditionalUpdate'

/** Rows of each list. */
const STATS_LIST_LIMIT = 20

type Row = Record<string, unknown>
type Executable = { execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows?: Row[] }> | { rows?: Row[] }; drizzle: unknown }

async function rows(payload: Payload, raw: string): Promise<Row[]> {
  const db = payload.db as unknown as Executable
  return (await db.execute({ drizzle: db.drizzle, raw })).rows ?? []
}

// Postgres answers COUNT as a bigint string and AVG as a numeric string; SQLite as numbers
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value))

const CLICKED = `CASE WHEN q."query_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "search_events" e WHERE e."query_id" = q."query_id" AND e."event_type" = 'click') THEN 1 ELSE 0 END`

export type StatsOptions = {
  /** Clicks are stored here (embedded Insights endpoint); with Algolia they are not, and the rate is unknown. */
  clicksStored: boolean
  now?: Date
}

export async function searchLogStats(
  payload: Payload,
  days: number,
  { clicksStored, now = new Date() }: StatsOptions,
): Promise<SearchLogStats> {
  if (!Number.isInteger(days) || days < 1 || days > 366) throw new Error(`not a number of days: ${days}`)
  const since = new Date(now.getTime() - days * 86_400_000)
  const period = `q."created_at" >= ${dateLiteral(since)}`
  const limit = String(STATS_LIST_LIMIT)

  const [totals] = await rows(
    payload,
    `SELECT COUNT(*) AS "searches", SUM(CASE WHEN q."nb_hits" = 0 THEN 1 ELSE 0 END) AS "no_result"${clicksStored ? `, SUM(${CLICKED}) AS "clicked"` : ''}
     FROM "search_queries" q WHERE ${period}`,
  )
  const top = await rows(
    payload,
    `SELECT q."query_normalized" AS "query", COUNT(*) AS "searches", AVG(q."nb_hits") AS "average_hits", ${clicksStored ? `SUM(${CLICKED})` : '0'} AS "clicked"
     FROM "search_queries" q WHERE ${period}
     GROUP BY q."query_normalized" ORDER BY COUNT(*) DESC, q."query_normalized" ASC LIMIT ${limit}`,
  )
  const noResult = await rows(
    payload,
    `SELECT q."query_normalized" AS "query", COUNT(*) AS "searches"
     FROM "search_queries" q WHERE ${period} AND q."nb_hits" = 0
     GROUP BY q."query_normalized" ORDER BY COUNT(*) DESC, q."query_normalized" ASC LIMIT ${limit}`,
  )

  const searches = num(totals?.searches)
  const clickedSearches = clicksStored ? num(totals?.clicked) : null
  return {
    days,
    since: since.toISOString(),
    searches,
    noResultSearches: num(totals?.no_result),
    clickedSearches,
    clickThroughRate: clickedSearches === null || searches === 0 ? null : clickedSearches / searches,
    topQueries: top.map(
      (row): TopQuery => ({
        query: String(row.query),
        count: num(row.searches),
        averageHits: Math.round(num(row.average_hits) * 10) / 10,
        clicked: num(row.clicked),
      }),
    ),
    noResultQueries: noResult.map((row): NoResultQuery => ({ query: String(row.query), count: num(row.searches) })),
  }
}
