/**
 * `npm run bench:faults` (issue 36): what clients see while a part of the deployment fails. Two production instances
 * (scripts/instances.mjs: the pruned build, one Postgres, one Redis) behind a small balancer of this script (it sends
 * each request to an instance whose /api/ready answered 200 at its last check, every second, as HAProxy does, and
 * tries another instance once when a connection is refused), steady traffic of visitors (home and product pages) and
 * five buyers (each adds lines to its cart, one at a time), and one fault at a time:
 *   - Redis stopped for BENCH_OUTAGE_SECONDS (10 s), then started again (empty);
 *   - Postgres stopped (fast shutdown) for BENCH_OUTAGE_SECONDS, then started again on its data;
 *   - the remote ERP hung (accepts connections, never answers) for BENCH_OUTAGE_SECONDS: a third instance whose ERP is
 *     the local ERP served over HTTP by this script behind a switch (docs/erp-contract.md);
 *   - SIGTERM to one instance's start command (what a rolling update does).
 * Per fault, one table row: client errors by status (`net` = no answer), p99 of every request, acknowledged cart lines
 * lost or duplicated (each buyer's cart read back and compared with the lines the shop answered 200 for), and recovery
 * time (from the end of the fault to the first cart write that succeeds). Traffic goes to 127.0.0.1 only and is
 * bounded: BENCH_MAX_REQUESTS (20,000) per fault and a fixed time per fault.
 */
import net from 'node:net'

import { DEMO_EDITOR } from '@/cms/seed/accounts.ts'

import { prepareDeployment, startInstance } from './instances.mjs'
import { freePort } from './local-services.mjs'

const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 10) * 1000
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 20_000)
/** Traffic before the fault and after its end (the recovery is measured within it). */
const BEFORE_MS = 3_000
const AFTER_MS = 15_000
const VISITORS = 6
const BUYERS = 5
const ERP = { user: 'bench', apiKey: 'bench-erp-key-0123456789abcdef' }

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
const log = (m) => console.log(`[bench:faults] ${m}`)

async function json(url, init = {}) {
  const res = await fetch(url, init)
  const text = await res.text()
  let body = {}
  try {
    body = text ? JSON.parse(text) : {}
  } catch {
    body = { text }
  }
  return { status: res.status, body, headers: res.headers }
}

/** A balancer over `instances`: readiness checked every second; a refused connection is tried once on another. */
function balancer(instances) {
  const up = new Map(instances.map((i) => [i.url, true]))
  let stopped = false
  const check = async () => {
    while (!stopped) {
      await Promise.all(
        [...up.keys()].map(async (url) => {
          const ok = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) })
            .then((r) => r.status === 200)
            .catch(() => false)
          up.set(url, ok)
        }),
      )
      await new Promise((r) => setTimeout(r, 1_000))
    }
  }
  const checking = check()
  let turn = 0
  const pick = (avoid) => {
    const live = [...up.entries()].filter(([url, ok]) => ok && url !== avoid).map(([url]) => url)
    const pool = live.length ? live : [...up.keys()].filter((u) => u !== avoid)
    return pool[turn++ % pool.length] ?? avoid
  }
  return {
    /** `fetch` through the balancer → { status (0: no answer), ms }. `init(base)` builds the request for an instance. */
    async send(path, init = () => ({})) {
      const started = performance.now()
      let base = pick()
      for (let attempt = 0; ; attempt++) {
        try {
          const res = await fetch(`${base}${path}`, { ...init(base), signal: AbortSignal.timeout(30_000) })
          await res.arrayBuffer()
          return { status: res.status, ms: performance.now() - started }
        } catch (error) {
          const refused = error?.cause?.code === 'ECONNREFUSED' || error?.cause?.code === 'ECONNRESET'
          if (refused && attempt === 0 && up.size > 1) {
            base = pick(base)
            continue
          }
          return { status: 0, ms: performance.now() - started }
        }
      }
    },
    async stop() {
      stopped = true
      await checking
    },
  }
}

