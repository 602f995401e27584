import { expect, test, type Page } from '@playwright/test'

import { openPage } from './layout-helpers'
import { resultsReady } from './search-helpers'

// Issue 33 item 5: Back from a search result brings the buyer back where they were (the hits they had loaded, the
// scroll position), and 'Show more results' (spec §2, its label verbatim) answers any way of reaching it: the keyboard,
// or a click on a page the buyer has not scrolled.

const hits = (page: Page) => page.getByTestId('search-results').getByTestId('search-hit')
const showMore = (page: Page) => page.getByRole('button', { name: 'Show more results' })

test('load more twice, scroll, open a hit, Back: the 60 hits and the scroll position come back', async ({ page }) => {
  await openPage(page, '/recherche?q=roulement')
  await resultsReady(page)
  await expect(hits(page)).toHaveCount(20)
  await showMore(page).click()
  await expect(hits(page)).toHaveCount(40)
  await showMore(page).click()
  await expect(hits(page)).toHaveCount(60)
  await expect(page).toHaveURL(/[?&]page=3(&|$)/)

  // the buyer scrolls down to the 45th hit and opens it
  const hit = hits(page).nth(44)
  await hit.scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 120)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  const y = await page.evaluate(() => window.scrollY)
  // a hit is a link itself
  const link = hit
  await expect(link).toBeInViewport()
  const href = await link.getAttribute('href')
  await link.click()
  await expect(page).toHaveURL((url) => url.pathname === new URL(href!, 'http://x').pathname)

  await page.goBack()
  await expect(page).toHaveURL(/\/recherche\?/)
  await expect(hits(page)).toHaveCount(60)
  await expect(page.getByRole('button', { name: 'Show previous results' })).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: `scroll back near ${y}` }).toBeGreaterThan(y - 150)
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(150)
})

test('Back on a listing: the scroll position comes back', async ({ page }) => {
  await openPage(page, '/tous-nos-produits')
  await expect(page.getByTestId('product-listing')).toHaveAttribute('data-ready', 'true')
  const card = page.getByTestId('product-card').nth(10)
  await card.scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 100)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  const y = await page.evaluate(() => window.scrollY)
  // a card is a link itself
  await card.click()
  await expect(page).toHaveURL(/\/catalogues\/produit\//)
  await page.goBack()
  await expect(page).toHaveURL(/\/tous-nos-produits$/)
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: `scroll back near ${y}` }).toBeGreaterThan(y - 150)
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(150)
})

test('« Show more results » works from the keyboard at once: Tab to it, Enter', async ({ page }) => {
  await openPage(page, '/recherche?q=roulement')
  await expect(hits(page)).toHaveCount(20)
  // usable as the page comes, before anything has scrolled or pointed (a disabled button is skipped by Tab)
  await expect(showMore(page)).toBeEnabled()
  // from the last hit, Tab until the next stop after its controls: the button (again if the search's hand-over took
  // the focus away meanwhile)
  await expect(async () => {
    await hits(page).last().focus()
    for (let i = 0; i < 6 && !(await showMore(page).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(showMore(page)).toBeFocused({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await page.keyboard.press('Enter')
  await expect(hits(page)).toHaveCount(40)
  await expect(showMore(page)).toBeFocused()
})

test('« Show more results » answers a click on a page the buyer has not scrolled', async ({ page }) => {
  await openPage(page, '/recherche?q=roulement')
  await expect(hits(page)).toHaveCount(20)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  // a click where the button is, as soon as it is there: not waiting for the search to have loaded
  await showMore(page).click({ force: true })
  await expect(hits(page)).toHaveCount(40)
})
