/**
 * Punch-out setup and start through the real handlers on a fresh SQLite database: the real Coupa
 * request accepted, the answers valid cXML, the shared secret checked and stored hashed, unsafe XML refused without
 * expansion, the start URL single use and short-lived, and an `edit` setup pre-loading its lines into the cart.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runtimeSecret } from '@/cms/secret'
import { decodeCspCookie } from '@/server/punchout/cspCookie'
import { punchoutKey } from '@/server/punchout/secret'

import { startTestPayload, type TestPayload } from '../helpers/payload'
import { loadCartApi, type CartApi } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'
import { BUYER, coupaSetup, createPunchoutBuyer, itemOut, loadPunchoutApi, sample, validateCxml } from './punchout-helpers'

let env: TestPayload
let payload: Payload
let fx: ErpFixtures
let api: Awaited<ReturnType<typeof loadPunchoutApi>>
let cart: CartApi

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  fx = await createErpFixtures(payload, 'po')
  await createPunchoutBuyer(payload, fx.a)
  api = await loadPunchoutApi()
  cart = await loadCartApi()
})

afterAll(async () => {
  await env?.cleanup()
})

/** The same module loaded a second time (its own module state): a second instance in this process. */
const SECOND_INSTANCE = '../../src/server/punchout/sessions.ts?instance=b'

const statusOf = (xml: string) => /<Status code="(\d+)"/.exec(xml)?.[1]

describe('POST /api/punchout/cxml (PunchOutSetupRequest)', () => {
  it('accepts the real Coupa request (Contact before BrowserFormPost) and answers a valid cXML Response 200 with a start URL', async () => {
    const res = await api.setup(coupaSetup())
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/xml/)
    expect(statusOf(res.json)).toBe('200')
    expect(res.json).toMatch(
      /<PunchOutSetupResponse>\s*<StartPage>\s*<URL>http:\/\/localhost:3000\/api\/punchout\/start\?token=[\w-]{43}<\/URL>/,
    )
    expect(validateCxml(res.json)).toEqual({ valid: true, errors: '' })
  })

  it('a wrong shared secret gets a cXML 401 (valid), as does an unknown sender', async () => {
    const wrong = await api.setup(coupaSetup({ secret: 'test' }))
    expect(wrong.status).toBe(401)
    expect(statusOf(wrong.json)).toBe('401')
    expect(validateCxml(wrong.json).valid).toBe(true)
    const unknown = await api.setup(coupaSetup().replace(/coupa-t/g, 'someone-else'))
    expect(unknown.status).toBe(401)
  })

  it('stores the secret as a keyed digest, never in clear, and never returns it', async () => {
    const { docs } = await payload.find({ collection: 'punchout-buyers', overrideAccess: true, showHiddenFields: true })
    expect(docs[0]?.secret_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(docs)).not.toContain(BUYER.secret)
  })

  it('refuses an XML bomb with 400 without expanding it', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY a "AAAAAAAAAA"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>`
    const res = await api.setup(
      coupaSetup()
        .replace(/^<\?xml[^>]*>\s*<!DOCTYPE[^>]*>/, bomb)
        .replace('c64af92dc27e68172e030d3dfd1bc944', '&d;'),
    )
    expect(res.status).toBe(400)
    expect(statusOf(res.json)).toBe('400')
    expect(res.json).not.toContain('AAAA')
    expect(validateCxml(res.json).valid).toBe(true)
  })

  it('refuses an external entity with 400 without reading it', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>`
    const res = await api.setup(
      coupaSetup()
        .replace(/^<\?xml[^>]*>\s*<!DOCTYPE[^>]*>/, xxe)
        .replace('c64af92dc27e68172e030d3dfd1bc944', '&xxe;'),
    )
    expect(res.status).toBe(400)
    expect(res.json).not.toContain('root:')
  })

  it('malformed XML, a non-cXML document and a too large body get cXML 400 / 413, a GET 405', async () => {
    expect((await api.setup('<cXML><Header>')).status).toBe(400)
    expect((await api.setup('<html><body>hello</body></html>')).status).toBe(400)
    const big = await api.setup(coupaSetup().replace('</cXML>', `<!--${'x'.repeat(300 * 1024)}--></cXML>`))
    expect(big.status).toBe(413)
    expect(validateCxml(big.json).valid).toBe(true)
  })

  it('refuses (403) a BrowserFormPost URL outside the buyer’s allowed hosts, and http', async () => {
    const other = await api.setup(coupaSetup().replace('https://qa.coupahost.com/', 'https://evil.example/'))
    expect(other.status).toBe(403)
    const http = await api.setup(coupaSetup().replace('https://qa.coupahost.com/', 'http://qa.coupahost.com/'))
    expect(http.status).toBe(403)
  })

  it('reads a FriendsOfCXML request’s ItemOut lines (a buyer with NetworkId credentials)', async () => {
    const { readSetupRequest } = await import('@/server/punchout/setupRequest')
    const { parseCxml } = await import('@/server/punchout/cxmlParse')
    const request = readSetupRequest(parseCxml(sample('PunchOutSetupRequest.xml')))
    expect(request.items.map((i) => [i.supplierPartId, i.quantity])).toEqual([
      ['5555', 2],
      ['6666', 1],
    ])
    expect(request.extrinsics.UserEmail).toBe('john-doe@domain.com')
  })
})

