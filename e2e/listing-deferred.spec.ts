import { expect, test, type Page } from '@playwright/test'

import { openPage } from './layout-helpers'
import { engineSearch, searchConfig } from './search-helpers'

// Lighthouse ≥ 98 on the listings: a listing page is the server's first page; the search code is not part
// of it until a buyer filters, sorts or pages. The static facets and sort act through the address, which brings the
// search in; the keyboard focus stays on the control the buyer used.

const listing = (page: Page) => page.getByTestId('product-listing')
const facet = (page: Page, attribute: string) => page.getByTestId(`facet-${attribute}`)
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024

async function openFilters(page: Page): Promise<void> {
  if (isPhone(page)) await page.getByTestId('filters-toggle').click()
}

test('a cold listing stays the server page (no search running), its controls act once hydrated', async ({ page, request }) => {
  const searches: string[] = []
  page.on('request', (req) => {
    if (/\/1\/indexes\//.test(req.url())) searches.push(req.url())
  })
  await openPage(page, '/tous-nos-produits')
  await expect(listing(page)).toHaveAttribute('data-ready', 'true')
  await page.waitForLoadState('networkidle')
  await expect(listing(page)).toHaveAttribute('data-search', 'static')
  await expect(listing(page).getByTestId('product-card')).toHaveCount(24)
  expect(searches).toEqual([])

  // the sort, chosen on the static page, is in the address and the search answers in Z-A order
  await page.getByLabel('Trier par').selectOption('z-a')
  await expect(page).toHaveURL(/\/tous-nos-produits\?tri=z-a$/)
  await expect(listing(page)).toHaveAttribute('data-search', 'live')
  await expect(listing(page)).toHaveAttribute('data-ready', 'true')
  await expect(listing(page).locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByLabel('Trier par')).toHaveValue('z-a')
  const config = await searchConfig(page)
  const zToA = await engineSearch(request, config, { filters: 'algolia_type:product', hitsPerPage: 24 }, 'all-fr_label_desc')
  await expect(listing(page).getByTestId('product-title')).toHaveText(zToA.hits.map((h) => h.titre ?? ''))
})

test('a facet value chosen with the keyboard on the static page: the search comes in, the value checked and still focused', async ({
  page,
}) => {
  await openPage(page, '/tous-nos-produits')
  await expect(listing(page)).toHaveAttribute('data-ready', 'true')
  await openFilters(page)
  const box = facet(page, 'marque').getByRole('checkbox').first()
  const value = await box.getAttribute('data-value')
  expect(value).toBeTruthy()
  await box.focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/[?&]marque=/)
  await expect(listing(page)).toHaveAttribute('data-search', 'live')
  await expect(listing(page)).toHaveAttribute('data-ready', 'true')
  const twin = facet(page, 'marque').locator(`input[data-value="${value}"]`)
  await expect(twin).toBeChecked()
  await expect(twin).toBeFocused()
  // on a phone the panel the buyer opened is still open over the page
  if (isPhone(page)) await expect(page.getByRole('dialog', { name: 'Filtres' })).toBeVisible()
})
