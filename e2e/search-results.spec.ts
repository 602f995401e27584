import { expect, test, type Page } from '@playwright/test'

import { DEMO_EDITOR } from '@/cms/seed/accounts'
import { isMobileProject, openPage, scrollToY } from './layout-helpers'
import { engineSearch, headerSearch, resultsReady, searchConfig } from './search-helpers'
import { SAME_ORIGIN } from './helpers'

// Results page /recherche?q=… (and /search): InstantSearch, refinements, infinite list, state in the address.

const hits = (page: Page) => page.getByTestId('search-results').getByTestId('search-hit')
const field = (page: Page) => page.locator('#results-search')
const facet = (page: Page, attribute: string) => page.getByTestId(`facet-${attribute}`)

/** Below 1024px the facets sit behind the 'Filtres' toggle. */
async function showFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Filtres', exact: true })
  if (await toggle.isVisible()) await toggle.click()
}

test('the address mirrors the query (written after typing stops), and a reload keeps it', async ({ page }) => {
  await openPage(page, '/recherche')
  await resultsReady(page)
  await field(page).fill('pompe')
  await expect(page).toHaveURL(/\/recherche\?q=pompe$/)
  await expect(hits(page).first()).toContainText(/pompe/i)
  const count = await page.getByTestId('search-results-count').textContent()
  await page.reload()
  await resultsReady(page)
  await expect(field(page)).toHaveValue('pompe')
  await expect(page.getByTestId('search-results-count')).toHaveText(count ?? '')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('refinement by hit kind, then by brand for products, mirrored in the address', async ({ page, request }) => {
  await openPage(page, '/recherche?q=roulement')
  await resultsReady(page)
  const config = await searchConfig(page)
  await showFilters(page)

  await facet(page, 'algolia_type')
    .getByRole('checkbox', { name: /^Produit/ })
    .check()
  await expect(page).toHaveURL(/[?&]type=product(&|$)/)
  await expect(hits(page).first()).toHaveAttribute('data-kind', 'product')
  for (const kind of await hits(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')))) expect(kind).toBe('product')

  const products = await engineSearch(request, config, {
    query: 'roulement',
    facets: ['marque'],
    facetFilters: [['algolia_type:product']],
    hitsPerPage: 0,
  })
  const [brand, brandCount] = Object.entries(products.facets?.marque ?? {}).sort((a, b) => b[1] - a[1])[0] ?? []
  if (!brand) throw new Error('no brand among the roulement products')
  await facet(page, 'marque')
    .getByRole('checkbox', { name: new RegExp(`^${brand}`) })
    .check()
  await expect(page).toHaveURL(new RegExp(`[?&]marque=${encodeURIComponent(brand).replace(/%20/g, '\\+')}(&|$)`))
  await expect(page.getByTestId('search-results-count')).toHaveText(
    brandCount === 1 ? '1 résultat' : new RegExp(`^${brandCount}\\s?résultats$`),
  )

  // the shared address gives the same refined list
  await page.reload()
  await resultsReady(page)
  await showFilters(page)
  await expect(facet(page, 'algolia_type').getByRole('checkbox', { name: /^Produit/ })).toBeChecked()
  await expect(facet(page, 'marque').getByRole('checkbox', { name: new RegExp(`^${brand}`) })).toBeChecked()
})

test("infinite list: 'Show more results' adds the next page; opened at page 2, 'Show previous results' brings page 1 back", async ({
  page,
}) => {
  await openPage(page, '/recherche?q=roulement')
  await resultsReady(page)
  await expect(hits(page)).toHaveCount(20)
  await expect(page.getByRole('button', { name: 'Show previous results' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Show more results' }).click()
  await expect(hits(page)).toHaveCount(40)
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)

  await page.reload()
  await resultsReady(page)
  await expect(hits(page)).toHaveCount(20)
  await page.getByRole('button', { name: 'Show previous results' }).click()
  await expect(hits(page)).toHaveCount(40)
  await expect(page.getByRole('button', { name: 'Show previous results' })).toHaveCount(0)
})

test('a slow search shows the stalled indicator, gone once the answer is there', async ({ page }) => {
  await openPage(page, '/recherche?q=pompe')
  await resultsReady(page)
  // the next answers take 1.5 s (far beyond the 200 ms stalled delay)
  await page.route('**/api/search/1/indexes/*/queries*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await field(page).fill('roulement')
  await expect(page.getByTestId('search-stalled')).toHaveText('Recherche en cours…')
  await expect(page.getByTestId('search-stalled')).toHaveAttribute('data-stalled', 'false')
  await expect(hits(page).first()).toContainText(/roulement/i)
})

test('/search is the same page; on the desktop its header box waits for 150px of scroll', async ({ page }, testInfo) => {
  await openPage(page, '/search?q=pompe')
  await resultsReady(page)
  await expect(field(page)).toHaveValue('pompe')
  await expect(hits(page).first()).toBeVisible()
  await expect(headerSearch(page)).toBeHidden()
  if (isMobileProject(testInfo)) return
  await scrollToY(page, 400)
  await expect(headerSearch(page)).toHaveAttribute('data-shown', 'true')
})

test('views and clicks of hits are stored as search events (Insights) @desktop-only', async ({ page, playwright, baseURL }) => {
  await openPage(page, '/recherche?q=roulement')
  await resultsReady(page)
  const first = hits(page).first()
  const objectID = await first.getAttribute('data-object-id')
  const href = await first.getAttribute('href')
  const sent = page.waitForRequest((r) => r.url().includes('/api/insights/1/events') && (r.postData() ?? '').includes('Hit Clicked'))
  await first.click()
  await sent
  await expect(page).toHaveURL(new RegExp(`${href}$`))

  const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: SAME_ORIGIN })
  try {
    expect(
      (await editor.post('/cms/api/editors/login', { data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password } })).status(),
    ).toBe(200)
    type EventDoc = {
      event_type: string
      event_name: string
      index: string
      object_ids: string[]
      query_id: string | null
      positions: number[] | null
    }
    const latest = async (name: string): Promise<EventDoc[]> => {
      const res = await editor.get(
        `/cms/api/search-events?depth=0&sort=-createdAt&limit=50&where[event_name][equals]=${encodeURIComponent(name)}`,
      )
      expect(res.status()).toBe(200)
      return ((await res.json()) as { docs: EventDoc[] }).docs
    }
    await expect.poll(async () => (await latest('Hit Clicked')).some((e) => e.object_ids.includes(objectID!))).toBe(true)
    const click = (await latest('Hit Clicked')).find((e) => e.object_ids.includes(objectID!))
    expect(click).toMatchObject({ event_type: 'click', index: 'all-fr', positions: [1] })
    expect(click?.query_id).toMatch(/^[0-9a-f]{32}$/)
    const views = await latest('Hits Viewed')
    expect(views.some((e) => e.event_type === 'view' && e.object_ids.includes(objectID!))).toBe(true)
    expect(views.every((e) => e.object_ids.length <= 20)).toBe(true)
  } finally {
    await editor.dispose()
  }
})
