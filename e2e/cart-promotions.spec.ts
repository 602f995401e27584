import { expect, test, type Locator, type Page, type Route } from '@playwright/test'

import type { PriceView } from '@/lib/cart/api'
import { buyableProduct, plain, prices, productUrl, serverCart, setServerLine, startAs } from './cart-helpers'
import { cmsFind } from './helpers'
import { euros, openPage } from './layout-helpers'
import { resultsReady } from './search-helpers'

// Promotions and prices that read at a glance, line totals, a checkout that waits for the totals, a
// confirmed 'Vider le panier' and the free-delivery hint. Both viewports.

type Doc = { id: number; slug: string; titre: string; dimasys_reference: string; marque?: number | null }

/** The struck-through base price, the promotion price and the « −N % » badge inside `scope`. */
async function expectPromotion(scope: Locator, price: PriceView) {
  const percent = Math.floor(Math.round(((price.base_ht - price.promotion_ht!) / price.base_ht) * 10_000) / 100)
  await expect(scope.getByTestId('price')).toHaveAttribute('data-promotion', '')
  expect(plain(await scope.getByTestId('price').textContent())).toBe(plain(`${euros(price.promotion_ht!)} H.T`))
  const base = scope.getByTestId('price-base')
  await expect(base).toBeVisible()
  expect(await base.evaluate((el) => el.tagName + ' ' + getComputedStyle(el).textDecorationLine)).toBe('S line-through')
  expect(plain(await base.textContent())).toBe(plain(`${euros(price.base_ht)} H.T`))
  await expect(scope.getByTestId('promotion-badge')).toHaveText(`\u2212${percent}\u00a0%`)
}

/**
 * A product type1 buys under a promotion below its base price, among the first of its brand by title (so that its card
 * is on the first page of the brand's listing).
 */
async function promotedProduct(page: Page): Promise<{ doc: Doc; price: PriceView; brand: string }> {
  const list = (await cmsFind<Doc>(page.request, 'produits', 'where[should_be_displayed][equals]=true&sort=titre')).docs
  const reply = await prices(
    page,
    list.map((p) => p.id),
  )
  const promoted = list.filter((p) => {
    const price = reply.prices[p.id]
    return price && price.promotion_type !== '' && price.promotion_ht !== null && price.promotion_ht < price.base_ht && p.marque
  })
  for (const doc of promoted) {
    const brand = (await cmsFind<{ titre: string }>(page.request, 'marques', `where[id][equals]=${doc.marque}`)).docs[0]
    if (!brand) continue
    const ofBrand = await cmsFind<Doc>(
      page.request,
      'produits',
      `where[marque][equals]=${doc.marque}&where[should_be_displayed][equals]=true&sort=titre`,
    )
    if (ofBrand.docs.slice(0, 12).some((d) => d.id === doc.id)) return { doc, price: reply.prices[doc.id]!, brand: brand.titre }
  }
  throw new Error('the e2e seed needs a promoted product for acheteur@demo.fr')
}

