/**
 * The ERP boundary on a fresh SQLite database: the contract suite against the local ERP (Payload) and against the HTTP
 * adapter talking to the local ERP served over real HTTP (src/server/erp/localErpHttpServer.ts); then what only the
 * HTTP adapter does (auth, timeouts, retries, unreadable answers) and the CMS access rules of the ERP collections.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Erp } from '@/server/erp/types'

import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'
import { erpContract } from './erp-contract'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

const USER = 'boutique'
const API_KEY = 'erp-test-key-0123456789'
const EDITOR = { email: 'editrice.erp@cms.test', password: 'Editeur-test-2026' }

let env: TestPayload
let payload: Payload
let localErp: Erp
const servers: Server[] = []

async function listen(server: Server): Promise<string> {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

// modules that reach Payload are imported after startTestPayload (tests/helpers/payload.ts)
const erpModules = async () => ({
  ...(await import('@/server/erp/local')),
  ...(await import('@/server/erp/http')),
  ...(await import('@/server/erp/localErpHttpServer')),
})

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  const { createLocalErp } = await erpModules()
  localErp = createLocalErp({ payload: async () => payload })
  await payload.create({ collection: 'editors', data: { ...EDITOR, name: 'Éditrice' }, overrideAccess: true })
})

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
  await env?.cleanup()
})

erpContract('local ERP (Payload, SQLite)', async () => ({ erp: localErp, fx: await createErpFixtures(payload, 'local') }))

erpContract('HTTP ERP against the local ERP served over HTTP', async () => {
  const { createHttpErp, createLocalErpHttpServer } = await erpModules()
  const baseUrl = await listen(createLocalErpHttpServer({ erp: localErp, user: USER, apiKey: API_KEY }))
  return { erp: createHttpErp({ baseUrl, user: USER, apiKey: API_KEY }), fx: await createErpFixtures(payload, 'http') }
})

describe('HTTP ERP adapter', () => {
  let fx: ErpFixtures
  let baseUrl: string

  beforeAll(async () => {
    const { createLocalErpHttpServer } = await erpModules()
    fx = await createErpFixtures(payload, 'adapter')
    baseUrl = await listen(createLocalErpHttpServer({ erp: localErp, user: USER, apiKey: API_KEY }))
  })

  /** A server answering each request with the next of `answers` (status, body); counts the requests it got. */
  async function scripted(answers: [number, unknown][]) {
    const seen: { method?: string; url?: string; headers: Record<string, unknown> }[] = []
    const url = await listen(
      createServer((req, res) => {
        seen.push({ method: req.method, url: req.url, headers: req.headers })
        const [status, body] = answers[Math.min(seen.length - 1, answers.length - 1)] as [number, unknown]
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(typeof body === 'string' ? body : JSON.stringify(body))
      }),
    )
    return { url, seen }
  }

  it('sends the user and key, and the contract refuses a wrong key or user with unauthorized', async () => {
    const { createHttpErp } = await erpModules()
    const wrongKey = createHttpErp({ baseUrl, user: USER, apiKey: 'not-the-key' })
    const wrongUser = createHttpErp({ baseUrl, user: 'intrus', apiKey: API_KEY })
    await expect(wrongKey.prices(fx.a, [fx.products.discounted])).rejects.toMatchObject({ code: 'unauthorized' })
    await expect(wrongUser.currentCart(fx.a)).rejects.toMatchObject({ code: 'unauthorized' })

    const { url, seen } = await scripted([[200, { prices: [] }]])
    await createHttpErp({ baseUrl: `${url}/`, user: USER, apiKey: API_KEY }).prices(fx.a, [3, 1, 3])
    expect(seen[0]).toMatchObject({ method: 'GET', url: `/v1/customers/${fx.a}/prices?product_ids=3,1` })
    expect(seen[0]?.headers).toMatchObject({ authorization: `Bearer ${API_KEY}`, 'x-erp-user': USER })
  })

  it('retries a read after a 503 and succeeds', async () => {
    const { createHttpErp } = await erpModules()
    const { url, seen } = await scripted([
      [503, { error: { code: 'unavailable', message: 'maintenance' } }],
      [200, { order: null }],
    ])
    const erp = createHttpErp({ baseUrl: url, user: USER, apiKey: API_KEY, retryDelayMs: 0 })
    expect(await erp.currentCart(fx.a)).toBeNull()
    expect(seen).toHaveLength(2)
  })

  it('gives up with unavailable after its retries, and never retries placing an order', async () => {
    const { createHttpErp } = await erpModules()
    const { url, seen } = await scripted([[503, { error: { code: 'unavailable' } }]])
    const erp = createHttpErp({ baseUrl: url, user: USER, apiKey: API_KEY, retries: 2, retryDelayMs: 0 })
    await expect(erp.listOrders(fx.a)).rejects.toMatchObject({ code: 'unavailable' })
    expect(seen).toHaveLength(3)
    const address = { name: 'A', street: 'B', postal_code: '69000', city: 'Lyon', country: 'FR' } as const
    await expect(erp.placeOrder(fx.a, '1', { delivery_address: address })).rejects.toMatchObject({ code: 'unavailable' })
    expect(seen).toHaveLength(4)
  })

  it('answers unavailable when the ERP does not answer in time or cannot be reached', async () => {
    const { createHttpErp } = await erpModules()
    const hanging = await listen(createServer(() => undefined)) // accepts, never answers
    const slow = createHttpErp({ baseUrl: hanging, user: USER, apiKey: API_KEY, timeoutMs: 100, retries: 0 })
    await expect(slow.stock([fx.products.discounted])).rejects.toMatchObject({ code: 'unavailable' })

    const closed = createServer()
    const closedUrl = await listen(closed)
    await new Promise((resolve) => closed.close(resolve))
    const down = createHttpErp({ baseUrl: closedUrl, user: USER, apiKey: API_KEY, retryDelayMs: 0 })
    await expect(down.getOrder(fx.a, '1')).rejects.toMatchObject({ code: 'unavailable' })
  })

  it('refuses an answer that does not fit the contract', async () => {
    const { createHttpErp } = await erpModules()
    const { url } = await scripted([[200, { order: { id: 7, amount_ht: 'beaucoup' } }]])
    const erp = createHttpErp({ baseUrl: url, user: USER, apiKey: API_KEY })
    await expect(erp.getOrder(fx.a, '7')).rejects.toMatchObject({ code: 'unavailable' })
    const { url: htmlUrl } = await scripted([[200, '<html>proxy</html>']])
    await expect(createHttpErp({ baseUrl: htmlUrl, user: USER, apiKey: API_KEY }).currentCart(fx.a)).rejects.toMatchObject({
      code: 'unavailable',
    })
  })

  it("passes the ERP's error code and message on, and maps a bare status to a code", async () => {
    const { createHttpErp } = await erpModules()
    const { url } = await scripted([
      [409, { error: { code: 'credit_limit_exceeded', message: 'Plafond atteint.' } }],
      [404, 'Not found'],
    ])
    const erp = createHttpErp({ baseUrl: url, user: USER, apiKey: API_KEY })
    const address = { name: 'A', street: 'B', postal_code: '69000', city: 'Lyon', country: 'FR' } as const
    await expect(erp.placeOrder(fx.a, '1', { delivery_address: address })).rejects.toMatchObject({
      code: 'credit_limit_exceeded',
      message: 'Plafond atteint.',
      status: 409,
    })
    await expect(erp.getOrder(fx.a, '1')).rejects.toMatchObject({ code: 'not_found' })
  })

  it('the local HTTP server answers malformed requests with the contract error format', async () => {
    const headers = { authorization: `Bearer ${API_KEY}`, 'x-erp-user': USER, 'content-type': 'application/json' }
    const bad = await fetch(`${baseUrl}/v1/customers/${fx.a}/cart`, { method: 'POST', headers, body: '{nope' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: { code: 'invalid_input', message: 'Requête invalide.' } })
    const ids = await fetch(`${baseUrl}/v1/stock?product_ids=1,x`, { headers })
    expect(ids.status).toBe(400)
    const unknown = await fetch(`${baseUrl}/v1/nowhere`, { headers })
    expect(unknown.status).toBe(404)
    const method = await fetch(`${baseUrl}/v1/customers/${fx.a}/cart`, { method: 'PATCH', headers })
    expect(method.status).toBe(405)
  })
})

