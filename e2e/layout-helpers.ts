import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test'

import { demoClient, type DemoClient } from '@/cms/seed/accounts'

/** Helpers of the layout specs (header, menus, footer). */

export const isMobileProject = (testInfo: TestInfo): boolean => testInfo.project.name === 'mobile'

// ---------------------------------------------------------------------------------------------------------------
// CMS data, read through the public REST API as a visitor: the oracle the menus and footer are checked against.

export type NavEntry = { label: string; slug: string; children: NavEntry[] }

type Labelled = { title?: string | null; titre?: string | null; slug?: string | null }

function entry(rel: unknown, children: NavEntry[] = []): NavEntry | null {
  if (typeof rel !== 'object' || rel === null) return null
  const d = rel as Labelled
  const label = (d.title ?? d.titre ?? '').trim()
  const slug = (d.slug ?? '').trim()
  return label && slug ? { label, slug, children } : null
}

const objects = (list: unknown): any[] => (Array.isArray(list) ? list.filter((x) => typeof x === 'object' && x !== null) : [])
const present = <T>(x: T | null): x is T => x !== null

/** The navigation global's two trees: expertises → solutions → services, catalogues → categories. */
export async function cmsMenu(request: APIRequestContext): Promise<{ expertises: NavEntry[]; catalogues: NavEntry[] }> {
  const res = await request.get('/cms/api/globals/navigation?depth=1')
  expect(res.status()).toBe(200)
  const nav = await res.json()
  const expertises = objects(nav.nos_expertises?.expertise_level_1)
    .map((l1) =>
      entry(
        l1.expertise,
        objects(l1.expertise_level_2)
          .map((l2) =>
            entry(
              l2.solution,
              objects(l2.expertise_level_3)
                .map((l3) => entry(l3.service))
                .filter(present),
            ),
          )
          .filter(present),
      ),
    )
    .filter(present)
  const catalogues = objects(nav.nos_catalogues?.catalogue_level_1)
    .map((l1) =>
      entry(
        l1.catalogue,
        objects(l1.catalogue_level_2)
          .map((l2) => entry(l2.categorie_level_1))
          .filter(present),
      ),
    )
    .filter(present)
  return { expertises, catalogues }
}

export type SiteSettings = { offices: { nom: string; adresse: string; telephone: string }[]; blog_url?: string | null }

export async function siteSettings(request: APIRequestContext): Promise<SiteSettings> {
  const res = await request.get('/cms/api/globals/site-settings?depth=0')
  expect(res.status()).toBe(200)
  return (await res.json()) as SiteSettings
}

/** An expertise with at least two solutions, one of which has services (the three levels all show something). */
export function threeLevelExpertise(expertises: NavEntry[]): { expertise: NavEntry; solution: NavEntry } {
  for (const expertise of expertises) {
    const solution = expertise.children.find((s) => s.children.length > 0)
    if (solution && expertise.children.length > 0) return { expertise, solution }
  }
  throw new Error('no expertise with a solution that has services in the navigation global')
}

// ---------------------------------------------------------------------------------------------------------------
// Session and cart.

/**
 * Logs a demo buyer in through Payload; `page.request` shares the browser context's cookies, so the next page load
 * is logged in.
 */
export async function loginAs(page: Page, key: DemoClient['key']): Promise<DemoClient> {
  const client = demoClient(key)
  const res = await page.request.post('/cms/api/clients/login', { data: { email: client.email, password: client.password } })
  expect(res.status(), `login ${client.email}`).toBe(200)
  return client
}

export type CartLine = { id: string; price: number; quantity: number }

/** react-use-cart's stored state (localStorage `react-use-cart`), written before any page script runs. */
export async function seedCart(page: Page, lines: CartLine[]): Promise<{ totalItems: number; cartTotal: number }> {
  const items = lines.map((line) => ({ ...line, itemTotal: line.price * line.quantity }))
  const totalItems = items.reduce((sum, item) => sum + item.quantity, 0)
  const cartTotal = items.reduce((sum, item) => sum + item.itemTotal, 0)
  const state = { id: 'cart', items, isEmpty: items.length === 0, totalItems, totalUniqueItems: items.length, cartTotal, metadata: {} }
  await page.addInitScript((value) => window.localStorage.setItem('react-use-cart', value), JSON.stringify(state))
  return { totalItems, cartTotal }
}

const EUROS = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
/** spec §9: '{amount} €' with two decimals, French grouping, a no-break space before € (formatEuros). */
export const euros = (amount: number): string => `${EUROS.format(amount)}\u00a0€`

// ---------------------------------------------------------------------------------------------------------------
// Page state.

