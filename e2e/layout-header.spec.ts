import { expect, test, type Page } from '@playwright/test'

import { firstDisplayedProduct, cmsFind, SAME_ORIGIN } from './helpers'
import { buyableProduct, setServerLine, startAs } from './cart-helpers'
import { sessionThenDeactivated } from './forms-helpers'
import { euros, isMobileProject, openPage, scrollToY, seedCart } from './layout-helpers'

/** Spec §2 Header and §9: hiding on scroll, colour variants, cart badge, account button, contact tab, cart total. */

const header = (page: Page) => page.getByTestId('site-header')

function rgb(color: string): [number, number, number] {
  const m = color.match(/rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/)
  if (!m) throw new Error(`not an rgb colour: ${color}`)
  return [Number(m[1]), Number(m[2]), Number(m[3])]
}

test.describe('header: hiding on scroll', () => {
  test('on desktop it hides after scrolling down 400px and comes back on scrolling up', async ({ page }, testInfo) => {
    test.skip(isMobileProject(testInfo), 'desktop behaviour (≥1024px)')
    await openPage(page, '/')
    const el = header(page)
    await expect(el).toHaveAttribute('data-hydrated', 'true')
    await expect(el).toBeInViewport()
    // not beyond 150px: stays
    await scrollToY(page, 140)
    expect(await el.getAttribute('data-hidden')).toBeNull()
    await expect(el).toBeInViewport()

    await scrollToY(page, 400)
    await expect(el).toHaveAttribute('data-hidden', '')
    await expect(el).not.toBeInViewport()

    // scrolling up, still far from the top: shown again
    await scrollToY(page, 300)
    await expect(el).not.toHaveAttribute('data-hidden')
    await expect(el).toBeInViewport({ ratio: 1 })

    // down again: hidden again
    await scrollToY(page, 700)
    await expect(el).toHaveAttribute('data-hidden', '')
    await expect(el).not.toBeInViewport()
  })

  test('on mobile it never hides', async ({ page }, testInfo) => {
    test.skip(!isMobileProject(testInfo), 'mobile behaviour (<1024px)')
    await openPage(page, '/')
    const el = header(page)
    await expect(el).toHaveAttribute('data-hydrated', 'true')
    for (const y of [400, 900]) {
      // scrollToY resolves once the scroll listeners have run and two frames are painted
      await scrollToY(page, y)
      expect(await el.getAttribute('data-hidden'), `after scrolling to ${y}px`).toBeNull()
      await expect(el).toBeInViewport({ ratio: 1 })
    }
  })

  test('a window resized from desktop to mobile shows a hidden header again', async ({ page }, testInfo) => {
    test.skip(isMobileProject(testInfo), 'starts on a desktop viewport')
    await openPage(page, '/')
    // the header hydrates after the first paint: a scroll before that is not seen by it
    await expect(header(page)).toHaveAttribute('data-hydrated', 'true')
    await scrollToY(page, 500)
    await expect(header(page)).toHaveAttribute('data-hidden', '')
    await page.setViewportSize({ width: 800, height: 900 })
    await expect(header(page)).not.toHaveAttribute('data-hidden')
    await expect(header(page)).toBeInViewport()
  })
})

