/**
 * Search log statistics benchmark: `npm run bench:search-log` (tsx scripts/bench-search-log.ts).
 * Migrates a temporary SQLite file, stores BENCH_SEARCHES searches (default 100 000, spread over 90 days, 2 000
 * distinct queries, 1 in 10 without results, a click for 1 in 3 searches) and prints the time of the editors'
 * statistics for 7 and 30 days (the admin page computes both):
 * `bench:search-log searches=… clicks=… stats7_ms=… stats30_ms=…`, then deletes the file.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const searches = Number(process.env.BENCH_SEARCHES ?? 100_000)
const file = path.join(os.tmpdir(), `bench-search-log-${process.pid}-${Date.now()}.db`)
process.env.DATABASE_URL = `file:${file}`

const cleanup = () => {
  for (const f of [file, `${file}-journal`, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true })
}

type Executable = { execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> }

try {
  const { default: config } = await import('@/payload.config')
  const { getPayload } = await import('payload')
  const { migrateDatabase } = await import('@/cms/migrate')
  const { searchLogStats } = await import('@/server/search-log/stats')

  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const db = payload.db as unknown as Executable & { drizzle: unknown }
  const run = (raw: string) => db.execute({ drizzle: db.drizzle, raw })

  // generated rows, inserted by batches of 500 in one transaction (nothing here comes from outside)
  const now = Date.now()
  let clicks = 0
  await run('BEGIN')
  for (let start = 0; start < searches; start += 500) {
    const values: string[] = []
    const events: string[] = []
    for (let i = start; i < Math.min(searches, start + 500); i++) {
      const at = new Date(now - ((i * 7919) % (90 * 86_400)) * 1000).toISOString()
      const query = `requete ${i % 2000}`
      const hits = i % 10 === 0 ? 0 : (i % 97) + 1
      const queryId = i.toString(16).padStart(32, '0')
      values.push(`('${query}', '${query}', ${hits}, '[]', 'all-fr', '${queryId}', 'results', '${at}', '${at}')`)
      if (i % 3 === 0) {
        events.push(`('click', 'Hit Clicked', 'all-fr', 'anonymous-${i % 500}', '${queryId}', '${at}', '${at}')`)
        clicks++
      }
    }
    await run(
      `INSERT INTO "search_queries" ("query", "query_normalized", "nb_hits", "filters", "index", "query_id", "source", "created_at", "updated_at") VALUES ${values.join(',')}`,
    )
    if (events.length)
      await run(
        `INSERT INTO "search_events" ("event_type", "event_name", "index", "user_token", "query_id", "created_at", "updated_at") VALUES ${events.join(',')}`,
      )
  }
  await run('COMMIT')

  const time = async (days: number) => {
    const t0 = performance.now()
    const stats = await searchLogStats(payload, days, { clicksStored: true })
    return { ms: performance.now() - t0, stats }
  }
  await time(7) // first statement compiled, page cache warm
  const week = await time(7)
  const month = await time(30)
  console.log(
    `[bench] 7 days: ${week.stats.searches} searches, 30 days: ${month.stats.searches} searches, rate ${month.stats.clickThroughRate?.toFixed(3)}`,
  )
  console.log(`bench:search-log searches=${searches} clicks=${clicks} stats7_ms=${week.ms.toFixed(1)} stats30_ms=${month.ms.toFixed(1)}`)
  await payload.destroy()
  cleanup()
  process.exit(0)
} catch (err) {
  console.error('bench:search-log failed:', err)
  cleanup()
  process.exit(1)
}
