import { expect, test, type Page } from '@playwright/test'

import { BUYERS, buyableProduct, plain, productUrl, serverCart, startAs, storedCart } from './cart-helpers'
import { euros, openPage } from './layout-helpers'

async function addFromProductPage(page: Page, slug: string, quantity: number) {
  await openPage(page, productUrl(slug))
  const buy = page.getByTestId('add-to-cart')
  await expect(buy).toBeVisible()
  const field = buy.getByRole('textbox', { name: 'Quantité' })
  await field.fill(String(quantity))
  await field.blur()
  await buy.getByRole('button', { name: 'Ajouter au panier' }).click()
}

// spec §2 Cart, §4 Cart panel: add to cart → panel with the right count and totals
test.describe('cart: buying from a product page', () => {
  for (const key of BUYERS) {
    test(`${key}: add to cart opens the panel with the count and totals H.T, /panier shows it and a reload keeps it`, async ({ page }) => {
      await startAs(page, key)
      const product = await buyableProduct(page)
      await addFromProductPage(page, product.slug, 3)

      const panel = page.getByTestId('cart-panel')
      await expect(panel).toBeVisible()
      await expect(panel.getByRole('heading', { name: 'Mon panier' })).toBeVisible()
      await expect(panel.getByTestId('cart-panel-count')).toHaveText('3 articles')
      await expect(panel.getByTestId('cart-panel-notice')).toBeVisible()
      await expect(panel.getByTestId('cart-line')).toHaveCount(1)
      await expect(panel.getByTestId('cart-line-title')).toHaveText(product.titre)

      const order = await serverCart(page)
      expect(order?.products).toEqual([expect.objectContaining({ id: String(product.id), quantity: 3 })])
      await expect(panel.getByTestId('cart-items-total')).toHaveText(euros(order!.amount_ht))
      await expect(panel.getByTestId('cart-delivery')).toHaveText(euros(order!.delivery_ht))
      await expect(panel.getByTestId('cart-total')).toHaveText(euros(order!.amount_ht + order!.delivery_ht))
      await expect(page.getByTestId('cart-badge')).toHaveText('3')

      // 'Voir mon panier' → /panier, the same line and totals
      await panel.getByRole('link', { name: 'Voir mon panier' }).click()
      await expect(page).toHaveURL(/\/panier$/)
      await expect(page.getByTestId('cart-panel')).toHaveCount(0)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      const line = page.getByTestId('cart-line')
      await expect(line).toHaveCount(1)
      await expect(line.getByTestId('cart-line-title')).toHaveText(product.titre)
      await expect(line.getByText(product.dimasys_reference)).toBeVisible()
      await expect(line.getByRole('link').first()).toHaveAttribute('href', productUrl(product.slug))
      await expect(line.getByTestId('stock-label')).toHaveText(/En stock|Stock faible|Délai à confirmer/)
      await expect(page.getByTestId('cart-total')).toHaveText(euros(order!.amount_ht + order!.delivery_ht))

      // reload keeps the cart (local storage, then the order sync from the server)
      await page.reload()
      await expect(page.getByTestId('cart-line')).toHaveCount(1)
      await expect(page.getByTestId('cart-line').getByRole('textbox', { name: 'Quantité' })).toHaveValue('3')
      await expect(page.getByTestId('cart-badge')).toHaveText('3')
      expect((await storedCart(page))?.totalItems).toBe(3)
    })
  }

  test("adding again increases the line; a count of 1 reads '1 article'", async ({ page }) => {
    await startAs(page, 'type1')
    const product = await buyableProduct(page)
    await addFromProductPage(page, product.slug, 1)
    await expect(page.getByTestId('cart-panel-count')).toHaveText('1 article')
    await page.getByTestId('cart-panel').getByRole('button', { name: 'Fermer' }).click()
    await expect(page.getByTestId('cart-panel')).toHaveCount(0)
    await page.getByTestId('add-to-cart').getByRole('button', { name: 'Ajouter au panier' }).click()
    await expect(page.getByTestId('cart-panel-count')).toHaveText('2 articles')
    expect((await serverCart(page))?.products).toEqual([expect.objectContaining({ id: String(product.id), quantity: 2 })])
  })

  test('the header cart button opens the panel; the mobile header shows the cart total', async ({ page }, testInfo) => {
    await startAs(page, 'credit')
    const product = await buyableProduct(page)
    await addFromProductPage(page, product.slug, 2)
    await page.getByTestId('cart-panel').getByRole('button', { name: 'Fermer' }).click()
    await page.getByTestId('cart-button').click()
    await expect(page.getByTestId('cart-panel')).toBeVisible()
    await expect(page.getByTestId('cart-panel-count')).toHaveText('2 articles')
    const width = (await page.getByTestId('cart-panel').boundingBox())!.width
    expect(width).toBe(testInfo.project.name === 'mobile' ? 390 : 512)
    const stored = await storedCart(page)
    expect(plain(await page.getByTestId('mobile-cart-total').textContent())).toContain(plain(euros(stored!.items[0]!.price * 2)))
  })
})
