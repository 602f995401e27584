import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { cmsFind, firstDisplayedProduct } from './helpers'
import { flyoutPanel, flyoutTrigger, isMobileProject, mobileMenu } from './layout-helpers'

/**
 * The header, the page and the footer hydrate after the page shell, in Activity boundaries (HydrateLater in _app):
 * the browser paints first and hydration runs in short slices (Lighthouse score ≥ 95, CLS ≤ 0.01).
 * These tests hold what that must not cost: no layout shift while the page hydrates on a slow phone, the HTML in
 * page order, and a click that arrives before hydration still does what it should.
 */

type Doc = { id: number | string; slug: string }

/** The pages of `npm run bench:lighthouse`: home, the first category of the first catalogue, a product. */
async function measuredPages(request: APIRequestContext): Promise<string[]> {
  const catalogue = (await cmsFind<Doc>(request, 'catalogues', 'sort=ordre,titre')).docs[0]
  if (!catalogue) throw new Error('no catalogue in the e2e database')
  const category = (
    await cmsFind<Doc>(request, 'categories', `where[catalogue][equals]=${catalogue.id}&where[parent][exists]=false&sort=ordre,titre`)
  ).docs[0]
  if (!category) throw new Error(`no level-1 category in ${catalogue.slug}`)
  const product = await firstDisplayedProduct(request)
  return ['/', `/catalogues/${catalogue.slug}/${category.slug}`, `/catalogues/produit/${product.slug}`]
}

/** A phone's CPU: Lighthouse's mobile preset slows the CPU down 4 times. */
async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}

/** True once React has hydrated the header, the page's main content and the footer (it tags each DOM node it owns). */
function waitForFullHydration(page: Page): Promise<unknown> {
  return page.waitForFunction(() =>
    ['[data-testid="site-header"]', '#contenu', '[data-testid="site-footer"]'].every((selector) => {
      const el = document.querySelector(selector)
      return el !== null && Object.keys(el).some((key) => key.startsWith('__reactFiber$'))
    }),
  )
}

test.describe('hydration after the first paint', () => {
  test('home, category and product pages do not move while they hydrate on a slow CPU (CLS ≤ 0.01)', async ({ page, request }) => {
    test.setTimeout(90_000)
    const paths = await measuredPages(request)
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number }
      w.__cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await slowCpu(page, 4)
    for (const path of paths) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await waitForFullHydration(page)
      // the frames after hydration (a shift is reported once laid out)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
      expect(cls, `CLS of ${path}`).toBeLessThanOrEqual(0.01)
    }
  })

  test('a static page is not replaced once hydrated: its router is ready at hydration', async ({ page, request }) => {
    const paths = await measuredPages(request)
    // the pages router's replace after hydration carries its internal `_h` option in the history entry's state
    await page.addInitScript(() => {
      const w = window as unknown as { __hydrationReplaces: number }
      w.__hydrationReplaces = 0
      const replace = history.replaceState.bind(history)
      history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
        if ((state as { options?: { _h?: number } } | null)?.options?._h) w.__hydrationReplaces += 1
        replace(state, unused, url)
      }
    })
    for (const path of paths) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await waitForFullHydration(page)
      await page.waitForLoadState('networkidle')
      const { replaces, ready } = await page.evaluate(() => {
        const w = window as unknown as { __hydrationReplaces: number; next: { router: { isReady: boolean } } }
        return { replaces: w.__hydrationReplaces, ready: w.next.router.isReady }
      })
      expect(replaces, path).toBe(0)
      expect(ready, path).toBe(true)
    }
  })

  test('the HTML keeps the page in order, with the header, page and footer as deferred boundaries', async ({ request }, testInfo) => {
    test.skip(isMobileProject(testInfo), 'HTML only: the desktop project checks it')
    for (const path of await measuredPages(request)) {
      const html = await (await request.get(path)).text()
      // React streams a large Suspense boundary apart (<template id="B:0"> then a hidden copy swapped in by a
      // script): the footer would jump when it is revealed
      expect(html, path).not.toContain('<template id="B:')
      // three Activity boundaries: header, page, footer
      expect(html.split('<!--&-->').length - 1, path).toBeGreaterThanOrEqual(3)
      const header = html.indexOf('data-testid="site-header"')
      const main = html.indexOf('id="contenu"')
      const footer = html.indexOf('data-testid="site-footer"')
      expect(header, path).toBeGreaterThan(-1)
      expect(main, path).toBeGreaterThan(header)
      expect(footer, path).toBeGreaterThan(main)
    }
  })

  test('a click that arrives before the header has hydrated still opens the menu', async ({ page, request }, testInfo) => {
    const [, , product] = await measuredPages(request)
    await slowCpu(page, 6)
    // no wait for the load event nor for hydration: the click goes out as soon as the button is on screen
    await page.goto(product, { waitUntil: 'commit' })
    if (isMobileProject(testInfo)) {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
      await expect(mobileMenu(page)).toBeVisible()
    } else {
      await flyoutTrigger(page, 'expertises').click()
      await expect(flyoutPanel(page, 'expertises')).toBeVisible()
    }
  })
})