/** page_view events in window.dataLayer. */
export function pageViews(page: Page): Promise<{ event?: string; page_path?: string }[]> {
  return page.evaluate(() => ((window.dataLayer ?? []) as { event?: string; page_path?: string }[]).filter((e) => e?.event === 'page_view'))
}

/** The pages-router app has hydrated once its first page_view is in the data layer (pushed from an effect). */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => ((window.dataLayer ?? []) as { event?: string }[]).some((e) => e?.event === 'page_view'))
}

/** Goes to a page of the shop and waits for hydration. */
export async function openPage(page: Page, url: string): Promise<void> {
  const res = await page.goto(url)
  expect(res?.status(), url).toBe(200)
  await waitForApp(page)
}

/** A marker that survives client-side navigations only (a full page load drops it). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { __layoutMarker?: boolean }).__layoutMarker = true
  })
}
export function documentMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __layoutMarker?: boolean }).__layoutMarker === true)
}

/**
 * Scrolls the window to `y` and resolves once the scroll event has been dispatched (listeners registered before, such
 * as the header's, have run) and two frames have been painted.
 */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const settle = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
        if (Math.round(window.scrollY) === target) return settle()
        window.addEventListener('scroll', settle, { once: true })
        window.scrollTo({ top: target, behavior: 'instant' })
      }),
    y,
  )
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
}

export function bodyLock(page: Page): Promise<{ overflow: string; menuOpen: boolean }> {
  return page.evaluate(() => ({ overflow: document.body.style.overflow, menuOpen: document.body.hasAttribute('data-menu-open') }))
}

// ---------------------------------------------------------------------------------------------------------------
// Desktop menu.

export const FLYOUTS = {
  expertises: 'Nos expertises',
  catalogues: 'Nos catalogues',
  actualites: 'Actualités',
} as const
export type FlyoutName = keyof typeof FLYOUTS

export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Menu principal' })
export const flyoutTrigger = (page: Page, name: FlyoutName): Locator =>
  page.getByTestId('site-header').getByRole('button', { name: FLYOUTS[name] })
export const flyoutPanel = (page: Page, name: FlyoutName): Locator => page.getByTestId(`menu-panel-${name}`)
export const menuColumn = (panel: Locator, level: 1 | 2 | 3): Locator => panel.locator(`[data-menu-column="${level}"]`)

/** Opens a desktop flyout with the pointer (hover delay 200 ms). */
export async function hoverFlyout(page: Page, name: FlyoutName): Promise<Locator> {
  await flyoutTrigger(page, name).hover()
  const panel = flyoutPanel(page, name)
  await expect(panel).toBeVisible()
  await expect(flyoutTrigger(page, name)).toHaveAttribute('aria-expanded', 'true')
  return panel
}

/** hrefs of the links of a locator, in order. */
export function hrefs(scope: Locator): Promise<string[]> {
  return scope.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
}

// ---------------------------------------------------------------------------------------------------------------
// Mobile menu.

export const mobileMenu = (page: Page): Locator => page.getByTestId('mobile-menu')
export const mobileTrack = (page: Page): Locator => page.getByTestId('mobile-menu-track')
export const activeMobileLevel = (page: Page): Locator => page.locator('[data-testid="mobile-menu-level"][data-active]')

export async function openMobileMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  const menu = mobileMenu(page)
  await expect(menu).toBeVisible()
  return menu
}

/** Level 0: expands 'Nos expertises' / 'Nos catalogues' and chooses one of its entries (→ level 1). */
export async function chooseMobileLevel1(page: Page, group: 'Nos expertises' | 'Nos catalogues', label: string): Promise<void> {
  const level0 = activeMobileLevel(page)
  const toggle = level0.getByRole('button', { name: group, exact: true })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await level0.getByRole('button', { name: label, exact: true }).click()
  await expect(mobileTrack(page)).toHaveAttribute('data-level', '1')
}

/**
 * State the store resets some time after the menu closes (submenu index after 500 ms, mobile search after 800 ms) can
 * only be read with the menu open, and reopening early cancels the reset. So: reopen, read, close again, until the value
 * read on opening is the expected one.
 */
export async function expectOnReopen(page: Page, read: () => Promise<string | null>, expected: string, message: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await openMobileMenu(page)
        const value = await read()
        await page.getByRole('button', { name: 'Fermer le menu' }).click()
        await expect(mobileMenu(page)).toHaveCount(0)
        return value
      },
      { intervals: [1000, 1000, 1500], message },
    )
    .toBe(expected)
}

/** After closing, the mobile menu reopens at level 0. */
export function expectLevelResetAfterClose(page: Page): Promise<void> {
  return expectOnReopen(page, () => mobileTrack(page).getAttribute('data-level'), '0', 'the mobile menu reopens at level 0')
}
