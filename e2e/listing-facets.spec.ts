import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { CHARACTERISTIC_FACETS, characteristicAttribute } from '@/lib/search/characteristics'
import { cmsAllPages } from './helpers'
import { openPage } from './layout-helpers'
import { engineSearch, searchConfig, type SearchConfig } from './search-helpers'

// Catalogue, category and brand pages have the results page's facets (brand, category, availability,
// main characteristics), counted within the page, in the address, in a panel on a phone. The engine is the oracle.

type Category = { id: number; slug: string; titre: string; catalogue: number | { id: number; slug: string } }
type Brand = { id: number; slug: string; titre: string }

const listing = (page: Page) => page.getByTestId('product-listing')
const facet = (page: Page, attribute: string) => page.getByTestId(`facet-${attribute}`)
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024

async function ready(page: Page): Promise<void> {
  await expect(listing(page)).toHaveAttribute('data-ready', 'true')
  await expect(listing(page).locator('[aria-busy="true"]')).toHaveCount(0)
}

/** Every document a visitor reads at `/cms/api/{path}` (pages of 24 at most for non-editors). */
const cms = async <T>(request: APIRequestContext, path: string): Promise<T[]> => (await cmsAllPages<T>(request, path)).docs

const CARAC_ATTRIBUTES = CHARACTERISTIC_FACETS.map(characteristicAttribute)

/** The engine's facet counts within a scope (the listing's own query). */
const scoped = (request: APIRequestContext, config: SearchConfig, scope: string, extra: Record<string, unknown> = {}) =>
  engineSearch(request, config, {
    filters: `algolia_type:product AND ${scope}`,
    facets: ['marque', 'disponibilite', 'categorie', ...CARAC_ATTRIBUTES],
    hitsPerPage: 0,
    ...extra,
  })

/** Each value the facet shows has the engine's count for the page's scope. */
async function expectCounts(page: Page, attribute: string, counts: Record<string, number>): Promise<void> {
  // read from the DOM: on a phone without JavaScript the facets stay in the closed panel
  const rows = facet(page, attribute).locator('li')
  const n = await rows.count()
  expect(n, attribute).toBeGreaterThan(0)
  for (let i = 0; i < n; i++) {
    const label = (await rows.nth(i).locator('span').first().textContent())?.trim() ?? ''
    const count = (await rows.nth(i).getByTestId('facet-count').textContent())?.replace(/\s/g, '') ?? ''
    expect(Number(count), `${attribute} ${label}`).toBe(counts[label])
  }
}

/** Opens the phone's filter panel (the column is always there on a desktop). */
async function openFilters(page: Page): Promise<void> {
  if (!isPhone(page)) {
    await expect(page.getByTestId('filters-toggle')).toBeHidden()
    return
  }
  await expect(facet(page, 'disponibilite')).toBeHidden()
  await page.getByTestId('filters-toggle').click()
  const panel = page.getByRole('dialog', { name: 'Filtres' })
  await expect(panel).toBeVisible()
  // a panel over the page: the whole screen
  const box = await panel.boundingBox()
  expect(Math.round(box?.width ?? 0)).toBe(page.viewportSize()?.width)
}

async function closeFilters(page: Page): Promise<void> {
  if (!isPhone(page)) return
  await page.getByRole('button', { name: 'Voir les résultats' }).click()
  await expect(page.getByRole('dialog', { name: 'Filtres' })).toHaveCount(0)
}

