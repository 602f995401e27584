/**
 * Response headers of every route (next.config.mjs) and the Content-Security-Policy (src/lib/csp.ts): nosniff, the
 * referrer policy, HSTS on https only, a CSP with default-src and script-src (hashes, no 'unsafe-inline' on the shop),
 * no-store on answers to a session, and the editors' session cookie Secure like the clients'.
 */
import { createHash } from 'node:crypto'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { ADMIN_MONACO_SOURCE, contentSecurityPolicy, policyForPath, securityHeaders } from '@/lib/csp'
import { gtmInitScript } from '@/lib/gtm'
import { SCRIPT_LOADER } from '@/lib/paintFirst'
import { SESSION_HINT_SCRIPT } from '@/lib/sessionHint'

import config from '../../next.config.mjs'

type Rule = { source: string; has?: unknown[]; missing?: unknown[]; headers: { key: string; value: string }[] }

const rules = async () => (await config.headers!()) as Rule[]
const valueOf = (rule: Rule, key: string) => rule.headers.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  )

/** The hash of the pages' script loader (src/lib/paintFirst.ts), the one inline script every page carries. */
const LOADER = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`
/** The session hint's (src/lib/sessionHint.ts), run in the head before the first paint. */
const HINT = `'sha256-${createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64')}'`
/** The inline scripts every storefront page carries, in the policy's order. */
const INLINE = [LOADER, HINT]

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('headers on every response', () => {
  it('X-Content-Type-Options: nosniff and Referrer-Policy: strict-origin-when-cross-origin on /:path*, unconditionally', async () => {
    const all = (await rules()).filter((r) => r.source === '/:path*' && !r.has && !r.missing)
    const headers = all.flatMap((r) => r.headers)
    expect(headers).toContainEqual({ key: 'X-Content-Type-Options', value: 'nosniff' })
    expect(headers).toContainEqual({ key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' })
  })

  it('HSTS (two years, sub-domains) only when the public URL is https', () => {
    expect(securityHeaders('https://shop.example.com')).toContainEqual({
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000; includeSubDomains',
    })
    expect(securityHeaders('http://127.0.0.1:3100').map((h) => h.key)).not.toContain('Strict-Transport-Security')
    expect(securityHeaders(undefined).map((h) => h.key)).not.toContain('Strict-Transport-Security')
  })

  it('next.config sends HSTS when NEXT_PUBLIC_APP_URL is https', async () => {
    vi.stubEnv('NEXT_PUBLIC_APP_URL', 'https://shop.example.com')
    const headers = (await rules()).filter((r) => r.source === '/:path*').flatMap((r) => r.headers)
    expect(headers).toContainEqual({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  })
})

describe('Content-Security-Policy', () => {
  it('the shop’s pages: default-src and script-src self and the script loader’s hash, no other inline script or eval, the captcha’s blob: worker, no plugins', () => {
    const csp = directives(contentSecurityPolicy({}, { development: false, algoliaAppId: undefined, gtmId: undefined }))
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'", ...INLINE])
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:'])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
  })

  it('with Google Tag Manager: the hash of its exact loader script and Google’s hosts, still no unsafe-inline', () => {
    const script = gtmInitScript('GTM-ABC1234')
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    const csp = directives(contentSecurityPolicy({}, { gtmId: 'GTM-ABC1234' }))
    expect(csp.get('script-src')).toEqual(["'self'", ...INLINE, hash, 'https://www.googletagmanager.com'])
    // an id that is not a GTM id adds nothing
    expect(directives(contentSecurityPolicy({}, { gtmId: "x'; script-src *" })).get('script-src')).toEqual(["'self'", ...INLINE])
  })

  it('with GTM: the hashed script is the whole inline text, Consent Mode’s default before the loader', () => {
    const script = gtmInitScript('GTM-ABC1234')
    expect(script.indexOf("'consent','default'")).toBeGreaterThan(-1)
    expect(script.indexOf("'consent','default'")).toBeLessThan(script.indexOf('gtm.js'))
  })

  it('with HubSpot’s tracking code: HubSpot’s hosts (scripts, beacons, images, frames), not its ads pixel', () => {
    const csp = directives(contentSecurityPolicy({}, { hubspotCode: '12345678' }))
    expect(csp.get('script-src')).toEqual([
      "'self'",
      ...INLINE,
      'https://*.hs-scripts.com',
      'https://*.hs-analytics.net',
      'https://*.hs-banner.com',
      'https://*.hscollectedforms.net',
      'https://*.usemessages.com',
    ])
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://*.hubspot.com',
        'https://*.hubapi.com',
        'https://*.hscollectedforms.net',
        'https://*.hs-banner.com',
      ]),
    )
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['https://*.hubspot.com']))
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://*.hubspot.com', 'https://*.usemessages.com'])
    expect(contentSecurityPolicy({}, { hubspotCode: '12345678' })).not.toMatch(/hsadspixel/)
  })

  it('without HubSpot’s code (or with one that is not an account id), no HubSpot host at all', () => {
    for (const hubspotCode of [undefined, '', 'abc; script-src *']) {
      expect(contentSecurityPolicy({}, { hubspotCode })).not.toMatch(
        /hubspot|hs-scripts|hs-analytics|hs-banner|hscollectedforms|usemessages|hubapi|hsforms/,
      )
    }
  })

  it('reads NEXT_PUBLIC_HUBSPOT_TRACKING_CODE from the environment', () => {
    vi.stubEnv('NEXT_PUBLIC_HUBSPOT_TRACKING_CODE', '12345678')
    expect(directives(contentSecurityPolicy()).get('script-src')).toContain('https://*.hs-scripts.com')
  })

  it('with hosted Algolia: its search and insights hosts in connect-src', () => {
    const csp = directives(contentSecurityPolicy({}, { algoliaAppId: 'ABC123' }))
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://abc123-dsn.algolia.net',
      'https://abc123.algolia.net',
      'https://*.algolianet.com',
      'https://insights.algolia.io',
    ])
    expect(directives(contentSecurityPolicy({}, { algoliaAppId: 'a b;c' })).get('connect-src')).toEqual(["'self'"])
  })

  it('with browser errors to Sentry: the DSN’s origin in connect-src, nothing else', () => {
    const csp = directives(contentSecurityPolicy({}, { sentryDsn: 'https://publickey@o12.ingest.de.sentry.io/34' }))
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://o12.ingest.de.sentry.io'])
    expect(csp.get('script-src')).toEqual(["'self'", ...INLINE])
    expect(directives(contentSecurityPolicy({}, { sentryDsn: 'http://key@sentry.example/1' })).get('connect-src')).toEqual(["'self'"])
  })

  it('with card payment (publishable key): Stripe.js in script-src and frame-src, its API in connect-src; nothing without the key', () => {
    const csp = directives(contentSecurityPolicy({}, { stripePublishableKey: 'pk_test_123' }))
    expect(csp.get('script-src')).toEqual(["'self'", ...INLINE, 'https://js.stripe.com'])
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'])
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com'])
    const without = contentSecurityPolicy({}, { stripePublishableKey: undefined })
    expect(without).not.toContain('stripe.com')
    // the admin never loads Stripe.js
    expect(contentSecurityPolicy({}, { stripePublishableKey: 'pk_test_123', admin: true })).not.toContain('stripe.com')
  })

  it('the Payload admin keeps unsafe-inline on its own path only (streamed inline scripts)', async () => {
    const all = await rules()
    const csp = all.filter((r) => valueOf(r, 'Content-Security-Policy'))
    const shop = csp.find((r) => r.source === '/api/:path*')!
    expect(directives(valueOf(shop, 'Content-Security-Policy')!).get('script-src')).not.toContain("'unsafe-inline'")
    const admin = csp.filter((r) => r.source.startsWith('/admin'))
    expect(admin.length).toBeGreaterThan(0)
    for (const rule of admin) {
      expect(directives(valueOf(rule, 'Content-Security-Policy')!).get('script-src')).toContain("'unsafe-inline'")
      // later rules override earlier ones for the same header
      expect(all.indexOf(rule)).toBeGreaterThan(all.indexOf(shop))
    }
    expect(directives(policyForPath('/admin/collections/produits')).get('script-src')).toContain("'unsafe-inline'")
    expect(directives(policyForPath('/administration-des-ventes')).get('script-src')).not.toContain("'unsafe-inline'")
  })

  it('a punch-out session keeps its widened form-action and frame-ancestors with the new directives', () => {
    const csp = directives(policyForPath('/', { formAction: ['https://acme.coupahost.com'], frameAncestors: ['https://*.coupahost.com'] }))
    expect(csp.get('form-action')).toEqual(["'self'", 'https://acme.coupahost.com'])
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://*.coupahost.com'])
    expect(csp.get('default-src')).toEqual(["'self'"])
  })
})

