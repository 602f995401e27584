/**
 * Search engine benchmark: `npm run bench:search` (tsx scripts/bench-search.ts). No database: the products come
 * from the seed's deterministic generator (src/cms/seed/products.ts) and become records through the same mapping as
 * the indexer (src/server/search/records.ts). For each size it prints the index build time, the heap used after the
 * build, and the engine time (p50/p95) of
 *  - as-you-type queries: every prefix of realistic queries, 10 hits (the dropdown, spec §9);
 *  - full results queries: the complete queries, 20 hits, every facet counted, with and without a refinement.
 * The last line is machine-readable (`bench:search {json}`); the exit code is 1 when a budget is missed.
 *
 * The index has the seed's search synonyms (src/cms/seed/data/synonyms.ts), as the shop's has.
 *
 *   BENCH_SEARCH_SIZES=20000,100000 (default)   BENCH_SEARCH_ROUNDS=3 (measured passes over the query set)
 *   BENCH_SEARCH_SYNONYMS=0 (without the synonyms, to compare)
 */
import os from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import v8 from 'node:v8'
import vm from 'node:vm'

import { CATALOGUES, flattenCategories } from '@/cms/seed/data/catalogues'
import { MARQUES } from '@/cms/seed/data/marques'
import { SYNONYMS } from '@/cms/seed/data/synonyms'
import { generateProducts, type ProductSeed } from '@/cms/seed/products'
import { SEARCH_FACETS, SEARCH_INDEX, SEARCH_SORT_INDEX } from '@/lib/search/types'
import { SearchEngine } from '@/server/search/engine/engine'
import { productRecord } from '@/server/search/records'
import { INDEX_SETTINGS, REPLICA_SETTINGS } from '@/server/search/settings'
import { synonymHitOf } from '@/server/search/synonyms'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '20000,100000').split(',').map(Number)
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 3)
const SYNONYM_HITS =
  process.env.BENCH_SEARCH_SYNONYMS === '0'
    ? []
    : SYNONYMS.map((x, i) =>
        synonymHitOf({ id: i + 1, type: x.type, mot_saisi: x.mot_saisi, mots: x.mots.map((mot) => ({ mot })) }),
      ).filter((h) => h !== null)

/** Budgets on this machine: engine time p95 in ms, by catalogue size. */
const BUDGETS: Record<number, { typing?: number; full?: number; writeThenQuery?: number }> = {
  20000: { typing: 15, full: 40, writeThenQuery: 20 },
  100000: { typing: 50, writeThenQuery: 20 },
}
const WRITES = Number(process.env.BENCH_SEARCH_WRITES ?? 60)

/** What buyers type: product words, brands, references with and without separators, a typo, an unaccented word. */
const QUERIES = [
  'roulement à billes 6204',
  'skf 6204',
  '6204-2RS',
  '62042rs',
  'disque à tronçonner inox',
  'clé dynamométrique',
  'clé mixte 13 mm',
  'courroie trapézoïdale',
  'gants nitrile',
  'foret béton',
  'pince multiprise knipex',
  'plaquette de tournage',
  'graisse lubrification',
  'douille 19 mm',
  'torche mig',
  'fraise carbure',
  'rouelment',
  'equipement',
  'facom',
  'colle époxy',
]

const VARIANT_SIZES = [2, 5, 10, 20, 50]

/** The generator yields about 46 000 distinct products: beyond 40 000, packs of the first ones are added. */
function benchProducts(n: number): ProductSeed[] {
  const base = generateProducts(Math.min(n, 40_000))
  const out = base.slice()
  for (let i = base.length; i < n; i++) {
    const p = base[i % base.length] as ProductSeed
    const k = VARIANT_SIZES[Math.floor(i / base.length) - 1] ?? i
    out.push({ ...p, index: i, reference: `${p.reference}-L${k}`, titre: `${p.titre} (lot de ${k})`, slug: `${p.slug}-lot-${k}` })
  }
  return out
}