describe('GET /api/punchout/start (start URL)', () => {
  it('logs the browser in as the buyer’s client, sets the punch-out context and redirects to /', async () => {
    const setup = await api.setup(coupaSetup())
    const start = await api.start(api.tokenOf(setup.json))
    expect(start.status).toBe(303)
    expect(start.headers.location).toBe('/')
    const cookies = [start.headers['set-cookie']].flat() as string[]
    expect(cookies.some((c) => c.startsWith('payload-token=') && /HttpOnly/i.test(c))).toBe(true)
    expect(cookies.some((c) => c.startsWith('punchout=') && /HttpOnly/i.test(c))).toBe(true)
    // the CSP additions for src/proxy.ts, which signs with Payload's runtime secret without loading Payload
    expect(runtimeSecret(payload.config.secret)).toBe(payload.secret)
    const csp = cookies
      .find((c) => c.startsWith('punchout_csp='))!
      .split(';')[0]!
      .slice('punchout_csp='.length)
    expect(decodeCspCookie(csp, punchoutKey(runtimeSecret(payload.config.secret)))).toEqual({
      formAction: ['https://qa.coupahost.com', 'https://*.coupahost.com'],
      frameAncestors: ['https://*.coupahost.com'],
    })
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ')
    const orders = await cart.listOrders(cookie)
    expect(orders.status).toBe(200)
    const session = await api.session(cookie)
    expect(session.json).toEqual({
      code: 'success',
      punchout: { buyer: 'Coupa test', platform: 'Coupa', operation: 'create', readOnly: false, dropped: [] },
    })
  })

  it('is single use: the second visit gets 410 and no session', async () => {
    const token = api.tokenOf((await api.setup(coupaSetup())).json)
    expect((await api.start(token)).status).toBe(303)
    const again = await api.start(token)
    expect(again.status).toBe(410)
    expect(again.headers['set-cookie']).toBeUndefined()
    expect(String(again.json)).toContain('déjà été utilisé')
  })

  it('is single use across instances: two instances racing with one link, exactly one starts the session', async () => {
    // a second copy of the module stands for a second instance (its own in-process state, the same database)
    const a = await import('@/server/punchout/sessions')
    const b = (await import(/* @vite-ignore */ SECOND_INSTANCE)) as typeof a
    for (let round = 0; round < 5; round++) {
      const token = api.tokenOf((await api.setup(coupaSetup())).json)
      const outcomes = await Promise.all([
        a.consumeStartToken(payload, token),
        b.consumeStartToken(payload, token),
        a.consumeStartToken(payload, token),
        b.consumeStartToken(payload, token),
      ])
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
      expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.reason)).toEqual(['used', 'used', 'used'])
    }
  })

  it('expires after 5 minutes (410), and an unknown token is 404', async () => {
    const token = api.tokenOf((await api.setup(coupaSetup())).json)
    const { consumeStartToken } = await import('@/server/punchout/sessions')
    expect(await consumeStartToken(payload, token, new Date(Date.now() + 5 * 60_000 + 1000))).toEqual({ ok: false, reason: 'expired' })
    expect((await api.start(token)).status).toBe(303) // still valid now: expiry did not consume it
    expect((await api.start('nope')).status).toBe(404)
  })

  it('an edit setup pre-loads its ItemOut lines into the cart at the shop’s prices', async () => {
    const ref = (id: number) => `${id === fx.products.discounted ? 'DISC' : 'FIX'}-po`
    const items = itemOut(ref(fx.products.discounted), 3) + itemOut(ref(fx.products.fixed), 2) + itemOut('UNKNOWN-REF', 1)
    const cookie = await api.punchIn(coupaSetup({ operation: 'edit', items }))
    const order = await cart.getOrder(cookie, '-1')
    expect(order.json.code).toBe('success')
    expect(order.json.order.products).toEqual([
      { id: String(fx.products.discounted), quantity: 3, amount_ht: 60, total_ht: 180 },
      { id: String(fx.products.fixed), quantity: 2, amount_ht: 35, total_ht: 70 },
    ])
    const session = await api.session(cookie)
    expect(session.json.punchout.operation).toBe('edit')
    // the line the cart could not take is named to the buyer (punch-out bar)
    expect(session.json.punchout.dropped).toEqual([{ reference: 'UNKNOWN-REF', quantity: 1, reason: 'unknown' }])
  })

  it('names the buyer’s platform as the editors wrote it (default Coupa for cXML)', async () => {
    const { docs } = await payload.find({
      collection: 'punchout-buyers',
      where: { credential_identity: { equals: BUYER.identity } },
      overrideAccess: true,
    })
    await payload.update({ collection: 'punchout-buyers', id: docs[0]!.id, data: { platform: 'SAP Ariba' }, overrideAccess: true })
    try {
      const cookie = await api.punchIn(coupaSetup())
      expect((await api.session(cookie)).json.punchout).toMatchObject({ buyer: 'Coupa test', platform: 'SAP Ariba' })
    } finally {
      await payload.update({ collection: 'punchout-buyers', id: docs[0]!.id, data: { platform: '' }, overrideAccess: true })
    }
  })

  it('an inspect session is read-only', async () => {
    const cookie = await api.punchIn(coupaSetup({ operation: 'inspect', items: itemOut('FIX-po', 1) }))
    expect((await api.session(cookie)).json.punchout).toMatchObject({ operation: 'inspect', readOnly: true })
  })
})
