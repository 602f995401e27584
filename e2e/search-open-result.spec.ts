import { expect, test, type Locator, type Page } from '@playwright/test'

import { openPage, pageViews } from './layout-helpers'
import { engineSearch, resultsReady, searchConfig } from './search-helpers'

// A clicked result stays open. Leaving a search page used to arm one last address write (InstantSearch's unmount
// sends an empty state after its router is disposed): 400 ms after the product opened, the browser went back to
// /recherche with an empty query. Back must still return to the results with their query.

/** How long a bounce could take to show: the 400 ms write delay, a slow machine's margin, and the acceptance's 3 s. */
const BOUNCE_WINDOW_MS = 3_000

async function listingReady(page: Page): Promise<void> {
  const listing = page.getByTestId('product-listing')
  await expect(listing).toHaveAttribute('data-ready', 'true')
  await expect(listing.locator('[aria-busy="true"]')).toHaveCount(0)
}

/** Clicks a product link and checks that the product page opens and is still the page 3 s later. */
async function openAndStay(page: Page, link: Locator): Promise<void> {
  const href = await link.getAttribute('href')
  expect(href, 'a product link').toMatch(/^\/catalogues\/produit\//)
  await link.click()
  await expect(page).toHaveURL((url) => url.pathname === href)
  await expect(page.locator('h1')).toBeVisible()
  // wait for the bounce itself: the address leaving the product page within the window is the failure
  const left = await page
    .waitForURL((url) => url.pathname !== href, { timeout: BOUNCE_WINDOW_MS })
    .then(() => page.url())
    .catch(() => null)
  expect(left, 'the product page stays open').toBeNull()
  expect(new URL(page.url()).pathname).toBe(href)
}

test('a product hit clicked on /recherche?q=roulement stays open; Back returns to the results with the query', async ({ page }) => {
  await openPage(page, '/recherche?q=roulement')
  await resultsReady(page)
  const hit = page.getByTestId('search-results').locator('[data-testid="search-hit"][data-kind="product"]').first()
  await openAndStay(page, hit)

  await page.goBack()
  await expect(page).toHaveURL(/\/recherche\?q=roulement$/)
  await resultsReady(page)
  await expect(page.locator('#results-search')).toHaveValue('roulement')
})

for (const query of ['marque=SKF', 'tri=z-a']) {
  test(`a product card clicked on /tous-nos-produits?${query} stays open; Back returns to the listing as it was`, async ({ page }) => {
    await openPage(page, `/tous-nos-produits?${query}`)
    await listingReady(page)
    const card = page.getByTestId('product-listing').getByTestId('product-card').first()
    await openAndStay(page, card)

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/tous-nos-produits\\?${query}$`))
    await listingReady(page)
  })
}

const viewedPaths = async (page: Page): Promise<string[]> => (await pageViews(page)).map((e) => e.page_path ?? '')

test('typing a query makes one history entry and one page_view for the settled search, not one per partial query', async ({ page }) => {
  // the page's clock runs as usual until the typing starts; then it moves only when the test says, so the buyer types
  // the second query half a second after the first whatever the machine's load (the settled search waits 1.5 s)
  await page.clock.install()
  await openPage(page, '/recherche')
  await resultsReady(page)
  const field = page.locator('#results-search')
  const entries = await page.evaluate(() => history.length)

  await page.clock.pauseAt(Date.now() + 1_000)
  await field.fill('roulement s')
  await page.clock.runFor(500)
  await expect(page).toHaveURL(/\/recherche\?q=roulement\+s$/)
  await field.fill('roulement skf')
  await page.clock.runFor(500)
  await expect(page).toHaveURL(/\/recherche\?q=roulement\+skf$/)
  // the page_view comes once the search has settled, for the last address only
  await page.clock.resume()
  await expect.poll(() => viewedPaths(page)).toContain('/recherche?q=roulement+skf')
  const views = await viewedPaths(page)
  expect(views.filter((p) => p.startsWith('/recherche?'))).toEqual(['/recherche?q=roulement+skf'])
  expect(await page.evaluate(() => history.length)).toBe(entries + 1)

  // Back leaves the search as it was before typing
  await page.goBack()
  await expect(page).toHaveURL(/\/recherche$/)
})

test('a new query that the kept refinements make empty says so, and « Effacer les filtres » keeps the query', async ({ page, request }) => {
  await openPage(page, '/recherche?q=roulement')
  await resultsReady(page)
  const config = await searchConfig(page)
  const roulements = await engineSearch(request, config, {
    query: 'roulement',
    facets: ['marque'],
    facetFilters: [['algolia_type:product']],
    hitsPerPage: 0,
  })
  const brand = Object.keys(roulements.facets?.marque ?? {})[0]
  if (!brand) throw new Error('no brand among the roulement products')
  // a query with results, none of them of that brand (the engine is the oracle)
  let other: string | undefined
  for (const q of ['pompe', 'gant', 'foret', 'disque', 'casque']) {
    const all = await engineSearch(request, config, { query: q, hitsPerPage: 0 })
    const branded = await engineSearch(request, config, { query: q, facetFilters: [[`marque:${brand}`]], hitsPerPage: 0 })
    if (all.nbHits > 0 && branded.nbHits === 0) {
      other = q
      break
    }
  }
  if (!other) throw new Error(`no demo query without ${brand} products`)

  await openPage(page, `/recherche?q=roulement&marque=${encodeURIComponent(brand)}`)
  await resultsReady(page)
  await page.locator('#results-search').fill(other)
  const empty = page.getByTestId('search-no-hits')
  await expect(empty).toContainText('Aucun résultat trouvé.')
  await empty.getByRole('button', { name: 'Effacer les filtres' }).click()
  await expect(page).toHaveURL(new RegExp(`/recherche\\?q=${other}$`))
  await expect(page.getByTestId('search-results').getByTestId('search-hit').first()).toBeVisible()
  await expect(page.locator('#results-search')).toHaveValue(other)
})
