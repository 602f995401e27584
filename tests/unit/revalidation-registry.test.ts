import { describe, expect, it, vi } from 'vitest'

import { EVERY_PAGE, isShopPath, pathsFor, pathsForChange, STATIC_ROUTES } from '@/server/revalidation/registry'
import { createRateLimiter } from '@/server/http/rateLimit'
import { revalidateSecret, sameSecret } from '@/server/revalidation/secret'

const product = {
  kind: 'produits' as const,
  slug: 'roulement-6204',
  categories: [{ slug: 'roulements-a-billes', catalogueSlug: 'roulements-et-transmission', parentSlug: 'roulements' }],
  brand: { slug: 'skf', hasPage: true },
}

describe('revalidation registry: a change maps to exactly the pages it affects', () => {
  it('a product → its page, its categories, its catalogue, its brand page, the listings and home', () => {
    expect(new Set(pathsFor(product))).toEqual(
      new Set([
        '/catalogues/produit/roulement-6204',
        '/tous-nos-produits',
        '/',
        '/catalogues/roulements-et-transmission',
        '/catalogues/roulements-et-transmission/roulements-a-billes',
        '/catalogues/roulements-et-transmission/roulements',
        '/partenaires/skf',
      ]),
    )
  })

  it('a brand without a single page has no brand page to rebuild', () => {
    expect(pathsFor({ ...product, brand: { slug: 'gates', hasPage: false } })).not.toContain('/partenaires/gates')
  })

  it('a renamed product rebuilds the old address too (it must now answer 404)', () => {
    const paths = pathsForChange({ ...product, slug: 'nouveau' }, product)
    expect(paths).toContain('/catalogues/produit/nouveau')
    expect(paths).toContain('/catalogues/produit/roulement-6204')
  })

  it('a deleted document rebuilds the pages of its last version', () => {
    expect(pathsForChange(null, { kind: 'pages', slug: 'mentions-legales' })).toEqual(['/mentions-legales'])
  })

  it('the navigation, site settings and newsletter globals → every page', () => {
    for (const kind of ['navigation', 'site-settings', 'newsletter'] as const) {
      expect(pathsForChange({ kind }, null)).toEqual([EVERY_PAGE])
    }
  })

  it('editorial listings map to their route', () => {
    expect(pathsFor({ kind: 'articles' })).toEqual(['/articles'])
    expect(pathsFor({ kind: 'faq' })).toEqual(['/faq'])
    expect(pathsFor({ kind: 'case-studies', expertiseSlug: 'travail-du-metal' })).toEqual(['/case-studies', '/expertises/travail-du-metal'])
    expect(pathsFor({ kind: 'services', slug: 'audit', expertiseSlugs: ['maintenance-industrielle'] })).toEqual([
      '/services',
      '/services/audit',
      '/expertises/maintenance-industrielle',
    ])
  })

  it('a page whose slug is not a shop route is not sent', () => {
    expect(pathsForChange({ kind: 'pages', slug: 'brouillon-interne' }, null)).toEqual([])
  })
})

describe('paths accepted by POST /api/revalidate', () => {
  it.each([
    ...STATIC_ROUTES,
    '/catalogues/produit/skf-6204-2rs',
    '/catalogues/soudage',
    '/catalogues/soudage/postes-mig',
    '/partenaires/skf',
  ])('accepts %s', (path) => expect(isShopPath(path)).toBe(true))
  it.each([
    '/admin',
    '/cms/api/produits',
    '/../etc/passwd',
    'https://evil.example/',
    '/catalogues/produit/a/b',
    '/api/revalidate',
    '//evil.example',
  ])('refuses %s', (path) => expect(isShopPath(path)).toBe(false))
})

describe('revalidation secret and rate limit', () => {
  it('derives a stable secret from the CMS secret, overridden by REVALIDATE_SECRET', () => {
    expect(revalidateSecret('abc')).toBe(revalidateSecret('abc'))
    expect(revalidateSecret('abc')).not.toBe(revalidateSecret('abd'))
  })
  it('compares secrets exactly', () => {
    expect(sameSecret('s3cret', 's3cret')).toBe(true)
    expect(sameSecret('s3cre', 's3cret')).toBe(false)
    expect(sameSecret(undefined, 's3cret')).toBe(false)
  })
  it('allows `limit` calls per window and per key', async () => {
    vi.useFakeTimers({ now: 0 })
    try {
      const allow = createRateLimiter({ name: 'unit-revalidation-window', limit: 2, windowMs: 1000 })
      const allowed = async (key: string, at: number) => (vi.setSystemTime(at), (await allow(key)).allowed)
      expect([
        await allowed('a', 0),
        await allowed('a', 10),
        await allowed('a', 20),
        await allowed('b', 20),
        await allowed('a', 1001),
      ]).toEqual([true, true, false, true, true])
    } finally {
      vi.useRealTimers()
    }
  })
})