function recordsOf(products: ProductSeed[]) {
  const categories = new Map(flattenCategories().map((c) => [c.slug, c]))
  const catalogues = new Map(CATALOGUES.map((c) => [c.slug, c]))
  const marques = new Map(MARQUES.map((m) => [m.slug, m]))
  return products
    .filter((p) => p.should_be_displayed)
    .map((p) => {
      const leaf = categories.get(p.category)
      const parent = leaf?.parent ? categories.get(leaf.parent) : undefined
      return productRecord(
        {
          id: p.index + 1,
          titre: p.titre,
          slug: p.slug,
          dimasys_reference: p.reference,
          meta: p.meta,
          stock: p.stock,
          delai_a_confirmer: p.delai_a_confirmer,
        },
        {
          marque: marques.get(p.marque) ?? null,
          categories: [leaf, parent].filter((c) => c !== undefined),
          catalogues: leaf ? [catalogues.get(leaf.catalogue)].filter((c) => c !== undefined) : [],
          image: { url: `/cms/api/media/file/${p.image}-${p.galerie[0] ?? 0}.webp` },
        },
      )
    })
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const ms = (v: number) => Number(v.toFixed(2))

function measure(engine: SearchEngine, requests: Record<string, unknown>[]): { p50: number; p95: number; max: number; n: number } {
  for (const r of requests) engine.search(SEARCH_INDEX, r) // warm-up pass (JIT, term look-ups)
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    for (const r of requests) {
      const t0 = performance.now()
      engine.search(SEARCH_INDEX, r)
      times.push(performance.now() - t0)
    }
  }
  times.sort((a, b) => a - b)
  return { p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)), max: ms(times[times.length - 1] ?? 0), n: times.length }
}

const typingRequests = QUERIES.flatMap((q) =>
  Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1))
    .filter((prefix) => !prefix.endsWith(' '))
    .map((prefix) => ({ query: prefix, hitsPerPage: 10, clickAnalytics: true })),
)
const facets = Object.values(SEARCH_FACETS)
const fullRequests = QUERIES.flatMap((q) => [
  { query: q, hitsPerPage: 20, facets, clickAnalytics: true },
  { query: q, hitsPerPage: 20, facets, facetFilters: [[`${SEARCH_FACETS.kind}:product`], [`${SEARCH_FACETS.stock}:En stock`]] },
])

type Timing = ReturnType<typeof measure>

const summary = (times: number[]): Timing => {
  times.sort((a, b) => a - b)
  return { p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)), max: ms(times[times.length - 1] ?? 0), n: times.length }
}

/**
 * A save (new record, replaced record, deletion) then the listing's first page on one sort order, timed together;
 * and the save's cost: the write plus what the next query pays more than the same query asked again right after.
 */
function writeThenQuery(engine: SearchEngine, records: Record<string, unknown>[]): { total: Timing; save: Timing } {
  const orders = [SEARCH_INDEX, SEARCH_SORT_INDEX['z-a'], SEARCH_SORT_INDEX.reference]
  const listing = { query: '', hitsPerPage: 20, facetFilters: [`${SEARCH_FACETS.kind}:product`] }
  const totals: number[] = []
  const saves: number[] = []
  for (let i = 0; i < WRITES; i++) {
    const base = records[(i * 7919) % records.length] as Record<string, unknown>
    const index = orders[i % orders.length] as string
    const t0 = performance.now()
    if (i % 3 === 0)
      engine.saveRecords(SEARCH_INDEX, [
        { ...base, objectID: `bench-new-${i}`, label: `Palier à bride ${i}`, titre: `Palier à bride ${i}` } as never,
      ])
    else if (i % 3 === 1) engine.saveRecords(SEARCH_INDEX, [{ ...base, label: `${String(base.label)} (modifié)` } as never])
    else engine.deleteRecords(SEARCH_INDEX, [String(base.objectID)])
    const t1 = performance.now()
    engine.search(index, listing)
    const t2 = performance.now()
    engine.search(index, listing)
    const t3 = performance.now()
    totals.push(t2 - t0)
    saves.push(t1 - t0 + Math.max(0, t2 - t1 - (t3 - t2)))
  }
  return { total: summary(totals), save: summary(saves) }
}

/** The start-up build as the app runs it: its time, and the event loop's longest block meanwhile. */
async function startupBuild(records: Record<string, unknown>[]): Promise<{ ms: number; longestBlockMs: number }> {
  const engine = new SearchEngine()
  engine.setSettings(SEARCH_INDEX, INDEX_SETTINGS)
  for (const [name, settings] of Object.entries(REPLICA_SETTINGS)) engine.setSettings(name, settings)
  const delay = monitorEventLoopDelay({ resolution: 5 })
  delay.enable()
  const t0 = performance.now()
  await engine.replaceAllObjectsInSlices(SEARCH_INDEX, records as never)
  const total = performance.now() - t0
  delay.disable()
  return { ms: ms(total), longestBlockMs: ms(delay.max / 1e6) }
}

