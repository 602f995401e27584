import { expect, test, type Page } from '@playwright/test'

import { startAs } from './cart-helpers'
import { cmsFind } from './helpers'
import { isMobileProject, mobileMenu, openPage } from './layout-helpers'
import { dropdown, dropdownAnswered, resultsReady } from './search-helpers'

// A search field on arrival (the home page's own, the mobile header's button), and results a
// buyer can act on (price, stock label, stepper, add to cart; one /api/prices request per page of hits).

/** Counts the page's GET /api/prices requests from now on. */
function priceRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/prices') urls.push(req.url())
  })
  return urls
}

const productHits = (page: Page) => page.getByTestId('search-results').getByTestId('product-hit')

test.describe('search visible on arrival', () => {
  test('desktop: the home page shows a search field without scrolling; it searches as you type, Escape closes, Enter goes to the results @desktop-only', async ({
    page,
  }) => {
    await openPage(page, '/')
    const field = page.getByTestId('home-search').getByRole('searchbox', { name: 'Rechercher dans la boutique' })
    await expect(field).toBeInViewport()
    await expect(field).toHaveAttribute('placeholder', 'Références, catégories, produits, services …')
    // the header's own box still waits for the scroll (spec §2)
    await expect(page.getByTestId('header-search')).toBeHidden()
    await field.click()
    await field.fill('roulement')
    await dropdownAnswered(page)
    await expect(dropdown(page).getByTestId('search-hit').first()).toBeVisible()
    await field.press('Escape')
    await expect(dropdown(page)).toHaveCount(0)
    await field.press('Enter')
    await expect(page).toHaveURL(/\/recherche\?q=roulement$/)
    await resultsReady(page)
  })

  test('desktop: /search has its own field on arrival @desktop-only', async ({ page }) => {
    await openPage(page, '/search')
    await expect(page.locator('#results-search')).toBeInViewport()
  })

  test('mobile: the header’s search button opens the search with its field focused; closing gives the focus back', async ({
    page,
  }, testInfo) => {
    test.skip(!isMobileProject(testInfo), 'the mobile header')
    await openPage(page, '/contact')
    const button = page.getByTestId('site-header').getByRole('button', { name: 'Rechercher', exact: true })
    await expect(button).toBeVisible()
    await button.click()
    const input = mobileMenu(page).getByRole('searchbox', { name: 'Rechercher dans la boutique' })
    await expect(input).toBeFocused()
    await input.fill('pompe')
    await dropdownAnswered(page)
    await page.keyboard.press('Escape')
    await expect(dropdown(page)).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(mobileMenu(page)).toBeHidden()
    await expect(button).toBeFocused()
    await button.click()
    await expect(input).toBeFocused()
    await input.fill('roulement')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/recherche\?q=roulement$/)
    await resultsReady(page)
  })

  test('mobile: with the search button, the header row still fits for a buyer (cart total shown)', async ({ page }, testInfo) => {
    test.skip(!isMobileProject(testInfo), 'the mobile header')
    await startAs(page, 'type1')
    await openPage(page, '/contact')
    await expect(page.getByTestId('mobile-cart-total')).toBeVisible()
    const row = page.getByTestId('site-header').locator('> div').first()
    const { scroll, client } = await row.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
    expect(scroll).toBeLessThanOrEqual(client)
    await expect(page.getByTestId('cart-button')).toBeInViewport({ ratio: 1 })
  })
})

