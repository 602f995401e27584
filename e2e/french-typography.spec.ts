import { expect, test, type Page } from '@playwright/test'

import { ROUTES } from '@/lib/routes'
import { frenchTypographyProblems } from '@/lib/typography/french'

import { buyableProduct, emptyServerCart, setServerLine, startAs } from './cart-helpers'
import { firstDisplayedProduct } from './helpers'
import { openPage } from './layout-helpers'

/**
 * Issue 33 item 12: French typography on the rendered pages — typographic apostrophes (’), a no-break space before
 * « : ; ! ? », inside « » and in amounts (« 1 234,50 € »). The text a buyer reads (document.body.innerText, once the
 * page has hydrated and its client data has arrived) of a representative set of pages, as a visitor and as a demo
 * buyer with a cart (the checkout form is on /panier), is checked with the rule of src/lib/typography/french.ts. A
 * failure lists each breach with the words around it.
 */

// What a page shows while its session, prices or account data load: the scan waits until none is left.
const LOADING = [
  '[aria-busy="true"]',
  '[data-testid="price-loading"]',
  '[data-testid="card-offer-pending"]',
  '[data-testid="account-button-pending"]',
  '[data-testid="account-loading"]',
].join(', ')

/** The page's text once it has hydrated (openPage) and its client-side data (prices, stock, account) has arrived. */
async function readableText(page: Page, ready?: string): Promise<string> {
  if (ready) await expect(page.locator(ready).first()).toBeVisible()
  // a static page holds both session variants, CSS shows one: only a shown placeholder is still loading
  await expect(page.locator(LOADING).filter({ visible: true })).toHaveCount(0)
  return page.evaluate(() => document.body.innerText)
}

function breaches(url: string, text: string): string[] {
  return frenchTypographyProblems(text).map(({ index, message }) => {
    const around = text.slice(Math.max(0, index - 30), index + 30).replace(/\n/g, '⏎')
    return `${url} — ${message} — ${JSON.stringify(around)}`
  })
}

type Target = string | { url: string; ready: string }

async function checkPages(page: Page, targets: Target[]): Promise<void> {
  const found: string[] = []
  for (const target of targets) {
    const { url, ready } = typeof target === 'string' ? { url: target, ready: undefined } : target
    await openPage(page, url)
    const text = await readableText(page, ready)
    expect(text.length, `${url}: the page shows text`).toBeGreaterThan(100)
    found.push(...breaches(url, text))
  }
  expect(found).toEqual([])
}

/** The first link of a page whose address matches `pattern` (a catalogue, a category…). */
async function firstLink(page: Page, from: string, pattern: RegExp): Promise<string> {
  await openPage(page, from)
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  const href = hrefs.map((h) => h.split(/[?#]/)[0]!).find((h) => pattern.test(h))
  if (!href) throw new Error(`no link matching ${pattern} on ${from}`)
  return href
}

/** The catalogue pages: home, a catalogue, a category, a product, the search results and the listing of all products. */
async function cataloguePages(page: Page, buyer: boolean): Promise<Target[]> {
  const product = await firstDisplayedProduct(page.request)
  const catalogue = await firstLink(page, ROUTES.catalogues, /^\/catalogues\/(?!produit\/)[^/]+$/)
  const category = await firstLink(page, catalogue, /^\/catalogues\/(?!produit\/)[^/]+\/[^/]+$/)
  // a buyer's price (beside the card's link, not inside it), once the prices have arrived
  const priced = buyer ? 'main :is([data-testid="price"], [data-testid="price-promotion"], [data-testid="price-unavailable"])' : 'main h1'
  return [
    ROUTES.home,
    ROUTES.catalogues,
    catalogue,
    { url: category, ready: 'main h1' },
    { url: `/catalogues/produit/${product.slug}`, ready: priced },
    { url: `${ROUTES.search}?q=roulement`, ready: '[data-testid="search-hit"]' },
    { url: ROUTES.allProducts, ready: buyer ? priced : '[data-testid="product-card"]' },
  ]
}

test.describe('French typography on the rendered pages (issue 33 item 12)', () => {
  test('a visitor’s catalogue pages: apostrophes ’, no-break spaces before : ; ! ?, inside « » and in amounts', async ({ page }) => {
    test.setTimeout(180_000)
    await checkPages(page, await cataloguePages(page, false))
  })

  test('a visitor’s content, form and cart pages', async ({ page }) => {
    test.setTimeout(180_000)
    await checkPages(page, [
      ROUTES.expertises,
      ROUTES.services,
      ROUTES.about,
      ROUTES.faq,
      ROUTES.contact,
      ROUTES.terms,
      ROUTES.login,
      ROUTES.forgotPassword,
      ROUTES.accountRequest,
      { url: ROUTES.cart, ready: '[data-testid="cart-visitor"]' },
    ])
  })

  test('a logged-in buyer’s catalogue pages, with prices', async ({ page }) => {
    test.setTimeout(180_000)
    await startAs(page, 'credit')
    await checkPages(page, await cataloguePages(page, true))
  })

  test('a logged-in buyer’s cart and checkout, quick order and account pages', async ({ page }) => {
    test.setTimeout(180_000)
    await startAs(page, 'credit')
    const product = await buyableProduct(page)
    await setServerLine(page, product.id, 3)
    try {
      await checkPages(page, [
        { url: ROUTES.cart, ready: '[data-testid="checkout-form"]' },
        ROUTES.quickOrder,
        ROUTES.account,
        ROUTES.orders,
        ROUTES.documents,
        ROUTES.favorites,
        ROUTES.frequentPurchases,
        ROUTES.addresses,
        ROUTES.quotes,
        ROUTES.lists,
      ])
    } finally {
      await emptyServerCart(page)
    }
  })
})
