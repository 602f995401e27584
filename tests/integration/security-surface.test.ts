/**
 * The public surface around the shop's own API, through the real handlers on a fresh SQLite database: the CMS API's
 * session cookie refused from another origin, an all-or-nothing preparer-cart take-over, a cXML setup document accepted
 * once and its return URL on https' own port, the OCI password posted (not in the URL), and the events' link field.
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { callApi } from '../helpers/nextApi'
import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'
import { loadCartApi, SHOP, type CartApi } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'
import { BUYER, coupaSetup, createPunchoutBuyer, loadPunchoutApi } from './punchout-helpers'

const PASSWORD = 'Erp-test-2026'
const EDITOR = { email: 'editeur.securite@shop.test', password: 'Editeur-secu-2026' }
const FOREIGN_ORIGIN = 'https://evil.example'

let env: TestPayload
let payload: Payload
let fx: ErpFixtures
let cart: CartApi
let punchout: Awaited<ReturnType<typeof loadPunchoutApi>>
let editorCookie = ''
let editorId = 0

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  fx = await createErpFixtures(payload, 'secu')
  cart = await loadCartApi()
  punchout = await loadPunchoutApi()
  await createPunchoutBuyer(payload, fx.a)
  editorId = (await payload.create({ collection: 'editors', data: { ...EDITOR, name: 'Éditeur' }, overrideAccess: true })).id
  editorCookie = await login('editors', EDITOR.email, EDITOR.password)
})

afterAll(async () => {
  vi.restoreAllMocks()
  await env?.cleanup()
})

describe('CMS API: the session cookie counts only from the shop’s own pages (Payload csrf)', () => {
  it('a foreign Origin’s cookie-authenticated change is refused and changes nothing; the shop’s origin is accepted', async () => {
    const foreign = await rest('PATCH', `/editors/${editorId}`, {
      cookie: editorCookie,
      body: { name: 'Piraté' },
      headers: { Origin: FOREIGN_ORIGIN },
    })
    expect(foreign.status).toBe(403)
    expect((await payload.findByID({ collection: 'editors', id: editorId, overrideAccess: true })).name).toBe('Éditeur')
    const own = await rest('PATCH', `/editors/${editorId}`, { cookie: editorCookie, body: { name: 'Éditrice' }, headers: { Origin: SHOP } })
    expect(own.status).toBe(200)
  })

  it('a foreign Origin (or a cross-site fetch without Origin) reads no session from /clients/me', async () => {
    const cookie = await login('clients', `a.secu@erp.test`, PASSWORD)
    expect((await rest('GET', '/clients/me', { cookie })).json.user).not.toBeNull()
    expect((await rest('GET', '/clients/me', { cookie, headers: { Origin: FOREIGN_ORIGIN } })).json.user).toBeNull()
    expect((await rest('GET', '/clients/me', { cookie, headers: { 'Sec-Fetch-Site': 'cross-site' } })).json.user).toBeNull()
  })
})

describe('preparer-cart take-over: all or nothing', () => {
  const email = 'prep.secu@erp.test'
  let takeover: NextApiHandler
  let prepId = 0
  const cookies = { a: '', p: '' }

  beforeAll(async () => {
    takeover = (await import('@/pages/api/preparers/[id]/takeover')).default
    const a = await payload.findByID({ collection: 'clients', id: Number(fx.a), overrideAccess: true, depth: 0 })
    const prep = await payload.create({
      collection: 'clients',
      data: { email, password: PASSWORD, firstname: 'Paul', lastname: 'Préparateur', societe: a.societe as number, dimasys_type: 1 },
      overrideAccess: true,
    })
    prepId = (
      await payload.create({
        collection: 'preparateurs',
        data: { email, lastname: 'Préparateur', societe: a.societe as number, client: prep.id },
        overrideAccess: true,
      })
    ).id
    cookies.a = await login('clients', 'a.secu@erp.test', PASSWORD)
    cookies.p = await login('clients', email, PASSWORD)
  })

  const takeOver = () =>
    callApi(takeover, {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: SHOP, cookie: cookies.a },
      query: { id: String(prepId) },
    })
  const linesOf = async (cookie: string) =>
    Object.fromEntries(
      ((await cart.getOrder(cookie, '-1')).json.order?.products ?? []).map((l: { id: string; quantity: number }) => [l.id, l.quantity]),
    )

  it('a failure after some lines were copied leaves both carts as they were, and the retry copies each line once', async () => {
    const { erp } = await import('@/server/erp')
    await cart.addToCart(cookies.p, { product_id: String(fx.products.discounted), product_quantity: 3 })
    await cart.setLine(cookies.p, '-1', { id: String(fx.products.hundred), quantity: 2 })
    await cart.addToCart(cookies.a, { product_id: String(fx.products.hundred), product_quantity: 1 })
    const buyerBefore = await linesOf(cookies.a)

    // the ERP fails while emptying the preparer's cart, after every line was added to the buyer's
    const empty = vi.spyOn(erp(), 'emptyCart').mockRejectedValueOnce(new Error('ERP indisponible'))
    const failed = await takeOver()
    expect(failed.status).toBeGreaterThanOrEqual(500)
    expect(await linesOf(cookies.a)).toEqual(buyerBefore)
    expect(Object.keys(await linesOf(cookies.p))).toHaveLength(2)
    empty.mockRestore()

    const retry = await takeOver()
    expect(retry.status).toBe(200)
    expect(await linesOf(cookies.a)).toEqual({ [String(fx.products.discounted)]: 3, [String(fx.products.hundred)]: 3 })
  })
})

describe('cXML setup: a document is accepted once, the return URL on https’ own port', () => {
  const statusOf = (xml: string) => /<Status code="(\d+)"/.exec(xml)?.[1]

  it('refuses the same document sent again (same payloadID) with 409, and opens no second session', async () => {
    const document = coupaSetup({ payloadId: 'replay-1@coupa' })
    const first = await punchout.setup(document)
    expect(statusOf(first.json)).toBe('200')
    const sessions = (await payload.count({ collection: 'punchout-sessions', overrideAccess: true })).totalDocs
    const replayed = await punchout.setup(document)
    expect(replayed.status).toBe(409)
    expect(statusOf(replayed.json)).toBe('409')
    expect((await payload.count({ collection: 'punchout-sessions', overrideAccess: true })).totalDocs).toBe(sessions)
  })

  it('refuses (403) a BrowserFormPost URL of an allowed host on another port', async () => {
    const res = await punchout.setup(coupaSetup().replace('https://qa.coupahost.com/', 'https://qa.coupahost.com:8443/'))
    expect(res.status).toBe(403)
    expect(statusOf(res.json)).toBe('403')
  })
})

describe('OCI: the password is posted, not sent in the URL', () => {
  const HOOK = 'https://sap.coupahost.com/sap/bc/gui/sap/its/bbpstart?hook=1'
  const fields = { USERNAME: BUYER.identity, PASSWORD: BUYER.secret, HOOK_URL: HOOK }
  let oci: NextApiHandler

  beforeAll(async () => {
    oci = (await import('@/pages/api/punchout/oci')).default
  })

  it('refuses the password in the query string (400, French page) for a buyer not listed in PUNCHOUT_OCI_GET_USERNAMES', async () => {
    const res = await callApi(oci, { method: 'GET', query: fields })
    expect(res.status).toBe(400)
    expect(String(res.json)).toContain('formulaire (POST)')
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('accepts it posted as form fields, and in the query string for a listed buyer', async () => {
    expect(
      (await callApi(oci, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields })).status,
    ).toBe(303)
    vi.stubEnv('PUNCHOUT_OCI_GET_USERNAMES', `other-sap, ${BUYER.identity}`)
    try {
      expect((await callApi(oci, { method: 'GET', query: fields })).status).toBe(303)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('events: the registration link', () => {
  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
  ])('refuses %j with a French message (400)', async (lien) => {
    const res = await rest('POST', '/evenements', {
      cookie: editorCookie,
      body: {
        titre: 'Salon',
        slug: `salon-${Math.random().toString(36).slice(2, 8)}`,
        date_debut: '2027-03-01T09:00:00.000Z',
        lien,
        _status: 'published',
      },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toContain('Lien invalide')
  })

  it('accepts an https link and a path of the shop', async () => {
    for (const lien of ['https://salon.example.com/inscription', '/contact']) {
      const res = await rest('POST', '/evenements', {
        cookie: editorCookie,
        body: {
          titre: 'Salon',
          slug: `salon-${Math.random().toString(36).slice(2, 8)}`,
          date_debut: '2027-03-01T09:00:00.000Z',
          lien,
          _status: 'published',
        },
      })
      expect(res.status).toBe(201)
    }
  })
})
