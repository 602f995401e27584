import { expect, test, type Page } from '@playwright/test'

import { resultsReady } from './search-helpers'

// No layout jump on a cold load of the results page and of /tous-nos-produits. The page's own
// PerformanceObserver sums the `layout-shift` entries (those not caused by an input, as CLS counts them) from the first
// paint until the search has answered, the network is quiet and every image in view has loaded.

type Shift = { value: number; sources: string[] }

async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] }
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        w.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement
            return el
              ? `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}.${el.className}`
              : '?'
          }),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  // the images in view (those below the fold load lazily, when scrolled to)
  await page.waitForFunction(() =>
    [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight).every((img) => img.complete),
  )
}

async function shifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)
}

function total(list: Shift[]): number {
  const sum = list.reduce((acc, s) => acc + s.value, 0)
  test.info().annotations.push({ type: 'layout-shift', description: sum.toFixed(4) })
  console.log(`layout-shift ${test.info().project.name} ${test.info().title.split(':')[0]}: ${sum.toFixed(4)}`)
  return sum
}

test('cold load of /recherche?q=roulement: the layout does not move (sum of layout shifts ≤ 0.01)', async ({ page }) => {
  await observeShifts(page)
  await page.goto('/recherche?q=roulement')
  await resultsReady(page)
  await expect(page.getByTestId('search-results-count')).toHaveText(/\d+ résultats?/)
  await settled(page)
  const list = await shifts(page)
  expect(total(list), JSON.stringify(list)).toBeLessThanOrEqual(0.01)
})

test('cold load of /tous-nos-produits: the grid stays, the layout does not move (sum of layout shifts ≤ 0.01)', async ({ page }) => {
  await observeShifts(page)
  await page.goto('/tous-nos-produits')
  await expect(page.getByTestId('product-listing')).toHaveAttribute('data-ready', 'true')
  await settled(page)
  const list = await shifts(page)
  expect(total(list), JSON.stringify(list)).toBeLessThanOrEqual(0.01)
  // the search took over from the server's first page without asking for it again
  await expect(page.getByTestId('product-card')).toHaveCount(24)
})
