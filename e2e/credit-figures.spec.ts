import { expect, test, type Locator, type Page } from '@playwright/test'

import type { CreditReply } from '@/lib/cart/credit'
import { formatEuros } from '@/lib/money'
import { buyableProduct, emptyServerCart, plain, setServerLine, startAs } from './cart-helpers'
import { SAME_ORIGIN } from './helpers'
import { isMobileProject, openMobileMenu, openPage } from './layout-helpers'

// One set of credit figures for credit@demo.fr (issue 33, item 3): one source (the ERP, GET /api/credit), one name per
// figure, the same numbers on /mon-compte, /panier, the cart panel and the mobile menu's bar; the cart panel shows the
// credit of an account of type ≠ 1 even with an empty cart (spec §2, §6).

const euros = (amount: number) => plain(formatEuros(amount))
const cents = (n: number) => Math.round(n * 100) / 100

async function companyCredit(page: Page): Promise<NonNullable<CreditReply['credit']>> {
  const res = await page.request.get('/api/credit', { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
  const { credit } = (await res.json()) as CreditReply
  expect(credit).not.toBeNull()
  return credit!
}

/** The four figures under their names: the company's outstanding, this cart, available (limit − outstanding − cart), limit. */
async function expectFigures(box: Locator, figures: { used: number; cart: number; limit: number }): Promise<void> {
  await expect(box).toContainText('Encours de votre société')
  await expect(box).toContainText('Crédit disponible')
  await expect(box).toContainText('Plafond de crédit')
  await expect.poll(async () => plain(await box.getByTestId('credit-used').textContent())).toBe(euros(figures.used))
  await expect.poll(async () => plain(await box.getByTestId('credit-cart').textContent())).toBe(euros(figures.cart))
  await expect
    .poll(async () => plain(await box.getByTestId('credit-available').textContent()))
    .toBe(euros(cents(figures.limit - figures.used - figures.cart)))
  await expect.poll(async () => plain(await box.getByTestId('credit-limit').textContent())).toBe(euros(figures.limit))
}

test('credit@demo.fr reads the same figures under the same names on /mon-compte, /panier, the cart panel and the mobile menu', async ({
  page,
}) => {
  await startAs(page, 'credit')
  const product = await buyableProduct(page)
  const order = await setServerLine(page, product.id, 1)
  const { limit, used } = await companyCredit(page)
  const figures = { used, cart: order.total_ht, limit }

  await openPage(page, '/mon-compte')
  await expectFigures(page.getByTestId('credit-indicator'), figures)
  // this buyer's orders this month: a figure of its own, under its own name
  await expect(page.getByTestId('account-spending')).toContainText('Vos commandes ce mois-ci')

  await openPage(page, '/panier')
  await expectFigures(page.getByTestId('credit-indicator'), figures)

  if (isMobileProject(test.info())) {
    const menu = await openMobileMenu(page)
    const bar = menu.getByTestId('mobile-menu-credit')
    await expect(bar).toContainText('Encours de votre société')
    await expect.poll(async () => plain(await bar.getByTestId('credit-used').textContent())).toBe(euros(used))
    await expect.poll(async () => plain(await bar.getByTestId('credit-limit').textContent())).toBe(euros(limit))
    await expect
      .poll(async () => plain(await bar.getByTestId('credit-available').textContent()))
      .toBe(euros(cents(limit - used - order.total_ht)))
  }
  await emptyServerCart(page)
})

test('the cart panel shows the company’s credit with an empty cart (type ≠ 1), none for a type 1 account', async ({ page }) => {
  await startAs(page, 'credit')
  const { limit, used } = await companyCredit(page)
  await openPage(page, '/')
  // logged in, the button opens the panel (a link to /panier before the session is known)
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-haspopup', 'dialog')
  await page.getByTestId('cart-button').click()
  const panel = page.getByTestId('cart-panel')
  await expect(panel).toBeVisible()
  await expectFigures(panel.getByTestId('credit-indicator'), { used, cart: 0, limit })

  await startAs(page, 'type1')
  await openPage(page, '/')
  // logged in, the button opens the panel (a link to /panier before the session is known)
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-haspopup', 'dialog')
  await page.getByTestId('cart-button').click()
  await expect(page.getByTestId('cart-panel')).toBeVisible()
  await expect(page.getByTestId('cart-panel').getByTestId('credit-indicator')).toHaveCount(0)
})
