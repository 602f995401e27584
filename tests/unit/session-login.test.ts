import { describe, expect, it } from 'vitest'

import { loginSchema } from '@/lib/session/login'
import { safeRedirect } from '@/features/session/safeRedirect'
import { loginHrefFor } from '@/features/session/useLoginHref'

describe('safeRedirect (no open redirect after login)', () => {
  it.each([
    ['/mon-compte', '/mon-compte'],
    ['/catalogues/produit/a?x=1#prix', '/catalogues/produit/a?x=1#prix'],
    [['/panier', '/autre'], '/panier'],
  ])('keeps the shop path %j', (value, expected) => expect(safeRedirect(value)).toBe(expected))

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'mon-compte',
    '/se-connecter',
    '/\u0000x',
    undefined,
    42,
  ])('falls back to home for %j', (value) => expect(safeRedirect(value)).toBe('/'))

  // Every hostile form a `redirect` parameter may take lands on the default page
  it.each([
    ['protocol-relative', '//evil.example/'],
    ['protocol-relative, three slashes', '///evil.example'],
    ['backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['scheme', 'https://evil.example/'],
    ['scheme without slashes', 'https:evil.example'],
    ['upper-case scheme', 'HTTPS://evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript, mixed case', 'JaVaScRiPt:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['normalised to //host by a dot segment', '/.//evil.example'],
    ['normalised to //host by a parent segment', '/..//evil.example'],
    ['normalised to //host by a nested parent segment', '/a/..//evil.example'],
    ['encoded dot segment', '/%2e//evil.example'],
    ['dot segment then backslash', '/./\\evil.example'],
    ['encoded slash', '/%2F%2Fevil.example'],
    ['encoded slash, lower case', '/%2f/evil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slash', '/%252F%252Fevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['tab inside //', '/\t/evil.example'],
    ['newline inside //', '/\n/evil.example'],
    ['DEL character', '/\u007f/evil.example'],
    ['malformed escape', '/%E0%A4%A'],
    ['encoded whole URL', '%2F%2Fevil.example'],
    ['leading space', ' //evil.example'],
    ['the login page itself', '/se-connecter?redirect=//evil.example'],
    ['too long', `/${'a'.repeat(2100)}`],
  ])('falls back to the default page for %s (%j)', (_name, value) => {
    expect(safeRedirect(value, '/mon-compte')).toBe('/mon-compte')
  })

  it('keeps a shop path whose later segments hold encoded slashes', () => {
    expect(safeRedirect('/recherche?q=a%2F%2Fb')).toBe('/recherche?q=a%2F%2Fb')
  })
})

describe('login form rules', () => {
  it('trims and lower-cases the address', () => {
    expect(loginSchema.parse({ email: ' A@B.fr ', password: 'x' })).toEqual({ email: 'a@b.fr', password: 'x' })
  })
  it('requires both fields', () => {
    expect(loginSchema.safeParse({ email: '', password: '' }).success).toBe(false)
    expect(loginSchema.safeParse({ email: 'a@b.fr', password: '' }).success).toBe(false)
  })
})

describe('loginHrefFor: every login prompt brings the buyer back', () => {
  it.each([
    ['/catalogues/produit/vis-a-bois', '/se-connecter?redirect=%2Fcatalogues%2Fproduit%2Fvis-a-bois'],
    ['/recherche?q=vis', '/se-connecter?redirect=%2Frecherche%3Fq%3Dvis'],
    ['/', '/se-connecter'],
    ['/se-connecter?redirect=/panier', '/se-connecter'],
    ['/.//evil.example', '/se-connecter'],
  ])('from %j links to %j', (back, href) => expect(loginHrefFor(back)).toBe(href))
})
