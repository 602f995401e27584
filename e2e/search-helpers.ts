import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/** Helpers of the search specs: the page's search settings and the engine as the oracle. */

export type SearchConfig = { appId: string; searchKey: string; indexName: string; localPath: string | null }

/** The search settings the page received (layout data in __NEXT_DATA__). */
export async function searchConfig(page: Page): Promise<SearchConfig> {
  const config = await page.evaluate(
    () =>
      (window as unknown as { __NEXT_DATA__: { props: { pageProps: { layout?: { search?: unknown } } } } }).__NEXT_DATA__.props.pageProps
        .layout?.search,
  )
  expect(config, 'search settings in the page data').toBeTruthy()
  return config as SearchConfig
}

type Hit = { objectID: string; algolia_type: string; titre?: string; title?: string; label: string; url: string }
export type SearchAnswer = { hits: Hit[]; nbHits: number; nbPages: number; facets?: Record<string, Record<string, number>> }

/** One query to the embedded endpoint, as the browser client sends it. */
export async function engineSearch(
  request: APIRequestContext,
  config: SearchConfig,
  params: Record<string, unknown>,
  indexName = config.indexName,
): Promise<SearchAnswer> {
  const res = await request.post(`${config.localPath}/1/indexes/${encodeURIComponent(indexName)}/query`, {
    headers: { 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.searchKey },
    data: params,
  })
  expect(res.status()).toBe(200)
  return (await res.json()) as SearchAnswer
}

/** The header's desktop search field and its dropdown. */
export const headerSearch = (page: Page): Locator => page.getByTestId('header-search')
export const headerField = (page: Page): Locator => headerSearch(page).getByRole('searchbox', { name: 'Rechercher dans la boutique' })
export const dropdown = (page: Page): Locator => page.getByTestId('search-dropdown')
export const dropdownHits = (page: Page): Locator => dropdown(page).getByTestId('search-hit')

/** Waits for the dropdown's answer to the current query. */
export async function dropdownAnswered(page: Page): Promise<void> {
  await expect(dropdown(page)).toHaveAttribute('data-status', 'done')
}

/**
 * The results page has the search's answer. Over the server's first page the search code loads only once a buyer
 * reaches for the page: the pointer comes over the heading, as a buyer's does (again until the page has hydrated and
 * listens).
 */
export async function resultsReady(page: Page): Promise<void> {
  const results = page.getByTestId('search-results')
  let nudge = 0
  await expect(async () => {
    if (await page.getByTestId('results-static-form').isVisible()) {
      // a pointer move over text that is no link, on screen: the page's title, or the results' count when the page
      // came back scrolled down (Back restores the position the buyer left: the title is then above the screen)
      const height = page.viewportSize()?.height ?? 0
      let box = null
      for (const text of [page.getByRole('heading', { level: 1 }), page.getByTestId('search-results-count')]) {
        const b = await text.boundingBox()
        if (b && b.y >= 0 && b.y + b.height <= height) {
          box = b
          break
        }
      }
      nudge += 1
      if (box) await page.mouse.move(box.x + 4 + (nudge % 8) * 4, box.y + box.height / 2)
      else await page.getByTestId('search-results-count').scrollIntoViewIfNeeded()
    }
    await expect(results).toHaveAttribute('data-ready', 'true', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

/** A word no record contains. */
export const NONSENSE = 'zzqxwvkj'
