import { expect, test } from '@playwright/test'

import { firstDisplayedProduct } from './helpers'

// The absolute URLs use NEXT_PUBLIC_APP_URL, which may differ from the test server's origin: compare paths.
const pathOf = (url: string): string => {
  const u = new URL(url)
  return `${u.pathname}${u.search}`
}

test.describe('SEO and sharing', () => {
  test('robots.txt is plain text, keeps crawlers out of private areas and names the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('text/plain')
    const body = await res.text()
    expect(body).toContain('Allow: /')
    for (const path of ['/admin', '/cms/', '/api/', '/mon-compte', '/panier']) expect(body).toContain(`Disallow: ${path}`)
    expect(body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
  })

  test('sitemap.xml is an index of bounded files that list the static routes and every displayed product', async ({ request }) => {
    const res = await request.get('/sitemap.xml')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('xml')
    const index = await res.text()
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname)
    expect(files[0]).toBe('/sitemaps/pages.xml')
    expect(files.slice(1).every((f) => /^\/sitemaps\/produits-\d+\.xml$/.test(f))).toBe(true)
    const paths: string[] = []
    for (const file of files) {
      const part = await request.get(file)
      expect(part.status(), file).toBe(200)
      const xml = await part.text()
      expect(xml, file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      expect(locs.length, file).toBeLessThanOrEqual(50_000)
      paths.push(...locs.map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname))
    }
    for (const route of ['/', '/tous-nos-produits', '/catalogues', '/contact', '/faq']) expect(paths).toContain(route)
    const productPaths = paths.filter((p) => p.startsWith('/catalogues/produit/'))
    const count = await request.get('/cms/api/produits?limit=1&depth=0')
    expect(count.ok()).toBe(true)
    const { totalDocs } = (await count.json()) as { totalDocs: number }
    expect(productPaths.length).toBe(totalDocs)
    const product = await firstDisplayedProduct(request)
    expect(productPaths).toContain(`/catalogues/produit/${product.slug}`)
    // past the last file, and any other name: a 404
    expect((await request.get(`/sitemaps/produits-${files.length}.xml`)).status()).toBe(404)
    expect((await request.get('/sitemaps/autre.xml')).status()).toBe(404)
  })

  test('the home page has a canonical link and Open Graph tags whose image is a PNG', async ({ page, request }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical && new URL(canonical).pathname).toBe('/')
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/)
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR')
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    // the page's title and description, signed by the server: /api/og draws nothing else
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(ogImage).toMatch(/^https?:\/\/[^/]+\/api\/og\?title=.*&sig=[0-9a-f]{32}$/)
    const image = await request.get(pathOf(ogImage ?? ''))
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    // a made-up title is refused without drawing
    const forged = await request.get('/api/og?title=Titre+invent%C3%A9')
    expect(forged.status()).toBe(400)
    expect(await forged.json()).toMatchObject({ code: 'invalid_signature' })
  })

  test('a product page describes the product in JSON-LD without price, with its breadcrumb', async ({ page, request }) => {
    const product = await firstDisplayedProduct(request)
    await page.goto(`/catalogues/produit/${product.slug}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical && new URL(canonical).pathname).toBe(`/catalogues/produit/${product.slug}`)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const items = blocks.flatMap((text) => {
      const data = JSON.parse(text) as unknown
      return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[]
    })
    const productLd = items.find((item) => item['@type'] === 'Product')
    expect(productLd).toBeDefined()
    expect(productLd).toMatchObject({ name: product.titre, sku: product.dimasys_reference })
    expect(productLd).not.toHaveProperty('offers')
    const breadcrumb = items.find((item) => item['@type'] === 'BreadcrumbList')
    expect(breadcrumb).toBeDefined()
    expect((breadcrumb?.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(2)
  })
})
