/**
 * Quick-order benchmark: `npm run bench:quick-order` (tsx scripts/bench-quick-order.ts).
 * Migrates and seeds a temporary SQLite file (BENCH_PRODUCTS products, default 2 000: the demo catalogue), builds the
 * search index, then resolves 500 pasted lines for acheteur@demo.fr as POST /api/quick-order/resolve does (shop
 * references typed in any case and with spaces, EANs, manufacturers' references, the company's « Ma référence »,
 * unknown ones that get suggestions). Prints the median of BENCH_RUNS runs (default 5) after a warm-up:
 * `bench:quick-order lines=500 ms=… target_ms=2000 found=… ambiguous=… unknown=… products=… load=…`, exit 1 over the
 * target. BENCH_DB=path/to/shop.db measures an already seeded database instead (read only: nothing is written).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const TARGET_MS = 2000
const LINES = 500
const products = Number(process.env.BENCH_PRODUCTS ?? 2000)
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
const given = process.env.BENCH_DB
const file = given ? path.resolve(given) : path.join(os.tmpdir(), `bench-quick-order-${process.pid}-${Date.now()}.db`)
// before the config is imported: the adapter reads DATABASE_URL when the config module is evaluated
process.env.DATABASE_URL = `file:${file}`

const cleanup = () => {
  if (given) return
  for (const f of [file, `${file}-journal`, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true })
}

try {
  const { default: config } = await import('@/payload.config')
  const { getPayload } = await import('payload')
  const { migrateDatabase } = await import('@/cms/migrate')
  const { seed } = await import('@/cms/seed')
  const { demoClient } = await import('@/cms/seed/accounts')
  const { ensureSearchIndex } = await import('@/server/search')
  const { resolveLines } = await import('@/server/quick-order/resolve')

  const payload = await getPayload({ config })
  if (!given) {
    await migrateDatabase(payload)
    await seed(payload, { products, log: (msg) => (process.env.BENCH_VERBOSE ? console.log(`[seed] ${msg}`) : undefined) })
  }
  await ensureSearchIndex(payload)

  const client = (
    await payload.find({
      collection: 'clients',
      where: { email: { equals: demoClient('type1').email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  if (!client) throw new Error('acheteur@demo.fr is missing: seed the database first')
  const buyer = { id: String(client.id), dimasysType: client.dimasys_type ?? null, lastOrder: null }
  const { docs } = await payload.find({
    collection: 'produits',
    where: { should_be_displayed: { equals: true } },
    select: { dimasys_reference: true, ean: true },
    sort: 'id',
    limit: 400,
    depth: 0,
    overrideAccess: true,
  })
  const parts = await payload.find({
    collection: 'references-clients',
    where: { societe: { equals: client.societe as number } },
    depth: 0,
    overrideAccess: true,
  })

  // what buyers paste: mostly shop references (some lower case, with spaces), EANs, manufacturers' references
  const lines = Array.from({ length: LINES }, (_, i) => {
    const doc = docs[i % docs.length]!
    const quantity = (i % 7) + 1
    if (i % 50 === 49) return { reference: `INCONNU-${i}`, quantity }
    if (i % 25 === 0 && parts.docs.length > 0) return { reference: parts.docs[i % parts.docs.length]!.reference, quantity }
    if (i % 10 === 3 && doc.ean) return { reference: doc.ean, quantity }
    if (i % 10 === 5) return { reference: doc.dimasys_reference.split('-').slice(1).join('-') || doc.dimasys_reference, quantity }
    if (i % 10 === 7) return { reference: doc.dimasys_reference.toLowerCase().replace(/-/g, ' '), quantity }
    return { reference: doc.dimasys_reference, quantity }
  })

  await resolveLines(buyer, lines) // warm-up: statements compiled, page cache warm
  const times: number[] = []
  let last: Awaited<ReturnType<typeof resolveLines>> = []
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now()
    last = await resolveLines(buyer, lines)
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  const ms = times[Math.floor(times.length / 2)]!
  const count = (status: string) => last.filter((l) => l.status === status).length
  const catalogue = (await payload.count({ collection: 'produits', overrideAccess: true })).totalDocs
  console.log(
    `bench:quick-order lines=${LINES} ms=${ms.toFixed(0)} target_ms=${TARGET_MS} found=${count('found')} ambiguous=${count('ambiguous')}` +
      ` unknown=${count('unknown')} unavailable=${count('unavailable')} products=${catalogue} load=${os.loadavg()[0].toFixed(2)}`,
  )
  await payload.destroy()
  cleanup()
  process.exit(ms <= TARGET_MS ? 0 : 1)
} catch (err) {
  console.error('bench:quick-order failed:', err)
  cleanup()
  process.exit(1)
}
