import { expect, test, type Locator, type Page } from '@playwright/test'

import { cmsFind } from './helpers'
import { isMobileProject, mobileMenu, openMobileMenu, openPage, scrollToY } from './layout-helpers'
import { dropdown, dropdownAnswered, dropdownHits, headerField, headerSearch, NONSENSE, resultsReady } from './search-helpers'

// Top search bar (spec §2): the desktop header's box and its dropdown; below 1024px the mobile menu's box.

// the desktop box is hidden below the large breakpoint: these run in the desktop project only
test.describe('desktop header search @desktop-only', () => {
  test('the dropdown opens on focus, shows at most 10 hits in a fixed-height scrollable panel, and closes on a click outside', async ({
    page,
  }) => {
    await openPage(page, '/a-propos')
    const field = headerField(page)
    await expect(field).toHaveAttribute('placeholder', 'Références, catégories, produits, services …')
    await expect(field).toHaveAttribute('maxlength', '512')
    await expect(dropdown(page)).toHaveCount(0)

    await field.focus()
    await expect(dropdown(page)).toBeVisible()
    await field.fill('roulement')
    await dropdownAnswered(page)
    await expect(dropdownHits(page)).toHaveCount(10)
    await expect(dropdownHits(page).first()).toContainText(/roulement/i)
    // fixed height, scrolling inside
    const list = dropdown(page).getByRole('list')
    const box = await list.evaluate((el) => ({
      client: el.clientHeight,
      scroll: el.scrollHeight,
      overflow: getComputedStyle(el).overflowY,
    }))
    expect(box.overflow).toBe('auto')
    expect(box.scroll).toBeGreaterThan(box.client)
    await field.fill('roulem')
    await dropdownAnswered(page)
    expect(Math.round(await list.evaluate((el) => el.clientHeight))).toBe(Math.round(box.client))

    // a click outside: the page's left margin, away from the panel
    await page.mouse.click(5, 600)
    await expect(dropdown(page)).toHaveCount(0)
    await field.focus()
    await expect(dropdown(page)).toBeVisible()
    await field.press('Escape')
    await expect(dropdown(page)).toHaveCount(0)
  })

  test("'Aucun résultat trouvé.' on nonsense; 'Voir plus' goes to the results page, and the dropdown closes on the route change", async ({
    page,
  }) => {
    await openPage(page, '/a-propos')
    const field = headerField(page)
    await field.fill(NONSENSE)
    await dropdownAnswered(page)
    await expect(dropdown(page).getByText('Aucun résultat trouvé.')).toBeVisible()
    await expect(dropdownHits(page)).toHaveCount(0)

    await field.fill('pompe')
    await dropdownAnswered(page)
    const more = dropdown(page).getByRole('link', { name: 'Voir plus' })
    await expect(more).toHaveAttribute('href', '/recherche?q=pompe')
    await more.click()
    await expect(page).toHaveURL(/\/recherche\?q=pompe$/)
    await expect(dropdown(page)).toHaveCount(0)
    await resultsReady(page)
    await expect(page.getByTestId('search-results').getByTestId('search-hit').first()).toBeVisible()
  })

  test('a hit leads to its page and the dropdown closes; submitting goes to /recherche?q=…', async ({ page }) => {
    await openPage(page, '/a-propos')
    await headerField(page).fill('roulement')
    await dropdownAnswered(page)
    const first = dropdownHits(page).first()
    const href = await first.getAttribute('href')
    expect(href).toMatch(/^\//)
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    await expect(dropdown(page)).toHaveCount(0)

    await headerField(page).fill('perceuse à colonne')
    await headerField(page).press('Enter')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/recherche')
    expect(new URL(page.url()).searchParams.get('q')).toBe('perceuse à colonne')
  })

  test('a brochure hit is a download of its file', async ({ page, request }) => {
    const { docs } = await cmsFind<{ titre: string }>(request, 'brochures')
    const brochure = docs[0]
    if (!brochure) throw new Error('the e2e database needs a published brochure')
    await openPage(page, '/a-propos')
    await headerField(page).fill(brochure.titre)
    await dropdownAnswered(page)
    const hit = dropdown(page).locator('[data-testid="search-hit"][data-kind="brochure"]').first()
    await expect(hit).toContainText(brochure.titre)
    await expect(hit).toHaveAttribute('download', '')
    const href = await hit.getAttribute('href')
    expect(href).toMatch(/^\/cms\/api\/media\/file\/.+/)
    expect((await request.get(href!)).status()).toBe(200)
    const download = page.waitForEvent('download')
    await hit.click()
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/i)
  })

  test('on / the box appears only after scrolling past 150px; elsewhere it is always shown', async ({ page }) => {
    await openPage(page, '/contact')
    await expect(headerSearch(page)).toBeVisible()

    await openPage(page, '/')
    await expect(headerSearch(page)).toBeHidden()
    await scrollToY(page, 150)
    await expect(headerSearch(page)).toBeHidden()
    await scrollToY(page, 400)
    await expect(headerSearch(page)).toHaveAttribute('data-shown', 'true')
    // scrolling up shows the (hidden-on-scroll-down) header with its box, which still works
    await scrollToY(page, 300)
    await expect(headerField(page)).toBeVisible()
    await headerField(page).fill('roulement')
    await dropdownAnswered(page)
    await scrollToY(page, 0)
    await expect(headerSearch(page)).toBeHidden()
  })

  test('typing while on the results route updates q in place', async ({ page }) => {
    await openPage(page, '/recherche?q=pompe')
    await resultsReady(page)
    // the page's own box is the one at the top; the header's shows past 150px, as on /search
    await expect(headerSearch(page)).toBeHidden()
    await scrollToY(page, 400)
    await expect(headerSearch(page)).toHaveAttribute('data-shown', 'true')
    // scrolling down hides the header (spec §2); a little back up shows it again, still past 150px
    await scrollToY(page, 300)
    await expect(page.getByTestId('site-header')).not.toHaveAttribute('data-hidden')
    await expect(headerField(page)).toBeInViewport()
    await expect(headerField(page)).toHaveValue('pompe')
    await headerField(page).fill('roulement')
    await expect(page).toHaveURL(/\/recherche\?q=roulement$/)
    await expect(dropdown(page)).toHaveCount(0)
    await expect(page.locator('#results-search')).toHaveValue('roulement')
    await expect(page.getByTestId('search-results').getByTestId('search-hit').first()).toContainText(/roulement/i)
  })
})

