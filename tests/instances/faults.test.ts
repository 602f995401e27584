import net from 'node:net'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { DEMO_CLIENTS } from '@/cms/seed/accounts'
import { API_MESSAGES } from '@/server/http/messages'
import { SERVICE_UNAVAILABLE } from '@/server/ops/outage'
import { ERP_CALL_DEADLINE_MS } from '@/server/erp/http'

import { startInstance } from '../../scripts/instances.mjs'
import { freePort, startPostgres, startRedis } from '../../scripts/local-services.mjs'

import { buyerCookie, call, from, until, type Json } from './client'

// Issue 36 §1 and §3, as a client of a production instance sees them: Redis stopped, Postgres restarted, the remote ERP
// hung. The instances run the deployment built by tests/instances/setup.ts on a Postgres and a Redis of this file's own
// (stopping them does not touch the other files' instances), seeded at their first start.

const deployment = inject('deployment')
const buyer = DEMO_CLIENTS.find((c) => c.email === 'acheteur@demo.fr')!
const PRODUCTS = 40
/** Each case: an outage of 10 s, requests that wait on the missing piece, an instance start; on a loaded machine. */
const FAULT_TEST_TIMEOUT_MS = 300_000

type Instance = Awaited<ReturnType<typeof startInstance>>
let pg: Awaited<ReturnType<typeof startPostgres>>
let redis: Awaited<ReturnType<typeof startRedis>>
let shop: Instance
let base: string
/** Products a buyer may add (displayed, not replaced), each with its smallest quantity. */
let products: { id: number; slug: string; qty: number }[] = []
let cookie = ''
/** Every cart line the shop acknowledged (200): product id → quantity. */
const acknowledged = new Map<number, number>()

const headers = () => ({ Cookie: cookie, ...from(base) })

async function addLine(product: { id: number; qty: number }) {
  const r = await call(base, '/api/cart/-1', { method: 'POST', headers: headers(), json: { id: product.id, quantity: product.qty } })
  if (r.status === 200) acknowledged.set(product.id, product.qty)
  return r
}

/** The buyer's cart as the shop reads it back: product id → quantity, and how many lines hold each product. */
async function cartLines(): Promise<{ quantities: Map<number, number>; copies: Map<number, number> }> {
  const order = (await call(base, '/api/orders/-1', { headers: headers() })).body.order as Json | undefined
  const lines = (order?.products ?? []) as { id: string; quantity: number }[]
  const copies = new Map<number, number>()
  for (const l of lines) copies.set(Number(l.id), (copies.get(Number(l.id)) ?? 0) + 1)
  return { quantities: new Map(lines.map((l) => [Number(l.id), Number(l.quantity)])), copies }
}

/** Nothing acknowledged is lost or written twice: every acknowledged line is in the cart, once, with its quantity. */
async function expectNothingLost() {
  const { quantities, copies } = await cartLines()
  for (const [id, qty] of acknowledged) {
    expect(quantities.get(id), `line ${id}`).toBe(qty)
    expect(copies.get(id), `copies of line ${id}`).toBe(1)
  }
}

const ready = async () => (await call(base, '/api/ready')).body as { status: string; checks: Record<string, string> }

/**
 * What an outage answers: a 503 with Retry-After and a French message, never 401 (a lost session) nor 500. The cart's
 * writes go through the ERP, which says its own « erp_unavailable » (the spec's cart banner) when its lock cannot be
 * taken; the rest says « service_unavailable ».
 */
