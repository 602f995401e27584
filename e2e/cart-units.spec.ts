import { expect, test, type Page } from '@playwright/test'

import { BOX_OF_10 } from '@/cms/seed/data/families'
import { plain, prices, productUrl, serverCart, startAs, type Product } from './cart-helpers'
import { SAME_ORIGIN } from './helpers'
import { openPage } from './layout-helpers'

/**
 * A buyable demo product sold by `saleUnit` in steps of `step` (src/cms/seed/data/families.ts: the cutting inserts are
 * sold by « boîte de 10 », the timing belts by the metre in steps of 0,5): displayed, priced, in stock, no delay.
 */
async function unitProduct(page: Page, saleUnit: string, step: number): Promise<Product> {
  const query = `where[sale_unit][equals]=${encodeURIComponent(saleUnit)}&where[cart_increment][equals]=${step}&where[delai_a_confirmer][equals]=false`
  const res = await page.request.get(`/cms/api/produits?${query}&limit=30&depth=0&sort=titre`)
  expect(res.ok()).toBe(true)
  const list = ((await res.json()) as { docs: Product[] }).docs
  const reply = await prices(
    page,
    list.map((p) => p.id),
  )
  const found = list.find((p) => reply.prices[p.id] && (reply.stock[p.id] ?? 0) > 0)
  if (!found) throw new Error(`no buyable product sold by ${saleUnit} in steps of ${step}`)
  return found
}

// Units and packs
test.describe('cart: units and packs', () => {
  test('a box of 10 typed as 25 becomes 30 with a notice; the unit shows beside the price, the stepper and the cart line; the API refuses 25', async ({
    page,
  }) => {
    await startAs(page, 'type1')
    const product = await unitProduct(page, BOX_OF_10, 10)
    await openPage(page, productUrl(product.slug))
    await expect(page.getByTestId('price-unit')).toHaveText('Vendu par boîte de 10')
    const buy = page.getByTestId('add-to-cart')
    await expect(buy.getByTestId('stepper-unit')).toHaveText('Vendu par boîte de 10')
    const field = buy.getByRole('textbox', { name: 'Quantité' })
    await expect(field).toHaveValue('10')
    await field.fill('25')
    await field.blur()
    await expect(field).toHaveValue('30')
    await expect(buy.getByTestId('quantity-notice')).toHaveText('Quantité arrondie à 30 (vendu par boîte de 10)')
    await buy.getByRole('button', { name: 'Ajouter au panier' }).click()

    const panel = page.getByTestId('cart-panel')
    await expect(panel.getByTestId('cart-panel-count')).toHaveText('30 articles')
    const line = panel.getByTestId('cart-line')
    await expect(line.getByTestId('stepper-unit')).toHaveText('Vendu par boîte de 10')
    await expect(line.getByRole('textbox', { name: 'Quantité' })).toHaveValue('30')
    const order = await serverCart(page)
    expect(order?.products).toEqual([expect.objectContaining({ id: String(product.id), quantity: 30 })])

    // a program sending 25 gets a French 400 { code, message }, on a first add and on a change
    const refusal = {
      code: 'quantity_not_multiple',
      message: 'La quantité de ce produit doit être un multiple de 10 (vendu par boîte de 10).',
    }
    const add = await page.request.post('/api/cart', {
      headers: SAME_ORIGIN,
      data: { product_id: String(product.id), product_quantity: 25 },
    })
    expect(add.status()).toBe(400)
    expect(await add.json()).toEqual(refusal)
    const update = await page.request.post(`/api/cart/${order!.id}`, {
      headers: SAME_ORIGIN,
      data: { id: String(product.id), quantity: 25 },
    })
    expect(update.status()).toBe(400)
    expect(await update.json()).toEqual(refusal)
    expect((await serverCart(page))?.products).toEqual([expect.objectContaining({ quantity: 30 })])
  })

  test('"2,5" typed on a product sold by the metre (steps of 0,5) is kept as 2,5 and shown with a decimal comma', async ({ page }) => {
    await startAs(page, 'type1')
    const product = await unitProduct(page, 'M', 0.5)
    await openPage(page, productUrl(product.slug))
    await expect(page.getByTestId('price-unit')).toHaveText('Vendu par 0,5 mètre')
    const buy = page.getByTestId('add-to-cart')
    const field = buy.getByRole('textbox', { name: 'Quantité' })
    await expect(field).toHaveValue('0,5')
    await field.fill('2,5')
    await field.blur()
    await expect(field).toHaveValue('2,5')
    await expect(buy.getByTestId('quantity-notice')).toHaveCount(0)
    await buy.getByRole('button', { name: 'Ajouter au panier' }).click()

    const panel = page.getByTestId('cart-panel')
    await expect(panel.getByTestId('cart-panel-count')).toHaveText('2,5 articles')
    const line = panel.getByTestId('cart-line')
    await expect(line.getByRole('textbox', { name: 'Quantité' })).toHaveValue('2,5')
    await expect(line.getByTestId('stepper-unit')).toHaveText('Vendu par 0,5 mètre')
    expect((await serverCart(page))?.products).toEqual([expect.objectContaining({ id: String(product.id), quantity: 2.5 })])
    // on the cart line too: a dot works, and 2.3 moves up to the next half metre
    const lineField = line.getByRole('textbox', { name: 'Quantité' })
    await lineField.fill('2.3')
    await lineField.blur()
    await expect(lineField).toHaveValue('2,5')
    await expect(line.getByTestId('quantity-notice')).toBeVisible()
    expect(plain(await line.getByTestId('quantity-notice').textContent())).toBe('Quantité arrondie à 2,5 (vendu par 0,5 mètre)')
  })
})
