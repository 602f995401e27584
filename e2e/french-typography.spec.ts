import { expect, test, type Page } from '@playwright/test'

import { ROUTES } from '@/lib/routes'
import { frenchTypographyProblems } from '@/lib/typography/french'

import { buyableProduct, emptyServerCart, setServerLine, startAs } from './cart-helpers'
import { firstDisplayedProduct } from './helpers'
import { openPage } from './layout-helpers'

/**
 * Issue 33 item 12: French typography on the rendered pages — typographic apostrophes (’), a no-break space before
 * « : ; ! ? », inside « » and in amounts (« 1 234,50 € »). The text a buyer reads (document.body.innerText, once the
 * page has hydrated and its client data has arrived) of the main templates, logged out and logged in as a demo buyer,
 * is checked with the rule of src/lib/typography/french.ts. A failure lists each breach with the words around it.
 */

/** The page's text once its client-side data (prices, stock, credit, cart) has arrived. */
async function readableText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle')
  // spinners of prices and of the session's first paint have given way to the figures
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  return page.evaluate(() => document.body.innerText)
}

function breaches(url: string, text: string): string[] {
  return frenchTypographyProblems(text).map(({ index, message }) => {
    const around = text.slice(Math.max(0, index - 30), index + 30).replace(/\n/g, '⏎')
    return `${url} — ${message} — ${JSON.stringify(around)}`
  })
}

async function checkPages(page: Page, urls: string[]): Promise<void> {
  const found: string[] = []
  for (const url of urls) {
    await openPage(page, url)
    found.push(...breaches(url, await readableText(page)))
  }
  expect(found).toEqual([])
}

/** The first link of a page whose address matches `pattern` (a catalogue, a category, an expertise…). */
async function firstLink(page: Page, from: string, pattern: RegExp): Promise<string> {
  await openPage(page, from)
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  const href = hrefs.map((h) => h.split('#')[0]!).find((h) => pattern.test(h))
  if (!href) throw new Error(`no link matching ${pattern} on ${from}`)
  return href
}

async function templates(page: Page): Promise<string[]> {
  const product = await firstDisplayedProduct(page.request)
  const catalogue = await firstLink(page, ROUTES.catalogues, /^\/catalogues\/(?!produit\/)[^/]+$/)
  const category = await firstLink(page, catalogue, /^\/catalogues\/(?!produit\/)[^/]+\/[^/]+$/)
  const expertise = await firstLink(page, ROUTES.expertises, /^\/expertises\/[^/]+$/)
  const service = await firstLink(page, ROUTES.services, /^\/services\/[^/]+$/)
  return [
    ROUTES.home,
    ROUTES.catalogues,
    catalogue,
    category,
    `/catalogues/produit/${product.slug}`,
    `${ROUTES.search}?q=roulement`,
    ROUTES.allProducts,
    ROUTES.expertises,
    expertise,
    ROUTES.services,
    service,
    ROUTES.about,
    ROUTES.events,
    ROUTES.caseStudies,
    ROUTES.jobs,
    ROUTES.faq,
    ROUTES.contact,
    ROUTES.terms,
    ROUTES.legalNotice,
    ROUTES.privacy,
    ROUTES.cookies,
  ]
}

test.describe('French typography on the rendered pages (issue 33 item 12)', () => {
  test('the visitor’s pages: apostrophes ’, no-break spaces before : ; ! ?, inside « » and in amounts', async ({ page }) => {
    test.setTimeout(240_000)
    const urls = [...(await templates(page)), ROUTES.login, ROUTES.forgotPassword, ROUTES.accountRequest, ROUTES.cart]
    await checkPages(page, urls)
  })

  test('a logged-in buyer’s pages: prices, credit, cart and account in French typography', async ({ page }) => {
    test.setTimeout(300_000)
    await startAs(page, 'credit')
    const product = await buyableProduct(page)
    await setServerLine(page, product.id, 3)
    try {
      const urls = [
        ...(await templates(page)),
        ROUTES.cart,
        ROUTES.quickOrder,
        ROUTES.account,
        ROUTES.orders,
        ROUTES.documents,
        ROUTES.favorites,
        ROUTES.frequentPurchases,
        ROUTES.addresses,
        ROUTES.quotes,
        ROUTES.lists,
      ]
      await checkPages(page, urls)
    } finally {
      await emptyServerCart(page)
    }
  })
})
