import { describe, expect, it, vi } from 'vitest'

// the loader reads Payload; the XML builder under test is pure
vi.mock('@/server/cms/payload', () => ({ cms: vi.fn() }))

import { buildSitemapXml } from '@/server/seo/sitemap'

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
