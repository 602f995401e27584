import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { buyableProduct, setServerLine, startAs } from './cart-helpers'
import { cmsAllPages } from './helpers'
import { loginAs } from './layout-helpers'

// Issue 33 item 4: a logged-in buyer's full page load never shows the visitor's shop (« Se connecter » in the header,
// « Connaitre le prix » on the cards), not even for a frame, and nothing moves when the session answers (CLS ≤ 0.01).
// The pages stay the same static HTML for everyone: the session hint (cookie `shop-session=1`, read by an inline
// script before the first paint, src/lib/sessionHint.ts) chooses a spinner instead of the visitor's call to action.

type Seen = {
  frames: number
  login: number
  visitorPrice: number
  /** frames showing a cart line whose product has not answered yet (its title still « … ») */
  lineWithoutProduct: number
  csp: string[]
  shifts: { value: number; sources: string[] }[]
}

/** From the document's creation: on every frame, whether a visitor's call to action is visible; the layout shifts. */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Seen = { frames: 0, login: 0, visitorPrice: 0, lineWithoutProduct: 0, csp: [], shifts: [] }
    ;(window as unknown as { __seen: Seen }).__seen = seen
    const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    const frame = () => {
      seen.frames++
      const header = document.querySelector('[data-testid="site-header"]')
      if (header && [...header.querySelectorAll('a')].some((a) => a.textContent?.trim() === 'Se connecter' && visible(a))) seen.login++
      if ([...document.querySelectorAll('[data-testid="card-price-visitor"]')].some(visible)) seen.visitorPrice++
      if ([...document.querySelectorAll('[data-testid="cart-line-title"]')].some((t) => t.textContent === '…' && visible(t)))
        seen.lineWithoutProduct++
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
    // an inline script the policy refuses (the session hint must pass it by its hash)
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.blockedURI === 'inline') seen.csp.push(`${e.violatedDirective} ${e.sample}`)
    })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        seen.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement
            return el ? `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? ''}].${el.className}` : '?'
          }),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const seen = (page: Page): Promise<Seen> => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen)

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() =>
    [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight).every((img) => img.complete),
  )
}

/** A level-2 category with products (read from the public CMS API, no slug written here). */
async function categoryPath(request: APIRequestContext): Promise<string> {
  type Category = { id: number; slug: string; catalogue: number }
  const { docs } = await cmsAllPages<Category>(request, 'categories?depth=0&limit=100&where[parent][exists]=true')
  for (const category of docs) {
    const products = await cmsAllPages(request, `produits?depth=0&limit=1&where[categories][in]=${category.id}`)
    if (products.docs.length === 0) continue
    const catalogue = (await cmsAllPages<{ slug: string }>(request, `catalogues?depth=0&limit=1&where[id][equals]=${category.catalogue}`))
      .docs[0]
    if (catalogue) return `/catalogues/${catalogue.slug}/${category.slug}`
  }
  throw new Error('no level-2 category with products in the e2e database')
}

function expectNoVisitorShop(result: Seen): void {
  expect(result.frames, 'frames observed').toBeGreaterThan(0)
  expect(result.login, 'frames with « Se connecter » in the header').toBe(0)
  expect(result.visitorPrice, 'frames with « Connaitre le prix » on a card').toBe(0)
  expect(result.csp, 'CSP violations').toEqual([])
  const cls = result.shifts.reduce((sum, s) => sum + s.value, 0)
  console.log(`layout-shift logged in ${test.info().project.name} ${test.info().title.split(':')[0]}: ${cls.toFixed(4)}`)
  expect(cls, JSON.stringify(result.shifts)).toBeLessThanOrEqual(0.01)
}

