/**
 * Lighthouse benchmark: `npm run bench:lighthouse`. Target (issues acceptance): performance score ≥ 98 and CLS ≤ 0.01
 * on the home, a category, a product page, the results of /recherche?q=roulement and /tous-nos-produits.
 *
 * Seeds data/bench-lighthouse.db (BENCH_PRODUCTS, default 2000), builds into .next-bench-lighthouse, starts `next start`
 * on 127.0.0.1:BENCH_PORT (default 3300), warms each page (two requests, then one Lighthouse run not counted), then runs
 * Lighthouse 12 (default mobile preset, simulated throttling, performance only) in Debian's chromium BENCH_RUNS times
 * (default 5) per page and prints the median of each metric, one `bench:lighthouse page=…` line per page, and for a page
 * that misses the target what costs its score. Exits 1 when a page misses the target, after printing everything.
 * First-load JS: compressed bytes of the Script requests started before the load event (`network-requests` audit, see
 * scripts/bench-lighthouse-report.mjs); the prefetches that follow are shown apart. JSON reports: reports/lighthouse/<page>-<run>.json.
 *   BENCH_SKIP_BUILD=1   reuse the database and build of a previous `BENCH_KEEP=1` run (same BENCH_PORT)
 *   BENCH_SKIP_SEED=1    rebuild, but reuse the database of a previous `BENCH_KEEP=1` run
 *   BENCH_KEEP=1         keep data/bench-lighthouse.db and .next-bench-lighthouse (otherwise removed at the end)
 *   BENCH_PRODUCT_REF    reference of the product page (default SKF-6204-2RS)
 *   BENCH_PAGES=a,b      only these pages (accueil, categorie, produit, recherche, produits, panier), e.g. while working on one
 *   BENCH_LOGIN=buyer    measured logged in: the demo buyer acheteur@demo.fr (or BENCH_LOGIN=credit, coupa, preparateur…:
 *                        that demo account of src/cms/seed/accounts.ts) logs in through /cms/api/clients/login, its cart
 *                        holds BENCH_PRODUCT_REF ×2, and its cookies (the HttpOnly session and the session hint a page
 *                        load sets) are put in the browser's cookie jar before each Lighthouse run, as a buyer's browser
 *                        has them (the hint is read by the page's inline script from document.cookie, which an extra
 *                        Cookie header would not fill). Adds the page panier (/panier) to the default pages.
 *   BENCH_MAX_LOAD=L     before the measured runs, wait (up to BENCH_MAX_WAIT s) for the load average to fall under L
 *   BENCH_BASE=<rev>     also measure that commit (a git worktree in the system's temp folder, its own seed and build,
 *                        served on BENCH_PORT+10), runs interleaved with this tree's, page by page: a busy moment of the
 *                        machine lands on both; prints both medians and the difference (`bench:lighthouse-compare …`)
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

import { benchEnv, dbUrl, load, median, nextBuild, prepareDb, removeDb, removeDir, waitForQuiet, warnIfNotNode22 } from './bench-lib.mjs'
import { diagnostics, metricsOf } from './bench-lighthouse-report.mjs'
import { chromiumPath, hasChromium } from './chromium.mjs'

const port = Number(process.env.BENCH_PORT ?? 3300)
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
const products = Number(process.env.BENCH_PRODUCTS ?? 2000)
const skipBuild = Boolean(process.env.BENCH_SKIP_BUILD)
const skipSeed = Boolean(process.env.BENCH_SKIP_SEED)
const keep = Boolean(process.env.BENCH_KEEP) || skipBuild || skipSeed
const productRef = process.env.BENCH_PRODUCT_REF ?? 'SKF-6204-2RS'
const TARGET = { score: 98, cls: 0.01 }
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const origin = `http://127.0.0.1:${port}`
const db = 'data/bench-lighthouse.db'
const distDir = '.next-bench-lighthouse'
const reportDir = 'reports/lighthouse'
const env = benchEnv({ DATABASE_URL: dbUrl(db), NEXT_DIST_DIR: distDir, NEXT_PUBLIC_APP_URL: origin })
const baseRev = process.env.BENCH_BASE ?? ''
const loginKey = process.env.BENCH_LOGIN ?? ''
/** The demo accounts of src/cms/seed/accounts.ts the benchmark can log in with (`buyer`: the type 1 buyer). */
const DEMO_LOGINS = {
  buyer: { email: 'acheteur@demo.fr', password: 'Acheteur-demo-2026' },
  type1: { email: 'acheteur@demo.fr', password: 'Acheteur-demo-2026' },
  credit: { email: 'credit@demo.fr', password: 'Credit-demo-2026' },
  coupa: { email: 'coupa@demo.fr', password: 'Coupa-demo-2026' },
  preparateur: { email: 'preparateur@demo.fr', password: 'Preparateur-demo-2026' },
  approbateur: { email: 'approbateur@demo.fr', password: 'Approbateur-demo-2026' },
  plafond: { email: 'plafond@demo.fr', password: 'Plafond-demo-2026' },
}
if (loginKey && !DEMO_LOGINS[loginKey]) {
  console.error(`BENCH_LOGIN=${loginKey} : compte inconnu (${Object.keys(DEMO_LOGINS).join(', ')})`)
  process.exit(1)
}