describe('Cache-Control: no-store on answers to a session', () => {
  it('every /api and /cms/api request with a session cookie or an Authorization header, CMS media files excepted', async () => {
    const noStore = (await rules()).filter((r) => valueOf(r, 'Cache-Control')?.includes('no-store'))
    const sources = noStore.map((r) => `${r.source} ${JSON.stringify(r.has)}`)
    for (const has of [
      { type: 'cookie', key: 'payload-token' },
      { type: 'header', key: 'authorization' },
    ]) {
      for (const api of ['/api/', '/cms/api/']) {
        expect(sources.some((s) => s.startsWith(api) && s.includes(JSON.stringify(has)))).toBe(true)
      }
    }
    const cms = noStore.find((r) => r.source.startsWith('/cms/api/'))!
    // the rule's pattern, as Next compiles it: /cms/api/clients/me matches, /cms/api/media/file/x.webp does not
    const pattern = new RegExp(`^/cms/api/${/\((.*)\)$/.exec(cms.source)![1]}$`)
    expect(pattern.test('/cms/api/clients/me')).toBe(true)
    expect(pattern.test('/cms/api/editors/me')).toBe(true)
    expect(pattern.test('/cms/api/media/file/brochure.webp')).toBe(false)
  })
})

describe('session cookies', () => {
  it('the editors’ cookie is Secure in production on https, like the clients’', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('NEXT_PUBLIC_APP_URL', 'https://shop.example.com')
    vi.stubEnv('PAYLOAD_SECRET', 'production-requires-a-secret-0123456789') // src/env.ts: required with NODE_ENV=production
    const { Clients, Editors } = await import('@/cms/collections/Accounts')
    const cookies = (c: typeof Editors) => (typeof c.auth === 'object' ? c.auth.cookies : undefined)
    expect(cookies(Editors)).toMatchObject({ secure: true, sameSite: 'Lax' })
    expect(cookies(Editors)).toEqual(cookies(Clients))
  })
})

