import { expect, test, type Page } from '@playwright/test'

import { productUrl, serverCart, startAs } from './cart-helpers'
import { cmsFind, SAME_ORIGIN } from './helpers'
import { openPage } from './layout-helpers'
import { resultsReady } from './search-helpers'

// Substitutes and compatibility: a replaced product's page leads to its replacement in one click (and a buyer adds the
// replacement from it), the search for the old reference shows the replacement first, the cart refuses the old
// product, and the compatible consumables show on the product page.

type Product = { id: number; slug: string; titre: string; dimasys_reference: string }
type Replaced = Product & { remplace_par: Product }

/** A seeded replaced product (src/cms/seed/documents.ts), with its replacement. */
async function replaced(page: Page): Promise<Replaced> {
  const res = await page.request.get('/cms/api/produits?where[remplace_par][exists]=true&depth=1&sort=titre&limit=10')
  expect(res.status()).toBe(200)
  const { docs } = (await res.json()) as { docs: Replaced[] }
  const found = docs.find((d) => typeof d.remplace_par === 'object' && d.remplace_par !== null)
  if (!found) throw new Error('no replaced product in the e2e database')
  return found
}

test.describe('substitutes and compatibility', () => {
  test('the old page says it is replaced and leads to the replacement in one click', async ({ page }) => {
    const old = await replaced(page)
    const next = old.remplace_par
    await openPage(page, productUrl(old.slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(old.titre)
    const notice = page.getByTestId('replacement')
    await expect(notice.getByRole('heading')).toHaveText(`Ce produit est remplacé par « ${next.titre} ».`)
    // a visitor: the replacement's « Connaitre le prix », the old product's own offer is gone
    await expect(notice.getByTestId('card-price-visitor')).toBeVisible()
    await expect(page.getByTestId('price-island')).toHaveCount(0)
    await notice.getByTestId('replacement-link').click()
    await page.waitForURL((url) => url.pathname === productUrl(next.slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.titre)
  })

  test('a buyer adds the replacement from the old page; the old product is refused by the cart', async ({ page }) => {
    const old = await replaced(page)
    const next = old.remplace_par
    await startAs(page, 'type1')
    await openPage(page, productUrl(old.slug))
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0)
    await page
      .getByTestId('replacement')
      .getByRole('button', { name: `Ajouter au panier : ${next.titre}` })
      .click()
    await expect.poll(async () => (await serverCart(page))?.products.map((l) => l.id) ?? []).toContain(String(next.id))

    const refused = await page.request.post('/api/cart/-1', { headers: SAME_ORIGIN, data: { id: String(old.id), quantity: 1 } })
    expect(refused.status()).toBe(409)
    const body = (await refused.json()) as { code: string; message: string }
    expect(body.code).toBe('product_replaced')
    expect(body.message).toContain(`remplacé par «\u00a0${next.titre}\u00a0» (réf. ${next.dimasys_reference})`)
    expect((await serverCart(page))?.products.map((l) => l.id)).not.toContain(String(old.id))
  })

  test('the search for the old reference shows the replacement first, then the old product', async ({ page }) => {
    const old = await replaced(page)
    await openPage(page, `/recherche?q=${encodeURIComponent(old.dimasys_reference)}`)
    await resultsReady(page)
    const hits = page.getByTestId('search-results').getByTestId('search-hit')
    await expect(hits.first()).toHaveAttribute('data-object-id', `product-${old.remplace_par.id}`)
    await expect(hits.nth(1)).toHaveAttribute('data-object-id', `product-${old.id}`)
    await hits.first().getByTestId('search-hit-title').click()
    await page.waitForURL((url) => url.pathname === productUrl(old.remplace_par.slug))
  })

  test('the compatible consumables show on the product page as product cards', async ({ page }) => {
    type WithCompatibles = Product & { compatibles: number[] }
    const product = (await cmsFind<WithCompatibles>(page.request, 'produits', 'where[compatibles][exists]=true&sort=titre')).docs[0]!
    const shown = await cmsFind<Product>(page.request, 'produits', `where[id][in]=${product.compatibles.join(',')}`)
    await openPage(page, productUrl(product.slug))
    const section = page.getByTestId('compatibles')
    await expect(section.getByRole('heading', { name: 'Consommables et pièces compatibles' })).toBeVisible()
    const cards = section.getByTestId('product-card')
    await expect(cards).toHaveCount(shown.totalDocs)
    const hrefs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')))
    // in the editor's order
    const bySlug = new Map(shown.docs.map((d) => [d.id, d.slug]))
    expect(hrefs).toEqual(product.compatibles.flatMap((id) => (bySlug.has(id) ? [productUrl(bySlug.get(id)!)] : [])))
    // below the fold: lazy images
    await expect(section.locator('img').first()).toHaveAttribute('loading', 'lazy')
  })
})