async function editorHeaders(base) {
  const login = await json(`${base}/cms/api/editors/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EDITOR.email, password: DEMO_EDITOR.password }),
  })
  if (login.status !== 200) throw new Error(`editor login: ${login.status}`)
  return { Authorization: `JWT ${login.body.token}`, Origin: base, 'Content-Type': 'application/json' }
}

/** Fresh buyers for one fault (a cart each, its first line acknowledged), logged in through `base`. */
async function newBuyers(base, editor, products, tag) {
  const buyers = []
  for (let i = 0; i < BUYERS; i++) {
    const email = `faults-${tag}-${Date.now().toString(36)}-${i}@example.fr`
    const password = `Panne-essai-${i}-2026`
    const created = await json(`${base}/cms/api/clients`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ email, password, dimasys_type: 1 }),
    })
    if (created.status !== 201) throw new Error(`create buyer: ${created.status} ${JSON.stringify(created.body)}`)
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ email, password }),
    })
    if (res.status !== 200) throw new Error(`buyer login: ${res.status}`)
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('payload-token='))
      ?.split(';')[0]
    const first = products[i]
    const cart = await json(`${base}/api/cart`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: base, 'Content-Type': 'application/json' },
      body: JSON.stringify({ product_id: first.id, product_quantity: first.qty }),
    })
    if (cart.status !== 200) throw new Error(`first cart line: ${cart.status} ${JSON.stringify(cart.body)}`)
    buyers.push({ cookie, acknowledged: new Map([[first.id, first.qty]]), next: BUYERS + i })
  }
  return buyers
}

/**
 * Steady traffic through `lb` while `fault()` runs: BEFORE_MS, then the fault (resolves when it has ended), then
 * AFTER_MS. → the row's figures.
 */
async function measure(name, lb, readBase, products, buyers, fault) {
  const results = []
  let faultEnd = Infinity
  let recoveredAt = null
  let done = false
  const budgetLeft = () => results.length < MAX_REQUESTS && !done
  const visitor = async (v) => {
    for (let i = v; budgetLeft(); i++) {
      const path = i % 4 === 0 ? '/' : `/catalogues/produit/${products[i % products.length].slug}`
      results.push({ kind: 'page', ...(await lb.send(path)) })
    }
  }
  const buyer = async (b) => {
    while (budgetLeft()) {
      const product = products[b.next % products.length]
      const started = Date.now()
      const r = await lb.send('/api/cart/-1', (base) => ({
        method: 'POST',
        headers: { Cookie: b.cookie, Origin: base, 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: product.id, quantity: product.qty }),
      }))
      results.push({ kind: 'cart', ...r })
      if (r.status === 200) {
        b.acknowledged.set(product.id, product.qty)
        b.next += BUYERS
        if (recoveredAt === null && started >= faultEnd) recoveredAt = Date.now()
      } else await new Promise((res) => setTimeout(res, 200)) // a buyer waits a moment before trying again
    }
  }
  const traffic = Promise.all([...Array.from({ length: VISITORS }, (_, v) => visitor(v)), ...buyers.map(buyer)])
  await new Promise((r) => setTimeout(r, BEFORE_MS))
  await fault()
  faultEnd = Date.now()
  await new Promise((r) => setTimeout(r, AFTER_MS))
  done = true
  await traffic

  let lost = 0
  let duplicated = 0
  let unread = 0
  for (const b of buyers) {
    // a cart that cannot be read back is not counted as lost: said apart (`unread`)
    let read = null
    for (let attempt = 0; attempt < 5 && read?.status !== 200; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 1_000))
      read = await json(`${readBase}/api/orders/-1`, { headers: { Cookie: b.cookie, Origin: readBase } })
    }
    if (read.status !== 200) {
      unread += b.acknowledged.size
      log(`${name}: a cart could not be read back (${read.status} ${JSON.stringify(read.body).slice(0, 200)})`)
      continue
    }
    const lines = read.body.order?.products ?? []
    for (const [id, qty] of b.acknowledged) {
      const copies = lines.filter((l) => Number(l.id) === id)
      if (copies.length === 0 || Number(copies[0].quantity) !== qty) lost++
      if (copies.length > 1) duplicated++
    }
  }
  const errors = {}
  for (const r of results) if (r.status >= 400 || r.status === 0) errors[r.status || 'net'] = (errors[r.status || 'net'] ?? 0) + 1
  return {
    name,
    requests: results.length,
    errors: Object.entries(errors)
      .map(([status, n]) => `${status}×${n}`)
      .join(', '),
    p99: percentile(
      results.map((r) => r.ms),
      99,
    ),
    lost,
    duplicated,
    unread,
    recovery: recoveredAt === null ? 'none' : `${((recoveredAt - faultEnd) / 1000).toFixed(1)} s`,
  }
}

/** A TCP switch in front of `upstreamPort`: 'pass' forwards, 'hang' accepts and forwards nothing either way. */
function erpSwitch(upstreamPort) {
  let mode = 'pass'
  const sockets = new Set()
  const server = net.createServer((client) => {
    sockets.add(client)
    const upstream = net.connect(upstreamPort, '127.0.0.1')
    sockets.add(upstream)
    client.on('data', (d) => mode === 'pass' && upstream.write(d))
    upstream.on('data', (d) => mode === 'pass' && client.write(d))
    const close = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    for (const s of [client, upstream]) {
      s.on('close', close)
      s.on('error', close)
    }
  })
  return {
    server,
    set: (m) => (mode = m),
    close: () => {
      for (const s of sockets) s.destroy()
      return new Promise((r) => server.close(r))
    },
  }
}

const deployment = await prepareDeployment({ count: 2, products: 120 })
const instances = []
const rows = []
let closeErp = async () => {}
try {
  const [a, b] = [await startInstance(deployment, deployment.ports[0]), await startInstance(deployment, deployment.ports[1])]
  instances.push(a, b)
  const editor = await editorHeaders(a.url)
  const products = (
    await json(
      `${a.url}/cms/api/produits?limit=60&depth=0&sort=id&where[remplace_par][exists]=false&where[should_be_displayed][equals]=true`,
      {
        headers: editor,
      },
    )
  ).body.docs.map((p) => ({ id: p.id, slug: p.slug, qty: Math.max(1, Math.ceil(p.quantity_min_to_buy ?? 1)) }))
  for (const p of products.slice(0, 30))
    for (const i of [a, b]) await fetch(`${i.url}/catalogues/produit/${p.slug}`).then((r) => r.arrayBuffer())
  const pages = products.slice(0, 30)

  // Redis stopped
  {
    const lb = balancer([a, b])
    const buyers = await newBuyers(a.url, editor, products, 'redis')
    rows.push(
      await measure('Redis stopped 10 s', lb, a.url, pages, buyers, async () => {
        await deployment.redis.down()
        await new Promise((r) => setTimeout(r, OUTAGE_MS))
        await deployment.redis.up()
      }),
    )
    await lb.stop()
  }
  log(JSON.stringify(rows.at(-1)))

  // Postgres restarted
  {
    const lb = balancer([a, b])
    const buyers = await newBuyers(a.url, editor, products, 'pg')
    rows.push(
      await measure('Postgres restarted (10 s down)', lb, a.url, pages, buyers, async () => {
        await deployment.postgres.down()
        await new Promise((r) => setTimeout(r, OUTAGE_MS))
        await deployment.postgres.up()
      }),
    )
    await lb.stop()
  }
  log(JSON.stringify(rows.at(-1)))

  // ERP hung: a third instance on a remote ERP (the local ERP over HTTP, in this process) behind a switch
  {
    process.env = { ...process.env, ...deployment.env, NODE_ENV: 'production' }
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    const { createLocalErp } = await import('@/server/erp/local.ts')
    const { createLocalErpHttpServer } = await import('@/server/erp/localErpHttpServer.ts')
    const payload = await getPayload({ config })
    const erpServer = createLocalErpHttpServer({ erp: createLocalErp({ payload: async () => payload }), ...ERP })
    const erpPort = await freePort(process.env.INSTANCE_PORTS)
    await new Promise((r) => erpServer.listen(erpPort, '127.0.0.1', r))
    const erp = erpSwitch(erpPort)
    const switchPort = await freePort(process.env.INSTANCE_PORTS)
    await new Promise((r) => erp.server.listen(switchPort, '127.0.0.1', r))
    closeErp = async () => {
      await erp.close()
      await new Promise((r) => erpServer.close(r))
      await payload.destroy?.()
    }
    const c = await startInstance(
      {
        dir: deployment.dir,
        env: { ...deployment.env, DIMASYS_URL: `http://127.0.0.1:${switchPort}`, DIMASYS_USER: ERP.user, DIMASYS_API_KEY: ERP.apiKey },
      },
      await freePort(process.env.INSTANCE_PORTS),
    )
    instances.push(c)
    const lb = balancer([c])
    const buyers = await newBuyers(c.url, editor, products, 'erp')
    rows.push(
      await measure('ERP hung 10 s', lb, c.url, pages, buyers, async () => {
        erp.set('hang')
        await new Promise((r) => setTimeout(r, OUTAGE_MS))
        erp.set('pass')
      }),
    )
    await lb.stop()
    await c.stop()
    instances.pop()
  }
  log(JSON.stringify(rows.at(-1)))

  // SIGTERM to one instance's start command (npm start), as a rolling update's first step
  {
    const lb = balancer([a, b])
    const buyers = await newBuyers(a.url, editor, products, 'term')
    rows.push(
      await measure('SIGTERM to instance B', lb, a.url, pages, buyers, async () => {
        process.kill(b.child.pid, 'SIGTERM')
        // the grace period a supervisor gives (30 s), then SIGKILL: the bench always ends, and says so
        const exited = await Promise.race([b.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 30_000))])
        if (!exited) {
          log('instance B still running 30 s after SIGTERM: killed (SIGKILL)')
          process.kill(-b.child.pid, 'SIGKILL')
          await b.exited
        }
      }),
    )
    await lb.stop()
  }
  log(JSON.stringify(rows.at(-1)))

  console.log('\n| fault | requests | client errors by status | p99 | lost writes | duplicated writes | not read back | recovery |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.requests} | ${r.errors || 'none'} | ${(r.p99 / 1000).toFixed(2)} s | ${r.lost} | ${r.duplicated} | ${r.unread} | ${r.recovery} |`,
    )
  }
  console.log(
    `\nbench:faults cores=${(await import('node:os')).cpus().length} visitors=${VISITORS} buyers=${BUYERS} outage_s=${OUTAGE_MS / 1000} max_requests=${MAX_REQUESTS}`,
  )
} finally {
  for (const instance of instances) await instance.stop()
  await closeErp()
  await deployment.stop()
  process.exit(process.exitCode ?? 0)
}