/** What is measured: this tree, and with BENCH_BASE the given commit, each with its database, build and server. */
const targets = [{ name: 'head', cwd: '.', origin, env, server: null }]
if (baseRev) {
  const baseOrigin = `http://127.0.0.1:${port + 10}`
  targets.push({
    name: 'base',
    rev: baseRev,
    cwd: path.join(os.tmpdir(), `bench-base-${baseRev.replace(/[^\w.-]/g, '_')}`),
    origin: baseOrigin,
    env: benchEnv({ DATABASE_URL: dbUrl(db), NEXT_DIST_DIR: distDir, NEXT_PUBLIC_APP_URL: baseOrigin }),
    server: null,
  })
}

/**
 * The base commit's checkout: a detached git worktree, sharing this tree's node_modules when their lockfiles are the
 * same (else its own `npm ci`).
 */
function checkoutBase(target) {
  if (!fs.existsSync(path.join(target.cwd, '.git'))) {
    execFileSync('git', ['worktree', 'add', '--force', '--detach', target.cwd, target.rev], { stdio: 'inherit' })
  }
  const modules = path.join(target.cwd, 'node_modules')
  if (fs.existsSync(modules)) return
  const lock = (dir) => fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')
  if (lock(target.cwd) === lock('.')) fs.symlinkSync(path.resolve('node_modules'), modules, 'dir')
  else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: target.cwd, stdio: 'inherit' })
}

function stopServer(target) {
  const server = target.server
  if (!server || server.exitCode !== null || server.signalCode !== null) return Promise.resolve()
  const child = server
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {}
      resolve()
    }, 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    try {
      process.kill(-child.pid, 'SIGTERM') // its own process group: next start and anything it forked
    } catch {
      clearTimeout(force)
      resolve()
    }
  })
}
const stopServers = () => Promise.all(targets.map(stopServer))
const cleanup = () => {
  if (keep) return
  for (const t of targets) {
    removeDb(path.join(t.cwd, db))
    removeDir(path.join(t.cwd, distDir))
  }
}
process.on('exit', () => {
  for (const { server } of targets) {
    if (server && server.exitCode === null && server.signalCode === null) {
      try {
        process.kill(-server.pid, 'SIGKILL')
      } catch {}
    }
  }
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopServers()
    cleanup()
    process.exit(130)
  })
}

