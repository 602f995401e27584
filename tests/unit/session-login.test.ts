import { describe, expect, it } from 'vitest'

import { loginSchema, safeRedirect } from '../../src/features/session/login'

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
