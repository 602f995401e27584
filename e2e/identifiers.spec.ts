import { expect, test, type Page } from '@playwright/test'

import { SAME_ORIGIN } from './helpers'
import { productUrl, startAs } from './cart-helpers'
import { openPage } from './layout-helpers'
import { resultsReady } from './search-helpers'

// Identifiers buyers use: a product's EAN finds it; « Ma référence » set on the product page shows on the cart line
type Doc = { id: number; slug: string; titre: string; dimasys_reference: string; ean: string | null }

async function productByReference(page: Page, reference: string): Promise<Doc> {
  const res = await page.request.get(`/cms/api/produits?where[dimasys_reference][equals]=${encodeURIComponent(reference)}&depth=0`)
  const doc = ((await res.json()) as { docs: Doc[] }).docs[0]
  if (!doc) throw new Error(`no product ${reference}`)
  return doc
}

test.describe('identifiers: EAN and « Ma référence »', () => {
  test('a visitor’s search for an EAN finds its product first; the product page shows the EAN', async ({ page }) => {
    const product = await productByReference(page, 'SKF-6204-2RS')
    expect(product.ean).toMatch(/^\d{13}$/)
    await openPage(page, `/recherche?q=${product.ean}`)
    await resultsReady(page)
    const first = page.getByTestId('search-results').getByTestId('search-hit').first()
    await expect(first).toHaveAttribute('data-object-id', `product-${product.id}`)
    await first.click()
    await page.waitForURL(`**${productUrl(product.slug)}`)
    await expect(page.getByTestId('ean')).toHaveText(product.ean!)
    // a visitor has no « Ma référence »
    await expect(page.getByTestId('part-number')).toHaveCount(0)
  })

  test('« Ma référence » set on the product page is shown on the cart line, and to this company only', async ({ page }, info) => {
    // two buyers over several pages (product, cart, search, each twice): more than a page's minute on a busy machine
    test.setTimeout(150_000)
    const reference = `URA-E2E-${info.project.name.toUpperCase()}`
    await startAs(page, 'credit')
    const product = await productByReference(page, 'SKF-6204-2RS')
    // a rerun on the same database starts without it
    await page.request.post(`/api/part-numbers/${product.id}`, { headers: SAME_ORIGIN, data: { reference: '' } })
    await openPage(page, productUrl(product.slug))
    await page.getByRole('button', { name: 'Ajouter ma référence' }).click()
    await page.getByRole('textbox', { name: 'Ma référence' }).fill(reference)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Votre référence a été enregistrée.' })).toBeVisible()
    await expect(page.getByTestId('part-number-value')).toHaveText(reference)

    const buy = page.getByTestId('add-to-cart')
    await buy.getByRole('button', { name: 'Ajouter au panier' }).click()
    await expect(page.getByTestId('cart-panel')).toBeVisible()
    await expect(page.getByTestId('cart-panel').getByTestId('cart-line-part-number')).toHaveText(`Ma référence : ${reference}`)
    await openPage(page, '/panier')
    await expect(page.getByTestId('cart-line').first().getByTestId('cart-line-part-number')).toHaveText(`Ma référence : ${reference}`)
    // found by this company's search, above the results
    await openPage(page, `/recherche?q=${reference}`)
    await expect(page.getByTestId('part-number-results').getByTestId('part-number-hit')).toHaveAttribute(
      'data-product-id',
      String(product.id),
    )

    // another company's buyer sees their own (Chaudronnerie du Nord: CDN-ROUL-6204), never this one
    await startAs(page, 'type1')
    await openPage(page, productUrl(product.slug))
    await expect(page.getByTestId('part-number-value')).toHaveText('CDN-ROUL-6204')
    await openPage(page, `/recherche?q=${reference}`)
    await resultsReady(page)
    await expect(page.getByTestId('part-number-results')).toHaveCount(0)
  })
})