test.describe('header: desktop layout', () => {
  test('at 1024px, where the desktop layout starts, the header fits: no horizontal overflow', async ({ page }, testInfo) => {
    test.skip(isMobileProject(testInfo), 'desktop widths')
    for (const width of [1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await openPage(page, '/')
      await expect(page.getByTestId('account-button')).toBeVisible()
      const overflow = await page.evaluate(() => {
        const row = document.querySelector('[data-testid="site-header"] > div')!
        return { page: document.documentElement.scrollWidth, header: row.scrollWidth }
      })
      expect(overflow, `content width at ${width}px`).toEqual({ page: width, header: width })
      await expect(page.getByTestId('cart-button')).toBeInViewport({ ratio: 1 })
      await expect(page.getByTestId('account-button')).toBeInViewport({ ratio: 1 })
    }
  })
})

test.describe('header: colour variant per route', () => {
  test('home darker, catalogue and product pages orange, others default dark', async ({ page, request }) => {
    const product = await firstDisplayedProduct(request)
    const { docs: catalogues } = await cmsFind<{ slug: string }>(request, 'catalogues')
    expect(catalogues.length).toBeGreaterThan(0)
    const routes: [string, string][] = [
      ['/', 'home'],
      [`/catalogues/${catalogues[0]!.slug}`, 'orange'],
      [`/catalogues/produit/${product.slug}`, 'orange'],
      ['/catalogues', 'orange'],
      ['/expertises', 'default'],
      ['/a-propos', 'default'],
    ]
    const colours: Record<string, string> = {}
    for (const [url, variant] of routes) {
      await openPage(page, url)
      await expect(header(page), url).toHaveAttribute('data-variant', variant)
      const colour = await header(page).evaluate((el) => getComputedStyle(el).backgroundColor)
      if (colours[variant]) expect(colour, `${url}: same colour as the other ${variant} pages`).toBe(colours[variant])
      colours[variant] = colour
    }
    // three different colours
    expect(new Set(Object.values(colours)).size).toBe(3)
    // the orange variant is orange: red well above green, green above blue
    const [r, g, b] = rgb(colours.orange!)
    expect(r).toBeGreaterThan(150)
    expect(r - g).toBeGreaterThan(60)
    expect(g).toBeGreaterThan(b)
    // the home variant is darker than the default one
    const lum = (c: string) => rgb(c).reduce((s, v) => s + v, 0)
    expect(lum(colours.home!)).toBeLessThan(lum(colours.default!))
  })

  test('the variant follows client-side navigation', async ({ page }) => {
    await openPage(page, '/')
    await expect(header(page)).toHaveAttribute('data-variant', 'home')
    // the footer's 'Toutes nos expertises' link: the same link in both viewports
    await page.getByTestId('site-footer').getByRole('link', { name: 'Toutes nos expertises' }).click()
    await expect(page).toHaveURL(/\/expertises$/)
    await expect(header(page)).toHaveAttribute('data-variant', 'default')
    await page.getByRole('link', { name: 'Solutions Industrie, accueil' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(header(page)).toHaveAttribute('data-variant', 'home')
  })
})

test.describe('header: cart and account', () => {
  const lines = [
    { id: 'p-1', price: 12.5, quantity: 2 },
    { id: 'p-2', price: 1000, quantity: 3 },
  ]

  test('a visitor with items in the local cart sees no badge, and the account button says Se connecter', async ({ page }, testInfo) => {
    await seedCart(page, lines)
    await openPage(page, '/')
    const cart = page.getByTestId('cart-button')
    await expect(cart).toBeVisible()
    await expect(cart).toHaveAttribute('href', '/panier')
    await expect(cart).toHaveAttribute('aria-label', 'Mon panier')
    await expect(page.getByTestId('cart-badge')).toHaveCount(0)
    await expect(page.getByTestId('mobile-cart-total')).toHaveCount(0)
    const account = page.getByTestId('account-button')
    await expect(account).toHaveText('Se connecter')
    await expect(account).toHaveAttribute('href', '/se-connecter')
    if (isMobileProject(testInfo)) {
      await expect(account).toBeHidden()
      return
    }
    await expect(account).toBeVisible()
    await account.click()
    await expect(page).toHaveURL(/\/se-connecter$/)
  })

  // spec §4 order sync on login: a logged-in buyer's cart is the server's (a local-only cart is emptied)
  test('a logged-in buyer with items sees the badge with the item count and Mon compte', async ({ page }, testInfo) => {
    await startAs(page, 'type1')
    const [a, b] = [await buyableProduct(page, 1, 5, 0), await buyableProduct(page, 1, 5, 1)]
    await setServerLine(page, a.id, 2)
    await setServerLine(page, b.id, 3)
    const totalItems = 5
    await openPage(page, '/')
    const account = page.getByTestId('account-button')
    await expect(account).toHaveText('Mon compte')
    await expect(account).toHaveAttribute('href', '/mon-compte')
    if (isMobileProject(testInfo)) await expect(account).toBeHidden()
    else await expect(account).toBeVisible()
    const badge = page.getByTestId('cart-badge')
    await expect(badge).toBeVisible()
    await expect(badge).toHaveText(String(totalItems))
    await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', `Mon panier, ${totalItems} articles`)
  })

  test('a logged-in buyer with an empty cart sees no badge', async ({ page }) => {
    await startAs(page, 'type1')
    await seedCart(page, lines)
    await openPage(page, '/')
    await expect(page.getByTestId('account-button')).toHaveText('Mon compte')
    await expect(page.getByTestId('cart-badge')).toHaveCount(0)
  })

  test('the mobile header shows the cart total of a logged-in buyer', async ({ page }, testInfo) => {
    await startAs(page, 'credit')
    const order = await setServerLine(page, (await buyableProduct(page)).id, 2)
    await openPage(page, '/')
    await expect(page.getByTestId('account-button')).toHaveText('Mon compte')
    const total = page.getByTestId('mobile-cart-total')
    await expect(total).toContainText(euros(order.amount_ht))
    if (isMobileProject(testInfo)) await expect(total).toBeVisible()
    else await expect(total).toBeHidden()
  })
})

test.describe('header: session', () => {
  test('an account deactivated while its session is open is logged out and treated as a visitor', async ({ page, request }) => {
    await sessionThenDeactivated(page, request)
    await seedCart(page, [{ id: 'p-1', price: 10, quantity: 2 }])
    const me = page.waitForResponse((res) => res.url().endsWith('/cms/api/clients/me'))
    const logout = page.waitForResponse((res) => res.url().endsWith('/cms/api/clients/logout'))
    await openPage(page, '/')
    expect((await (await me).json()).user?.compte_desactive).toBe(true)
    await logout
    await expect(page.getByTestId('account-button')).toHaveText('Se connecter')
    await expect(page.getByTestId('cart-badge')).toHaveCount(0)
    await expect(page.getByTestId('mobile-cart-total')).toHaveCount(0)
    // the session cookie is gone: the next answer has no user
    const after = await page.request.get('/cms/api/clients/me', { headers: SAME_ORIGIN })
    expect((await after.json()).user ?? null).toBeNull()
  })
})

test.describe('header: Contactez-nous tab', () => {
  test('shown from 1400px wide, hidden below, links to /contact', async ({ page }, testInfo) => {
    await openPage(page, '/')
    const tab = page.getByTestId('contact-tab')
    await expect(tab).toHaveAttribute('href', '/contact')
    await expect(tab).toHaveText('Contactez-nous')
    if (isMobileProject(testInfo)) {
      await expect(tab).toBeHidden()
      return
    }
    await expect(tab).toBeVisible()
    await page.setViewportSize({ width: 1400, height: 900 })
    await expect(tab).toBeVisible()
    await page.setViewportSize({ width: 1399, height: 900 })
    await expect(tab).toBeHidden()
    await page.setViewportSize({ width: 1024, height: 900 })
    await expect(tab).toBeHidden()
    await page.setViewportSize({ width: 1600, height: 900 })
    await expect(tab).toBeVisible()
    await tab.click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})
