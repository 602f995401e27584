import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { editorRequest } from './forms-helpers'
import { cmsAllPages } from './helpers'

// The full product page: every expectation is computed from the CMS REST API (the public one; stock from an editor's).

type ProductDoc = {
  id: number
  slug: string
  titre: string
  description?: { root?: { children?: unknown[] } } | null
  relations?: number[] | null
  stock?: { shop_qty?: number | null }[] | null
  delai_a_confirmer?: boolean | null
}

const LABELS = ['Délai à confirmer', 'Stock faible', 'En stock'] as const
const TOOLTIP = 'Connectez-vous pour connaître le prix de nos produits'

/**
 * Opens the price tooltip by hover or keyboard focus, retried until the page has hydrated (an event sent before
 * React attaches its listeners is lost). The trigger is scrolled into view first: Radix closes a tooltip on scroll.
 */
async function openTooltip(page: Page, trigger: Locator, how: 'hover' | 'focus'): Promise<void> {
  await trigger.scrollIntoViewIfNeeded()
  await expect(async () => {
    if (how === 'hover') {
      await page.mouse.move(0, 0)
      await trigger.hover()
    } else {
      await trigger.blur()
      await trigger.focus()
    }
    await expect(page.getByRole('tooltip')).toHaveText(TOOLTIP, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path)
  if (!res.ok()) throw new Error(`${path}: ${res.status()}`)
  return (await res.json()) as T
}

/** A displayed product with a technical sheet, a description and at least one displayed related product. */
async function productFixture(request: APIRequestContext): Promise<ProductDoc> {
  const { docs } = await cmsAllPages<ProductDoc>(request, 'produits?where[fiche_technique][exists]=true&depth=0&sort=titre')
  for (const doc of docs) {
    const relations = doc.relations ?? []
    if (!doc.description?.root?.children?.length || relations.length === 0) continue
    // visitor access: hidden related products are not returned, nor shown
    const related = await json<{ totalDocs: number }>(request, `/cms/api/produits?depth=0&limit=1&where[id][in]=${relations.join(',')}`)
    if (related.totalDocs > 0) return doc
  }
  throw new Error('no product with a technical sheet, a description and a displayed related product in the e2e database')
}

/** spec §4 stock label, restated from the spec for an independent check (no cart on a visitor's page). */
function expectedLabel(doc: ProductDoc, threshold: number): (typeof LABELS)[number] {
  const stock = (doc.stock ?? []).reduce((sum, e) => sum + (typeof e.shop_qty === 'number' ? e.shop_qty : 0), 0)
  if (doc.delai_a_confirmer || stock <= 0) return 'Délai à confirmer'
  if (stock <= threshold) return 'Stock faible'
  return 'En stock'
}

test('the product page shows title, stock, description, technical sheet, related products and the visitor price', async ({
  page,
  request,
  isMobile,
}) => {
  const product = await productFixture(request)
  // stock quantities are the editors' (a visitor's API answer has none): the expected label is computed from theirs
  const { stock: editorStock } = await (await editorRequest(request)).get(`/cms/api/produits/${product.id}?depth=0`)
  const settings = await json<{ low_stock_threshold?: number | null }>(request, '/cms/api/globals/site-settings')
  const threshold = typeof settings.low_stock_threshold === 'number' ? settings.low_stock_threshold : 3

  const response = await page.goto(`/catalogues/produit/${product.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.titre)

  // breadcrumb: Accueil › catalogue › category › product
  const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('listitem')
  await expect(crumbs.first()).toHaveText('Accueil')
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).locator('[aria-current="page"]')).toHaveText(product.titre)
  await expect(crumbs).toHaveCount(4)

  // spec §4 stock label
  const stock = page.getByTestId('stock-label').first()
  const label = (await stock.innerText()).trim()
  expect(LABELS).toContain(label)
  expect(label).toBe(expectedLabel({ ...product, stock: editorStock }, threshold))

  // rich-text description
  await expect(page.getByTestId('product-description').locator('p, li, h2, h3, h4').first()).toBeVisible()

  // technical sheet: a same-origin PDF download
  const sheet = page.getByRole('link', { name: 'Télécharger la fiche technique' })
  await expect(sheet).toBeVisible()
  await expect(sheet).toHaveAttribute('download', /.*/)
  const href = await sheet.getAttribute('href')
  expect(href).toMatch(/^\//)
  const file = await page.request.get(href!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('application/pdf')

  // related products
  const related = page.locator('section', { has: page.getByRole('heading', { name: 'Produits associés' }) })
  await expect(related.getByRole('heading', { name: 'Produits associés' })).toBeVisible()
  const card = related.getByTestId('product-card').first()
  await expect(card).toBeVisible()
  const cardHref = await card.getAttribute('href')
  expect(cardHref).toMatch(/^\/catalogues\/produit\//)
  expect((await page.request.get(cardHref!)).status()).toBe(200)

  // spec §4 visitor price, with its tooltip (hover on a desktop; keyboard focus everywhere)
  // exact: the related cards' links are named 'Connaitre le prix : {product}'
  const price = page.getByRole('link', { name: 'Connaitre le prix', exact: true })
  await expect(price).toBeVisible()
  // The login page brings the visitor back here
  await expect(price).toHaveAttribute('href', /^\/se-connecter\?redirect=%2Fcatalogues%2Fproduit%2F/)
  await openTooltip(page, price, isMobile ? 'focus' : 'hover')
})

test('a keyboard user opens the price tooltip by focusing « Connaitre le prix »', async ({ page, request }) => {
  const product = await productFixture(request)
  await page.goto(`/catalogues/produit/${product.slug}`)
  const price = page.getByRole('link', { name: 'Connaitre le prix', exact: true })
  await expect(price).toBeVisible()
  await openTooltip(page, price, 'focus')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('tooltip')).toHaveCount(0)
})
