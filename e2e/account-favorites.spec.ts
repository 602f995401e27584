import { expect, test } from '@playwright/test'

import { buyableProduct, emptyServerCart, productUrl, serverCart, startAs } from './cart-helpers'
import { clearFavorites, favoriteIds } from './account-helpers'
import { openPage } from './layout-helpers'

// Favourites: the heart on product pages and cards, /mon-compte/favoris with prices and add to cart
test.describe('favourites', () => {
  test('a visitor gets no heart', async ({ page }) => {
    await openPage(page, '/tous-nos-produits')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByTestId('favorite-button')).toHaveCount(0)
  })

  test('heart on a product page adds it; the list shows it with its price; add to cart; remove', async ({ page }) => {
    await startAs(page, 'credit')
    await clearFavorites(page)
    const product = await buyableProduct(page)
    await openPage(page, productUrl(product.slug))
    // the heart beside the title (the related products' cards have theirs)
    const heart = page.getByRole('heading', { level: 1 }).locator('xpath=..').getByTestId('favorite-button')
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(heart).toHaveAccessibleName('Retirer des favoris')
    expect(await favoriteIds(page)).toEqual([product.id])

    await openPage(page, '/mon-compte/favoris')
    const item = page.getByTestId('favorites-list').getByTestId('account-product')
    await expect(item).toHaveCount(1)
    await expect(item.getByTestId('account-product-title')).toHaveText(product.titre)
    await expect(item.getByTestId('price')).toContainText('H.T')
    await item.getByRole('button', { name: 'Ajouter au panier' }).click()
    await expect
      .poll(async () => (await serverCart(page))?.products.find((l) => l.id === String(product.id))?.quantity)
      .toBe(product.quantity_min_to_buy)
    // On the favourites page a toast confirms the add, the panel stays closed
    await expect(page.getByTestId('toast').filter({ hasText: 'Le produit a été ajouté à votre panier.' })).toBeVisible()
    await expect(page.getByTestId('cart-panel')).toHaveCount(0)
    await emptyServerCart(page)

    await item.getByRole('button', { name: 'Retirer des favoris' }).click()
    await expect(page.getByTestId('account-empty')).toBeVisible()
    expect(await favoriteIds(page)).toEqual([])
  })

  test('heart on a product card toggles the favourite', async ({ page }) => {
    await startAs(page, 'type1')
    await clearFavorites(page)
    await openPage(page, '/tous-nos-produits')
    const card = page.getByTestId('product-card').first()
    const heart = card.locator('xpath=..').getByTestId('favorite-button')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(await favoriteIds(page)).toHaveLength(1)
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(() => favoriteIds(page)).toEqual([])
  })
})