describe('a nonce per storefront document (the app router’s 404 is rendered per address: no build-time hash can match it)', () => {
  it('the policy lists the nonce in script-src (the admin’s keeps its own); a malformed nonce is left out', () => {
    const nonce = 'q2K0t3VvYbU7mJ3nX9w1Ag=='
    expect(directives(policyForPath('/catalogues', {}, { nonce, development: false, gtmId: undefined })).get('script-src')).toEqual([
      "'self'",
      ...INLINE,
      `'nonce-${nonce}'`,
    ])
    expect(directives(policyForPath('/admin/collections', {}, { nonce, development: false })).get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      ADMIN_MONACO_SOURCE,
    ])
    expect(
      directives(policyForPath('/', {}, { nonce: "x' 'unsafe-inline", development: false, gtmId: undefined })).get('script-src'),
    ).toEqual(["'self'", ...INLINE])
  })

  it('the admin allows one folder of jsDelivr, the Monaco editor its JSON fields load, not the whole CDN', async () => {
    const { readFileSync } = await import('node:fs')
    const { createRequire } = await import('node:module')
    const loaderConfig = createRequire(import.meta.url).resolve('@monaco-editor/loader/lib/cjs/config/index.js')
    const vs = /vs: '([^']+)'/.exec(readFileSync(loaderConfig, 'utf8'))?.[1]
    expect(vs).toBeDefined()
    expect(`${vs}/`.startsWith(ADMIN_MONACO_SOURCE)).toBe(true)
    const admin = directives(policyForPath('/admin', {}, { development: false }))
    for (const directive of ['script-src', 'style-src', 'font-src']) {
      expect(admin.get(directive)?.filter((source) => source.includes('jsdelivr'))).toEqual([ADMIN_MONACO_SOURCE])
    }
  })

  it('src/proxy.ts sends each document a fresh nonce, on the request (for the app router) and on the response alike', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('NEXT_PUBLIC_APP_URL', 'https://shop.example.com')
    vi.stubEnv('PAYLOAD_SECRET', 'production-requires-a-secret-0123456789') // src/env.ts, read by the CMS secret: required in production
    const { proxy } = await import('@/proxy')
    const { NextRequest } = await import('next/server')
    const first = proxy(new NextRequest('https://shop.example.com/page-qui-n-existe-pas'))
    const second = proxy(new NextRequest('https://shop.example.com/page-qui-n-existe-pas'))
    const policy = first.headers.get('content-security-policy')!
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce).toBeTruthy()
    expect(second.headers.get('content-security-policy')).not.toContain(nonce)
    // the request header Next's app router reads to put the nonce on its inline scripts
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy)
  })
})

describe('development (next dev)', () => {
  it('allows eval, unhashed inline scripts and the dev server’s WebSocket; a production policy never does', () => {
    const dev = directives(contentSecurityPolicy({}, { development: true, gtmId: undefined }))
    expect(dev.get('script-src')).toEqual(["'self'", "'unsafe-eval'", "'unsafe-inline'"])
    expect(dev.get('connect-src')).toEqual(expect.arrayContaining(['ws:', 'wss:']))
    const prod = contentSecurityPolicy({}, { development: false })
    expect(prod).not.toMatch(/unsafe-eval|ws:/)
  })
})
