import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { cmsAllPages } from './helpers'
import { engineSearch, searchConfig } from './search-helpers'

// Catalogue-side routes: every piece of data comes from the public CMS REST API, never hard-coded slugs.

type Catalogue = { id: number; slug: string; titre: string }
type Category = { id: number; slug: string; titre: string; catalogue: number; parent: number | null }
type Brand = { id: number; slug: string; titre: string; has_single_page?: boolean | null }
type Product = { slug: string; titre: string }

/** Every document a visitor reads at `/cms/api/{path}` (pages of 24 at most for non-editors). */
const cms = <T>(request: APIRequestContext, path: string): Promise<{ docs: T[]; totalDocs: number }> => cmsAllPages<T>(request, path)

/** A level-2 category with displayed products, its level-1 parent and their catalogue. */
async function categoryFixture(request: APIRequestContext) {
  const level2 = await cms<Category>(request, 'categories?depth=0&limit=200&where[parent][exists]=true')
  for (const child of level2.docs) {
    const products = await cms<Product>(request, `produits?depth=0&limit=1&where[categories][in]=${child.id}`)
    if (products.totalDocs === 0 || child.parent === null) continue
    const parent = (await cms<Category>(request, `categories?depth=0&limit=1&where[id][equals]=${child.parent}`)).docs[0]
    const catalogue = (await cms<Catalogue>(request, `catalogues?depth=0&limit=1&where[id][equals]=${child.catalogue}`)).docs[0]
    const other = (await cms<Catalogue>(request, `catalogues?depth=0&limit=1&where[id][not_equals]=${child.catalogue}`)).docs[0]
    if (parent && catalogue) return { child, parent, catalogue, otherCatalogue: other ?? null }
  }
  throw new Error('no level-2 category with displayed products in the e2e database')
}

/** First title of every product listing, in the order the API sorts (same database, same collation). */
async function firstTitles(request: APIRequestContext, sort: string, page = 1): Promise<string> {
  const { docs } = await cms<Product>(request, `produits?depth=0&limit=24&page=${page}&sort=${encodeURIComponent(sort)}`)
  if (!docs[0]) throw new Error(`no product on page ${page}`)
  return docs[0].titre
}

const initialOf = (name: string): string =>
  name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase()

const cards = (page: Page): Locator => page.getByTestId('product-card')
const firstCardTitle = (page: Page): Locator => cards(page).first().getByTestId('product-title')

/** Controls act once the page is hydrated and has read its URL state. */
async function listingReady(page: Page): Promise<void> {
  await expect(page.getByTestId('product-listing')).toHaveAttribute('data-ready', 'true')
  await expect(page.getByTestId('product-listing').locator('[aria-busy="true"]')).toHaveCount(0)
}

async function expectProductLinkWorks(page: Page, request: APIRequestContext): Promise<void> {
  const href = await cards(page).first().getAttribute('href')
  expect(href).toMatch(/^\/catalogues\/produit\/[a-z0-9-]+$/)
  const res = await request.get(href as string)
  expect(res.status()).toBe(200)
}

async function expectNotFound(page: Page, path: string): Promise<void> {
  const res = await page.goto(path)
  expect(res?.status(), path).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
}

