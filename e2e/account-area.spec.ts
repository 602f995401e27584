import { expect, test } from '@playwright/test'

import { demoClient } from '@/cms/seed/accounts'
import { emptyServerCart, serverCart, startAs } from './cart-helpers'
import { openPage } from './layout-helpers'

// Account area: access, /mon-compte, orders (list, detail, reorder), frequent purchases
test.describe('account area', () => {
  test('a visitor is sent to the login page and brought back to the account page asked for', async ({ page }) => {
    await page.goto('/mon-compte/mes-commandes')
    await page.waitForURL((url) => url.pathname === '/se-connecter' && url.searchParams.get('redirect') === '/mon-compte/mes-commandes')
    const client = demoClient('credit')
    await page.getByLabel('Adresse e-mail').fill(client.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(client.password)
    await page.getByTestId('login-form').getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL((url) => url.pathname === '/mon-compte/mes-commandes')
    await expect(page.getByTestId('account-orders').locator('li').first()).toBeVisible()
    // spec §2 Footer: reduced on account pages
    await expect(page.getByTestId('site-footer')).toHaveAttribute('data-reduced', '')
    await expect(page.getByTestId('footer-cta')).toHaveCount(0)
  })

  test('/mon-compte shows identity, company and the credit indicator (type 2), none for type 1', async ({ page }) => {
    await startAs(page, 'credit')
    await openPage(page, '/mon-compte')
    await expect(page.getByTestId('account-email')).toHaveText('credit@demo.fr')
    await expect(page.getByTestId('account-company-name')).toHaveText('Usinage Rhône-Alpes SAS')
    await expect(page.getByTestId('credit-indicator')).toContainText('15 000,00')
    const nav = page.getByTestId('account-nav')
    await expect(nav.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Préparateurs' }).click()
    await page.waitForURL('**/mon-compte/preparateurs')

    await startAs(page, 'type1')
    await openPage(page, '/mon-compte')
    await expect(page.getByTestId('account-company-name')).toHaveText('Chaudronnerie du Nord SARL')
    await expect(page.getByTestId('credit-indicator')).toHaveCount(0)
  })

  test('orders newest first with status and total; the detail lists its lines; « Commander à nouveau » fills the cart', async ({
    page,
  }) => {
    await startAs(page, 'type1')
    await openPage(page, '/mon-compte/mes-commandes')
    const rows = page.getByTestId('account-orders').locator('li')
    await expect(rows.first()).toBeVisible()
    const dates = await page.getByTestId('order-date').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
    expect(dates.length).toBeGreaterThanOrEqual(3)
    expect([...dates].sort().reverse()).toEqual(dates)
    // the seeded repeat order of 12/11/2026: find it by its reference
    const seeded = rows.filter({ hasText: 'BC-2026-0633' })
    await expect(seeded.getByTestId('order-status')).toHaveText('Expédiée')
    // where its goods stand, under the status (issue 34): every line delivered
    await expect(seeded.getByTestId('order-shipping-state')).toHaveText('Livrée')
    await expect(seeded.getByTestId('order-date')).toHaveText('12/11/2026')
    await seeded.getByRole('link', { name: /Voir le détail/ }).click()

    const detail = page.getByTestId('order-detail')
    await expect(detail.getByTestId('order-line')).toHaveCount(2)
    await expect(detail.getByTestId('order-detail-status')).toHaveText('Expédiée')
    const quantities = await detail
      .getByTestId('order-line')
      .evaluateAll((els) =>
        Object.fromEntries(
          els.map((e) => [e.getAttribute('data-product-id'), e.querySelector('[data-testid="order-line-quantity"]')?.textContent]),
        ),
      )
    await detail.getByRole('button', { name: 'Commander à nouveau' }).click()
    // A toast confirms it, the panel stays closed
    await expect(page.getByTestId('toast').filter({ hasText: 'Les produits ont été ajoutés à votre panier.' })).toBeVisible()
    await expect(page.getByTestId('cart-panel')).toHaveCount(0)
    await expect
      .poll(async () => Object.fromEntries(((await serverCart(page))?.products ?? []).map((l) => [l.id, String(l.quantity)])))
      .toEqual(quantities)
    await emptyServerCart(page)
  })

  test('frequent purchases reflect the seeded history and add the last quantity to the cart', async ({ page }) => {
    await startAs(page, 'type1')
    await openPage(page, '/mon-compte/achats-frequents')
    const first = page.getByTestId('frequent-list').getByTestId('account-product').first()
    // the most ordered product: product 0 of the seed (ordered on 14/09 (4) and 12/11/2026 (6)), or, once the checkout
    // specs of this run have ordered as this buyer too (the e2e database is shared by both viewports), that one
    await expect(first.getByTestId('frequent-details')).toContainText(/\d+ commandes/)
    await expect(first.getByTestId('frequent-last-date')).toHaveText(/^\d{2}\/\d{2}\/2026$/)
    const last = Number((await first.getByTestId('frequent-last-quantity').textContent())?.trim())
    expect(last).toBeGreaterThan(0)
    const productId = await first.getAttribute('data-product-id')
    await first.getByRole('button', { name: `Ajouter ${last} au panier` }).click()
    await expect.poll(async () => (await serverCart(page))?.products.find((l) => l.id === productId)?.quantity).toBe(last)
    // A toast confirms it, the panel stays closed
    await expect(page.getByTestId('toast').filter({ hasText: 'Le produit a été ajouté à votre panier.' })).toBeVisible()
    await expect(page.getByTestId('cart-panel')).toHaveCount(0)
    await emptyServerCart(page)
  })
})
