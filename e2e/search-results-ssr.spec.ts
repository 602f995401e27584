import { expect, test } from '@playwright/test'

import { openPage } from './layout-helpers'
import { engineSearch, resultsReady, searchConfig } from './search-helpers'

// Lighthouse ≥ 98 on /recherche?q=roulement: the first page of results is in the server's HTML, and the
// search takes over from it in the browser without asking for it again.

test('without JavaScript /recherche?q=roulement lists the first results, their count and facets', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  try {
    const page = await context.newPage()
    expect((await page.goto('/recherche?q=roulement'))?.status()).toBe(200)
    await expect(page.getByTestId('search-results-count')).toHaveText(/^\d+ résultats?/)
    await expect(page.getByTestId('search-results').getByTestId('search-hit').first()).toBeVisible()
    await expect(page.locator('#results-search')).toHaveValue('roulement')
  } finally {
    await context.close()
  }
})

test('the search takes over from the server page: the same hits, no request until the query changes', async ({ page, request }) => {
  const queries: string[] = []
  page.on('request', (req) => {
    if (/\/1\/indexes\/.*\/queries/.test(req.url())) queries.push(req.postData() ?? '')
  })
  await openPage(page, '/recherche?q=roulement')
  await resultsReady(page)
  const config = await searchConfig(page)
  const answer = await engineSearch(request, config, { query: 'roulement', hitsPerPage: 20 })
  await expect(page.getByTestId('search-results-count')).toHaveText(
    `${answer.nbHits.toLocaleString('fr-FR')} résultat${answer.nbHits > 1 ? 's' : ''}`,
  )
  const ids = await page
    .getByTestId('search-results')
    .getByTestId('search-hit')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-object-id')))
  expect(ids).toEqual(answer.hits.map((h) => h.objectID))
  await page.waitForLoadState('networkidle')
  expect(queries).toEqual([])

  // typing searches as before
  await page.locator('#results-search').fill('roulement skf')
  await expect(page).toHaveURL(/q=roulement\+skf/)
  await resultsReady(page)
  expect(queries.length).toBeGreaterThan(0)
})
