/**
 * `npm run bench:instances`: one machine, the same deployment (scripts/instances.mjs: npm ci, build, prune, Postgres,
 * Redis), measured with one instance and then with two, in the same run:
 *   - product pages per second (20 concurrent clients for BENCH_SECONDS, default 8 s, spread over 50 products);
 *   - the cart API's p95 with 20 concurrent buyers (each updates a line of its cart BENCH_CART_UPDATES times, 40);
 *   - how long an editor's change made through A takes to show on B's product page.
 * Traffic goes to 127.0.0.1 only and stops by itself. On 2 cores the point is correctness and the shape of the
 * curve, not a speed-up.
 */
import { DEMO_EDITOR } from '@/cms/seed/accounts.ts'
import { prepareDeployment, startInstance } from './instances.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CART_UPDATES = Number(process.env.BENCH_CART_UPDATES ?? 40)
const BUYERS = 20

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

async function json(url, init = {}) {
  const res = await fetch(url, init)
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers }
}

async function setup(base) {
  const login = await json(`${base}/cms/api/editors/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EDITOR.email, password: DEMO_EDITOR.password }),
  })
  if (login.status !== 200) throw new Error(`editor login: ${login.status}`)
  const editor = { Authorization: `JWT ${login.body.token}`, Origin: base, 'Content-Type': 'application/json' }
  const products = (await json(`${base}/cms/api/produits?limit=50&depth=0&sort=id`, { headers: editor })).body.docs
  const buyers = []
  for (let i = 0; i < BUYERS; i++) {
    const email = `bench-${Date.now().toString(36)}-${i}@example.fr`
    const password = `Banc-essai-${i}-2026`
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
    buyers.push({ cookie })
  }
  return { editor, products, buyers }
}

async function productPages(bases, products) {
  let count = 0
  let errors = 0
  const end = Date.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: 20 }, async (_, w) => {
      for (let i = w; Date.now() < end; i++) {
        const res = await fetch(`${bases[i % bases.length]}/catalogues/produit/${products[i % products.length].slug}`).catch(() => null)
        if (res?.status === 200) count++
        else errors++
        await res?.arrayBuffer()
      }
    }),
  )
  return { rps: count / SECONDS, errors }
}

async function cartUpdates(bases, products, buyers) {
  const times = []
  let errors = 0
  await Promise.all(
    buyers.map(async ({ cookie }, b) => {
      for (let i = 0; i < CART_UPDATES; i++) {
        const base = bases[(b + i) % bases.length]
        // as a browser on that instance's page sends it (the cart API's same-origin check)
        const headers = { Cookie: cookie, Origin: base, 'Content-Type': 'application/json' }
        const product = products[(b * 7 + i) % products.length]
        const started = performance.now()
        const res = await fetch(`${base}/api/cart/-1`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ id: product.id, quantity: Math.max(1, Math.ceil(product.quantity_min_to_buy ?? 1)) }),
        })
        await res.arrayBuffer()
        times.push(performance.now() - started)
        if (res.status !== 200) errors++
      }
    }),
  )
  return { p95: percentile(times, 95), errors }
}

async function revalidationToB(a, b, editor, product) {
  const page = `/catalogues/produit/${product.slug}`
  await fetch(`${b}${page}`).then((r) => r.arrayBuffer())
  const title = `${product.titre} (mesure ${Date.now().toString(36)})`
  const started = performance.now()
  const patched = await json(`${a}/cms/api/produits/${product.id}`, {
    method: 'PATCH',
    headers: editor,
    body: JSON.stringify({ titre: title }),
  })
  if (patched.status !== 200) throw new Error(`patch: ${patched.status}`)
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if ((await (await fetch(`${b}${page}`)).text()).includes(title)) return performance.now() - started
    await new Promise((r) => setTimeout(r, 20))
  }
  return Infinity
}

const deployment = await prepareDeployment({ count: 2, products: 300 })
const instances = []
try {
  const a = await startInstance(deployment, deployment.ports[0])
  instances.push(a)
  const { editor, products, buyers } = await setup(a.url)
  // every buyer's cart exists before the timed part
  for (const { cookie } of buyers) {
    await fetch(`${a.url}/api/cart`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: a.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ product_id: products[0].id, product_quantity: 1 }),
    })
  }
  await productPages([a.url], products) // warm the pages
  const one = { pages: await productPages([a.url], products), cart: await cartUpdates([a.url], products, buyers) }
  console.log(
    `bench:instances instances=1 product_rps=${one.pages.rps.toFixed(1)} cart_p95_ms=${one.cart.p95.toFixed(0)} errors=${one.pages.errors + one.cart.errors}`,
  )

  const b = await startInstance(deployment, deployment.ports[1])
  instances.push(b)
  await productPages([b.url], products) // warm B
  const two = { pages: await productPages([a.url, b.url], products), cart: await cartUpdates([a.url, b.url], products, buyers) }
  console.log(
    `bench:instances instances=2 product_rps=${two.pages.rps.toFixed(1)} cart_p95_ms=${two.cart.p95.toFixed(0)} errors=${two.pages.errors + two.cart.errors}`,
  )

  const reval = await revalidationToB(a.url, b.url, editor, products[1])
  console.log(`bench:instances revalidation_to_second_instance_ms=${Number.isFinite(reval) ? reval.toFixed(0) : 'never (30 s)'}`)
  console.log(
    `bench:instances cores=${(await import('node:os')).cpus().length} seconds=${SECONDS} buyers=${BUYERS} cart_updates_per_buyer=${CART_UPDATES}`,
  )
} finally {
  for (const instance of instances) await instance.stop()
  await deployment.stop()
}