test('logged in, a full load of a category page: never the visitor’s header or prices, a spinner instead, no layout shift', async ({
  page,
  request,
}) => {
  const path = await categoryPath(request)
  await loginAs(page, 'type1')
  await watchFirstPaint(page)
  const res = await page.goto(path)
  expect(res?.status()).toBe(200)
  // the static HTML is a visitor's (the same for everyone); the hint is set beside the session, which stays HttpOnly
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'payload-token')?.httpOnly).toBe(true)
  expect(cookies.find((c) => c.name === 'shop-session')).toMatchObject({ value: '1', httpOnly: false })
  await expect(page.locator('html')).toHaveAttribute('data-session', 'buyer')
  await expect(page.getByTestId('price').or(page.getByTestId('price-unavailable')).first()).toBeVisible()
  await expect(page.getByTestId('card-offer-pending')).toHaveCount(0)
  await expect(page.getByTestId('price-loading')).toHaveCount(0)
  await settled(page)
  expectNoVisitorShop(await seen(page))
  if (test.info().project.name === 'desktop') await expect(page.getByTestId('account-button')).toHaveText('Mon compte')
})

test('logged in, a category page before the session has answered (its first paint): spinners where the visitor’s calls to action would be — docs/screens/', async ({
  page,
  request,
}) => {
  const path = await categoryPath(request)
  await loginAs(page, 'type1')
  // the session's answer held: the page stays as its first paint shows it, chosen by the hint alone
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/cms/api/clients/me', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-session', 'buyer')
  await expect(page.getByTestId('card-offer-pending').first()).toBeVisible()
  for (const visitor of await page.getByTestId('card-price-visitor').all()) await expect(visitor).toBeHidden()
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'Se connecter' })).toBeHidden()
  if (test.info().project.name === 'desktop') await expect(page.getByTestId('account-button-pending')).toBeVisible()
  else await expect(page.getByTestId('site-header').getByRole('status').filter({ hasText: 'Chargement du panier' })).toBeVisible()
  await page.waitForFunction(() =>
    [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight).every((img) => img.complete),
  )
  await page.screenshot({ path: `docs/screens/category-logged-in-first-paint-${test.info().project.name}.png` })
  release()
  await expect(page.getByTestId('price').or(page.getByTestId('price-unavailable')).first()).toBeVisible()
  await expect(page.getByTestId('card-offer-pending')).toHaveCount(0)
})

test('logged in, a full load of /panier: never « Se connecter », the cart arrives in one piece, no layout shift', async ({ page }) => {
  // a line in the buyer's server cart: on a full load the order sync brings it, then its product (title, references,
  // stock) — a line painted before its product grew and pushed the page down (0.049 on a phone, issue 33 item 4)
  await startAs(page, 'type1')
  await setServerLine(page, (await buyableProduct(page)).id, 2)
  await watchFirstPaint(page)
  await page.goto('/panier')
  await expect(page.locator('html')).toHaveAttribute('data-session', 'buyer')
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByText('Chargement du panier…')).toHaveCount(0)
  await expect(page.getByTestId('cart-visitor')).toHaveCount(0)
  await settled(page)
  const result = await seen(page)
  expect(result.lineWithoutProduct, 'frames with a cart line painted before its product').toBe(0)
  expectNoVisitorShop(result)
})

test('once the session cookie is gone (expiry, logout), the hint is gone too: a visitor’s full load shows « Se connecter » and « Connaitre le prix »', async ({
  page,
  request,
}) => {
  const path = await categoryPath(request)
  await loginAs(page, 'type1')
  await page.goto('/panier')
  expect((await page.context().cookies()).some((c) => c.name === 'shop-session')).toBe(true)
  // the session's end as the browser sees it: its cookie is no longer sent (expired, or removed by a logout)
  await page.context().clearCookies({ name: 'payload-token' })
  await page.goto(path)
  await expect(page.locator('html')).not.toHaveAttribute('data-session', 'buyer')
  expect((await page.context().cookies()).some((c) => c.name === 'shop-session')).toBe(false)
  await expect(page.getByTestId('card-price-visitor').first()).toBeVisible()
})
