import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { cmsAllPages } from './helpers'
import { resultsReady } from './search-helpers'

// Issue 33 item 12: a product shown as a card is the same card on a category page, on /recherche and on the home
// page (one family): its root says data-card="product", its parts come in the same order with the same markup.

type Category = { id: number; slug: string; catalogue: number; parent: number | null }
type Catalogue = { slug: string }

/** A level-1 category whose children have displayed products: its page lists them (CMS data, no hard-coded slug). */
async function categoryPath(request: APIRequestContext): Promise<string> {
  const level2 = await cmsAllPages<Category>(request, 'categories?depth=0&where[parent][exists]=true')
  for (const child of level2.docs) {
    if (child.parent === null) continue
    const products = await request.get(`/cms/api/produits?depth=0&limit=1&where[categories][in]=${child.id}`)
    if ((await products.json()).totalDocs === 0) continue
    const parent = (await cmsAllPages<Category>(request, `categories?depth=0&where[id][equals]=${child.parent}`)).docs[0]
    const catalogue = (await cmsAllPages<Catalogue>(request, `catalogues?depth=0&where[id][equals]=${child.catalogue}`)).docs[0]
    if (parent && catalogue) return `/catalogues/${catalogue.slug}/${parent.slug}`
  }
  throw new Error('no category with displayed products in the e2e database')
}

/** A card's parts in order: their names, tags and classes (the markup of the family, not of a page). */
type Part = { part: string; tag: string; className: string }
type CardShape = { root: string; parts: Part[] }

const shapeOf = (card: Locator): Promise<CardShape> =>
  card.evaluate((root) => ({
    root: root.className,
    parts: [...root.querySelectorAll<HTMLElement>('[data-card-part]')].map((el) => ({
      part: el.dataset.cardPart ?? '',
      tag: el.tagName,
      className: el.className,
    })),
  }))

const PARTS = ['image', 'brand', 'title', 'reference', 'stock', 'offer']

/** The page's product cards, checked part by part (first `n` of them); returns the first card's shape. */
async function expectFamilyCards(cards: Locator, n: number): Promise<CardShape> {
  await expect(cards.first()).toBeVisible()
  const count = Math.min(n, await cards.count())
  const shapes: CardShape[] = []
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i)
    const shape = await shapeOf(card)
    // every seeded product has a brand: all six parts, in this order
    expect(shape.parts.map((p) => p.part)).toEqual(PARTS)
    const box = await card.locator('[data-card-part="image"]').boundingBox()
    expect(box).not.toBeNull()
    expect(Math.abs(box!.width - box!.height)).toBeLessThanOrEqual(1)
    await expect(card.locator('[data-card-part="image"] img')).toHaveAttribute('sizes', /.+/)
    await expect(card.locator('[data-card-part="reference"]')).toHaveText(/^Réf\. \S+/)
    await expect(card.locator('[data-card-part="stock"]').getByTestId('stock-label')).toHaveText(
      /^(En stock|Stock faible|Délai à confirmer)$/,
    )
    // a visitor's offer row, outside the link (no button inside a link)
    await expect(card.locator('[data-card-part="offer"]')).toContainText('Connaitre le prix')
    await expect(card.locator('a button, a a')).toHaveCount(0)
    shapes.push(shape)
  }
  // same markup from card to card
  for (const shape of shapes) expect(shape).toEqual(shapes[0])
  return shapes[0] as CardShape
}

const productCards = (scope: Page | Locator): Locator => scope.locator('[data-card="product"]')

test('category, search results and home page show their products as the same card', async ({ page, request }) => {
  await page.goto(await categoryPath(request))
  const listing = await expectFamilyCards(productCards(page.getByTestId('product-listing')), 4)

  await page.goto('/recherche?q=roulement')
  await resultsReady(page)
  const results = page.getByTestId('search-results')
  const hits = productCards(results)
  const search = await expectFamilyCards(hits, 4)
  // the results page keeps its hit: the link says its kind, the query is highlighted in the title
  await expect(hits.first().getByTestId('search-hit')).toHaveAttribute('data-kind', 'product')
  await expect(results.getByTestId('product-hit').first()).toHaveAttribute('data-card', 'product')
  await expect(results.locator('[data-card="product"] [data-card-part="title"] mark').first()).toBeVisible()

  await page.goto('/')
  const home = await expectFamilyCards(productCards(page.locator('section[aria-labelledby="home-produits"]')), 8)

  // classes of the parts may differ only where a page highlights: none here (the title's box, not its text)
  expect(search).toEqual(listing)
  expect(home).toEqual(listing)
})
