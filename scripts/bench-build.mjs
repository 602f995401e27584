/**
 * Build benchmark: `npm run bench:build`. Budget (issue acceptance): `next build` with 20 000 products takes no more
 * than 1.25 × the build with 2 000.
 *
 * Seeds two fresh SQLite files (data/bench-build-<n>.db; seeding is not timed), then times `next build` (wall clock,
 * clean dist dir .next-bench-build-<n>, same environment apart from DATABASE_URL and NEXT_DIST_DIR) against each.
 * Prints one line per build and `bench:build products_small=… seconds_small=… products_large=… seconds_large=… ratio=…`;
 * exits 1 when the ratio is over budget. Each build is split at the lines Next prints: `compile` (never reads the
 * database), `data` (collecting page data and generating static pages: getStaticPaths/getStaticProps against the
 * catalogue) and `finish` (writing the build cache). `ratio_data` compares the data phases alone: when `ratio` fails
 * and `ratio_data` does not, the difference came from the machine (a neighbour's build), not from the catalogue.
 * Build logs: reports/bench-build/.
 *   BENCH_BUILD_RUNS=N      builds per size (default 1); the medians are compared. Runs alternate the order of the sizes.
 *   BENCH_BUILD_SMALL, BENCH_BUILD_LARGE   product counts (default 2000, 20000)
 *   BENCH_BUILD_BUDGET      maximum ratio (default 1.25)
 *   BENCH_KEEP=1            keep the databases and dist dirs; a kept database is reused (not reseeded) on the next run
 *   BENCH_MAX_LOAD=L        before each build, wait (up to BENCH_MAX_WAIT s, default 600) for the load average to fall under L
 */
import fs from 'node:fs'

import { benchEnv, load, median, nextBuild, prepareDb, removeDb, removeDir, waitForQuiet, warnIfNotNode22 } from './bench-lib.mjs'

const runs = Math.max(1, Number(process.env.BENCH_BUILD_RUNS ?? 1))
const small = Number(process.env.BENCH_BUILD_SMALL ?? 2000)
const large = Number(process.env.BENCH_BUILD_LARGE ?? 20000)
const budget = Number(process.env.BENCH_BUILD_BUDGET ?? 1.25)
const keep = Boolean(process.env.BENCH_KEEP)
const logDir = 'reports/bench-build'

const fmt = (v) => (Number.isFinite(v) ? v.toFixed(1) : '?')
const fmt2 = (v) => (Number.isFinite(v) ? v.toFixed(3) : '?')

const sizes = [small, large].map((products) => ({
  products,
  db: `data/bench-build-${products}.db`,
  distDir: `.next-bench-build-${products}`,
  seconds: [],
  data: [], // collecting page data + generating static pages: the part of the build that reads the catalogue
}))
const env = benchEnv()

const cleanup = () => {
  if (keep) return
  for (const s of sizes) {
    removeDb(s.db)
    removeDir(s.distDir)
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup()
    process.exit(130)
  })
}

warnIfNotNode22()
fs.mkdirSync(logDir, { recursive: true })
let status = 0
try {
  for (const s of sizes) {
    if (!keep) removeDb(s.db)
    const seconds = await prepareDb(s.db, s.products, { env, logFile: `${logDir}/seed-${s.products}.log` })
    console.log(`seed products=${s.products} seconds=${seconds.toFixed(1)} (non chronométré)`)
  }
  for (let run = 1; run <= runs; run++) {
    // alternate the order so that a warmer second build (file cache) does not always favour the same size
    const order = run % 2 ? sizes : [...sizes].reverse()
    for (const s of order) {
      const waited = await waitForQuiet()
      const loadBefore = load()
      const logFile = `${logDir}/build-${s.products}-${run}.log`
      const { seconds, marks } = await nextBuild(s.distDir, s.db, { env, logFile })
      const data = marks.pagesDone - marks.compiled
      s.seconds.push(seconds)
      s.data.push(data)
      console.log(
        `build run=${run}/${runs} products=${s.products} seconds=${seconds.toFixed(1)} compile=${fmt(marks.compiled)}` +
          ` data=${fmt(data)} finish=${fmt(seconds - marks.pagesDone)} load_before=${loadBefore} load_after=${load()}` +
          `${waited >= 1 ? ` waited=${waited.toFixed(0)}` : ''}`,
      )
    }
  }
  const [a, b] = sizes.map((s) => median(s.seconds))
  const ratio = b / a
  console.log(
    `bench:build products_small=${small} seconds_small=${a.toFixed(1)} products_large=${large} seconds_large=${b.toFixed(1)}` +
      ` ratio=${ratio.toFixed(3)} budget=${budget} runs=${runs}` +
      ` data_seconds_small=${fmt(median(sizes[0].data))} data_seconds_large=${fmt(median(sizes[1].data))}` +
      ` ratio_data=${fmt2(median(sizes[1].data) / median(sizes[0].data))}`,
  )
  if (!(ratio <= budget)) {
    console.error(`bench:build : ratio ${ratio.toFixed(3)} au-dessus du budget ${budget}`)
    status = 1
  }
} catch (err) {
  console.error('bench:build failed:', err instanceof Error ? err.message : err)
  status = 1
} finally {
  cleanup()
}
process.exit(status)