test.describe('results a buyer can act on', () => {
  test('a visitor sees no price on product hits nor on listing cards, and no price request is made', async ({ page }) => {
    const prices = priceRequests(page)
    await openPage(page, '/recherche?q=roulement')
    await resultsReady(page)
    await expect(productHits(page).first()).toBeVisible()
    await expect(productHits(page).first().getByTestId('card-price-visitor')).toHaveText(/^Connaitre le prix/)
    await expect(productHits(page).first().getByTestId('stock-label')).toHaveText(/En stock|Stock faible|Délai à confirmer/)
    await expect(page.getByTestId('price')).toHaveCount(0)
    await expect(page.getByTestId('quantity-stepper')).toHaveCount(0)
    await openPage(page, '/tous-nos-produits')
    await expect(page.getByTestId('product-listing')).toHaveAttribute('data-ready', 'true')
    await expect(page.getByTestId('card-price-visitor').first()).toBeVisible()
    await expect(page.getByTestId('price')).toHaveCount(0)
    expect(prices).toEqual([])
  })

  test('a buyer: price, stock label, stepper and add to cart on the hits of /recherche, one /api/prices request per page of hits; adding updates the cart count', async ({
    page,
  }) => {
    await startAs(page, 'type1')
    const prices = priceRequests(page)
    await openPage(page, '/recherche?q=roulement')
    await resultsReady(page)
    const first = productHits(page).first()
    await expect(first.getByTestId('price')).toHaveText(/^\d[\d\s ]*,\d\d\s€\sH\.T$/)
    await expect(first.getByTestId('stock-label')).toHaveText(/En stock|Stock faible|Délai à confirmer/)
    await expect(first.getByTestId('quantity-stepper')).toBeVisible()
    const count = await productHits(page).count()
    await expect(productHits(page).locator('[data-testid="price"], [data-testid="price-unavailable"]')).toHaveCount(count)
    await page.waitForLoadState('networkidle')
    expect(prices).toHaveLength(1)
    const ids = new URL(prices[0]!).searchParams.get('ids')!.split(',')
    expect(ids).toHaveLength(count)
    await expect(page.getByTestId('card-price-visitor')).toHaveCount(0)

    // the next page of hits: one more request, for its products only
    await page.getByRole('button', { name: 'Show more results' }).click()
    await expect.poll(() => productHits(page).count()).toBeGreaterThan(count)
    const total = await productHits(page).count()
    await expect(productHits(page).locator('[data-testid="price"], [data-testid="price-unavailable"]')).toHaveCount(total)
    await page.waitForLoadState('networkidle')
    expect(prices).toHaveLength(2)
    expect(new URL(prices[1]!).searchParams.get('ids')!.split(',')).toHaveLength(total - count)

    // add 2 of the first product from the hit
    await expect(page.getByTestId('cart-badge')).toHaveCount(0)
    await first.getByRole('button', { name: 'Augmenter la quantité' }).click()
    const title = (await first.getByTestId('search-hit-title').textContent())?.trim() ?? ''
    await first.getByRole('button', { name: `Ajouter au panier : ${title}` }).click()
    await expect(page.getByTestId('cart-badge')).toHaveText('2')
  })

  test('a buyer on a listing: price, stock label, stepper and add to cart on the cards, prices in one request', async ({ page }) => {
    await startAs(page, 'credit')
    const prices = priceRequests(page)
    await openPage(page, '/tous-nos-produits')
    await expect(page.getByTestId('product-listing')).toHaveAttribute('data-ready', 'true')
    const offers = page.getByTestId('product-grid').getByTestId('card-offer')
    const cards = await page.getByTestId('product-grid').getByTestId('product-card').count()
    await expect(offers.locator('[data-testid="price"], [data-testid="price-unavailable"]')).toHaveCount(cards)
    await expect(offers.getByTestId('quantity-stepper')).toHaveCount(cards)
    await page.waitForLoadState('networkidle')
    expect(prices).toHaveLength(1)
    await offers
      .first()
      .getByRole('button', { name: /^Ajouter au panier : / })
      .click()
    await expect(page.getByTestId('cart-badge')).toHaveText('1')
  })

  test('a brand without its own page leads to its products in the listing', async ({ page, request }) => {
    const brands = await cmsFind<{ titre: string; has_single_page?: boolean | null }>(
      request,
      'marques',
      'where[has_single_page][not_equals]=true',
    )
    const brand = brands.docs[0]
    if (!brand) throw new Error('the e2e database needs a brand without a page')
    await openPage(page, `/recherche?q=${encodeURIComponent(brand.titre)}&type=marque`)
    await resultsReady(page)
    const hit = page.getByTestId('search-results').locator('[data-testid="search-hit"][data-kind="marque"]').first()
    await expect(hit).toHaveAttribute('href', `/tous-nos-produits?marque=${encodeURIComponent(brand.titre)}`)
    await hit.click()
    await expect(page).toHaveURL(/\/tous-nos-produits\?marque=/)
    await expect(page.getByTestId('product-listing')).toHaveAttribute('data-ready', 'true')
    for (const text of await page.getByTestId('product-grid').getByTestId('product-card').allTextContents())
      expect(text).toContain(brand.titre)
  })
})
