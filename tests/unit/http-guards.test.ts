import { describe, expect, it } from 'vitest'

import { isSameOrigin } from '@/server/http/origin'
import { clientIp } from '@/server/http/rateLimit'

const APP = 'https://www.boutique.example'

describe('isSameOrigin: form APIs accept only the shop’s own pages', () => {
  it.each([
    ['the public origin (behind a proxy that rewrites Host)', { origin: APP, host: 'app-internal:3000' }],
    ['the host the request was sent to', { origin: 'http://127.0.0.1:3210', host: '127.0.0.1:3210' }],
    [
      'the forwarded host',
      { origin: 'https://preview.boutique.example', host: 'app-internal:3000', 'x-forwarded-host': 'preview.boutique.example' },
    ],
    ['a Referer of the shop when there is no Origin', { referer: `${APP}/catalogues/produit/x?y=1`, host: 'app-internal:3000' }],
    ['host names in another case', { origin: 'http://LOCALHOST:3000', host: 'localhost:3000' }],
  ])('accepts %s', (_label, headers) => {
    expect(isSameOrigin(headers, APP)).toBe(true)
  })

  it.each([
    ['another site', { origin: 'https://evil.example', host: 'www.boutique.example' }],
    ['a sub-domain look-alike', { origin: 'https://www.boutique.example.evil.example', host: 'www.boutique.example' }],
    ['another port of the same host', { origin: 'http://localhost:4000', host: 'localhost:3000' }],
    ['an opaque origin, whatever the Referer', { origin: 'null', referer: `${APP}/`, host: 'www.boutique.example' }],
    ['a non-web scheme', { origin: 'file://', host: 'www.boutique.example' }],
    ['no Origin and no Referer', { host: 'www.boutique.example' }],
    ['an Origin but no Host to compare with', { origin: 'http://localhost:3000' }],
  ])('refuses %s', (_label, headers) => {
    expect(isSameOrigin(headers, APP)).toBe(false)
  })

  it('ignores an unset or invalid public origin', () => {
    expect(isSameOrigin({ origin: 'http://localhost:3000', host: 'localhost:3000' }, undefined)).toBe(true)
    expect(isSameOrigin({ origin: 'http://localhost:3000', host: 'shop:80' }, 'pas une url')).toBe(false)
  })
})

describe('clientIp', () => {
  const socket = { remoteAddress: '10.0.0.9' } as never
  it('with no trusted proxy (the default), takes the socket address and ignores X-Forwarded-For', () => {
    expect(clientIp({ headers: { 'x-forwarded-for': ' 203.0.113.5 , 10.0.0.1' }, socket })).toBe('10.0.0.9')
    expect(clientIp({ headers: {}, socket })).toBe('10.0.0.9')
    expect(clientIp({ headers: { 'x-forwarded-for': '' }, socket }, 1)).toBe('10.0.0.9')
  })
  it('behind N trusted proxies, takes the Nth X-Forwarded-For entry from the right', () => {
    const headers = { 'x-forwarded-for': ' 198.51.100.7 , 203.0.113.5 , 10.0.0.1' }
    expect(clientIp({ headers, socket }, 1)).toBe('10.0.0.1')
    expect(clientIp({ headers, socket }, 2)).toBe('203.0.113.5')
    expect(clientIp({ headers: { 'x-forwarded-for': ['198.51.100.7', '203.0.113.5'] }, socket }, 1)).toBe('203.0.113.5')
    // a chain shorter than the configured hops: its leftmost entry
    expect(clientIp({ headers, socket }, 5)).toBe('198.51.100.7')
  })
})