test.describe('catalogue routes', () => {
  test('/catalogues lists every catalogue with its level-1 categories', async ({ page, request }) => {
    const catalogues = await cms<Catalogue>(request, 'catalogues?depth=0&limit=100')
    const res = await page.goto('/catalogues')
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos catalogues')
    await expect(page.locator('main#contenu')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeVisible()
    await expect(page.getByTestId('catalogue-card')).toHaveCount(catalogues.totalDocs)
    expect(catalogues.totalDocs).toBeGreaterThan(0)

    const first = catalogues.docs[0]
    const card = page.getByTestId('catalogue-card').filter({ hasText: first.titre }).first()
    await expect(card.locator(`a[href="/catalogues/${first.slug}"]`).first()).toBeVisible()
    // its level-1 categories link to /catalogues/{catalogue}/{category}
    const level1 = await cms<Category>(
      request,
      `categories?depth=0&limit=1&where[catalogue][equals]=${first.id}&where[parent][exists]=false`,
    )
    if (level1.docs[0]) await expect(card.locator(`a[href="/catalogues/${first.slug}/${level1.docs[0].slug}"]`)).toBeVisible()

    await card.getByRole('heading', { level: 2 }).getByRole('link', { name: first.titre }).click()
    await expect(page).toHaveURL(new RegExp(`/catalogues/${first.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.titre)
  })

  test('a catalogue page shows its categories and products', async ({ page, request }) => {
    const { catalogue, parent, child } = await categoryFixture(request)
    const res = await page.goto(`/catalogues/${catalogue.slug}`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue.titre)
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' })
    await expect(crumbs.getByRole('link', { name: 'Catalogues' })).toHaveAttribute('href', '/catalogues')
    const categories = page.getByTestId('category-list')
    await expect(categories.locator(`a[href="/catalogues/${catalogue.slug}/${parent.slug}"]`)).toBeVisible()
    await expect(categories.locator(`a[href="/catalogues/${catalogue.slug}/${child.slug}"]`)).toBeVisible()
    expect(await cards(page).count()).toBeGreaterThan(0)
    await expectProductLinkWorks(page, request)
  })

  test('a level-1 category shows its sub-categories and the products of its children', async ({ page, request }) => {
    const { catalogue, parent, child } = await categoryFixture(request)
    const res = await page.goto(`/catalogues/${catalogue.slug}/${parent.slug}`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(parent.titre)
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' })
    await expect(crumbs.getByRole('link', { name: catalogue.titre })).toHaveAttribute('href', `/catalogues/${catalogue.slug}`)
    await expect(page.getByTestId('subcategory-list').locator(`a[href="/catalogues/${catalogue.slug}/${child.slug}"]`)).toBeVisible()
    expect(await cards(page).count()).toBeGreaterThan(0)
    await expectProductLinkWorks(page, request)

    await page.getByTestId('subcategory-list').getByRole('link', { name: child.titre }).click()
    await expect(page).toHaveURL(new RegExp(`/catalogues/${catalogue.slug}/${child.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.titre)
    // level 2: Accueil › Catalogues › catalogue › parent › category
    await expect(crumbs.getByRole('link', { name: parent.titre })).toHaveAttribute('href', `/catalogues/${catalogue.slug}/${parent.slug}`)
    expect(await cards(page).count()).toBeGreaterThan(0)
  })

  test('sorting Z-A on a category changes the first card and is kept in the URL', async ({ page, request }) => {
    const { catalogue, parent } = await categoryFixture(request)
    await page.goto(`/catalogues/${catalogue.slug}/${parent.slug}`)
    await listingReady(page)
    const first = await firstCardTitle(page).textContent()
    await page.getByLabel('Trier par').selectOption('z-a')
    await expect(page).toHaveURL(/[?&]tri=z-a(&|$)/)
    await expect(firstCardTitle(page)).not.toHaveText(first ?? '')
    const zaFirst = await firstCardTitle(page).textContent()
    // reload of the shared URL keeps the sort
    await page.reload()
    await listingReady(page)
    await expect(page.getByLabel('Trier par')).toHaveValue('z-a')
    await expect(firstCardTitle(page)).toHaveText(zaFirst ?? '')
  })

  test('/tous-nos-produits: sort Z-A, page 2 through the pagination, reload keeps both', async ({ page, request }) => {
    // a search listing: the engine's order (French collation) is the oracle, read from its endpoint
    const res = await page.goto('/tous-nos-produits')
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tous nos produits')
    await expect(cards(page)).toHaveCount(24)
    await listingReady(page)
    const config = await searchConfig(page)
    const engineFirst = async (index: string, p = 1): Promise<string> => {
      const hit = (await engineSearch(request, config, { filters: 'algolia_type:product', hitsPerPage: 24, page: p - 1 }, index)).hits[0]
      if (!hit?.titre) throw new Error(`no product on page ${p} of ${index}`)
      return hit.titre
    }
    await expect(firstCardTitle(page)).toHaveText(await engineFirst('all-fr_label_asc'))
    await expectProductLinkWorks(page, request)

    await page.getByLabel('Trier par').selectOption('z-a')
    await expect(page).toHaveURL(/\/tous-nos-produits\?tri=z-a$/)
    await expect(firstCardTitle(page)).toHaveText(await engineFirst('all-fr_label_desc'))

    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/\/tous-nos-produits\?tri=z-a&page=2$/)
    const page2First = await engineFirst('all-fr_label_desc', 2)
    await expect(firstCardTitle(page)).toHaveText(page2First)
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2')
    await expect(pagination.getByRole('link', { name: 'Page précédente' })).toBeVisible()

    await page.reload()
    await listingReady(page)
    await expect(firstCardTitle(page)).toHaveText(page2First)
    await expect(page.getByLabel('Trier par')).toHaveValue('z-a')
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2')

    await pagination.getByRole('link', { name: 'Page précédente' }).click()
    await expect(page).toHaveURL(/\/tous-nos-produits\?tri=z-a$/)
    await expect(firstCardTitle(page)).toHaveText(await engineFirst('all-fr_label_desc'))
  })

  test('the product grid has 1 column on a phone and several on a desktop', async ({ page }) => {
    await page.goto('/tous-nos-produits')
    // the search listing replaces the static first page once it has answered: measure its grid
    await listingReady(page)
    const [a, b] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()])
    expect(a && b).toBeTruthy()
    const viewport = page.viewportSize()
    if (viewport && viewport.width < 640) expect(Math.round(a!.x)).toBe(Math.round(b!.x))
    else expect(b!.x).toBeGreaterThan(a!.x)
  })

  test('/partenaires: letter filter in the URL, links only for brands with a single page', async ({ page, request }) => {
    const brands = (await cms<Brand>(request, 'marques?depth=0&limit=200')).docs
    const withPage = brands.find((b) => b.has_single_page)
    const withoutPage = brands.find((b) => !b.has_single_page)
    if (!withPage || !withoutPage) throw new Error('the e2e database needs brands with and without a single page')

    const res = await page.goto('/partenaires')
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos partenaires')
    await expect(page.getByTestId('brand-card')).toHaveCount(brands.length)

    // a brand without a single page is not a link (spec §2)
    const plain = page.locator(`[data-testid="brand-card"][data-slug="${withoutPage.slug}"]`)
    await expect(plain).toContainText(withoutPage.titre)
    await expect(plain.locator('a')).toHaveCount(0)

    // the letter filter
    await expect(page.getByTestId('letter-filter-wrapper')).toHaveAttribute('data-ready', 'true')
    const letter = initialOf(withoutPage.titre)
    const expected = brands.filter((b) => initialOf(b.titre) === letter)
    const filter = page.getByRole('group', { name: 'Filtrer les partenaires par lettre' })
    await filter.getByRole('button', { name: letter, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/partenaires\\?lettre=${letter}$`))
    await expect(filter.getByRole('button', { name: letter, exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('brand-card')).toHaveCount(expected.length)
    for (const title of await page.getByTestId('brand-card').getByRole('heading').allTextContents()) {
      expect(initialOf(title)).toBe(letter)
    }

    // reload of the filtered URL keeps the filter
    await page.reload()
    await expect(page.getByTestId('letter-filter-wrapper')).toHaveAttribute('data-ready', 'true')
    await expect(page.getByTestId('brand-card')).toHaveCount(expected.length)
    await filter.getByRole('button', { name: 'Tout', exact: true }).click()
    await expect(page).toHaveURL(/\/partenaires$/)
    await expect(page.getByTestId('brand-card')).toHaveCount(brands.length)

    // a brand with a single page opens its page
    const linked = page.locator(`[data-testid="brand-card"][data-slug="${withPage.slug}"] a`)
    await expect(linked).toHaveAttribute('href', `/partenaires/${withPage.slug}`)
    await linked.click()
    await expect(page).toHaveURL(new RegExp(`/partenaires/${withPage.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withPage.titre)
  })

  test('a brand page shows its content and its products', async ({ page, request }) => {
    const brands = (await cms<Brand>(request, 'marques?depth=0&limit=200&where[has_single_page][equals]=true')).docs
    let brand: Brand | undefined
    for (const b of brands) {
      if ((await cms<Product>(request, `produits?depth=0&limit=1&where[marque][equals]=${b.id}`)).totalDocs > 0) {
        brand = b
        break
      }
    }
    if (!brand) throw new Error('no brand with a single page and displayed products')
    const res = await page.goto(`/partenaires/${brand.slug}`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.titre)
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Nos partenaires' })).toBeVisible()
    expect(await cards(page).count()).toBeGreaterThan(0)
    await expectProductLinkWorks(page, request)
  })

  test('unknown catalogue, category or brand → French 404', async ({ page, request }) => {
    const { catalogue, child, otherCatalogue } = await categoryFixture(request)
    const plainBrand = (await cms<Brand>(request, 'marques?depth=0&limit=1&where[has_single_page][not_equals]=true')).docs[0]
    await expectNotFound(page, '/catalogues/catalogue-inconnu-e2e')
    await expectNotFound(page, `/catalogues/${catalogue.slug}/categorie-inconnue-e2e`)
    // a category exists, but not in that catalogue
    if (otherCatalogue) await expectNotFound(page, `/catalogues/${otherCatalogue.slug}/${child.slug}`)
    await expectNotFound(page, '/partenaires/marque-inconnue-e2e')
    // a brand without a single page has no page
    if (plainBrand) await expectNotFound(page, `/partenaires/${plainBrand.slug}`)
  })

  test('GET /api/catalogue/products: contract', async ({ request }) => {
    const ok = await request.get('/api/catalogue/products?tri=z-a&page=1&limite=5')
    expect(ok.status()).toBe(200)
    expect(ok.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=300')
    // the cards' view model (English names: the CMS's titre is the card's title)
    const body = (await ok.json()) as {
      items: { slug: string; title: string }[]
      page: number
      totalPages: number
      limit: number
      tri: string
    }
    expect(body.items).toHaveLength(5)
    expect(body).toMatchObject({ page: 1, limit: 5, tri: 'z-a' })
    expect(body.items[0].title).toBe(await firstTitles(request, '-titre,-id'))
    expect(JSON.stringify(body)).not.toMatch(/prix|base_with_taxes/)

    for (const query of ['page=0', 'limite=49', 'tri=prix', 'catalogue=%3Cscript%3E', 'page=1&page=2']) {
      const bad = await request.get(`/api/catalogue/products?${query}`)
      expect(bad.status(), query).toBe(400)
      const err = (await bad.json()) as { code: string; message: string }
      expect(err.code).toBe('invalid_query')
      expect(err.message).toMatch(/paramètre/)
    }
    const missing = await request.get('/api/catalogue/products?catalogue=catalogue-inconnu-e2e')
    expect(missing.status()).toBe(404)
  })
})
