import { describe, expect, it, vi } from 'vitest'

// the loader reads Payload; the XML builder under test is pure
vi.mock('@/server/http/payload', () => ({ cms: vi.fn() }))

import {
  buildSitemapIndexXml,
  buildSitemapXml,
  loadSitemapFiles,
  loadSitemapProducts,
  parseSitemapFile,
  SITEMAP_PRODUCTS_PER_FILE,
} from '@/server/seo/sitemap'

const ORIGIN = 'https://shop.example'

describe('sitemap XML builder', () => {
  it('is a sitemaps.org urlset', () => {
    const xml = buildSitemapXml([{ path: '/' }], ORIGIN)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml.trim().endsWith('</urlset>')).toBe(true)
  })

  it('writes absolute URLs on the origin (a trailing slash on the origin is not doubled)', () => {
    const xml = buildSitemapXml([{ path: '/' }, { path: '/catalogues/produit/pompe' }, { path: 'faq' }], `${ORIGIN}/`)
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`)
    expect(xml).toContain(`<loc>${ORIGIN}/catalogues/produit/pompe</loc>`)
    expect(xml).toContain(`<loc>${ORIGIN}/faq</loc>`)
    expect(xml).not.toContain('example//')
  })

  it('escapes & and the other XML special characters', () => {
    const xml = buildSitemapXml([{ path: `/recherche?a=1&b=<2>"'` }], ORIGIN)
    expect(xml).toContain(`<loc>${ORIGIN}/recherche?a=1&amp;b=&lt;2&gt;&quot;&apos;</loc>`)
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })

  it('gives <lastmod> as an ISO date when known, and none when missing or invalid', () => {
    const xml = buildSitemapXml(
      [
        { path: '/a', lastmod: '2026-03-04T05:06:07.000Z' },
        { path: '/b', lastmod: null },
        { path: '/c', lastmod: 'not a date' },
      ],
      ORIGIN,
    )
    expect(xml).toContain(`<url><loc>${ORIGIN}/a</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>`)
    expect(xml).toContain(`<url><loc>${ORIGIN}/b</loc></url>`)
    expect(xml).toContain(`<url><loc>${ORIGIN}/c</loc></url>`)
  })

  it('has one <url> per entry', () => {
    const xml = buildSitemapXml([{ path: '/a' }, { path: '/b' }, { path: '/c' }], ORIGIN)
    expect(xml.match(/<url>/g)).toHaveLength(3)
  })
})

/** A catalogue of `total` visible products: count, and pages of slugs by `page` and `limit`, as Payload answers them. */
function catalogue(total: number) {
  const asked: { page: number; limit: number }[] = []
  const payload = {
    count: async () => ({ totalDocs: total }),
    find: async ({ page, limit }: { page: number; limit: number }) => {
      asked.push({ page, limit })
      const start = (page - 1) * limit
      const docs = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => ({
        slug: `p-${start + i}`,
        updatedAt: '2026-01-01T00:00:00.000Z',
      }))
      return { docs }
    },
  }
  return { payload: payload as never, asked }
}

describe('sitemap index (a catalogue of any size)', () => {
  it('lists the pages file then one products file per SITEMAP_PRODUCTS_PER_FILE products, at most 50,000 each', async () => {
    expect(SITEMAP_PRODUCTS_PER_FILE).toBeLessThanOrEqual(50_000)
    const { payload } = catalogue(2 * SITEMAP_PRODUCTS_PER_FILE + 1)
    expect(await loadSitemapFiles(payload)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/produits-1.xml',
      '/sitemaps/produits-2.xml',
      '/sitemaps/produits-3.xml',
    ])
    expect(await loadSitemapFiles(catalogue(0).payload)).toEqual(['/sitemaps/pages.xml', '/sitemaps/produits-1.xml'])
  })

  it('reads one bounded page of slugs per products file, never the whole catalogue', async () => {
    const { payload, asked } = catalogue(500_000)
    const third = await loadSitemapProducts(payload, 3)
    expect(asked).toEqual([{ page: 3, limit: SITEMAP_PRODUCTS_PER_FILE }])
    expect(third).toHaveLength(SITEMAP_PRODUCTS_PER_FILE)
    expect(third![0]).toEqual({ path: `/catalogues/produit/p-${2 * SITEMAP_PRODUCTS_PER_FILE}`, lastmod: '2026-01-01T00:00:00.000Z' })
  })

  it('has no products file past the last (a 404), but the first always exists', async () => {
    expect(await loadSitemapProducts(catalogue(5).payload, 2, 5)).toBeNull()
    expect(await loadSitemapProducts(catalogue(0).payload, 1, 5)).toEqual([])
  })

  it('names its files pages.xml and produits-N.xml only', () => {
    expect(parseSitemapFile('pages.xml')).toBe('pages')
    expect(parseSitemapFile('produits-12.xml')).toBe(12)
    for (const bad of ['produits-0.xml', 'produits-01.xml', 'produits-1.xml.gz', '../pages.xml', 'produits-9999999.xml', 'x.xml'])
      expect(parseSitemapFile(bad), bad).toBeNull()
  })

  it('writes a sitemaps.org sitemapindex with absolute, escaped locations', () => {
    const xml = buildSitemapIndexXml(['/sitemaps/pages.xml', '/sitemaps/produits-1.xml'], `${ORIGIN}/`)
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/pages.xml</loc></sitemap>`)
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/produits-1.xml</loc></sitemap>`)
    expect(xml.trim().endsWith('</sitemapindex>')).toBe(true)
  })
})
