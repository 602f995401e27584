import { expect, test, type Locator, type Page } from '@playwright/test'

import { buyableProduct, plain, setServerLine, startAs } from './cart-helpers'
import { openPage } from './layout-helpers'

// The order confirmation where the buyer is looking (issue 33, item 1): after « Valider la commande » or « Envoyer pour
// approbation » the cart empties and the page shrinks; the confirmation is a view at the top, its heading focused.

const ADDRESS = { Destinataire: 'Atelier Lambert', Adresse: '12 rue des Forges', 'Code postal': '69007', Ville: 'Lyon' }

/** The view is on screen, below the sticky header, and its heading has the focus (a screen reader reads it). */
async function expectInView(page: Page, view: Locator): Promise<void> {
  const title = view.getByTestId('confirmation-title')
  await expect(title).toBeFocused()
  await expect(title).toBeInViewport({ ratio: 1 })
  const header = await page.getByTestId('site-header').boundingBox()
  const box = await title.boundingBox()
  expect(box!.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1)
}

async function fillAddress(form: Locator, po: string): Promise<void> {
  for (const [label, value] of Object.entries(ADDRESS)) await form.getByLabel(label).fill(value)
  await form.getByLabel('Votre référence de commande (facultatif)').fill(po)
}

test('« Valider la commande »: the confirmation view at the top, focused, with number, lines, totals, address, PO, next steps and links', async ({
  page,
}) => {
  await startAs(page, 'type1')
  // a long cart: the page shrinks once it is ordered
  const products = await Promise.all([0, 1, 2, 3].map((skip) => buyableProduct(page, 1, 20, skip)))
  for (const p of products) await setServerLine(page, p.id, 1)
  await openPage(page, '/panier')
  await expect(page.getByTestId('cart-line')).toHaveCount(4)
  const form = page.getByTestId('checkout-form')
  const po = `PO-VUE-${test.info().project.name}-${Date.now().toString(36)}`
  await fillAddress(form, po)
  await form.getByRole('button', { name: 'Valider la commande' }).click()

  const view = page.getByTestId('confirmation-view')
  const id = (await view.getByTestId('placed-order-id').textContent())?.trim() ?? ''
  expect(id).not.toBe('')
  await expect(view.getByTestId('confirmation-title')).toHaveText(`Commande n° ${id} enregistrée`)
  await expectInView(page, view)
  await expect(view.getByTestId('confirmation-line')).toHaveCount(4)
  for (const p of products) await expect(view.getByTestId('confirmation-lines')).toContainText(p.dimasys_reference)
  const total = plain(await view.getByTestId('confirmation-total').textContent())
  expect(total).toMatch(/€$/)
  await expect(view.getByTestId('confirmation-address')).toContainText('12 rue des Forges')
  await expect(view.getByTestId('confirmation-address')).toContainText('69007 Lyon')
  await expect(view.getByTestId('confirmation-po')).toHaveText(po)
  await expect(view.getByTestId('confirmation-next')).toContainText('expédiés')
  await expect(view.getByTestId('confirmation-order-link')).toHaveAttribute('href', `/mon-compte/mes-commandes?commande=${id}`)
  await page.screenshot({ path: `docs/screens/order-confirmation-${test.info().project.name}.png` })
})

test('« Envoyer pour approbation »: the same view at the top, focused, with the lines and what happens next', async ({ page }) => {
  await startAs(page, 'plafond')
  const product = await buyableProduct(page, 1, 0)
  await setServerLine(page, product.id, Math.ceil(350 / product.unit))
  const other = await buyableProduct(page, 1, 0, 1)
  await setServerLine(page, other.id, 1)
  await openPage(page, '/panier')
  const form = page.getByTestId('checkout-form')
  const po = `MPB-VUE-${test.info().project.name}-${Date.now().toString(36)}`
  await fillAddress(form, po)
  await form.getByLabel('Centre de coût').selectOption('USINAGE')
  await form.getByRole('button', { name: 'Envoyer pour approbation' }).click()

  const view = page.getByTestId('confirmation-view')
  await expect(view.getByTestId('confirmation-title')).toHaveText('Commande envoyée pour approbation')
  await expectInView(page, view)
  await expect(view.getByTestId('confirmation-line')).toHaveCount(2)
  await expect(view.getByTestId('confirmation-lines')).toContainText(product.dimasys_reference)
  await expect(view.getByTestId('confirmation-po')).toHaveText(po)
  await expect(view.getByTestId('confirmation-next')).toContainText('approbateur')
  await expect(view.getByTestId('confirmation-order-link')).toHaveAttribute('href', '/mon-compte/approbations')
})
