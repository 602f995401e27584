import { expect, test } from '@playwright/test'

import { firstDisplayedProduct } from './helpers'

// Routes that belong to later issues (login, account, cart): linked already, built with their issue.
const LATER = [/^\/panier/]

async function internalLinks(page: import('@playwright/test').Page): Promise<string[]> {
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  return [...new Set(hrefs.map((h) => h.split('#')[0]).filter((h) => h && !h.startsWith('//')))]
}

test.describe('crawl: every internal link answers 200', () => {
  // the same links in both viewports: crawled once, in the desktop project
  test('links of the home page and of a product page @desktop-only', async ({ page, request }) => {
    test.setTimeout(180_000)
    const product = await firstDisplayedProduct(request)
    const links = new Set<string>()
    for (const url of ['/', `/catalogues/produit/${product.slug}`]) {
      expect((await page.goto(url))?.status()).toBe(200)
      for (const link of await internalLinks(page)) links.add(link)
    }
    const checked = [...links].filter((l) => !LATER.some((r) => r.test(l)))
    expect(checked.length).toBeGreaterThan(20)
    const broken: string[] = []
    for (const link of checked) {
      const res = await request.get(link, { maxRedirects: 0 })
      if (res.status() !== 200) broken.push(`${link} → ${res.status()}`)
    }
    expect(broken).toEqual([])
  })
})
