import { expect, test } from '@playwright/test'

import { BANNER_TEXT, buyableProduct, productUrl, serverCart, setServerLine, startAs, storedCart } from './cart-helpers'
import { openPage } from './layout-helpers'

// spec §5 Stepper, §4 Cart interaction, §7 1 s debounce, §8 cart failure
test.describe('cart: stepper, remove and failures', () => {
  test('stepper bounds on a product sold by 5: minimum, steps, non-numeric input, above 1,000,000', async ({ page }) => {
    await startAs(page, 'type1')
    const product = await buyableProduct(page, 5, 0)
    await openPage(page, productUrl(product.slug))
    const buy = page.getByTestId('add-to-cart')
    const field = buy.getByRole('textbox', { name: 'Quantité' })
    await expect(field).toHaveValue('5')
    await buy.getByRole('button', { name: 'Diminuer la quantité' }).click()
    await expect(field).toHaveValue('5') // below quantity_min_to_buy: ignored
    await buy.getByRole('button', { name: 'Augmenter la quantité' }).click()
    await expect(field).toHaveValue('10') // steps of cart_increment
    await field.fill('abc')
    await field.blur()
    await expect(field).toHaveValue('5') // non-numeric resets to the minimum
    await field.fill('12.345')
    await field.blur()
    await expect(field).toHaveValue('15') // rounded to 2 decimals, then up to the next multiple of 5
    await expect(buy.getByTestId('quantity-notice')).toHaveText('Quantité arrondie à 15 (vendu par 5 pièces)')
    await field.fill('1000001')
    await field.blur()
    await expect(field).toHaveValue('15') // above 1,000,000: ignored
    await field.fill('')
    await expect(buy.getByText('Veuillez entrer une quantité')).toBeVisible()
  })

  test('on /panier a quantity change is sent after the debounce, the panel stays closed, and remove empties the cart', async ({ page }) => {
    await startAs(page, 'type1')
    const product = await buyableProduct(page)
    await setServerLine(page, product.id, 2)
    await openPage(page, '/panier')
    const line = page.getByTestId('cart-line')
    const field = line.getByRole('textbox', { name: 'Quantité' })
    await expect(field).toHaveValue('2')
    const sent = page.waitForRequest((req) => req.url().includes('/api/cart/') && req.method() === 'POST')
    // spec §4: the stepper is disabled while the last order loads (a click then does nothing: the field stayed at 2)
    const increase = line.getByRole('button', { name: 'Augmenter la quantité' })
    await expect(increase).toBeEnabled()
    // two clicks in one task, so a busy machine cannot let the 1 s debounce pass between them
    await increase.evaluate((button: HTMLButtonElement) => {
      button.click()
      button.click()
    })
    await expect(field).toHaveValue('4')
    const request = await sent
    // two clicks, one call with the last quantity
    expect(request.postDataJSON()).toEqual({ id: String(product.id), quantity: 4 })
    // while the call runs and the order reloads the stepper and remove are disabled, then enabled again
    await expect(line.getByRole('button', { name: 'Supprimer' })).toBeEnabled()
    await expect(page.getByTestId('cart-page-count')).toHaveText('4 articles')
    await expect(page.getByTestId('cart-panel')).toHaveCount(0) // no panel on /panier
    expect((await serverCart(page))?.products).toEqual([expect.objectContaining({ quantity: 4 })])

    await line.getByRole('button', { name: 'Supprimer' }).click()
    await expect(page.getByTestId('cart-empty')).toBeVisible()
    await expect(page.getByTestId('cart-badge')).toHaveCount(0)
    expect((await serverCart(page))?.products ?? []).toEqual([])
  })

  test('a forced ERP failure shows the error banner and leaves the cart intact', async ({ page }) => {
    await startAs(page, 'credit')
    const product = await buyableProduct(page)
    const other = await buyableProduct(page, 1, 20, 1)
    await setServerLine(page, product.id, 2)
    await openPage(page, '/panier')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    const before = await storedCart(page)

    // the ERP does not answer: every cart call fails as the route would (503 erp_unavailable)
    await page.route('**/api/cart/**', (route) =>
      route.fulfill({ status: 503, json: { code: 'erp_unavailable', message: 'Nos services de commande ne répondent pas.' } }),
    )
    const line = page.getByTestId('cart-line')
    await line.getByRole('button', { name: 'Augmenter la quantité' }).click()
    const banner = page.getByRole('alert').filter({ hasText: 'Un problème est survenu' })
    await expect(banner).toHaveText(new RegExp(BANNER_TEXT.replace(/[.?]/g, '\\$&')))
    await expect(banner.getByRole('link', { name: 'nous contacter' })).toHaveAttribute(
      'href',
      '/contact?sujet=Probl%C3%A8me%20de%20mise%20%C3%A0%20jour%20du%20panier',
    )
    // the local cart is restored
    await expect(line.getByRole('textbox', { name: 'Quantité' })).toHaveValue('2')
    expect(await storedCart(page)).toEqual(before)
    expect((await serverCart(page))?.products).toEqual([expect.objectContaining({ id: String(product.id), quantity: 2 })])

    // a failed add from a product page leaves the cart as it was too
    await openPage(page, productUrl(other.slug))
    await page.getByTestId('add-to-cart').getByRole('button', { name: 'Ajouter au panier' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Un problème est survenu' })).toBeVisible()
    await expect(page.getByTestId('cart-panel')).toHaveCount(0)
    await expect(page.getByTestId('cart-badge')).toHaveText('2')
    expect((await storedCart(page))?.items.map((i) => i.id)).toEqual([String(product.id)])
  })
})