function expectOutageReply(r: { status: number; body: Json; headers: Headers }, what: string, code: string = SERVICE_UNAVAILABLE.code) {
  expect(r.status, `${what}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(503)
  expect(r.body.code, what).toBe(code)
  expect(r.body.message, what).toMatch(code === SERVICE_UNAVAILABLE.code ? SERVICE_UNAVAILABLE.message : API_MESSAGES.erpUnavailable)
  expect(Number(r.headers.get('retry-after')), `${what}: Retry-After`).toBeGreaterThan(0)
}

/** Lines of the instance's output since `from` (an index into its chunks). */
const outputSince = (instance: Instance, fromChunk: number) => instance.output.slice(fromChunk).join('')

beforeAll(async () => {
  pg = await startPostgres()
  redis = await startRedis()
  const env = { ...deployment.env, DATABASE_URL: pg.url, REDIS_URL: redis.url, SEED_DEMO: '1', SEED_PRODUCTS: String(PRODUCTS) }
  shop = await startInstance({ dir: deployment.dir, env }, await freePort(process.env.INSTANCE_PORTS), { readyTimeoutMs: 300_000 })
  base = shop.url
  const list = await call(
    base,
    '/cms/api/produits?limit=10&depth=0&sort=id&where[remplace_par][exists]=false&where[should_be_displayed][equals]=true',
  )
  products = (list.body.docs as { id: number; slug: string; quantity_min_to_buy?: number }[]).map((p) => ({
    id: p.id,
    slug: p.slug,
    qty: Math.max(1, Math.ceil(p.quantity_min_to_buy ?? 1)),
  }))
  expect(products.length).toBeGreaterThanOrEqual(8)
  cookie = await buyerCookie(base, buyer.email, buyer.password)
  await call(base, '/api/cart/empty', { headers: headers() })
  const created = await call(base, '/api/cart', {
    method: 'POST',
    headers: headers(),
    json: { product_id: products[0]!.id, product_quantity: products[0]!.qty },
  })
  expect(created.status).toBe(200)
  acknowledged.set(products[0]!.id, products[0]!.qty)
  // the pages a visitor reads, rendered once (in the shared page cache) before any fault
  for (const path of ['/', `/catalogues/produit/${products[1]!.slug}`]) expect((await fetch(`${base}${path}`)).status).toBe(200)
}, 600_000)

afterAll(async () => {
  await shop?.stop()
  await Promise.all([pg?.stop(), redis?.stop()])
})

describe('faults of a shared dependency, as a client of an instance sees them', () => {
  it(
    'Redis stopped for 10 s: pages served, ready but degraded, cart writes and logins refused in French with Retry-After (never 401), rate limits in memory, then back with nothing lost',
    async () => {
      expect((await addLine(products[2]!)).status).toBe(200)
      const logged = shop.output.length
      await redis.down()
      const stoppedAt = Date.now()
      try {
        // pages and product pages need no Redis
        expect((await fetch(`${base}/`)).status).toBe(200)
        expect((await fetch(`${base}/catalogues/produit/${products[1]!.slug}`)).status).toBe(200)
        expect((await fetch(`${base}/catalogues/produit/${products[3]!.slug}`)).status).toBe(200)

        const readiness = await until(
          async () => {
            const r = await ready()
            return r.status === 'degraded' ? r : null
          },
          5_000,
          'readiness reports the outage',
        )
        expect(readiness.checks.redis).not.toBe('ok')
        expect(readiness.checks.database).toBe('ok')
        expect((await call(base, '/api/ready')).status).toBe(200)

        // a cart write needs the ERP's shared lock: refused rather than risking a double write
        expectOutageReply(await addLine(products[4]!), 'cart write', 'erp_unavailable')
        // the session is still valid: reading the cart is no « Veuillez vous connecter »
        const cart = await call(base, '/api/orders/-1', { headers: headers() })
        expect(cart.status).not.toBe(401)

        // rate limits fall back to this instance's memory: a wrong password 10 times for one account, then refused (429)
        const statuses: number[] = []
        for (let i = 0; i < 11; i++) {
          const r = await call(base, '/api/auth/login', {
            method: 'POST',
            headers: from(base),
            json: { email: 'plafond@demo.fr', password: `Mauvais-${i}-2026` },
          })
          statuses.push(r.status)
        }
        expect(statuses.filter((s) => s >= 500)).toEqual([])
        expect(statuses.slice(0, 10).filter((s) => s === 429)).toEqual([])
        expect(statuses[10]).toBe(429)

        // steady page traffic until the outage has lasted 10 s: never an error
        while (Date.now() - stoppedAt < 10_000) expect((await fetch(`${base}/catalogues/produit/${products[1]!.slug}`)).status).toBe(200)
      } finally {
        await redis.up()
      }

      await until(async () => (await ready()).status === 'ready', 30_000, 'ready again')
      expect((await addLine(products[4]!)).status).toBe(200)
      await expectNothingLost()
      const log = outputSince(shop, logged)
      expect(log).toMatch(/"msg":"dependency down".*"dependency":"redis"|"dependency":"redis".*"msg":"dependency down"/)
      expect(log).not.toMatch(/uncaught|unhandled/i)
      expect(shop.child.exitCode).toBeNull()
    },
    FAULT_TEST_TIMEOUT_MS,
  )

  it(
    'Postgres restarted: cached pages served, ready but degraded, cart and login refused in French with Retry-After (never 401), then back with nothing lost',
    async () => {
      expect((await addLine(products[5]!)).status).toBe(200)
      // Redis came back empty (the previous test): the pages are rendered into the shared cache again first
      for (const path of ['/', `/catalogues/produit/${products[1]!.slug}`]) expect((await fetch(`${base}${path}`)).status).toBe(200)
      const logged = shop.output.length
      await pg.down()
      try {
        expect((await fetch(`${base}/`)).status).toBe(200)
        expect((await fetch(`${base}/catalogues/produit/${products[1]!.slug}`)).status).toBe(200)

        const readiness = await until(
          async () => {
            const r = await ready()
            return r.status === 'degraded' ? r : null
          },
          5_000,
          'readiness reports the outage',
        )
        expect(readiness.checks.database).not.toBe('ok')
        expect((await call(base, '/api/ready')).status).toBe(200)

        expectOutageReply(await addLine(products[6]!), 'cart write')
        expectOutageReply(await call(base, '/api/orders/-1', { headers: headers() }), 'cart read')
        expectOutageReply(
          await call(base, '/api/auth/login', {
            method: 'POST',
            headers: from(base),
            json: { email: buyer.email, password: buyer.password },
          }),
          'login',
        )
      } finally {
        await pg.up()
      }

      const back = Date.now()
      await until(async () => (await ready()).status === 'ready', 30_000, 'ready again')
      // the connections the restart closed are replaced: the next buyer's write goes through
      await until(async () => (await addLine(products[6]!)).status === 200, 10_000, 'a cart write after the restart')
      expect(Date.now() - back).toBeLessThan(30_000)
      await expectNothingLost()
      expect(await buyerCookie(base, buyer.email, buyer.password)).toBeTruthy()
      const log = outputSince(shop, logged)
      expect(log).toMatch(/"msg":"dependency down".*"dependency":"database"|"dependency":"database".*"msg":"dependency down"/)
      expect(log).not.toMatch(/uncaught|unhandled/i)
      expect(shop.child.exitCode).toBeNull()
    },
    FAULT_TEST_TIMEOUT_MS,
  )
})

describe('a remote ERP that accepts connections and never answers', () => {
  const sockets = new Set<net.Socket>()
  const hung = net.createServer((socket) => {
    sockets.add(socket) // read nothing, answer nothing
    socket.on('close', () => sockets.delete(socket))
  })
  let erpShop: Instance | undefined

  afterAll(async () => {
    await erpShop?.stop()
    for (const s of sockets) s.destroy()
    await new Promise((r) => hung.close(r))
  })

  it(
    'the cart answers its ERP error within the documented limit, then at once once the circuit is open',
    async () => {
      const erpPort = await freePort(process.env.INSTANCE_PORTS)
      await new Promise<void>((r) => hung.listen(erpPort, '127.0.0.1', r))
      const env = {
        ...deployment.env,
        DATABASE_URL: pg.url,
        REDIS_URL: redis.url,
        DIMASYS_URL: `http://127.0.0.1:${erpPort}`,
        DIMASYS_USER: 'boutique',
        DIMASYS_API_KEY: 'cle-erp-des-tests-0123456789',
      }
      erpShop = await startInstance({ dir: deployment.dir, env }, await freePort(process.env.INSTANCE_PORTS), { readyTimeoutMs: 180_000 })
      const erpBase = erpShop.url
      const logged = erpShop.output.length
      const erpCookie = await buyerCookie(erpBase, buyer.email, buyer.password)

      const attempts: { status: number; ms: number; body: Json }[] = []
      for (const product of products.slice(0, 6)) {
        const started = Date.now()
        const r = await call(erpBase, '/api/cart/-1', {
          method: 'POST',
          headers: { Cookie: erpCookie, ...from(erpBase) },
          json: { id: product.id, quantity: product.qty },
        })
        attempts.push({ status: r.status, ms: Date.now() - started, body: r.body })
      }
      // the spec's cart error (503 erp_unavailable), never a write acknowledged, never a 401 or a 500
      for (const a of attempts) {
        expect(a.status, JSON.stringify(a.body)).toBe(503)
        expect(a.body.code).toBe('erp_unavailable')
      }
      // each within the documented limit (3 s for a whole ERP call; a cart call may make two), then at once
      for (const a of attempts) expect(a.ms).toBeLessThan(2 * ERP_CALL_DEADLINE_MS + 1_000)
      expect(attempts.at(-1)!.ms).toBeLessThan(1_000)
      expect(outputSince(erpShop, logged)).toContain('"msg":"erp circuit open"')
      // pages do not wait on the ERP either
      expect((await fetch(`${erpBase}/`)).status).toBe(200)
    },
    FAULT_TEST_TIMEOUT_MS,
  )
})
