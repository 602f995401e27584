import { expect, test } from '@playwright/test'

import { BUYERS, buyableProduct, plain, prices, productUrl, products, startAs } from './cart-helpers'
import { demoClient } from '@/cms/seed/accounts'
import { sessionThenDeactivated } from './forms-helpers'
import { euros, loginAs, openPage } from './layout-helpers'

// spec §4 Price display, §6 roles: visitor vs logged-in buyer on the product page
test.describe('cart: price display', () => {
  test("a visitor sees 'Connaitre le prix', no stepper, and no price or cart call is made", async ({ page }) => {
    const [product] = await products(page, 1, 1)
    const calls: string[] = []
    page.on('request', (req) => {
      if (/\/api\/(prices|cart|orders|products)/.test(req.url())) calls.push(req.url())
    })
    await openPage(page, productUrl(product!.slug))
    await expect(page.getByTestId('price-visitor')).toHaveText('Connaitre le prix')
    // The login page brings the visitor back to this product
    await expect(page.getByTestId('price-visitor')).toHaveAttribute(
      'href',
      `/se-connecter?redirect=${encodeURIComponent(productUrl(product!.slug))}`,
    )
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0)
    await expect(page.getByTestId('quantity-stepper')).toHaveCount(0)
    await expect(page.getByTestId('cart-badge')).toHaveCount(0)
    expect(calls).toEqual([])
  })

  for (const key of BUYERS) {
    test(`${key}: sees the customer price in euros H.T, fetched in one request for the page`, async ({ page }) => {
      await startAs(page, key)
      const product = await buyableProduct(page)
      const priceCalls: string[] = []
      page.on('request', (req) => {
        if (req.url().includes('/api/prices')) priceCalls.push(req.url())
      })
      await openPage(page, productUrl(product.slug))
      const price = page.getByTestId('price').first()
      await expect(price).toHaveText(new RegExp(`^${euros(product.unit).replace(/\s/g, '\\s')} H\\.T$`))
      await expect(page.getByTestId('price-visitor')).toHaveCount(0)
      await expect(page.getByTestId('add-to-cart')).toBeVisible()
      // the main product and its related products: one batched request
      const related = page.getByTestId('product-card')
      // each related card's price sits under its link (the card's stepper is outside the link)
      await expect(page.getByTestId('card-offer').locator('[data-testid="price"], [data-testid="price-unavailable"]')).toHaveCount(
        await related.count(),
      )
      expect(priceCalls).toHaveLength(1)
      const ids = new URL(priceCalls[0]!).searchParams.get('ids')!.split(',')
      expect(ids).toContain(String(product.id))
      expect(ids.length).toBeGreaterThanOrEqual(1 + (await related.count()))
    })
  }

  test('the promotion price replaces the base price when a promotion type is set', async ({ page }) => {
    await loginAs(page, 'type1')
    const list = await products(page, 1, 100)
    const reply = await prices(
      page,
      list.map((p) => p.id),
    )
    const promoted = list.find((p) => reply.prices[p.id]?.promotion_type)
    // the seed gives the demo buyer a 15 % promotion on about one product in ten: one is among the first 100
    expect(promoted, 'a promoted product for the demo buyer in the seed').toBeTruthy()
    const price = reply.prices[promoted!.id]!
    await openPage(page, productUrl(promoted!.slug))
    await expect(page.getByTestId('price').first()).toHaveAttribute('data-promotion', '')
    expect(plain(await page.getByTestId('price').first().textContent())).toBe(plain(`${euros(price.promotion_ht!)} H.T`))
  })

  test('a deactivated account gets no session: 403 with the French message, and the page stays in visitor state', async ({ page }) => {
    const client = demoClient('desactive')
    const res = await page.request.post('/cms/api/clients/login', { data: { email: client.email, password: client.password } })
    expect(res.status()).toBe(403)
    expect(JSON.stringify(await res.json())).toContain('Ce compte est désactivé')
    const [product] = await products(page, 1, 1)
    await openPage(page, productUrl(product!.slug))
    await expect(page.getByTestId('account-button')).toHaveText('Se connecter')
    await expect(page.getByTestId('price-visitor')).toBeVisible()
  })

  test('an account deactivated while its session is open is sent back to visitor state: no price, no stepper, no cart call', async ({
    page,
    request,
  }) => {
    await sessionThenDeactivated(page, request)

    const [product] = await products(page, 1, 1)
    const calls: string[] = []
    page.on('request', (req) => {
      if (/\/api\/(prices|cart|orders)/.test(req.url())) calls.push(req.url())
    })
    const logout = page.waitForResponse((res) => res.url().endsWith('/cms/api/clients/logout'))
    await openPage(page, productUrl(product!.slug))
    await logout
    await expect(page.getByTestId('account-button')).toHaveText('Se connecter')
    await expect(page.getByTestId('price-visitor')).toBeVisible()
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0)
    expect(calls).toEqual([])
  })
})
