import { describe, expect, inject, it } from 'vitest'

import { DEMO_CLIENTS } from '@/cms/seed/accounts'

import { buyerCookie, call, editorToken, from, type Json, until } from './client'

// Two production instances (A, B) behind no load balancer, sharing one Postgres and one Redis (tests/instances/setup.ts):
// they must behave as one shop. The order matters: the login limit test uses up the address's login budget, and the
// last test stops instance A.

const A = inject('instanceA')
const B = inject('instanceB')
const ORIGIN = { Origin: A }
const asEditor = (token: string) => ({ Authorization: `JWT ${token}`, ...ORIGIN })

const buyer = DEMO_CLIENTS.find((c) => c.email === 'acheteur@demo.fr') ?? DEMO_CLIENTS[0]!

describe('two instances on one Postgres and one Redis', () => {
  it('both serve the shop from the pruned production install', async () => {
    for (const base of [A, B]) {
      const home = await fetch(`${base}/`)
      expect(home.status).toBe(200)
      expect(await home.text()).not.toContain('localhost')
      expect((await call(base, '/api/health')).status).toBe(200)
      expect((await call(base, '/api/ready')).body).toMatchObject({ status: 'ready' })
    }
  })

  it("an editor's change through A is on B's product page at the next request and found by B's search within 2 s", async () => {
    const token = await editorToken(A)
    const list = await call(A, '/cms/api/produits?limit=1&depth=0&sort=id', { headers: asEditor(token) })
    const product = list.body.docs[0] as { id: number; slug: string }
    const page = `/catalogues/produit/${product.slug}`
    expect((await fetch(`${B}${page}`)).status).toBe(200) // B has the page cached before the change

    const word = `Renommé${Date.now().toString(36)}`
    const title = `Roulement ${word}`
    const patched = await call(A, `/cms/api/produits/${product.id}`, { method: 'PATCH', headers: asEditor(token), json: { titre: title } })
    expect(patched.status).toBe(200)

    // the revalidation hook runs on A after the change is saved: B's next request has the new page
    const html = await until(
      async () => {
        const text = await (await fetch(`${B}${page}`)).text()
        return text.includes(title) ? text : null
      },
      10_000,
      'new title on B',
    )
    expect(html).toContain(title)

    const started = Date.now()
    const config = searchConfigOf(await (await fetch(`${B}/recherche`)).text())
    await until(
      async () => {
        const r = await call(B, `${config.localPath}/1/indexes/${config.indexName}/query`, {
          method: 'POST',
          headers: { 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.searchKey },
          json: { query: word, hitsPerPage: 5 },
        })
        return r.body.hits?.some((h: Json) => h.objectID?.endsWith(String(product.id)) || h.titre === title)
      },
      2_000,
      "B's search finds the new title",
    )
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it("50 concurrent line updates of one buyer's cart, alternating instances: no line lost or duplicated, the same cart on both", async () => {
    const cookie = await buyerCookie(A, buyer.email, buyer.password)
    const headers = (base: string) => ({ Cookie: cookie, ...from(base) })
    // an editor's read: pages of more than 24 products are the editors' (issue 29's CMS read limits)
    const editor = asEditor(await editorToken(A))
    const products = (
      await call(
        A,
        '/cms/api/produits?limit=60&depth=0&sort=id&where[remplace_par][exists]=false&where[should_be_displayed][equals]=true',
        { headers: editor },
      )
    ).body.docs as {
      id: number
      quantity_min_to_buy?: number
      cart_increment?: number
    }[]
    expect(products.length).toBeGreaterThanOrEqual(51)
    const qty = (p: { quantity_min_to_buy?: number }) => Math.max(1, Math.ceil(p.quantity_min_to_buy ?? 1))
    await call(A, '/api/cart/empty', { headers: headers(A) })
    const [first, ...rest] = products.slice(0, 51)
    const created = await call(A, '/api/cart', {
      method: 'POST',
      headers: headers(A),
      json: { product_id: first!.id, product_quantity: qty(first!) },
    })
    expect(created.status).toBe(200)

    const answers = await Promise.all(
      rest.map((p, i) => {
        const base = i % 2 ? B : A
        return call(base, '/api/cart/-1', { method: 'POST', headers: headers(base), json: { id: p.id, quantity: qty(p) } })
      }),
    )
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([])

    const expected = new Map(products.slice(0, 51).map((p) => [p.id, qty(p)]))
    for (const base of [A, B]) {
      const order = (await call(base, '/api/orders/-1', { headers: headers(base) })).body.order
      const lines = (order?.products ?? []) as { id: string; quantity: number }[]
      const got = new Map(lines.map((l) => [Number(l.id), Number(l.quantity)]))
      expect(lines).toHaveLength(51)
      expect(got).toEqual(expected)
    }
  })

  it('a punch-out start link consumed on A is refused on B', async () => {
    const start = await punchoutStartLink(A)
    const first = await fetch(start.replace(new URL(start).origin, A), { redirect: 'manual' })
    expect([200, 302, 303, 307]).toContain(first.status)
    const again = await fetch(start.replace(new URL(start).origin, B), { redirect: 'manual' })
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect(again.status).toBeLessThan(500)
  })

  it('mail jobs enqueued while both instances run their job queues are each sent once', async () => {
    const token = await editorToken(B)
    const active = DEMO_CLIENTS.filter((c) => c.email !== 'desactive@demo.fr').slice(0, 4)
    const since = new Date().toISOString()
    for (const [i, client] of active.entries()) {
      const base = i % 2 ? B : A
      const r = await call(base, '/api/auth/forgot-password', { method: 'POST', headers: from(base), json: { email: client.email } })
      expect(r.status).toBe(200)
    }
    // every address has its mail and no job is left queued or running (Payload deletes completed jobs), then: one each
    await until(
      async () => {
        for (const client of active) {
          const mails = await call(
            A,
            `/cms/api/outbox-mails?where[to][equals]=${encodeURIComponent(client.email)}&where[createdAt][greater_than]=${since}&limit=0`,
            {
              headers: asEditor(token),
            },
          )
          if (!mails.body.totalDocs) return false
        }
        const pending = await call(
          A,
          `/cms/api/payload-jobs?where[completedAt][exists]=false&where[createdAt][greater_than]=${since}&limit=0`,
          { headers: asEditor(token) },
        )
        return pending.body.totalDocs === 0
      },
      60_000,
      'every mail sent, no job pending',
    )
    for (const client of active) {
      const mails = await call(
        A,
        `/cms/api/outbox-mails?where[to][equals]=${encodeURIComponent(client.email)}&where[createdAt][greater_than]=${since}&limit=10`,
        {
          headers: asEditor(token),
        },
      )
      expect(mails.body.totalDocs, client.email).toBe(1)
    }
  })

  it('the login rate limit counts the attempts of one address over both instances', async () => {
    const limit = 300 // LOGIN_LIMIT_PER_ADDRESS (src/server/session/limits.ts)
    const statuses: number[] = []
    for (let i = 0; i < limit + 1; i++) {
      // a different unknown account each time: only the per-address counter can stop these. The shop's login and the
      // CMS's count in one budget; the CMS's answers an unknown account without hashing a password, so most go there
      const base = i % 2 ? B : A
      const path = i % 10 ? '/cms/api/clients/login' : '/api/auth/login'
      const r = await call(base, path, {
        method: 'POST',
        headers: from(base),
        json: { email: `inconnu${i}@example.fr`, password: 'Mauvais-mot-2026' },
      })
      statuses.push(r.status)
    }
    expect(statuses.slice(0, limit).filter((s) => s === 429)).toEqual([])
    expect(statuses[limit]).toBe(429)
  })

  it("instance A stopped (SIGTERM) under load: B keeps answering, and none of A's requests in flight fails", async () => {
    const pid = inject('instanceAPid')
    const results: { base: string; startedBeforeStop: boolean; ok: boolean; error?: string }[] = []
    let stopAt = Infinity
    const worker = async (base: string, until: number) => {
      while (Date.now() < until) {
        const startedBeforeStop = Date.now() < stopAt
        try {
          const r = await fetch(`${base}/api/health`)
          await r.text()
          results.push({ base, startedBeforeStop, ok: r.status === 200 })
        } catch (error) {
          results.push({ base, startedBeforeStop, ok: false, error: String(error) })
          if (base === A && !startedBeforeStop) return // A is gone: a load balancer would stop sending here
        }
      }
    }
    const end = Date.now() + 4_000
    const load = [A, A, A, B, B, B].map((base) => worker(base, end))
    await new Promise((r) => setTimeout(r, 1_000))
    stopAt = Date.now()
    process.kill(-pid, 'SIGTERM')
    await Promise.all(load)
    const fromB = results.filter((r) => r.base === B)
    expect(fromB.length).toBeGreaterThan(10)
    expect(fromB.filter((r) => !r.ok)).toEqual([])
    const inFlightOnA = results.filter((r) => r.base === A && r.startedBeforeStop)
    expect(inFlightOnA.length).toBeGreaterThan(0)
    expect(inFlightOnA.filter((r) => !r.ok)).toEqual([])
  })
})

function searchConfigOf(html: string): { appId: string; searchKey: string; indexName: string; localPath: string } {
  const data = /<script id="__NEXT_DATA__" type="application\/json">([^<]+)<\/script>/.exec(html)?.[1]
  const config = data ? JSON.parse(data).props?.pageProps?.layout?.search : null
  expect(config, 'search settings in the page').toBeTruthy()
  return config
}

/** A Coupa PunchOutSetupRequest (the real sample, unique payloadID) posted to `base` → the StartPage URL. */
async function punchoutStartLink(base: string): Promise<string> {
  const fs = await import('node:fs/promises')
  const { DEMO_PUNCHOUT_BUYER } = await import('@/cms/seed/punchout')
  const sample = await fs.readFile('tests/fixtures/cxml/samples/punch_out_setup_request_doc_coupa.xml', 'utf8')
  const doc = sample
    .replace('<SharedSecret>test</SharedSecret>', `<SharedSecret>${DEMO_PUNCHOUT_BUYER.shared_secret}</SharedSecret>`)
    .replace(/payloadID="[^"]*"/, `payloadID="${Date.now()}.${Math.random().toString(36).slice(2)}@instances.test"`)
  const res = await fetch(`${base}/api/punchout/cxml`, { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body: doc })
  const xml = await res.text()
  expect(res.status, xml.slice(0, 500)).toBe(200)
  const start = /<URL>([^<]+)<\/URL>/.exec(xml)?.[1]?.replace(/&amp;/g, '&')
  expect(start).toBeTruthy()
  return start!
}
