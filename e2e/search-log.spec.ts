import { expect, test, type APIRequestContext } from '@playwright/test'

import { DEMO_EDITOR } from '@/cms/seed/accounts'
import { SAME_ORIGIN } from './helpers'
import { openPage } from './layout-helpers'
import { dropdownAnswered, engineSearch, headerField, resultsReady, searchConfig } from './search-helpers'

// Search log for editors: one stored row per settled search, statistics in the admin.

type Row = {
  query: string
  query_normalized: string
  nb_hits: number
  filters: string[]
  index: string
  query_id: string | null
  source: string
  buyer: unknown
}

async function editorApi(request: APIRequestContext): Promise<void> {
  const login = await request.post('/cms/api/editors/login', { data: DEMO_EDITOR, headers: SAME_ORIGIN })
  expect(login.status()).toBe(200)
}

async function rowsSince(request: APIRequestContext, since: string, query: string): Promise<Row[]> {
  const params = new URLSearchParams({
    'where[createdAt][greater_than]': since,
    'where[query_normalized][equals]': query,
    depth: '0',
    limit: '50',
  })
  const res = await request.get(`/cms/api/search-queries?${params}`, { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: Row[] }).docs
}

test('a search typed on /recherche is stored once, when it settles, with its hit count and no buyer', async ({ page, request }) => {
  await editorApi(request)
  const since = new Date(Date.now() - 1_000).toISOString()
  await openPage(page, '/recherche')
  await resultsReady(page)
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/search-log') posts.push(r.postData() ?? '')
  })

  // typed key by key: several address writes, one search
  await page.locator('#results-search').pressSequentially('roulement', { delay: 60 })
  await expect(page).toHaveURL(/\/recherche\?q=roulement$/)
  await resultsReady(page)
  await expect.poll(() => rowsSince(request, since, 'roulement').then((r) => r.length), { timeout: 15_000 }).toBe(1)
  // the partial queries ('r', 'ro'…) would have been posted before the settled one: none was
  const rows = await rowsSince(request, since, 'roulement')
  expect(rows).toHaveLength(1)
  expect(posts).toHaveLength(1)

  const expected = await engineSearch(request, await searchConfig(page), { query: 'roulement', hitsPerPage: 0 })
  expect(rows[0]).toMatchObject({
    query: 'roulement',
    nb_hits: expected.nbHits,
    filters: [],
    index: 'all-fr',
    source: 'results',
    buyer: null,
  })
  expect(rows[0]?.query_id).toMatch(/^[a-f0-9]{32}$/)
})

test('the header dropdown stores the search shown when Enter is pressed, once, and the results page it opens adds none @desktop-only', async ({
  page,
  request,
}) => {
  await editorApi(request)
  const since = new Date(Date.now() - 1_000).toISOString()
  await openPage(page, '/a-propos')
  await headerField(page).fill('joint torique')
  await dropdownAnswered(page)
  await headerField(page).press('Enter')
  await expect(page).toHaveURL(/\/recherche\?q=joint(\+|%20)torique$/)
  await resultsReady(page)
  await expect.poll(() => rowsSince(request, since, 'joint torique').then((r) => r.length), { timeout: 15_000 }).toBe(1)
  const rows = await rowsSince(request, since, 'joint torique')
  expect(rows).toHaveLength(1)
  const expected = await engineSearch(request, await searchConfig(page), { query: 'joint torique', hitsPerPage: 0 })
  expect(rows[0]).toMatchObject({ source: 'dropdown', nb_hits: expected.nbHits, filters: [], buyer: null })
})

test('an editor sees the top queries, the no-result queries and the click-through rate in the admin @desktop-only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await editorApi(request)
  const since = new Date(Date.now() - 1_000).toISOString()
  const nonsense = `zzqx${Date.now().toString(36)}`
  await openPage(page, '/recherche')
  await resultsReady(page)
  await page.locator('#results-search').fill(nonsense)
  await expect(page.getByTestId('search-results-count')).toHaveText('Aucun résultat')
  await expect.poll(() => rowsSince(request, since, nonsense).then((r) => r.length), { timeout: 15_000 }).toBe(1)

  const stats = await request.get('/api/search-log/stats?days=7', { headers: SAME_ORIGIN })
  expect(stats.status()).toBe(200)
  const body = (await stats.json()) as { stats: { noResultQueries: { query: string; count: number }[]; searches: number } }
  expect(body.stats.noResultQueries).toContainEqual({ query: nonsense, count: 1 })

  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(DEMO_EDITOR.email)
  await page.locator('input[name="password"]').fill(DEMO_EDITOR.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
  await page.goto('/admin/collections/search-queries')
  const panel = page.getByTestId('search-log-stats')
  await expect(panel).toBeVisible({ timeout: 60_000 })
  await expect(panel.getByRole('heading', { name: 'Statistiques de recherche' })).toBeVisible()
  const week = panel.getByTestId('search-log-period-7')
  await expect(week.getByRole('heading', { name: '7 derniers jours' })).toBeVisible()
  await expect(panel.getByTestId('search-log-period-30').getByRole('heading', { name: '30 derniers jours' })).toBeVisible()
  await expect(week.getByTestId('search-log-ctr')).toHaveText(/^\d+(,\d)?\s?%$/)
  const row = week.getByTestId('search-log-no-result-queries').getByRole('row').filter({ hasText: nonsense })
  await expect(row).toBeVisible()
  await expect(row.getByRole('link', { name: 'Créer un synonyme' })).toHaveAttribute(
    'href',
    '/admin/collections/synonymes-recherche/create',
  )
})