test('a category page: its own facet values and counts, a characteristic in the address, kept on reload', async ({ page, request }) => {
  // a level-1 category with displayed products and a characteristic of at least two values among them
  const categories = await cms<Category>(request, 'categories?depth=1&limit=200&where[parent][exists]=false&sort=titre')
  await openPage(page, '/tous-nos-produits')
  const config = await searchConfig(page)
  let found: { category: Category; catalogueSlug: string; attribute: string; value: string; count: number; total: number } | null = null
  for (const category of categories) {
    const answer = await scoped(request, config, `categorie_slugs:"${category.slug}"`)
    const attribute = CARAC_ATTRIBUTES.find((a) => Object.keys(answer.facets?.[a] ?? {}).length >= 2)
    if (!attribute || typeof category.catalogue !== 'object') continue
    const [value, count] = Object.entries(answer.facets![attribute]!).sort((a, b) => b[1] - a[1])[0]!
    found = { category, catalogueSlug: category.catalogue.slug, attribute, value, count, total: answer.nbHits }
    break
  }
  if (!found) throw new Error('the e2e database needs a category whose products have characteristics')
  const { category, catalogueSlug, attribute, value, count, total } = found
  const path = `/catalogues/${catalogueSlug}/${category.slug}`
  const answer = await scoped(request, config, `categorie_slugs:"${category.slug}"`)

  await openPage(page, path)
  await ready(page)
  await expect(page.getByTestId('product-count')).toHaveText(
    new RegExp(`^${total.toLocaleString('fr-FR').replace(/\s/g, '\\s')} produits?`),
  )
  await openFilters(page)
  // the values of that category only, with their counts; no catalogue or category facet (the page is one)
  await expectCounts(page, 'marque', answer.facets!.marque!)
  await expectCounts(page, 'disponibilite', answer.facets!.disponibilite!)
  await expectCounts(page, attribute, answer.facets![attribute]!)
  await expect(facet(page, 'catalogue')).toHaveCount(0)
  await expect(facet(page, 'categorie')).toHaveCount(0)

  const param = CHARACTERISTIC_FACETS.find((f) => characteristicAttribute(f) === attribute)!.param
  await facet(page, attribute)
    .getByRole('checkbox', { name: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`) })
    .check()
  await expect(page).toHaveURL(new RegExp(`${path}\\?${param}=${encodeURIComponent(value).replace(/%20/g, '\\+')}$`))
  await closeFilters(page)
  await ready(page)
  await expect(page.getByTestId('product-count')).toHaveText(new RegExp(`^${count} produits?`))
  // the other facets now count within that value
  const refined = await scoped(request, config, `categorie_slugs:"${category.slug}"`, { facetFilters: [[`${attribute}:${value}`]] })
  await openFilters(page)
  await expectCounts(page, 'disponibilite', refined.facets!.disponibilite!)

  await page.reload()
  await ready(page)
  await openFilters(page)
  await expect(
    facet(page, attribute).getByRole('checkbox', { name: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`) }),
  ).toBeChecked()
  await expect(page.getByTestId('product-count')).toHaveText(new RegExp(`^${count} produits?`))
})

test('a brand page and a catalogue page: counts within the brand / the catalogue; no facet of what the page already is', async ({
  page,
  request,
}) => {
  await openPage(page, '/tous-nos-produits')
  const config = await searchConfig(page)
  const brands = await cms<Brand>(request, 'marques?depth=0&limit=200&where[has_single_page][equals]=true&sort=titre')
  let brand: Brand | undefined
  for (const b of brands) if ((await scoped(request, config, `marque_slug:"${b.slug}"`)).nbHits > 1) brand ??= b
  if (!brand) throw new Error('the e2e database needs a brand page with products')
  const byBrand = await scoped(request, config, `marque_slug:"${brand.slug}"`)

  await openPage(page, `/partenaires/${brand.slug}`)
  await ready(page)
  await expect(page.getByTestId('product-count')).toHaveText(new RegExp(`^${byBrand.nbHits} produits`))
  await openFilters(page)
  await expect(facet(page, 'marque')).toHaveCount(0)
  await expectCounts(page, 'disponibilite', byBrand.facets!.disponibilite!)
  await expectCounts(page, 'categorie', byBrand.facets!.categorie!)
  await closeFilters(page)

  const [catalogue] = await cms<{ slug: string }>(request, 'catalogues?depth=0&limit=1&sort=ordre,titre')
  const byCatalogue = await scoped(request, config, `catalogue_slugs:"${catalogue!.slug}"`)
  await openPage(page, `/catalogues/${catalogue!.slug}`)
  await ready(page)
  await expect(page.getByTestId('product-count')).toHaveText(
    new RegExp(`^${byCatalogue.nbHits.toLocaleString('fr-FR').replace(/\s/g, '\\s')} produits`),
  )
  await openFilters(page)
  await expect(facet(page, 'catalogue')).toHaveCount(0)
  await expectCounts(page, 'marque', byCatalogue.facets!.marque!)
})

test('/tous-nos-produits: the static HTML already has the facets and their counts (without JavaScript)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  try {
    const page = await context.newPage()
    expect((await page.goto('/tous-nos-produits'))?.status()).toBe(200)
    // the page is static (revalidated later): its counts are those of the answer it was rendered from, which another
    // test's product changes may have made older than the live index
    const all = (await page.evaluate(
      () => JSON.parse(document.getElementById('__NEXT_DATA__')!.textContent!).props.pageProps.firstPage,
    )) as {
      nbHits: number
      facets: Record<string, Record<string, number>>
    }
    expect(all.nbHits).toBeGreaterThan(0)
    await expect(page.getByTestId('product-count')).toHaveText(
      new RegExp(`^${all.nbHits.toLocaleString('fr-FR').replace(/\s/g, '\\s')} produits`),
    )
    await expect(facet(page, 'marque').locator('li')).toHaveCount(8)
    await expectCounts(page, 'catalogue', all.facets!.catalogue!)
    await expectCounts(page, 'marque', all.facets!.marque!)
  } finally {
    await context.close()
  }
})
