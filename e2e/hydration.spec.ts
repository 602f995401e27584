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

/**
 * Records, through React's DevTools hook, the components React renders again after they first rendered (a fiber
 * rendered with a previous version of itself), with where they sit in the page: the first of `REGIONS` that holds their
 * first element. Mounts (hydration included) are not counted, nor Next's Link, which renders again when it scrolls
 * into view (its prefetch; its only child is its <a>).
 */
const REGIONS = {
  'the menu bar': 'nav[aria-label="Menu principal"]',
  'the product cards': '[data-testid="product-grid"]',
  'the facets': '[data-testid="product-listing"] fieldset',
  'the header': '[data-testid="site-header"]',
}
function recordRenders(regions: Record<string, string>): void {
  const w = window as unknown as { __renderedAgain: string[]; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
  w.__renderedAgain = []
  type Fiber = {
    tag: number
    flags: number
    alternate: Fiber | null
    child: Fiber | null
    sibling: Fiber | null
    type: unknown
    stateNode: unknown
  }
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]) // function, class, forwardRef, memo, simple memo
  const PERFORMED_WORK = 1
  let previous = new WeakSet<Fiber>()
  const firstElement = (fiber: Fiber): Element | null => {
    const stack: (Fiber | null)[] = [fiber.child]
    while (stack.length) {
      const f = stack.pop()
      if (!f) continue
      if (typeof f.type === 'string') return f.stateNode instanceof Element ? f.stateNode : null
      stack.push(f.sibling, f.child)
    }
    return null
  }
  const isLink = (f: Fiber) => f.child?.type === 'a' && !f.child.sibling
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    checkDCE() {},
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const seen = new WeakSet<Fiber>()
      const stack: Fiber[] = [root.current]
      while (stack.length) {
        const f = stack.pop()!
        seen.add(f)
        if (COMPONENT_TAGS.has(f.tag) && f.alternate && !previous.has(f) && f.flags & PERFORMED_WORK && !isLink(f)) {
          const el = firstElement(f)
          const region = el && Object.entries(regions).find(([, selector]) => el.closest(selector))
          if (region) w.__renderedAgain.push(region[0])
        }
        if (f.child) stack.push(f.child)
        if (f.sibling) stack.push(f.sibling)
      }
      previous = seen
    },
  }
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

  test('a visitor’s page renders nothing a second time once hydrated: header, menu bar, cards and facets', async ({
    page,
    request,
  }, testInfo) => {
    const paths = await measuredPages(request)
    await page.addInitScript(recordRenders, REGIONS)
    // a desktop loads the menu (Radix) when idle, in place of the bar: a render of its own, after hydration, by design
    const expected = (region: string) => !(region === 'the menu bar' && !isMobileProject(testInfo))
    for (const path of [...paths, '/tous-nos-produits']) {
      const session = page.waitForResponse((r) => r.url().endsWith('/cms/api/clients/me'))
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await waitForFullHydration(page)
      await expect(page.getByTestId('site-header')).toHaveAttribute('data-hydrated', 'true')
      // the session has answered (a visitor) and the tasks it queued have run (the query's notification, a render);
      // the images in view are in
      await session
      await page.waitForFunction(() => [...document.images].filter((i) => i.loading !== 'lazy').every((i) => i.complete))
      await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve)))))
      const again = await page.evaluate(() => (window as unknown as { __renderedAgain: string[] }).__renderedAgain)
      expect(again.filter(expected), `rendered again on ${path}`).toEqual([])
    }
  })

  test('the first paint comes before the page’s script files run (they are added once a frame is painted)', async ({ page, request }) => {
    const paths = await measuredPages(request)
    await page.addInitScript(() => {
      const w = window as unknown as { __firstScriptAt: number | null }
      w.__firstScriptAt = null
      new MutationObserver((records) => {
        // the nomodule polyfills are left to the parser: a modern browser never runs them
        for (const r of records)
          for (const node of r.addedNodes)
            if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/') && !node.noModule && w.__firstScriptAt === null)
              w.__firstScriptAt = performance.now()
      }).observe(document, { childList: true, subtree: true })
    })
    for (const path of paths) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await waitForFullHydration(page)
      const { paint, script } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        script: (window as unknown as { __firstScriptAt: number | null }).__firstScriptAt,
      }))
      expect(paint, `first contentful paint of ${path}`).not.toBeNull()
      expect(script, `first script of ${path}`).not.toBeNull()
      expect(script!, `the scripts of ${path} run after the first paint`).toBeGreaterThan(paint!)
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
      // the page's scripts are preloaded and listed, not run by the parser (src/lib/paintFirst.ts)
      const parserRun = [...html.matchAll(/<script[^>]*\ssrc="\/_next\/static\/[^>]*>/g)].filter((m) => !/noModule/i.test(m[0]))
      expect(parserRun, path).toEqual([])
      expect(html, path).toMatch(/<link rel="preload" as="script" href="\/_next\/static\/chunks\/main-[^"]+" fetchPriority="low"/i)
      expect(html, path).toContain('<script id="__next_scripts" type="application/json">')
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

  test('a button pressed before the page’s scripts are in is pressed once they are: the mobile menu opens', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(!isMobileProject(testInfo), 'the menu button of the mobile header')
    const [, , product] = await measuredPages(request)
    let release!: () => void
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto(product, { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await expect(page.locator('[data-hydrated]')).toHaveCount(0)
    release()
    await expect(mobileMenu(page)).toBeVisible()
  })
})