describe('ERP collections in the CMS API', () => {
  const collections = ['erp-orders', 'erp-order-lines', 'erp-prices', 'erp-stocks'] as const

  it('are not readable nor writable by a visitor or a buyer, even their own orders', async () => {
    const buyer = await payload.create({
      collection: 'clients',
      data: { email: 'acheteur.rest@erp.test', password: 'Erp-test-2026', dimasys_type: 1 },
      overrideAccess: true,
    })
    const products = await payload.find({
      collection: 'produits',
      where: { should_be_displayed: { equals: true } },
      limit: 1,
      overrideAccess: true,
    })
    await localErp.createCart(String(buyer.id), { product_id: products.docs[0]!.id, quantity: 1 })
    const cookie = await login('clients', 'acheteur.rest@erp.test', 'Erp-test-2026')
    for (const collection of collections) {
      for (const who of [undefined, cookie]) {
        const list = await rest('GET', `/${collection}`, { cookie: who })
        expect(list.status, `${collection} ${who ? 'buyer' : 'visitor'}`).toBe(403)
      }
      expect((await rest('POST', `/${collection}`, { cookie, body: {} })).status).toBe(403)
    }
  })

  it('are read and corrected by an editor', async () => {
    const cookie = await login('editors', EDITOR.email, EDITOR.password)
    for (const collection of collections) {
      const list = await rest('GET', `/${collection}?limit=1`, { cookie })
      expect(list.status).toBe(200)
      expect(list.json.totalDocs).toBeGreaterThan(0)
    }
    const placed = await payload.find({ collection: 'erp-orders', where: { status: { equals: 'placed' } }, limit: 1, overrideAccess: true })
    const shipped = await rest('PATCH', `/erp-orders/${placed.docs[0]!.id}`, { cookie, body: { status: 'shipped' } })
    expect(shipped.status).toBe(200)
    expect(shipped.json.doc.status).toBe('shipped')
  })

  it('an editor marks an order shipped in the admin: the shipping date is set, the buyer gets the delivery note', async () => {
    const cookie = await login('editors', EDITOR.email, EDITOR.password)
    const fx = await createErpFixtures(payload, 'admin-ship')
    const cart = await localErp.createCart(fx.a, { product_id: fx.products.hundred, quantity: 1 })
    const address = { name: 'A', street: 'B', postal_code: '69000', city: 'Lyon', country: 'FR' } as const
    const order = await localErp.placeOrder(fx.a, cart.id, { delivery_address: address })
    expect(await localErp.deliveryNote(fx.a, order.id).catch((e: { code: string }) => e.code)).toBe('not_found')
    const before = Date.now()
    const res = await rest('PATCH', `/erp-orders/${order.id}`, { cookie, body: { status: 'shipped', delivery_note_number: 'BL-ADMIN-1' } })
    expect(res.status).toBe(200)
    expect(Date.parse(res.json.doc.shipped_at)).toBeGreaterThanOrEqual(before - 1000)
    const note = await localErp.deliveryNote(fx.a, order.id)
    expect(note).toMatchObject({ number: 'BL-ADMIN-1', shipped_at: res.json.doc.shipped_at, order_id: order.id })
    // a later edit keeps the date the order was shipped
    const again = await rest('PATCH', `/erp-orders/${order.id}`, { cookie, body: { status: 'invoiced' } })
    expect(again.json.doc.shipped_at).toBe(res.json.doc.shipped_at)
  })

  it("the local ERP's delivery rule reads the site settings (threshold and flat fee H.T)", async () => {
    const fx = await createErpFixtures(payload, 'settings')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { delivery_free_threshold_ht: 500, delivery_flat_fee_ht: 19.9 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      const under = await localErp.createCart(fx.b, { product_id: fx.products.hundred, quantity: 4.99 })
      expect(under).toMatchObject({ amount_ht: 499, delivery_ht: 19.9, total_ht: 518.9 })
      const at = await localErp.setLine(fx.b, under.id, { product_id: fx.products.hundred, quantity: 5 })
      expect(at).toMatchObject({ amount_ht: 500, delivery_ht: 0, total_ht: 500 })
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { delivery_free_threshold_ht: 300, delivery_flat_fee_ht: 15 },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })

  it('a price row names a buyer or a company, not both nor neither', async () => {
    const cookie = await login('editors', EDITOR.email, EDITOR.password)
    const product = (await payload.find({ collection: 'produits', limit: 1, overrideAccess: true })).docs[0]!
    const neither = await rest('POST', '/erp-prices', { cookie, body: { product: product.id, base_ht: 10 } })
    expect(neither.status).toBe(400)
  })

  it("an editor's shipment takes an https tracking link only (it becomes a link the buyer opens)", async () => {
    const fx = await createErpFixtures(payload, 'tracking')
    const cart = await localErp.createCart(fx.b, { product_id: fx.products.hundred, quantity: 1 })
    const shipment = (tracking_url: string) => ({
      shipped_at: '2026-11-24T08:00:00.000Z',
      tracking_url,
      lines: [{ product: fx.products.hundred, quantity: 1 }],
    })
    const cookie = await login('editors', EDITOR.email, EDITOR.password)
    for (const bad of ['javascript:alert(1)', 'http://suivi.test/1']) {
      const res = await rest('PATCH', `/erp-orders/${cart.id}`, { cookie, body: { shipments: [shipment(bad)] } })
      expect(res.status, bad).toBe(400)
    }
    const ok = await rest('PATCH', `/erp-orders/${cart.id}`, { cookie, body: { shipments: [shipment('https://suivi.test/1')] } })
    expect(ok.status).toBe(200)
  })
})
