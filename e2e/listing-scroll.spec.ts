import { expect, test, type Page } from '@playwright/test'

import { openPage } from './layout-helpers'

// Spec §2: route changes scroll to the top; for a listing, to the top of the list (issue 33, item 2). « Suivant », a
// page number and the sort used to keep the scroll position: the buyer saw the next page's last cards and the footer.

const listing = (page: Page) => page.getByTestId('product-listing')
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

async function ready(page: Page): Promise<void> {
  await expect(listing(page)).toHaveAttribute('data-ready', 'true')
  await expect(listing(page).locator('[aria-busy="true"]')).toHaveCount(0)
}

/** The list's heading is on screen, below the sticky header, and the page is not left near its bottom. */
async function atTopOfList(page: Page): Promise<void> {
  const heading = listing(page).getByRole('heading', { level: 2 }).first()
  await expect(heading).toBeInViewport({ ratio: 1 })
  const header = await page.getByTestId('site-header').boundingBox()
  const box = await heading.boundingBox()
  expect(box!.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1)
}

const toBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))

test('« Suivant » and a page number open the next page at the top of the list', async ({ page }) => {
  await openPage(page, '/tous-nos-produits')
  await toBottom(page)
  await pagination(page).getByRole('link', { name: 'Page suivante' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await ready(page)
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText('2')
  await atTopOfList(page)

  await toBottom(page)
  await pagination(page).getByRole('link', { name: 'Page 3', exact: true }).click()
  await expect(page).toHaveURL(/[?&]page=3/)
  await ready(page)
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText('3')
  await atTopOfList(page)
})

test('a new sort chosen further down the list shows the list from its top', async ({ page }) => {
  await openPage(page, '/tous-nos-produits?page=2')
  await ready(page)
  const select = page.getByLabel('Trier par')
  // the buyer is at the bottom of the list; the select changes by keyboard, without scrolling to it first
  await toBottom(page)
  await select.evaluate((el: HTMLSelectElement) => {
    el.value = 'z-a'
    el.dispatchEvent(new Event('change', { bubbles: true }))
  })
  await expect(page).toHaveURL(/[?&]tri=z-a/)
  await ready(page)
  await atTopOfList(page)
})
