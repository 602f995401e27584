import { expect, test, type Page } from '@playwright/test'

import { openPage } from './layout-helpers'
import { engineSearch, searchConfig } from './search-helpers'

// /tous-nos-produits as a search listing: facets catalogue, catégorie, marque, disponibilité; the catalogue
// pages' sorts through the index's replicas; the static HTML keeps the first page.

const listing = (page: Page) => page.getByTestId('product-listing')
const cards = (page: Page) => listing(page).getByTestId('product-card')
const facet = (page: Page, attribute: string) => page.getByTestId(`facet-${attribute}`)

async function ready(page: Page): Promise<void> {
  await expect(listing(page)).toHaveAttribute('data-ready', 'true')
  await expect(listing(page).locator('[aria-busy="true"]')).toHaveCount(0)
}

async function showFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Filtres', exact: true })
  if (await toggle.isVisible()) await toggle.click()
}

const PRODUCTS = { filters: 'algolia_type:product', hitsPerPage: 24 }

test('without JavaScript the page is the first 24 products with their page links', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  try {
    const page = await context.newPage()
    expect((await page.goto('/tous-nos-produits'))?.status()).toBe(200)
    await expect(cards(page)).toHaveCount(24)
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true })).toBeVisible()
  } finally {
    await context.close()
  }
})

test('a brand facet narrows the list to that brand, and the address keeps it', async ({ page, request }) => {
  await openPage(page, '/tous-nos-produits')
  await ready(page)
  const config = await searchConfig(page)
  const all = await engineSearch(request, config, { ...PRODUCTS, facets: ['marque'], hitsPerPage: 0 })
  // the brand with the most products: first of the facet's list
  const [brand, count] = Object.entries(all.facets?.marque ?? {}).sort((a, b) => b[1] - a[1])[0] ?? []
  if (!brand || !count) throw new Error('the e2e database needs products with a brand')

  await showFilters(page)
  await facet(page, 'marque')
    .getByRole('checkbox', { name: new RegExp(`^${brand}`) })
    .check()
  await expect(page).toHaveURL(new RegExp(`/tous-nos-produits\\?marque=${encodeURIComponent(brand).replace(/%20/g, '\\+')}$`))
  await ready(page)
  await expect(page.getByTestId('product-count')).toHaveText(new RegExp(`^${count} produits`))
  await expect(cards(page)).toHaveCount(Math.min(count, 24))
  for (const text of await cards(page).allTextContents()) expect(text).toContain(brand)

  // stock facet on top: counts come from the engine for the brand's products
  const stock = await engineSearch(request, config, {
    ...PRODUCTS,
    facets: ['disponibilite'],
    facetFilters: [[`marque:${brand}`]],
    hitsPerPage: 0,
  })
  const [label, stockCount] = Object.entries(stock.facets?.disponibilite ?? {})[0] ?? []
  if (!label) throw new Error('no stock label')
  await facet(page, 'disponibilite')
    .getByRole('checkbox', { name: new RegExp(`^${label}`) })
    .check()
  await expect(page).toHaveURL(/[?&]disponibilite=/)
  await ready(page)
  await expect(page.getByTestId('product-count')).toHaveText(new RegExp(`^${stockCount} produits?`))
  for (const text of await cards(page).getByTestId('stock-label').allTextContents()) expect(text).toBe(label)

  await page.reload()
  await ready(page)
  await showFilters(page)
  await expect(facet(page, 'marque').getByRole('checkbox', { name: new RegExp(`^${brand}`) })).toBeChecked()
  await expect(page.getByTestId('product-count')).toHaveText(new RegExp(`^${stockCount} produits?`))
})

test('sorts A-Z (default), Z-A and Référence follow the index’s replicas', async ({ page, request }) => {
  await openPage(page, '/tous-nos-produits')
  await ready(page)
  const config = await searchConfig(page)
  const firstOf = async (index: string) => (await engineSearch(request, config, { ...PRODUCTS, hitsPerPage: 1 }, index)).hits[0]?.titre

  const title = () => cards(page).first().getByTestId('product-title')
  await expect(title()).toHaveText((await firstOf('all-fr_label_asc'))!)
  await page.getByLabel('Trier par').selectOption('reference')
  await expect(page).toHaveURL(/\/tous-nos-produits\?tri=reference$/)
  await expect(title()).toHaveText((await firstOf('all-fr_reference_asc'))!)
  await page.getByLabel('Trier par').selectOption('z-a')
  await expect(page).toHaveURL(/\/tous-nos-produits\?tri=z-a$/)
  await expect(title()).toHaveText((await firstOf('all-fr_label_desc'))!)
  await page.getByLabel('Trier par').selectOption('a-z')
  await expect(page).toHaveURL(/\/tous-nos-produits$/)
})
