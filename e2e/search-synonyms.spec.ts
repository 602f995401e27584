import { expect, test } from '@playwright/test'

import { DEMO_EDITOR as EDITOR } from '@/cms/seed/accounts'
import { SAME_ORIGIN } from './helpers'
import { openPage } from './layout-helpers'
import { engineSearch, resultsReady, searchConfig } from './search-helpers'

// Search synonyms: the seeded ones work on the storefront; an editor's new one, saved in the
// admin's « Synonymes de recherche », is used by the next search.

const hits = (page: import('@playwright/test').Page) => page.getByTestId('search-results').getByTestId('search-hit')

test('the seeded synonyms: « mèche » lists the drills titled « Foret »', async ({ page }) => {
  await openPage(page, '/recherche?q=m%C3%A8che')
  await resultsReady(page)
  await expect(hits(page).first()).toContainText(/Foret/)
})

test('an editor adds a synonym in the admin and the next search uses it @desktop-only', async ({ page, request }) => {
  test.setTimeout(180_000)
  const word = `pxqzw${Date.now() % 100000}`
  await openPage(page, '/recherche')
  const config = await searchConfig(page)
  expect((await engineSearch(request, config, { query: word, hitsPerPage: 1 })).nbHits).toBe(0)

  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(EDITOR.email)
  await page.locator('input[name="password"]').fill(EDITOR.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
  await page.goto('/admin/collections/synonymes-recherche')
  await expect(page.getByRole('link', { name: 'inox = acier inoxydable' })).toBeVisible({ timeout: 60_000 })
  await page.goto('/admin/collections/synonymes-recherche/create')
  const add = page.getByRole('button', { name: 'Ajouter Mot' })
  await add.click()
  await page.locator('#field-mots__0__mot').fill(word)
  await add.click()
  await page.locator('#field-mots__1__mot').fill('foret')
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page.locator('#field-libelle')).toHaveValue(`${word} = foret`, { timeout: 30_000 })

  const found = await engineSearch(request, config, { query: word, hitsPerPage: 5 })
  expect(found.nbHits).toBeGreaterThan(0)
  expect(found.hits[0]?.titre).toMatch(/^Foret/)

  // leave the shared e2e database as it was
  const id = /\/synonymes-recherche\/(\d+)/.exec(page.url())?.[1]
  expect(id).toBeTruthy()
  const removed = await page.request.delete(`/cms/api/synonymes-recherche/${id}`, { headers: SAME_ORIGIN })
  expect(removed.status()).toBe(200)
  expect((await engineSearch(request, config, { query: word, hitsPerPage: 1 })).nbHits).toBe(0)
})
