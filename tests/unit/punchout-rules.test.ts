/** Pure rules of the punch-out: post-back host patterns, cXML unit of measure and amounts, buyer secrets. */
import { describe, expect, it, vi } from 'vitest'

import { formatAmount } from '@/server/punchout/cxmlBuild'
import { isAllowedPostBack, isHostPattern, parseHostPatterns } from '@/server/punchout/hosts'
import { hashSharedSecret, sharedSecretMatches, signValue, verifySigned } from '@/server/punchout/secret'
import { readOciSetup } from '@/server/punchout/oci'
import { unitOfMeasure } from '@/server/punchout/transfer'

describe('the post-back host must match the buyer’s allowed hosts', () => {
  const patterns = parseHostPatterns('*.coupahost.com\nachats.exemple.fr\n  \nnot a host\nlocalhost')
  it.each([
    ['https://qa.coupahost.com/punchout/checkout/4', true],
    ['https://a.b.coupahost.com/x', true],
    ['https://coupahost.com/x', false], // *. means a subdomain
    ['https://evilcoupahost.com/x', false],
    ['https://qa.coupahost.com.evil.example/x', false],
    ['http://qa.coupahost.com/x', false], // https only
    ['https://user:pw@qa.coupahost.com/x', false],
    ['https://achats.exemple.fr/retour', true],
    ['https://www.achats.exemple.fr/retour', false],
    ['http://localhost:4100/coupa', true], // local stand-in for e2e
    ['javascript:alert(1)', false],
    ['pas une adresse', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedPostBack(url, patterns)).toBe(allowed)
  })

  it('keeps only valid patterns', () => {
    expect(patterns).toEqual(['*.coupahost.com', 'achats.exemple.fr', 'localhost'])
    expect(isHostPattern('*.coupahost.com')).toBe(true)
    expect(isHostPattern('*')).toBe(false)
    expect(isHostPattern('https://x.com')).toBe(false)
  })
})

describe('UnitOfMeasure from sale_unit, EA by default', () => {
  it.each([
    ['BX', 'BX'],
    ['mtr', 'MTR'],
    ['pièce', 'EA'],
    [null, 'EA'],
    ['', 'EA'],
  ])('%s → %s', (saleUnit, uom) => expect(unitOfMeasure(saleUnit)).toBe(uom))
})

describe('cXML Money keeps the ERP unit price (2 to 4 decimals)', () => {
  it.each([
    [12, '12.00'],
    [12.5, '12.50'],
    [81.8333, '81.8333'],
    [2.105, '2.105'],
  ])('%s → %s', (amount, text) => expect(formatAmount(amount)).toBe(text))
})

describe('buyer secrets and signed cookies', () => {
  it('a shared secret matches its keyed digest only, with the same key', () => {
    const stored = hashSharedSecret('s3cr3t', 'key-1')
    expect(sharedSecretMatches('s3cr3t', stored, 'key-1')).toBe(true)
    expect(sharedSecretMatches('s3cr3T', stored, 'key-1')).toBe(false)
    expect(sharedSecretMatches('s3cr3t', stored, 'key-2')).toBe(false)
    expect(sharedSecretMatches('', stored, 'key-1')).toBe(false)
    expect(sharedSecretMatches('s3cr3t', null, 'key-1')).toBe(false)
  })

  it('a signed value is read back only untouched', () => {
    const signed = `42.${signValue('42', 'k')}`
    expect(verifySigned(signed, 'k')).toBe('42')
    expect(verifySigned(signed.replace(/^42/, '43'), 'k')).toBeNull()
    expect(verifySigned(signed, 'other')).toBeNull()
    expect(verifySigned('42', 'k')).toBeNull()
  })
})

describe('session cookies work in Coupa’s frame (SameSite=None; Secure in production)', () => {
  it('rewrites SameSite and adds Secure in production over https, keeps the cookie elsewhere', async () => {
    const { forFrame } = await import('@/server/punchout/login')
    const cookie = 'payload-token=abc; Expires=Thu, 01 Jan 2099 00:00:00 GMT; HttpOnly; Path=/; SameSite=Lax'
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('NEXT_PUBLIC_APP_URL', 'https://boutique.example')
    expect(forFrame(cookie)).toBe('payload-token=abc; Expires=Thu, 01 Jan 2099 00:00:00 GMT; HttpOnly; Path=/; SameSite=None; Secure')
    vi.stubEnv('NEXT_PUBLIC_APP_URL', 'http://127.0.0.1:4100')
    expect(forFrame(cookie)).toBe(cookie)
    vi.unstubAllEnvs()
    expect(forFrame(cookie)).toBe(cookie)
  })
})

describe('OCI setup fields: only text is read (the security fuzz once found a 500 here)', () => {
  it('a field sent as a JSON object, even one whose toString is not a function, is missing, not a crash', () => {
    const hostile = { toString: null, valueOf: null }
    expect(readOciSetup({ USERNAME: 'sap-buyer', PASSWORD: hostile, HOOK_URL: 'https://sap.example/hook' })).toBeNull()
    expect(readOciSetup({ USERNAME: ['sap-buyer'], PASSWORD: [hostile], HOOK_URL: 'https://sap.example/hook' })).toBeNull()
    expect(readOciSetup({ USERNAME: { a: 1 }, PASSWORD: 'secret', HOOK_URL: 'https://sap.example/hook' })).toBeNull()
  })

  it('text fields, in any case and from a repeated field the first, are read and trimmed', () => {
    expect(
      readOciSetup({ username: [' sap-buyer ', 'other'], Password: 'secret', HOOK_URL: 'https://sap.example/hook', '~target': '_top' }),
    ).toEqual({
      username: 'sap-buyer',
      password: 'secret',
      hookUrl: 'https://sap.example/hook',
      target: '_top',
    })
  })
})
