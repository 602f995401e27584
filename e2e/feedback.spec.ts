import { expect, test, type Locator, type Page } from '@playwright/test'

import { demoClient } from '@/cms/seed/accounts'
import { clearFavorites } from './account-helpers'
import { buyableProduct, emptyServerCart, productUrl, products, serverCart, setServerLine, startAs } from './cart-helpers'
import { SAME_ORIGIN } from './helpers'
import { isMobileProject, openPage } from './layout-helpers'

// Login redirect, toasts, product image size and zoom, favicon, mobile menu and header

async function logInWithForm(page: Page, key: Parameters<typeof demoClient>[0]): Promise<void> {
  const client = demoClient(key)
  const form = page.getByTestId('login-form')
  await form.getByLabel('Adresse e-mail').fill(client.email)
  await form.getByLabel('Mot de passe', { exact: true }).fill(client.password)
  await form.getByRole('button', { name: 'Se connecter' }).click()
}

/** A visible toast with this text, announced (role=status, aria-live) and at the bottom left of the window (spec §2). */
async function expectToast(page: Page, text: string): Promise<Locator> {
  const toast = page.getByTestId('toast').filter({ hasText: text }).last()
  await expect(toast).toBeVisible()
  const status = toast.locator('xpath=ancestor::*[@role="status"][1]')
  await expect(status).toHaveAttribute('aria-live', 'polite')
  const box = (await toast.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x).toBeLessThan(viewport.width / 4)
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 150)
  return toast
}

test.describe('login brings the buyer back', () => {
  test("'Connaitre le prix' → login → back on the product", async ({ page }) => {
    const [product] = await products(page, 1, 1)
    const url = productUrl(product!.slug)
    await openPage(page, url)
    const link = page.getByTestId('price-visitor')
    await expect(link).toHaveAttribute('href', `/se-connecter?redirect=${encodeURIComponent(url)}`)
    await link.click()
    await page.waitForURL((u) => u.pathname === '/se-connecter' && u.searchParams.get('redirect') === url)
    await logInWithForm(page, 'type1')
    await page.waitForURL((u) => u.pathname === url)
    // the product's own price (the related products' cards have theirs below)
    await expect(page.getByTestId('price').first()).toContainText('H.T')
  })

  for (const hostile of ['https://evil.example/', '//evil.example', '/.//evil.example', '/%2F%2Fevil.example']) {
    test(`an off-site redirect (${hostile}) lands on the home page`, async ({ page }) => {
      await openPage(page, `/se-connecter?redirect=${encodeURIComponent(hostile)}`)
      await logInWithForm(page, 'type1')
      const shop = new URL(page.url()).host
      await page.waitForURL((u) => u.host === shop && u.pathname === '/')
      await expect(page.getByTestId('account-button')).toHaveText('Mon compte')
    })
  }
})

