/**
 * GET /api/og draws the Open Graph card of a page, and nothing else: the address carries the page's title and
 * description signed with a server secret (the page's document signs them); an unsigned or badly signed address is
 * refused at once, without drawing (issue 29: a made-up title cost 50–270 ms of CPU each and defeated the cache). A
 * card is drawn once per process, cached for a year by browsers and CDNs, and at most OG_RENDERS_PER_MINUTE cards are
 * drawn per address and minute. Drawing uses the bundled font only: whatever the text holds (emoji, scripts the font
 * lacks), no outbound request (no font from Google, no emoji from a CDN).
 */
import { createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SITE_NAME } from '@/lib/seo'
import handler, { OG_RENDERS_PER_MINUTE } from '@/pages/api/og'
import { pageCardText } from '@/server/og/pageCard'
import { ogImageKey, ogImageSignature, signedOgImageUrl, validOgImageSignature } from '@/server/og/signature'

import { callApi } from '../helpers/nextApi'

const SECRET = 'og-test-secret'
vi.mock('@/server/http/payload', () => ({ cms: async () => ({ secret: 'og-test-secret' }) }))

/** Every card drawn: next/og's ImageResponse, counted. */
const drawn = vi.hoisted(() => ({ count: 0 }))
vi.mock('next/og', async (importOriginal) => {
  const original = await importOriginal<typeof import('next/og')>()
  class CountedImageResponse extends original.ImageResponse {
    constructor(...args: ConstructorParameters<typeof original.ImageResponse>) {
      drawn.count += 1
      super(...args)
    }
  }
  return { ...original, ImageResponse: CountedImageResponse }
})

let outbound: string[] = []
const realFetch = globalThis.fetch

beforeEach(() => {
  outbound = []
  drawn.count = 0
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.startsWith('data:')) return realFetch(input, init) // Satori's own WebAssembly, inlined
    outbound.push(url)
    throw new TypeError('fetch failed') // as on a server without network
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const key = ogImageKey(SECRET)
let ips = 0
/** Each test its own client address: the render budget is per address. */
const nextIp = () => `198.51.100.${++ips}`

const request = (query: Record<string, string>, ip = nextIp(), method = 'GET') => callApi(handler, { method, query, ip })
/** The card of a page, as its document signs it. */
const card = (title: string, description = '', ip?: string) =>
  request({ title, ...(description ? { description } : {}), sig: ogImageSignature(title, description, key) }, ip)

describe('GET /api/og draws only what the shop signed', () => {
  it('an unsigned title is refused at once, 400 { code, message }, nothing drawn', async () => {
    const answer = await request({ title: `Titre inventé ${Math.random()}` })
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ code: 'invalid_signature', message: expect.stringMatching(/^Adresse d’image invalide/) })
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(drawn.count).toBe(0)
  })

  it('a signature of another text, or not a signature, is refused the same way', async () => {
    const other = ogImageSignature('Roulements', '', key)
    const queries: Record<string, string>[] = [
      { title: 'Roulements à billes', sig: other },
      { title: 'Roulements', description: 'ajoutée', sig: other },
      { title: 'Roulements', sig: other.toUpperCase() },
      { title: 'Roulements', sig: 'x'.repeat(32) },
      { description: 'sans titre', sig: other },
      { sig: other },
    ]
    for (const query of queries) {
      const answer = await request(query)
      expect(answer.status, JSON.stringify(query)).toBe(400)
      expect(answer.json.code).toBe('invalid_signature')
    }
    expect(drawn.count).toBe(0)
  })

  it('a signed card: a PNG cached for a year, drawn once however often it is asked for', async () => {
    const first = await card('Roulement à billes 6204-2RS', 'Roulement rigide à une rangée de billes.')
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toBe('image/png')
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(first.body.subarray(1, 4).toString()).toBe('PNG')
    const again = await card('Roulement à billes 6204-2RS', 'Roulement rigide à une rangée de billes.', nextIp())
    expect(again.status).toBe(200)
    expect(again.body.equals(first.body)).toBe(true)
    expect(drawn.count).toBe(1)
  })

  it('the shop’s own card needs no parameter (the JSON-LD logo)', async () => {
    const answer = await request({})
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('image/png')
    expect(answer.headers['cache-control']).toBe('public, max-age=86400')
    await request({}, nextIp(), 'HEAD')
    expect(drawn.count).toBeLessThanOrEqual(1)
  })

  it(`draws at most ${OG_RENDERS_PER_MINUTE} cards a minute per address: then 429 with Retry-After; cached cards still come`, async () => {
    const ip = nextIp()
    for (let i = 0; i < OG_RENDERS_PER_MINUTE; i += 1) expect((await card(`Page ${i}`, '', ip)).status).toBe(200)
    const refused = await card('Page de trop', '', ip)
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ code: 'rate_limited', message: expect.stringMatching(/^Trop de demandes/) })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(drawn.count).toBe(OG_RENDERS_PER_MINUTE)
    expect((await card('Page 0', '', ip)).status).toBe(200)
    expect((await card('Page de trop', '', nextIp())).status).toBe(200)
  })

  it('refuses other methods with 405', async () => {
    const answer = await request({}, nextIp(), 'POST')
    expect(answer.status).toBe(405)
    expect(answer.json.code).toBe('method_not_allowed')
  })
})

describe('the card is drawn with the bundled font only', () => {
  it('draws a French title and description without any outbound request', async () => {
    const answer = await card('Clé dynamométrique 1/2" « Facom » – 40 € ™', 'Œuvre, cœur, s’il vous plaît…')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('image/png')
    expect(outbound).toEqual([])
  })

  it('answers 200 for a title full of emoji, without fetching them from a CDN', async () => {
    const answer = await card('Roulement 😀🔥 à billes 👍', '🚀'.repeat(50))
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('image/png')
    expect(outbound).toEqual([])
  })

  it('draws scripts the bundled font lacks without fetching a font from Google', async () => {
    const answer = await card('轴承 подшипник 軸受 ベアリング', 'ǟ𐆜\u202Eevil\u2066')
    expect(answer.status).toBe(200)
    expect(outbound).toEqual([])
  })
})

describe('a page’s og:image, signed by its document', () => {
  const meta = (property: string, content: string) => createElement('meta', { property, content })

  it('takes the page’s og:title and og:description from its head, signs them; the route accepts the address', () => {
    const head = [createElement('title', null, 'x'), meta('og:title', 'Roulements'), meta('og:description', 'Nos roulements'), null]
    expect(pageCardText(head)).toEqual({ title: 'Roulements', description: 'Nos roulements' })
    const url = new URL(signedOgImageUrl('Roulements', 'Nos roulements', key, 'https://shop.test', SITE_NAME))
    expect(url.pathname).toBe('/api/og')
    const { title, description, sig } = Object.fromEntries(url.searchParams) as Record<string, string>
    expect(validOgImageSignature(title!, description!, sig!, key)).toBe(true)
    expect(validOgImageSignature(title!, description!, sig!, ogImageKey('another secret'))).toBe(false)
  })

  it('no og:title: no card; the shop’s own name without a description: its unsigned card', () => {
    expect(pageCardText([createElement('title', null, 'x')])).toBeNull()
    expect(signedOgImageUrl(SITE_NAME, '', key, 'https://shop.test', SITE_NAME)).toBe('https://shop.test/api/og')
  })
})
