/**
 * Seed benchmark: `npm run bench:seed` (tsx scripts/bench-seed.ts).
 * Migrates a temporary SQLite file, seeds BENCH_PRODUCTS products (default 20 000) and prints
 * `bench:seed products=… seconds=… products_per_second=…`, then deletes the file.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const products = Number(process.env.BENCH_PRODUCTS ?? 20000)
const file = path.join(os.tmpdir(), `bench-seed-${process.pid}-${Date.now()}.db`)
// before the config is imported: the adapter reads DATABASE_URL when the config module is evaluated
process.env.DATABASE_URL = `file:${file}`

const cleanup = () => {
  for (const f of [file, `${file}-journal`, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true })
}

try {
  const { default: config } = await import('@/payload.config')
  const { getPayload } = await import('payload')
  const { migrateDatabase } = await import('@/cms/migrate')
  const { seed } = await import('@/cms/seed')

  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const result = await seed(payload, {
    products,
    log: (msg) => {
      if (process.env.BENCH_VERBOSE) console.log(`[seed] ${msg}`)
    },
  })
  const seconds = result.ms / 1000
  // products_per_second: over the whole seed; product_phase_per_second: product creation alone (no media)
  const phase = result.timings.products / 1000
  console.log(
    `bench:seed products=${result.products} seconds=${seconds.toFixed(1)} products_per_second=${(result.products / seconds).toFixed(1)}` +
      ` product_phase_per_second=${(result.products / Math.max(phase, 0.001)).toFixed(1)}`,
  )
  await payload.destroy()
  cleanup()
  process.exit(0)
} catch (err) {
  console.error('bench:seed failed:', err)
  cleanup()
  process.exit(1)
}
