import { expect, test } from '@playwright/test'

import { demoClient } from '@/cms/seed/accounts'
import { buyableProduct, emptyServerCart, productUrl, serverCart, serverOrders, startAs } from './cart-helpers'
import { listing, logout } from './account-helpers'
import { openPage } from './layout-helpers'

const ADDRESS = { Destinataire: 'Usinage Rhône-Alpes', Adresse: '3 rue de l’Industrie', 'Code postal': '69007', Ville: 'Lyon' }
const PREPARER = demoClient('preparateur')

// Preparers: preparateur@demo.fr prepares a cart that credit@demo.fr takes over and orders
test.describe('preparers', () => {
  test('a preparer prepares a cart; the buyer takes it over and places the order', async ({ page }) => {
    await startAs(page, 'preparateur')
    const product = await buyableProduct(page)
    await openPage(page, productUrl(product.slug))
    await page.getByTestId('add-to-cart').getByRole('button', { name: 'Ajouter au panier' }).click()
    await expect.poll(async () => (await serverCart(page))?.products.length).toBe(1)
    await openPage(page, '/mon-compte/preparateurs')
    await expect(page.getByText('Vous préparez des paniers pour les acheteurs de votre société')).toBeVisible()
    await logout(page)

    await startAs(page, 'credit')
    await openPage(page, '/mon-compte/preparateurs')
    const card = page.locator(`[data-testid="preparer"][data-email="${PREPARER.email}"]`)
    await expect(card.getByTestId('preparer-cart-line')).toHaveCount(1)
    await expect(card.getByTestId('preparer-cart-line')).toContainText(product.titre)
    await card.getByRole('button', { name: 'Reprendre ce panier' }).click()
    await card.getByRole('alertdialog').getByRole('button', { name: 'Reprendre le panier' }).click()
    await expect(page.getByTestId('toast')).toContainText('1 article repris dans votre panier')
    await expect(card.getByTestId('preparer-cart-empty')).toBeVisible()
    const taken = await serverCart(page)
    expect(taken?.products.map((l) => l.id)).toEqual([String(product.id)])

    await openPage(page, '/panier')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    const form = page.getByTestId('checkout-form')
    for (const [label, value] of Object.entries(ADDRESS)) await form.getByLabel(label).fill(value)
    await form.getByRole('button', { name: 'Valider la commande' }).click()
    const id = await page.getByTestId('placed-order-id').textContent()
    expect((await serverOrders(page)).find((o) => o.id === id)?.status).toBe('placed')
  })

  test('the buyer removes a preparer and adds them back by e-mail; another company’s client is refused', async ({ page }) => {
    await startAs(page, 'credit')
    await emptyServerCart(page)
    await openPage(page, '/mon-compte/preparateurs')
    const card = () => page.locator(`[data-testid="preparer"][data-email="${PREPARER.email}"]`)
    await card()
      .getByRole('button', { name: /^Retirer/ })
      .click()
    await expect(card()).toHaveCount(0)
    expect((await listing(page)).preparateurs.some((p) => p.email === PREPARER.email)).toBe(false)

    const form = page.getByTestId('preparer-form')
    await form.getByLabel('Adresse e-mail du préparateur').fill('coupa@demo.fr')
    await form.getByRole('button', { name: 'Ajouter' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'Aucun compte client actif de votre société n’utilise cette adresse. Le préparateur doit d’abord avoir un compte client.',
    )
    await form.getByLabel('Adresse e-mail du préparateur').fill(PREPARER.email)
    await form.getByRole('button', { name: 'Ajouter' }).click()
    await expect(card()).toBeVisible()
    expect((await listing(page)).preparateurs.some((p) => p.email === PREPARER.email)).toBe(true)
  })
})