test.describe('mobile search', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!isMobileProject(testInfo), 'the mobile menu is the search below 1024px')
  })

  test('the desktop box is hidden; the mobile menu’s box shows hits and submits to the results page', async ({ page }) => {
    await openPage(page, '/contact')
    await expect(headerSearch(page)).toBeHidden()
    const input = await openMobileSearch(page)
    await input.fill('roulement')
    await dropdownAnswered(page)
    const count = await dropdownHits(page).count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(10)
    await input.press('Enter')
    await expect(page).toHaveURL(/\/recherche\?q=roulement$/)
    await expect(mobileMenu(page)).toHaveCount(0)
    await resultsReady(page)
    await expect(page.getByTestId('search-results').getByTestId('search-hit').first()).toBeVisible()
  })

  test("the mobile menu's dropdown: 'Aucun résultat trouvé.', 'Voir plus' to the results page, a brochure hit downloads", async ({
    page,
    request,
  }) => {
    const brochure = (await cmsFind<{ titre: string }>(request, 'brochures')).docs[0]
    if (!brochure) throw new Error('the e2e database needs a published brochure')
    await openPage(page, '/contact')
    const input = await openMobileSearch(page)
    await input.fill(NONSENSE)
    await dropdownAnswered(page)
    await expect(dropdown(page).getByText('Aucun résultat trouvé.')).toBeVisible()

    await input.fill(brochure.titre)
    await dropdownAnswered(page)
    const hit = dropdown(page).locator('[data-testid="search-hit"][data-kind="brochure"]').first()
    await expect(hit).toHaveAttribute('download', '')
    const download = page.waitForEvent('download')
    await hit.click()
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/i)

    await input.fill('pompe')
    await dropdownAnswered(page)
    await dropdown(page).getByRole('link', { name: 'Voir plus' }).click()
    await expect(page).toHaveURL(/\/recherche\?q=pompe$/)
    await resultsReady(page)
  })
})

/** Opens the mobile menu and its search box; returns the focused field. */
async function openMobileSearch(page: Page): Promise<Locator> {
  await openMobileMenu(page)
  await mobileMenu(page).getByRole('button', { name: 'Rechercher', exact: true }).click()
  const input = mobileMenu(page).getByRole('searchbox', { name: 'Rechercher dans la boutique' })
  await expect(input).toBeFocused()
  return input
}