type SizeResult = {
  products: number
  records: number
  buildMs: number
  heapMB: number
  typing: ReturnType<typeof measure>
  full: ReturnType<typeof measure>
  listing: ReturnType<typeof measure>
  writeThenQuery: { total: Timing; save: Timing }
  startup: { ms: number; longestBlockMs: number }
}

const results: SizeResult[] = []
const missed: string[] = []

for (const size of SIZES) {
  const products = benchProducts(size)
  const records = recordsOf(products)
  gc()
  const heapBefore = process.memoryUsage().heapUsed
  const t0 = performance.now()
  const engine = new SearchEngine()
  engine.setSettings(SEARCH_INDEX, INDEX_SETTINGS)
  for (const [name, settings] of Object.entries(REPLICA_SETTINGS)) engine.setSettings(name, settings)
  engine.replaceAllObjects(SEARCH_INDEX, records)
  engine.saveSynonyms(SEARCH_INDEX, SYNONYM_HITS, true, true)
  engine.search(SEARCH_INDEX, { query: '', hitsPerPage: 1 }) // the tie-break order is computed on first use
  const buildMs = ms(performance.now() - t0)
  gc()
  const heapMB = Number(((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(1))

  const typing = measure(engine, typingRequests)
  const full = measure(engine, fullRequests)
  const listing = measure(
    engine,
    ['', 'En stock', 'Stock faible', 'Délai à confirmer'].map((stock) => ({
      query: '',
      hitsPerPage: 20,
      facets,
      facetFilters: [`${SEARCH_FACETS.kind}:product`, ...(stock ? [`${SEARCH_FACETS.stock}:${stock}`] : [])],
    })),
  )
  const written = writeThenQuery(engine, records as unknown as Record<string, unknown>[])
  const startup = await startupBuild(records as unknown as Record<string, unknown>[])
  const r: SizeResult = {
    products: size,
    records: records.length,
    buildMs,
    heapMB,
    typing,
    full,
    listing,
    writeThenQuery: written,
    startup,
  }
  results.push(r)

  console.log(`\n${size.toLocaleString('fr-FR')} produits (${records.length} fiches indexées, ${SYNONYM_HITS.length} synonymes)`)
  console.log(`  construction de l'index : ${buildMs} ms, tas occupé par l'index : ${heapMB} Mo`)
  console.log(`  frappe (10 résultats, ${typing.n} requêtes) : p50 ${typing.p50} ms, p95 ${typing.p95} ms, max ${typing.max} ms`)
  console.log(`  résultats complets + facettes (${full.n} requêtes) : p50 ${full.p50} ms, p95 ${full.p95} ms, max ${full.max} ms`)
  console.log(`  liste sans requête + facettes : p50 ${listing.p50} ms, p95 ${listing.p95} ms`)
  console.log(
    `  écriture puis requête (${written.total.n} écritures : ajout, remplacement, suppression) : p50 ${written.total.p50} ms, p95 ${written.total.p95} ms, max ${written.total.max} ms`,
  )
  console.log(
    `  coût d'une écriture (elle-même + surcoût de la requête suivante) : p50 ${written.save.p50} ms, p95 ${written.save.p95} ms, max ${written.save.max} ms`,
  )
  console.log(
    `  construction au démarrage (par tranches) : ${startup.ms} ms, boucle d'événements bloquée au plus ${startup.longestBlockMs} ms`,
  )

  const budget = BUDGETS[size]
  if (budget?.typing !== undefined && typing.p95 > budget.typing) missed.push(`${size}: frappe p95 ${typing.p95} ms > ${budget.typing} ms`)
  if (budget?.full !== undefined && full.p95 > budget.full) missed.push(`${size}: résultats p95 ${full.p95} ms > ${budget.full} ms`)
  if (budget?.writeThenQuery !== undefined && written.save.p95 > budget.writeThenQuery) {
    missed.push(`${size}: coût d'une écriture p95 ${written.save.p95} ms > ${budget.writeThenQuery} ms`)
  }
}

if (missed.length > 0) console.log(`\nBudgets dépassés :\n  ${missed.join('\n  ')}`)
// the machine is shared: the load average says how much the figures are worth
const load = os.loadavg().map((l) => Number(l.toFixed(2)))
console.log(`\ncharge de la machine (1, 5, 15 min) : ${load.join(' ')} sur ${os.cpus().length} cœurs`)
console.log(`bench:search ${JSON.stringify({ ok: missed.length === 0, budgets: BUDGETS, missed, load, results })}`)
process.exit(missed.length === 0 ? 0 : 1)