test.describe('promotions and cart that read at a glance', () => {
  test('a promotion shows its struck-through base price and « −N % » badge on the product page, a listing card, a search hit and the cart line', async ({
    page,
  }) => {
    await startAs(page, 'type1')
    const { doc, price, brand } = await promotedProduct(page)

    await openPage(page, productUrl(doc.slug))
    await expectPromotion(page.getByTestId('price-island'), price)

    await openPage(page, `/tous-nos-produits?marque=${encodeURIComponent(brand)}`)
    await expect(page.getByTestId('product-listing')).toHaveAttribute('data-ready', 'true')
    const card = page
      .getByTestId('product-grid')
      .locator('li')
      .filter({ has: page.locator(`a[href="${productUrl(doc.slug)}"]`) })
    await expectPromotion(card.getByTestId('card-offer'), price)

    await openPage(page, `/recherche?q=${encodeURIComponent(doc.dimasys_reference)}`)
    await resultsReady(page)
    const hit = page
      .getByTestId('search-results')
      .getByTestId('product-hit')
      .filter({ has: page.locator(`a[href$="${productUrl(doc.slug)}"]`) })
    await expectPromotion(hit.getByTestId('card-offer'), price)

    const order = await setServerLine(page, doc.id, 3)
    await openPage(page, '/panier')
    const line = page.locator(`[data-testid="cart-line"][data-product-id="${doc.id}"]`)
    await expectPromotion(line, price)
    const total = order.products.find((p) => p.id === String(doc.id))!.total_ht
    expect(plain(await line.getByTestId('cart-line-total').textContent())).toBe(plain(euros(total)))
  })

  test('each cart line shows its line total; the free-delivery hint tells the amount left while delivery is charged and goes above the threshold', async ({
    page,
  }) => {
    await startAs(page, 'type1')
    const settings = (await (await page.request.get('/cms/api/globals/site-settings?depth=0')).json()) as {
      delivery_free_threshold_ht: number
    }
    const threshold = settings.delivery_free_threshold_ht
    const first = await buyableProduct(page, 1, 20, 0)
    // a second product that, with one of the first, stays under the threshold (delivery charged, the hint shown)
    let second = await buyableProduct(page, 1, 20, 1)
    for (let skip = 2; first.unit + second.unit >= threshold && skip < 20; skip++) second = await buyableProduct(page, 1, 20, skip)
    await setServerLine(page, first.id, 1)
    const order = await setServerLine(page, second.id, 1)
    expect(order.amount_ht, 'two products under the free-delivery threshold').toBeLessThan(threshold)
    expect(order.delivery_ht).toBeGreaterThan(0)

    await openPage(page, '/panier')
    const lines = page.getByTestId('cart-line')
    await expect(lines).toHaveCount(2)
    for (const product of order.products) {
      const line = page.locator(`[data-testid="cart-line"][data-product-id="${product.id}"]`)
      await expect(line.getByTestId('cart-line-total')).toHaveText(euros(product.total_ht))
    }
    const hint = page.getByTestId('free-delivery-hint')
    await expect(hint).toBeVisible()
    expect(plain(await hint.textContent())).toBe(
      plain(
        `Plus que ${euros(Math.round((threshold - order.amount_ht) * 100) / 100)} H.T d’achats pour bénéficier de la livraison offerte.`,
      ),
    )

    // enough of the first product to pass the threshold: delivery becomes free and the hint goes
    const quantity = Math.ceil(threshold / first.unit) + 1
    const line = page.locator(`[data-testid="cart-line"][data-product-id="${first.id}"]`)
    const sent = page.waitForResponse((res) => res.url().includes('/api/cart/') && res.request().method() === 'POST')
    await line.getByRole('textbox', { name: 'Quantité' }).fill(String(quantity))
    await sent
    await expect(page.getByTestId('cart-delivery')).toHaveText(euros(0))
    await expect(hint).toHaveCount(0)
    const after = await serverCart(page)
    const lineTotal = after!.products.find((p) => p.id === String(first.id))!.total_ht
    expect(plain(await line.getByTestId('cart-line-total').textContent())).toBe(plain(euros(lineTotal)))
  })

  test("'Valider la commande' is disabled while the totals show '–', enabled once they are known", async ({ page }) => {
    await startAs(page, 'type1')
    const product = await buyableProduct(page)
    await setServerLine(page, product.id, 2)
    // the ERP's order comes back without its totals: the lines load, the totals show '–'
    const withoutTotals = async (route: Route) => {
      const res = await route.fetch()
      const body = (await res.json()) as { order: Record<string, unknown> | null }
      if (body.order) Object.assign(body.order, { amount_ht: null, delivery_ht: null, total_ht: null })
      await route.fulfill({ response: res, json: body })
    }
    await page.route('**/api/orders/*', withoutTotals)
    await openPage(page, '/panier')
    const line = page.getByTestId('cart-line')
    await expect(line).toHaveCount(1)
    const button = page.getByTestId('checkout-form').getByRole('button', { name: 'Valider la commande' })
    await expect(page.getByTestId('cart-total')).toHaveText('–')
    // the cart is not busy (its stepper works): the totals alone keep the order from being placed
    await expect(line.getByRole('button', { name: 'Augmenter la quantité' })).toBeEnabled()
    await expect(button).toBeDisabled()
    // the next answer carries the totals: the order can be placed
    await page.unroute('**/api/orders/*', withoutTotals)
    await line.getByRole('button', { name: 'Augmenter la quantité' }).click()
    await expect(page.getByTestId('cart-total')).not.toHaveText('–')
    await expect(button).toBeEnabled()
  })

  test("'Vider le panier' asks first: Annuler or Escape keeps the cart, confirming empties it", async ({ page }) => {
    await startAs(page, 'type1')
    const product = await buyableProduct(page)
    await setServerLine(page, product.id, 2)
    await openPage(page, '/panier')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    const empty = page.getByRole('button', { name: 'Vider le panier' })

    await empty.click()
    const dialog = page.getByRole('alertdialog', { name: 'Vider le panier ?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused()
    // the focus stays in the dialog
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Vider le panier' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Annuler' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(empty).toBeFocused()
    await expect(page.getByTestId('cart-line')).toHaveCount(1)

    await empty.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    expect((await serverCart(page))?.products).toHaveLength(1)

    await empty.click()
    await dialog.getByRole('button', { name: 'Vider le panier' }).click()
    await expect(page.getByTestId('cart-empty')).toBeVisible()
    await expect.poll(async () => (await serverCart(page))?.products.length ?? 0).toBe(0)
  })
})
