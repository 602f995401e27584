import { expect, test, type Locator, type Page } from '@playwright/test'

import { SAME_ORIGIN } from './helpers'
import { startAs } from './cart-helpers'
import { isMobileProject, openPage } from './layout-helpers'

// Order and quote details on a phone: the lines as stacked rows, the unit price and the amount in view, no side scroll
async function inView(page: Page, cell: Locator): Promise<void> {
  await expect(cell).toBeVisible()
  const box = (await cell.boundingBox())!
  const width = page.viewportSize()!.width
  expect(box.x, 'the figure starts inside the screen').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'the figure ends inside the screen').toBeLessThanOrEqual(width)
}

/** Boxes of the detail that scroll sideways (a table wider than its box hides its last columns); sr-only text aside. */
const sideScrolls = (scope: Locator): Promise<string[]> =>
  scope.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      .map((el) => `${el.tagName} ${el.className}`),
  )

/** The label a cell shows before its value on a phone (its column's heading). */
const labelOf = (cell: Locator): Promise<string> =>
  cell.evaluate((el) => getComputedStyle(el.closest('td')!, '::before').content.replace(/^"|"$/g, ''))

test.describe('order and quote details', () => {
  test('an order’s lines show their unit price and amount without side scroll, each figure named', async ({ page }, testInfo) => {
    await startAs(page, 'type1')
    await openPage(page, '/mon-compte/mes-commandes')
    await page
      .getByTestId('account-orders')
      .locator('li')
      .filter({ hasText: 'BC-2026-0633' })
      .getByRole('link', { name: /Voir le détail/ })
      .click()
    const detail = page.getByTestId('order-detail')
    await expect(detail.getByTestId('order-line')).toHaveCount(2)
    const line = detail.getByTestId('order-line').first()
    await inView(page, line.getByTestId('order-line-price'))
    await inView(page, line.getByTestId('order-line-amount'))
    await inView(page, line.getByTestId('order-line-quantity'))
    expect(await sideScrolls(detail)).toEqual([])
    if (isMobileProject(testInfo)) {
      // stacked: each figure says what it is, one under the other
      expect(await labelOf(line.getByTestId('order-line-price'))).toBe('Prix unitaire H.T')
      expect(await labelOf(line.getByTestId('order-line-amount'))).toBe('Montant H.T')
      const price = (await line.getByTestId('order-line-price').boundingBox())!
      const amount = (await line.getByTestId('order-line-amount').boundingBox())!
      expect(amount.y).toBeGreaterThan(price.y)
    } else {
      await expect(detail.getByRole('columnheader', { name: 'Prix unitaire H.T' })).toBeVisible()
      await expect(detail.getByRole('columnheader', { name: 'Montant H.T' })).toBeVisible()
    }
    // the table keeps its roles for screen readers on a phone too
    await expect(detail.getByRole('row')).toHaveCount(3)
    await detail.screenshot({ path: `docs/screens/order-detail-${testInfo.project.name}.png` })
  })

  test('a quote’s lines show their unit price and amount without side scroll', async ({ page }, testInfo) => {
    await startAs(page, 'type1')
    const res = await page.request.get('/api/quotes', { headers: SAME_ORIGIN })
    const quotes = ((await res.json()) as { quotes: { id: number; lines: unknown[]; total_ht: number | null }[] }).quotes
    const priced = quotes.find((q) => q.total_ht !== null && q.lines.length > 0)
    expect(priced, 'a seeded quote with prices').toBeDefined()
    await openPage(page, `/mon-compte/devis?devis=${priced!.id}`)
    const detail = page.getByTestId('quote-detail')
    const line = detail.getByTestId('quote-line').first()
    await inView(page, line.getByTestId('quote-line-price'))
    await inView(page, line.getByTestId('quote-line-amount'))
    expect(await sideScrolls(detail)).toEqual([])
    if (isMobileProject(testInfo)) expect(await labelOf(line.getByTestId('quote-line-amount'))).toBe('Montant H.T')
  })
})