async function startServer(target) {
  // a server left on this port would answer in place of this build (and write its pages into this build's cache)
  const stale = await fetch(target.origin, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  )
  if (stale) throw new Error(`${target.origin} répond déjà : arrêtez ce serveur ou choisissez un autre BENCH_PORT`)
  const logFile = path.join(reportDir, `server-${target.name}.log`)
  const log = fs.createWriteStream(logFile)
  const server = spawn(
    path.resolve(target.cwd, 'node_modules/.bin/next'),
    ['start', '-H', '127.0.0.1', '-p', new URL(target.origin).port],
    {
      env: target.env,
      cwd: target.cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  target.server = server
  server.stdout.pipe(log)
  server.stderr.pipe(log)
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode} (log: ${logFile})`)
    try {
      const res = await fetch(`${target.origin}/cms/api/globals/site-settings`)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`next start not ready on ${target.origin} after 120 s`)
}

/** Seeds (unless BENCH_SKIP_SEED finds the database) and builds one target; BENCH_SKIP_BUILD checks they are there. */
async function prepareTarget(target) {
  const at = (file) => path.join(target.cwd, file)
  const suffix = target.name === 'head' ? '' : `-${target.name}`
  if (skipBuild) {
    if (!fs.existsSync(at(path.join(distDir, 'BUILD_ID'))) || !fs.existsSync(at(db))) {
      throw new Error(`BENCH_SKIP_BUILD: ${at(distDir)} or ${at(db)} missing, run once with BENCH_KEEP=1`)
    }
    return
  }
  const cwd = target.cwd === '.' ? undefined : target.cwd
  if (!skipSeed || !fs.existsSync(at(db))) {
    removeDb(at(db))
    const seed = await prepareDb(db, products, { env: target.env, logFile: `${reportDir}/seed${suffix}.log`, cwd })
    console.log(`seed${suffix} products=${products} seconds=${seed.toFixed(1)}`)
  }
  const build = await nextBuild(distDir, db, { env: target.env, logFile: `${reportDir}/build${suffix}.log`, cwd })
  console.log(`build${suffix} seconds=${build.seconds.toFixed(1)}`)
}

async function cmsFirst(collection, query) {
  const res = await fetch(`${origin}/cms/api/${collection}?limit=1&depth=0&${query}`)
  if (!res.ok) throw new Error(`/cms/api/${collection}?${query}: ${res.status}`)
  return (await res.json()).docs[0] ?? null
}

/** Home, the first category of the first catalogue, the product BENCH_PRODUCT_REF (or the first by title), a search, all products. */
async function pickPages() {
  const catalogue = await cmsFirst('catalogues', 'sort=ordre,titre')
  if (!catalogue) throw new Error('no catalogue in the database')
  const category = await cmsFirst('categories', `where[catalogue][equals]=${catalogue.id}&where[parent][exists]=false&sort=ordre,titre`)
  if (!category) throw new Error(`no category in catalogue ${catalogue.slug}`)
  const product =
    (await cmsFirst('produits', `where[dimasys_reference][equals]=${encodeURIComponent(productRef)}`)) ??
    (await cmsFirst('produits', 'sort=titre'))
  if (!product) throw new Error('no displayed product in the database')
  const only = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return [
    { page: 'accueil', path: '/' },
    { page: 'categorie', path: `/catalogues/${catalogue.slug}/${category.slug}` },
    { page: 'produit', path: `/catalogues/produit/${product.slug}` },
    { page: 'recherche', path: '/recherche?q=roulement' },
    { page: 'produits', path: '/tous-nos-produits' },
    { page: 'panier', path: '/panier' },
  ].filter((p) => (only.length === 0 ? p.page !== 'panier' || loginKey : only.includes(p.page)))
}

/** `name=value` of each Set-Cookie of a response (attributes dropped). */
const cookiesOf = (res) => Object.fromEntries(res.headers.getSetCookie().map((c) => c.split(';')[0].split(/=(.*)/s).slice(0, 2)))

/**
 * BENCH_LOGIN: logs the demo account in, puts BENCH_PRODUCT_REF ×2 in its cart, and returns its cookies: the session
 * (login answer) and the session hint the proxy sets on the first document loaded with it.
 */
async function logIn(target) {
  const account = DEMO_LOGINS[loginKey]
  const login = await fetch(`${target.origin}/cms/api/clients/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  })
  if (!login.ok) throw new Error(`BENCH_LOGIN: login ${account.email}: ${login.status} ${await login.text()}`)
  const cookies = cookiesOf(login)
  if (!cookies['payload-token']) throw new Error(`BENCH_LOGIN: no session cookie in the login answer of ${account.email}`)
  const header = () =>
    Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ')
  const page = await fetch(`${target.origin}/panier`, { headers: { Cookie: header() } })
  await page.arrayBuffer()
  Object.assign(cookies, cookiesOf(page))
  if (cookies['shop-session'] !== '1') throw new Error('BENCH_LOGIN: the proxy set no session hint (shop-session=1)')
  const product = await fetch(
    `${target.origin}/cms/api/produits?limit=1&depth=0&where[dimasys_reference][equals]=${encodeURIComponent(productRef)}`,
  ).then((r) => r.json())
  const id = product.docs[0]?.id
  if (!id) throw new Error(`BENCH_LOGIN: no product ${productRef} for the cart`)
  const same = { Cookie: header(), 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' }
  const emptied = await fetch(`${target.origin}/api/cart`, { method: 'POST', headers: same })
  const line = await fetch(`${target.origin}/api/cart/-1`, {
    method: 'POST',
    headers: same,
    body: JSON.stringify({ id: String(id), quantity: 2 }),
  })
  if (!emptied.ok || !line.ok)
    throw new Error(`BENCH_LOGIN: cart of ${account.email}: ${emptied.status} ${line.status} ${await line.text()}`)
  console.log(`login ${account.email} cookies=${Object.keys(cookies).join(',')} cart=${productRef}×2`)
  return cookies
}

