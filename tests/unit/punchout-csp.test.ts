/** The shop's Content-Security-Policy and the punch-out additions carried by a signed cookie. */
import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, isCspSource, punchoutSources } from '@/lib/csp'
import { decodeCspCookie, encodeCspCookie } from '@/server/punchout/cspCookie'

import config from '../../next.config.mjs'

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('the shop’s policy (no punch-out)', () => {
  it('forms post to the shop only, only the shop may frame it, no <base> hijack, no plugins', () => {
    expect(directives(contentSecurityPolicy())).toMatchObject({
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    })
  })

  it('next.config.mjs sends it to the APIs and files, the admin its own; the storefront documents get theirs from src/proxy.ts', async () => {
    const rules = (await config.headers!()) as { source: string; missing?: unknown[]; headers: { key: string; value: string }[] }[]
    const csp = rules.filter((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'))
    expect(csp.map((r) => r.source)).toEqual([
      '/api/:path*',
      '/_axiom/:path*',
      '/cms/:path*',
      '/_next/:path*',
      '/images/:path*',
      '/admin',
      '/admin/:path*',
    ])
    expect(csp[0]!.headers.find((h) => h.key === 'Content-Security-Policy')!.value).toBe(contentSecurityPolicy())
    const { config: proxyConfig } = await import('@/proxy')
    // the second matcher: the documents (the first is the browser's Axiom paths, rewritten)
    const matcher = new RegExp(`^${proxyConfig.matcher[1]}$`)
    for (const path of ['/', '/catalogues/produit/x', '/page-qui-n-existe-pas', '/recherche']) expect(matcher.test(path), path).toBe(true)
    for (const path of ['/_next/static/a.js', '/api/cart', '/_axiom/web-vitals', '/cms/api/produits', '/admin/login', '/images/logo.svg'])
      expect(matcher.test(path), path).toBe(false)
  })
})

describe('a punch-out session widens form-action (post-back origin) and frame-ancestors (buyer hosts)', () => {
  it('takes the origin of the BrowserFormPost URL and the buyer’s host patterns over https', () => {
    const extras = punchoutSources('https://acme.coupahost.com/punchout/checkout/4?x=1', ['*.coupahost.com', 'achats.exemple.fr'])
    expect(extras.formAction).toEqual(['https://acme.coupahost.com', 'https://*.coupahost.com', 'https://achats.exemple.fr'])
    expect(extras.frameAncestors).toEqual(['https://*.coupahost.com', 'https://achats.exemple.fr'])
    expect(directives(contentSecurityPolicy(extras))['form-action']).toEqual(["'self'", ...extras.formAction])
  })

  it('allows http only for a local stand-in (localhost / 127.0.0.1, any port)', () => {
    const extras = punchoutSources('http://127.0.0.1:43123/coupa/return', ['127.0.0.1'])
    expect(extras.formAction).toEqual(['http://127.0.0.1:43123', 'http://127.0.0.1:*'])
    expect(extras.frameAncestors).toEqual(['http://127.0.0.1:*'])
  })

  it.each([
    ['https://acme.coupahost.com', true],
    ['https://*.coupahost.com', true],
    ['http://localhost:3000', true],
    ['http://acme.coupahost.com', false],
    ['*', false],
    ['https://*', false],
    ["'unsafe-inline'", false],
    ['https://a.com; script-src *', false],
    ['https://a.com https://b.com', false],
    ['data:', false],
  ])('source %s accepted: %s', (source, ok) => {
    expect(isCspSource(source)).toBe(ok)
    expect(directives(contentSecurityPolicy({ formAction: [source] }))['form-action']).toEqual(ok ? ["'self'", source] : ["'self'"])
  })
})

describe('the punch-out CSP cookie', () => {
  const extras = punchoutSources('https://acme.coupahost.com/punchout', ['*.coupahost.com'])

  it('round-trips under its key', () => {
    expect(decodeCspCookie(encodeCspCookie(extras, 'k1'), 'k1')).toEqual(extras)
  })

  it('is ignored when forged, signed with another key or malformed', () => {
    const cookie = encodeCspCookie(extras, 'k1')
    const [, signature] = cookie.split('.')
    const forged = `${Buffer.from(JSON.stringify({ f: ['https://evil.example'], a: [] })).toString('base64url')}.${signature}`
    expect(decodeCspCookie(forged, 'k1')).toBeNull()
    expect(decodeCspCookie(cookie, 'k2')).toBeNull()
    expect(decodeCspCookie('garbage', 'k1')).toBeNull()
    expect(decodeCspCookie(undefined, 'k1')).toBeNull()
  })
})