test.describe('toasts (spec §2: bottom-left)', () => {
  test('favourite added and removed; a toast closes from the keyboard', async ({ page }) => {
    await startAs(page, 'credit')
    await clearFavorites(page)
    const product = await buyableProduct(page)
    await openPage(page, productUrl(product.slug))
    const heart = page.getByRole('heading', { level: 1 }).locator('xpath=..').getByTestId('favorite-button')
    await heart.click()
    const added = await expectToast(page, 'Le produit a été ajouté à vos favoris.')
    // keyboard: the close button takes the focus, Enter dismisses
    await added.getByRole('button', { name: 'Fermer la notification' }).focus()
    await page.keyboard.press('Enter')
    await expect(added).toBeHidden()

    await heart.click()
    const removed = await expectToast(page, 'Le produit a été retiré de vos favoris.')
    await removed.getByRole('button', { name: 'Fermer la notification' }).focus()
    await page.keyboard.press('Escape')
    await expect(removed).toBeHidden()
  })

  test('add to cart from the favourites page', async ({ page }) => {
    await startAs(page, 'credit')
    await clearFavorites(page)
    const product = await buyableProduct(page)
    const res = await page.request.post('/api/favorites', { headers: SAME_ORIGIN, data: { product_id: product.id } })
    expect(res.ok(), await res.text()).toBe(true)
    await openPage(page, '/mon-compte/favoris')
    await page.getByTestId('favorites-list').getByRole('button', { name: 'Ajouter au panier' }).click()
    await expectToast(page, 'Le produit a été ajouté à votre panier.')
    await expect(page.getByTestId('cart-panel')).toHaveCount(0)
    await expect.poll(async () => (await serverCart(page))?.products.length).toBe(1)
    await emptyServerCart(page)
    await clearFavorites(page)
  })

  test('add to cart from frequent purchases and from « Commander à nouveau »', async ({ page }) => {
    await startAs(page, 'type1')
    await openPage(page, '/mon-compte/achats-frequents')
    await page
      .getByTestId('frequent-list')
      .getByTestId('account-product')
      .first()
      .getByRole('button', { name: /^Ajouter .* au panier$/ })
      .click()
    await expectToast(page, 'Le produit a été ajouté à votre panier.')
    await expect(page.getByTestId('cart-panel')).toHaveCount(0)

    await openPage(page, '/mon-compte/mes-commandes')
    await page
      .getByTestId('account-orders')
      .locator('li')
      .filter({ hasText: 'BC-2026-0633' })
      .getByRole('link', { name: /Voir le détail/ })
      .click()
    await page.getByTestId('order-detail').getByRole('button', { name: 'Commander à nouveau' }).click()
    await expectToast(page, 'Les produits ont été ajoutés à votre panier.')
    await expect(page.getByTestId('cart-panel')).toHaveCount(0)
    await emptyServerCart(page)
  })

  test('removal from /panier, and « Annuler » puts the line back', async ({ page }) => {
    await startAs(page, 'type1')
    const product = await buyableProduct(page)
    await setServerLine(page, product.id, 3)
    await openPage(page, '/panier')
    const line = page.getByTestId('cart-line')
    await expect(line.getByRole('textbox', { name: 'Quantité' })).toHaveValue('3')
    await line.getByRole('button', { name: 'Supprimer' }).click()
    const toast = await expectToast(page, 'Le produit a été retiré de votre panier.')
    await expect(page.getByTestId('cart-empty')).toBeVisible()
    await toast.getByRole('button', { name: 'Annuler' }).click()
    await expect(page.getByTestId('cart-line').getByRole('textbox', { name: 'Quantité' })).toHaveValue('3')
    await expect.poll(async () => (await serverCart(page))?.products.find((l) => l.id === String(product.id))?.quantity).toBe(3)
    await emptyServerCart(page)
  })
})

test.describe('product image, favicon, mobile layout', () => {
  test('the product image is served at its displayed size; a click opens a zoom that Escape closes', async ({ page }) => {
    const [product] = await products(page, 1, 1)
    await openPage(page, productUrl(product!.slug))
    const img = page.getByTestId('gallery-zoom').locator('img')
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
    // naturalWidth of a srcset image is divided by its density: the file's own width is read from a plain copy
    const { natural, displayed, dpr } = await img.evaluate(async (el: HTMLImageElement) => {
      const file = new Image()
      file.src = el.currentSrc
      await file.decode()
      return { natural: file.naturalWidth, displayed: el.getBoundingClientRect().width, dpr: window.devicePixelRatio }
    })
    // next/image's steps go 640, 750, 828, 1080, 1200…: the chosen one is at least what the screen shows
    expect(natural, `${natural} px file for ${displayed} CSS px at ${dpr}x`).toBeGreaterThanOrEqual(Math.floor(displayed * dpr * 0.9))

    const button = page.getByTestId('gallery-zoom')
    await button.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('img')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(button).toBeFocused()
  })

  test('a favicon and an SVG icon', async ({ page }) => {
    const ico = await page.request.get('/favicon.ico')
    expect(ico.status()).toBe(200)
    await openPage(page, '/')
    const svg = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href')
    expect(svg).toBeTruthy()
    const res = await page.request.get(svg!)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('image/svg+xml')
  })

  test('the open mobile menu leaves no strip of overlay on its right', async ({ page }, testInfo) => {
    test.skip(!isMobileProject(testInfo), 'the burger menu is the phone layout')
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    const box = (await menu.boundingBox())!
    const width = page.viewportSize()!.width
    expect(box.x).toBeLessThanOrEqual(0.5)
    expect(box.x + box.width).toBeGreaterThanOrEqual(width - 0.5)
    // what is drawn at the right edge is the panel, not the overlay
    const atEdge = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-testid="mobile-menu"]'),
      [width - 1, Math.round(box.height / 2)],
    )
    expect(atEdge).toBe(true)
  })

  test('the mobile header cart total is on one line', async ({ page }, testInfo) => {
    test.skip(!isMobileProject(testInfo), 'the header total shows on phones only')
    await startAs(page, 'credit')
    // a large total: the longest text the header has to hold
    await setServerLine(page, (await buyableProduct(page)).id, 40)
    await openPage(page, '/')
    const total = page.getByTestId('mobile-cart-total')
    await expect(total).toBeVisible()
    const { height, lineHeight } = await total.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    }))
    expect(height).toBeLessThan(lineHeight * 1.5)
    await emptyServerCart(page)
  })
})