/** Puts the cookies in the browser's jar (DevTools protocol, browser target) for the origin, before Lighthouse runs. */
async function setBrowserCookies(chromePort, url, cookies) {
  const { webSocketDebuggerUrl } = await fetch(`http://127.0.0.1:${chromePort}/json/version`).then((r) => r.json())
  const ws = new WebSocket(webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    ws.onopen = resolve
    ws.onerror = () => reject(new Error('DevTools connection failed'))
  })
  try {
    await new Promise((resolve, reject) => {
      ws.onmessage = (event) => {
        const reply = JSON.parse(String(event.data))
        if (reply.id !== 1) return
        if (reply.error) reject(new Error(`Storage.setCookies: ${reply.error.message}`))
        else resolve()
      }
      const origin = new URL(url).origin
      const list = Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin, httpOnly: name === 'payload-token' }))
      ws.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: list } }))
    })
  } finally {
    ws.close()
  }
}

async function lighthouseRun(url, cookies = null) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    if (cookies) await setBrowserCookies(chrome.port, url, cookies)
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    await chrome.kill()
  }
}

const pad = (v, n) => String(v).padEnd(n)
const lpad = (v, n) => String(v).padStart(n)

warnIfNotNode22()
if (!hasChromium()) {
  console.error(`Chromium introuvable (${chromiumPath()}) : sudo apt-get install -y chromium (ou CHROMIUM_PATH).`)
  process.exit(1)
}
fs.mkdirSync(reportDir, { recursive: true })
for (const f of fs.readdirSync(reportDir)) if (/^[a-z]+(-base)?-\d+\.json$/.test(f)) fs.rmSync(path.join(reportDir, f)) // a previous run's reports
let status = 0
try {
  for (const t of targets) {
    if (t.rev) checkoutBase(t)
    await prepareTarget(t)
  }
  for (const t of targets) await startServer(t)
  const pages = await pickPages()
  // BENCH_LOGIN: each target's buyer session (cookies), else none (a visitor)
  const cookiesFor = {}
  for (const t of targets) cookiesFor[t.name] = loginKey ? await logIn(t) : null

  // per page and target: the runs' reports
  const rowsOf = (t) => pages.map((p) => ({ ...p, target: t.name, url: t.origin + p.path, cookies: cookiesFor[t.name], lhrs: [] }))
  const byTarget = Object.fromEntries(targets.map((t) => [t.name, rowsOf(t)]))
  for (const rows of Object.values(byTarget)) {
    for (const p of rows) {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(
          p.url,
          p.cookies
            ? {
                headers: {
                  Cookie: Object.entries(p.cookies)
                    .map(([k, v]) => `${k}=${v}`)
                    .join('; '),
                },
              }
            : {},
        )
        if (!res.ok) throw new Error(`${p.url}: ${res.status}`)
        await res.arrayBuffer()
      }
      await lighthouseRun(p.url, p.cookies) // warm-up: images optimised, chunks read once; not counted
    }
  }
  await waitForQuiet()
  for (let run = 1; run <= runs; run++) {
    // pages (and targets) interleaved: a busy moment of the shared machine spreads over all of them
    for (let i = 0; i < pages.length; i++) {
      for (const t of targets) {
        const p = byTarget[t.name][i]
        const lhr = await lighthouseRun(p.url, p.cookies)
        const tag = t.name === 'head' ? '' : `-${t.name}`
        fs.writeFileSync(path.join(reportDir, `${p.page}${tag}-${run}.json`), JSON.stringify(lhr))
        p.lhrs.push(lhr)
        const m = metricsOf(lhr)
        console.log(
          `run ${run}/${runs} ${pad(p.page + tag, 14)} score=${m.score} lcp=${Math.round(m.lcp)} tbt=${Math.round(m.tbt)} cls=${m.cls.toFixed(3)}` +
            ` js_kb=${m.jsKb.toFixed(1)} benchmark_index=${Math.round(m.benchmarkIndex)} load=${load()}${m.runtimeError ? ` error=${m.runtimeError}` : ''}`,
        )
      }
    }
  }

  const summarise = (list) =>
    list.map((p) => {
      const all = p.lhrs.map(metricsOf)
      const med = Object.fromEntries(
        ['score', 'lcp', 'tbt', 'cls', 'jsKb', 'afterLoadKb', 'benchmarkIndex'].map((k) => [k, median(all.map((m) => m[k]))]),
      )
      const pass = med.score >= TARGET.score && med.cls <= TARGET.cls
      return { ...p, med, pass, jsCount: median(all.map((m) => m.jsCount)) }
    })
  const rows = summarise(byTarget.head)
  const baseRows = byTarget.base ? summarise(byTarget.base) : null

  const bi = median(rows.map((r) => r.med.benchmarkIndex))
  console.log(
    `\nLighthouse ${rows[0]?.lhrs[0]?.lighthouseVersion ?? '?'} — mobile, throttling simulé, médiane de ${runs} runs, benchmark_index ≈ ${Math.round(bi)}` +
      `\nJS KB = octets transférés des requêtes Script lancées avant l'événement load (audit network-requests) ; après load = préchargements <Link> et chunks différés`,
  )
  console.log(
    `${pad('page', 10)}${pad('URL', 60)}${lpad('score', 6)}${lpad('LCP ms', 9)}${lpad('TBT ms', 8)}${lpad('CLS', 8)}${lpad('JS KB', 8)}${lpad('après load KB', 15)}`,
  )
  for (const r of rows) {
    console.log(
      `${pad(r.page, 10)}${pad(r.path, 60)}${lpad(r.med.score, 6)}${lpad(Math.round(r.med.lcp), 9)}${lpad(Math.round(r.med.tbt), 8)}` +
        `${lpad(r.med.cls.toFixed(3), 8)}${lpad(r.med.jsKb.toFixed(1), 8)}${lpad(r.med.afterLoadKb.toFixed(1), 15)}${r.pass ? '' : '  ✗'}`,
    )
  }
  for (const r of rows.filter((x) => !x.pass)) {
    const medianRun = computeMedianRun(r.lhrs)
    console.log(`\n${r.page} sous l'objectif (score ≥ ${TARGET.score}, CLS ≤ ${TARGET.cls}) — run médian :`)
    for (const line of diagnostics(medianRun)) console.log(line)
  }
  console.log('')
  for (const r of rows) {
    console.log(
      `bench:lighthouse page=${r.page} url=${r.path} score=${r.med.score} lcp_ms=${Math.round(r.med.lcp)} tbt_ms=${Math.round(r.med.tbt)}` +
        ` cls=${r.med.cls.toFixed(3)} js_kb=${r.med.jsKb.toFixed(1)} runs=${runs} login=${loginKey || 'none'} pass=${r.pass}`,
    )
  }
  if (baseRows) {
    console.log(`\nComparaison avec ${baseRev} (médianes, mêmes pages, runs entrelacés) :`)
    console.log(
      `${pad('page', 10)}${lpad('base', 6)}${lpad('ici', 6)}${lpad('écart', 7)}${lpad('LCP base', 10)}${lpad('LCP ici', 9)}${lpad('TBT base', 10)}${lpad('TBT ici', 9)}`,
    )
    for (const [i, r] of rows.entries()) {
      const b = baseRows[i]
      console.log(
        `${pad(r.page, 10)}${lpad(b.med.score, 6)}${lpad(r.med.score, 6)}${lpad((r.med.score - b.med.score >= 0 ? '+' : '') + (r.med.score - b.med.score), 7)}` +
          `${lpad(Math.round(b.med.lcp), 10)}${lpad(Math.round(r.med.lcp), 9)}${lpad(Math.round(b.med.tbt), 10)}${lpad(Math.round(r.med.tbt), 9)}`,
      )
    }
    for (const [i, r] of rows.entries()) {
      const b = baseRows[i]
      console.log(
        `bench:lighthouse-compare page=${r.page} base=${baseRev} base_score=${b.med.score} score=${r.med.score} diff=${r.med.score - b.med.score}` +
          ` base_lcp_ms=${Math.round(b.med.lcp)} lcp_ms=${Math.round(r.med.lcp)} base_tbt_ms=${Math.round(b.med.tbt)} tbt_ms=${Math.round(r.med.tbt)} runs=${runs}`,
      )
    }
  }
  fs.writeFileSync(
    path.join(reportDir, 'summary.json'),
    JSON.stringify(
      rows.map(({ lhrs: _lhrs, cookies: _cookies, ...r }) => r),
      null,
      2,
    ),
  )
  if (rows.some((r) => !r.pass)) status = 1
} catch (err) {
  console.error('bench:lighthouse failed:', err instanceof Error ? err.message : err)
  status = 1
} finally {
  await stopServers()
  cleanup()
}
process.exit(status)
