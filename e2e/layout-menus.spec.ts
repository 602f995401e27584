import { expect, test, type Page } from '@playwright/test'

import {
  activeMobileLevel,
  bodyLock,
  chooseMobileLevel1,
  cmsMenu,
  documentMarked,
  euros,
  expectLevelResetAfterClose,
  expectOnReopen,
  FLYOUTS,
  flyoutPanel,
  flyoutTrigger,
  hoverFlyout,
  hrefs,
  isMobileProject,
  loginAs,
  mainNav,
  markDocument,
  menuColumn,
  mobileMenu,
  mobileTrack,
  openMobileMenu,
  openPage,
  pageViews,
  scrollToY,
  siteSettings,
  threeLevelExpertise,
  type FlyoutName,
} from './layout-helpers'
import { SAME_ORIGIN } from './helpers'

/** Spec §2 Desktop main menu / Mobile menu / Global behaviour, §4 Menus, §9 menu constants. */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const urlEnds = (path: string) => new RegExp(`${escapeRegExp(path)}$`)

async function focusByTab(page: Page, target: ReturnType<Page['locator']>, maxTabs = 20): Promise<void> {
  for (let i = 0; i < maxTabs; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test.describe('desktop main menu', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isMobileProject(testInfo), 'the flyouts are the desktop menu (≥1024px)')
  })

  test('triggers and direct links, in order', async ({ page }) => {
    await openPage(page, '/')
    const items = mainNav(page).locator(':scope > div > ul > li')
    await expect(items).toHaveText([/^Nos expertises/, /^Nos catalogues/, /^Actualités/, 'À propos', 'Nos partenaires', 'Contact'])
    for (const [label, href] of [
      ['À propos', '/a-propos'],
      ['Nos partenaires', '/partenaires'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
    }
    for (const name of Object.keys(FLYOUTS) as FlyoutName[]) {
      await expect(flyoutTrigger(page, name)).toHaveAttribute('aria-expanded', 'false')
    }
  })

  test('every flyout panel is 500px high; the pointer leaving the menu closes it', async ({ page }) => {
    await openPage(page, '/')
    for (const name of Object.keys(FLYOUTS) as FlyoutName[]) {
      const panel = await hoverFlyout(page, name)
      await expect.poll(async () => (await panel.boundingBox())?.height, { message: name }).toBe(500)
    }
    // the pointer leaving the menu closes it
    await page.mouse.move(5, 890)
    await expect(flyoutPanel(page, 'actualites')).toBeHidden()
    await expect(flyoutTrigger(page, 'actualites')).toHaveAttribute('aria-expanded', 'false')
  })

  test('pointing at a trigger then clicking it keeps its flyout open; a second click closes it', async ({ page }) => {
    await openPage(page, '/')
    for (const name of ['catalogues', 'expertises'] as FlyoutName[]) {
      const panel = await hoverFlyout(page, name)
      await flyoutTrigger(page, name).click()
      await expect(flyoutTrigger(page, name), name).toHaveAttribute('aria-expanded', 'true')
      await expect(panel, name).toBeVisible()
      // the buyer clicks again: closed, as a toggle
      await flyoutTrigger(page, name).click()
      await expect(flyoutTrigger(page, name), name).toHaveAttribute('aria-expanded', 'false')
      await page.mouse.move(5, 890)
    }
    // pointed, clicked, then the pointer goes down into the panel: still open
    const panel = await hoverFlyout(page, 'actualites')
    await flyoutTrigger(page, 'actualites').click()
    const box = (await panel.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + 100, { steps: 5 })
    await expect(panel).toBeVisible()
    await expect(flyoutTrigger(page, 'actualites')).toHaveAttribute('aria-expanded', 'true')
  })

  test('Nos expertises: expertises → solutions → Services liés, with the right links', async ({ page, request }) => {
    const { expertises } = await cmsMenu(request)
    expect(expertises.length).toBeGreaterThan(1)
    const { expertise, solution } = threeLevelExpertise(expertises)
    await openPage(page, '/')
    const panel = await hoverFlyout(page, 'expertises')
    const [col1, col2, col3] = [menuColumn(panel, 1), menuColumn(panel, 2), menuColumn(panel, 3)]

    // level 1: each expertise to /expertises/{slug}, then the two links of the panel
    expect(await hrefs(col1)).toEqual([...expertises.map((e) => `/expertises/${e.slug}`), '/expertises', '/services'])
    await expect(col1.getByRole('link', { name: 'Voir toutes nos expertises' })).toHaveAttribute('href', '/expertises')
    await expect(col1.getByRole('link', { name: 'Voir tous nos services' })).toHaveAttribute('href', '/services')
    // opened on the first expertise: its solutions, no services yet
    await expect(col2.getByRole('link')).toHaveCount(expertises[0]!.children.length)
    await expect(col3.getByRole('link')).toHaveCount(0)

    // level 2: choosing an expertise shows its solutions
    await col1.getByRole('link', { name: expertise.label, exact: true }).hover()
    await expect(col1.getByRole('link', { name: expertise.label, exact: true })).toHaveAttribute('data-selected', '')
    await expect(col2).toContainText(expertise.label)
    await expect(col2.getByRole('link')).toHaveCount(expertise.children.length)
    await expect(col2.getByRole('link')).toContainText(expertise.children.map((s) => s.label))

    // level 3: choosing a solution shows its related services
    await col2.getByRole('link', { name: solution.label, exact: true }).hover()
    await expect(col3).toContainText('Services liés')
    await expect.poll(() => hrefs(col3)).toEqual(solution.children.map((s) => `/services/${s.slug}`))
    await expect(col3.getByRole('link')).toContainText(solution.children.map((s) => s.label))

    // choosing another expertise clears the solution: the third column empties
    const other = expertises.find((e) => e !== expertise)!
    await col1.getByRole('link', { name: other.label, exact: true }).hover()
    await expect(col2.getByRole('link')).toHaveCount(other.children.length)
    await expect(col3.getByRole('link')).toHaveCount(0)
    await expect(col3).not.toContainText('Services liés')

    // a service link leads to /services/{slug} and closes the flyout
    await col1.getByRole('link', { name: expertise.label, exact: true }).hover()
    await col2.getByRole('link', { name: solution.label, exact: true }).hover()
    const service = solution.children[0]!
    await col3.getByRole('link', { name: service.label, exact: true }).click()
    await expect(page).toHaveURL(urlEnds(`/services/${service.slug}`))
    await expect(panel).toBeHidden()
    await expect(flyoutTrigger(page, 'expertises')).toHaveAttribute('aria-expanded', 'false')
  })

  test('an expertise of level 1 links to /expertises/{slug}', async ({ page, request }) => {
    const { expertises } = await cmsMenu(request)
    const expertise = expertises[expertises.length - 1]!
    await openPage(page, '/')
    const panel = await hoverFlyout(page, 'expertises')
    await menuColumn(panel, 1).getByRole('link', { name: expertise.label, exact: true }).click()
    await expect(page).toHaveURL(urlEnds(`/expertises/${expertise.slug}`))
    await expect(panel).toBeHidden()
  })

  test('Nos catalogues: catalogues → categories, empty third column, with the right links', async ({ page, request }) => {
    const { catalogues } = await cmsMenu(request)
    expect(catalogues.length).toBeGreaterThan(1)
    // a catalogue other than the first (the default one) with categories
    const catalogue = catalogues.slice(1).find((c) => c.children.length > 0) ?? catalogues.find((c) => c.children.length > 0)!
    const category = catalogue.children[catalogue.children.length - 1]!
    await openPage(page, '/')
    const panel = await hoverFlyout(page, 'catalogues')
    const [col1, col2, col3] = [menuColumn(panel, 1), menuColumn(panel, 2), menuColumn(panel, 3)]

    expect(await hrefs(col1)).toEqual([...catalogues.map((c) => `/catalogues/${c.slug}`), '/catalogues', '/tous-nos-produits'])
    await expect(col1.getByRole('link', { name: 'Voir toutes nos catégories' })).toHaveAttribute('href', '/catalogues')
    await expect(col1.getByRole('link', { name: 'Tous nos produits' })).toHaveAttribute('href', '/tous-nos-produits')

    await col1.getByRole('link', { name: catalogue.label, exact: true }).hover()
    await expect(col2).toContainText(catalogue.label)
    await expect.poll(() => hrefs(col2)).toEqual(catalogue.children.map((c) => `/catalogues/${catalogue.slug}/${c.slug}`))

    // the third column stays empty, even with a category chosen
    await col2.getByRole('link', { name: category.label, exact: true }).hover()
    await expect(col3.getByRole('link')).toHaveCount(0)
    await expect(col3).toHaveText('')

    await col2.getByRole('link', { name: category.label, exact: true }).click()
    await expect(page).toHaveURL(urlEnds(`/catalogues/${catalogue.slug}/${category.slug}`))
    await expect(panel).toBeHidden()
  })

  test('Actualités: news links, the external blog in a new tab, En savoir plus', async ({ page, request }) => {
    const settings = await siteSettings(request)
    expect(settings.blog_url, 'the seed sets a blog URL').toBeTruthy()
    await openPage(page, '/')
    const panel = await hoverFlyout(page, 'actualites')
    const expected: [string, string][] = [
      ['Événements', '/evenements'],
      ['Cas clients', '/articles'],
      ['Articles (nouvel onglet)', settings.blog_url!],
      ['Brochures', '/brochures'],
      ['En savoir plus', '/a-propos'],
    ]
    await expect(panel.getByRole('link')).toHaveCount(expected.length)
    for (const [name, href] of expected) {
      await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    const blog = panel.getByRole('link', { name: 'Articles (nouvel onglet)' })
    await expect(blog).toHaveAttribute('target', '_blank')
    await expect(blog).toHaveAttribute('rel', /noopener/)
    await panel.getByRole('link', { name: 'En savoir plus' }).click()
    await expect(page).toHaveURL(urlEnds('/a-propos'))
    await expect(panel).toBeHidden()
  })

  test('keyboard: Tab to a trigger, Enter opens, arrows move through the columns, Escape closes and focus returns', async ({
    page,
    request,
  }) => {
    const { expertises } = await cmsMenu(request)
    const second = expertises[1]!
    await openPage(page, '/')
    const trigger = flyoutTrigger(page, 'expertises')
    await focusByTab(page, trigger)
    await expect(trigger).toBeFocused()
    await expect(flyoutPanel(page, 'expertises')).toHaveCount(0)

    await page.keyboard.press('Enter')
    const panel = flyoutPanel(page, 'expertises')
    await expect(panel).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')

    // ArrowDown enters the panel on its first link
    const col1 = menuColumn(panel, 1).getByRole('link')
    await page.keyboard.press('ArrowDown')
    await expect(col1.first()).toBeFocused()
    // ArrowDown moves down the column; the focused expertise is chosen
    await page.keyboard.press('ArrowDown')
    await expect(col1.nth(1)).toBeFocused()
    await expect(col1.nth(1)).toHaveAttribute('data-selected', '')
    const col2 = menuColumn(panel, 2).getByRole('link')
    await expect(col2).toHaveCount(second.children.length)
    // ArrowUp moves back up
    await page.keyboard.press('ArrowUp')
    await expect(col1.first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(col1.nth(1)).toBeFocused()

    // ArrowRight: to the solutions, then to the services of the focused solution
    await page.keyboard.press('ArrowRight')
    await expect(col2.first()).toBeFocused()
    await expect(col2.first()).toHaveAttribute('data-selected', '')
    const services = second.children[0]!.children
    const col3 = menuColumn(panel, 3).getByRole('link')
    await expect(col3).toHaveCount(services.length)
    if (services.length > 0) {
      await page.keyboard.press('ArrowRight')
      await expect(col3.first()).toBeFocused()
      // ArrowLeft: back to the chosen solution
      await page.keyboard.press('ArrowLeft')
      await expect(col2.first()).toBeFocused()
    }
    // ArrowLeft from the solutions: back to the chosen expertise
    await page.keyboard.press('ArrowLeft')
    await expect(col1.nth(1)).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
  })

  test('keyboard: arrows move between triggers, Tab enters an open panel, Escape returns to its trigger', async ({ page }) => {
    await openPage(page, '/')
    const expertises = flyoutTrigger(page, 'expertises')
    const catalogues = flyoutTrigger(page, 'catalogues')
    const news = flyoutTrigger(page, 'actualites')
    await focusByTab(page, expertises)
    await page.keyboard.press('ArrowRight')
    await expect(catalogues).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(news).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(catalogues).toBeFocused()

    await page.keyboard.press('Enter')
    const panel = flyoutPanel(page, 'catalogues')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menuColumn(panel, 1).getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(catalogues).toBeFocused()

    // Space opens too; Enter on an open trigger closes it
    await page.keyboard.press('ArrowRight')
    await expect(news).toBeFocused()
    await page.keyboard.press('Space')
    await expect(flyoutPanel(page, 'actualites')).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(flyoutPanel(page, 'actualites')).toBeHidden()
    await expect(news).toBeFocused()
  })

  test('keys pressed on the bar before its menu has loaded move the focus, and the menu keeps it', async ({ page, request }) => {
    // the menu's own script is loaded after hydration: hold every script the page did not name
    const html = await (await request.get('/')).text()
    const named = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\s\\?]+/g)].map((m) => m[0]))
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**', async (route) => {
      if (!named.has(new URL(route.request().url()).pathname)) await held
      await route.continue()
    })
    await page.goto('/')
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-hydrated', 'true')
    const radixTriggers = page.getByTestId('site-header').locator('[id*="-trigger-"]')
    await focusByTab(page, flyoutTrigger(page, 'expertises'))
    await page.keyboard.press('ArrowRight')
    await expect(flyoutTrigger(page, 'catalogues')).toBeFocused()
    await page.keyboard.press('End')
    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toBeFocused()
    await page.keyboard.press('Home')
    await expect(flyoutTrigger(page, 'expertises')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(flyoutTrigger(page, 'actualites')).toBeFocused()
    // still the plain bar: the menu arrives now, on the entry the buyer is on
    await expect(radixTriggers).toHaveCount(0)
    release()
    await expect(radixTriggers).toHaveCount(3)
    await expect(flyoutTrigger(page, 'actualites')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(flyoutTrigger(page, 'catalogues')).toBeFocused()
  })

  test('following a menu link is a client-side navigation with exactly one page_view, and scrolls to the top', async ({
    page,
    request,
  }) => {
    const { expertises } = await cmsMenu(request)
    await openPage(page, '/')
    await markDocument(page)
    expect((await pageViews(page)).map((e) => e.page_path)).toEqual(['/'])

    // scrolled down (header hidden), then up a little (header back): the menu is used from mid-page
    await scrollToY(page, 700)
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-hidden', '')
    await scrollToY(page, 600)
    await expect(page.getByTestId('site-header')).not.toHaveAttribute('data-hidden')
    let panel = await hoverFlyout(page, 'actualites')
    await panel.getByRole('link', { name: 'Événements' }).click()
    await expect(page).toHaveURL(urlEnds('/evenements'))
    await expect.poll(async () => (await pageViews(page)).length).toBe(2)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await mainNav(page).getByRole('link', { name: 'Nos partenaires' }).click()
    await expect(page).toHaveURL(urlEnds('/partenaires'))
    await expect.poll(async () => (await pageViews(page)).length).toBe(3)

    panel = await hoverFlyout(page, 'expertises')
    await menuColumn(panel, 1).getByRole('link', { name: expertises[0]!.label, exact: true }).click()
    await expect(page).toHaveURL(urlEnds(`/expertises/${expertises[0]!.slug}`))
    await expect.poll(async () => (await pageViews(page)).length).toBe(4)

    expect((await pageViews(page)).map((e) => e.page_path)).toEqual([
      '/',
      '/evenements',
      '/partenaires',
      `/expertises/${expertises[0]!.slug}`,
    ])
    expect(await documentMarked(page), 'no full page load').toBe(true)
  })
})

test.describe('burger menu in a narrow desktop window', () => {
  test('at 1024px, where the desktop layout starts, the burger menu is closed and leaves the page usable', async ({ page }, testInfo) => {
    test.skip(isMobileProject(testInfo), 'a desktop window resized (the mobile project emulates a phone)')
    await page.setViewportSize({ width: 800, height: 900 })
    await openPage(page, '/')
    await openMobileMenu(page)
    await expect.poll(() => bodyLock(page)).toEqual({ overflow: 'hidden', menuOpen: true })
    await page.setViewportSize({ width: 1024, height: 900 })
    // from 1024px (lg) the desktop menu shows and the burger and its panel are out of sight (CSS)
    await expect(page.locator('[data-testid="site-header"] nav[aria-label="Menu principal"]')).toBeVisible()
    await expect(page.locator('button[aria-label="Ouvrir le menu"]')).toBeHidden()
    await expect(mobileMenu(page)).toBeHidden()
    // so the menu must be closed, not left open out of sight (scroll lock, focus trap, rest of the page aria-hidden)
    await expect(mobileMenu(page)).toHaveCount(0)
    await expect.poll(() => bodyLock(page)).toEqual({ overflow: '', menuOpen: false })
  })
})

test.describe('route changes: progress bar', () => {
  test('a progress bar shows while the next page loads, and goes once it has', async ({ page }) => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // the data of the next page is held until the bar has been seen (prefetches included)
    await page.route(/\/_next\/data\/.*\/mentions-legales\.json/, async (route) => {
      await held
      await route.continue()
    })
    try {
      await openPage(page, '/')
      await markDocument(page)
      await expect(page.locator('#nprogress')).toHaveCount(0)
      await page.getByTestId('site-footer').getByRole('link', { name: 'Mentions légales' }).click()
      await expect(page.locator('#nprogress .bar')).toBeVisible()
      expect(new URL(page.url()).pathname).toBe('/')
    } finally {
      release()
    }
    await expect(page).toHaveURL(urlEnds('/mentions-legales'))
    await expect(page.locator('#nprogress')).toHaveCount(0)
    expect(await documentMarked(page), 'client-side navigation').toBe(true)
  })
})

test.describe('mobile menu', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!isMobileProject(testInfo), 'the sliding panel is the mobile menu (<1024px)')
  })

  test('level 0 lists the entries of the spec', async ({ page, request }) => {
    const settings = await siteSettings(request)
    await openPage(page, '/')
    await openMobileMenu(page)
    await expect(mobileTrack(page)).toHaveAttribute('data-level', '0')
    const level0 = activeMobileLevel(page)
    await expect(level0).toBeInViewport()
    await expect(level0.locator(':scope > ul > li > :is(a, button)')).toHaveText([
      /^Nos expertises/,
      /^Nos catalogues/,
      'Tous nos produits',
      /^Actualités/,
      'À propos',
      'Nos partenaires',
      'Contact',
    ])
    await expect(level0.getByRole('link', { name: 'Tous nos produits' })).toHaveAttribute('href', '/tous-nos-produits')
    for (const [name, href] of [
      ['À propos', '/a-propos'],
      ['Nos partenaires', '/partenaires'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(level0.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    const news = level0.getByRole('button', { name: 'Actualités' })
    await news.click()
    await expect(news).toHaveAttribute('aria-expanded', 'true')
    await expect(level0.getByRole('link', { name: 'Événements' })).toHaveAttribute('href', '/evenements')
    await expect(level0.getByRole('link', { name: 'Cas client', exact: true })).toHaveAttribute('href', '/articles')
    const blog = level0.getByRole('link', { name: 'Articles (nouvel onglet)' })
    await expect(blog).toHaveAttribute('href', settings.blog_url!)
    await expect(blog).toHaveAttribute('target', '_blank')
  })

  test('levels 1 → 2 → 3 and Retour; choosing another level-1 item clears the level-2 selection', async ({ page, request }) => {
    const { expertises } = await cmsMenu(request)
    const { expertise, solution } = threeLevelExpertise(expertises)
    await openPage(page, '/')
    await openMobileMenu(page)
    const track = mobileTrack(page)

    await chooseMobileLevel1(page, 'Nos expertises', expertise.label)
    let level = activeMobileLevel(page)
    await expect(level).toBeInViewport()
    await expect(level).toContainText(expertise.label)
    await expect(level.getByRole('link', { name: 'Voir l’expertise' })).toHaveAttribute('href', `/expertises/${expertise.slug}`)
    await expect(level.getByRole('button', { name: solution.label, exact: true })).toBeVisible()
    await expect(level.locator('ul > li > button')).toHaveCount(expertise.children.length)

    await level.getByRole('button', { name: solution.label, exact: true }).click()
    await expect(track).toHaveAttribute('data-level', '2')
    level = activeMobileLevel(page)
    await expect(level).toBeInViewport()
    await expect(level).toContainText(solution.label)
    await expect(level).toContainText('Services liés')
    expect(await hrefs(level)).toEqual([...solution.children.map((s) => `/services/${s.slug}`), '/services'])
    await expect(level.getByRole('link', { name: 'Voir tous nos services' })).toHaveAttribute('href', '/services')

    await level.getByRole('button', { name: 'Retour' }).click()
    await expect(track).toHaveAttribute('data-level', '1')
    await expect(activeMobileLevel(page)).toContainText(expertise.label)
    await activeMobileLevel(page).getByRole('button', { name: 'Retour' }).click()
    await expect(track).toHaveAttribute('data-level', '0')
    await expect(activeMobileLevel(page).getByRole('button', { name: 'Nos expertises' })).toBeVisible()

    // another expertise: its solutions, and no services left from the previous choice
    const other = expertises.find((e) => e !== expertise)!
    await chooseMobileLevel1(page, 'Nos expertises', other.label)
    await expect(activeMobileLevel(page).locator('ul > li > button')).toHaveCount(other.children.length)
    await expect(page.getByTestId('mobile-menu-level').nth(2)).not.toContainText('Services liés')

    // a service link navigates and closes the menu
    await activeMobileLevel(page).getByRole('button', { name: 'Retour' }).click()
    await chooseMobileLevel1(page, 'Nos expertises', expertise.label)
    await activeMobileLevel(page).getByRole('button', { name: solution.label, exact: true }).click()
    await expect(track).toHaveAttribute('data-level', '2')
    const service = solution.children[0]!
    await activeMobileLevel(page).getByRole('link', { name: service.label, exact: true }).click()
    await expect(page).toHaveURL(urlEnds(`/services/${service.slug}`))
    await expect(mobileMenu(page)).toHaveCount(0)
  })

  test('catalogues: level 2 lists the categories; a category closes the menu, which reopens at level 0', async ({ page, request }) => {
    const { catalogues } = await cmsMenu(request)
    const catalogue = catalogues.find((c) => c.children.length > 0)!
    const category = catalogue.children[0]!
    await openPage(page, '/')
    await markDocument(page)
    await openMobileMenu(page)
    await chooseMobileLevel1(page, 'Nos catalogues', catalogue.label)
    const level = activeMobileLevel(page)
    await expect(level.getByRole('link', { name: 'Voir le catalogue' })).toHaveAttribute('href', `/catalogues/${catalogue.slug}`)
    expect(await hrefs(level)).toEqual([
      `/catalogues/${catalogue.slug}`,
      ...catalogue.children.map((c) => `/catalogues/${catalogue.slug}/${c.slug}`),
    ])

    await level.getByRole('link', { name: category.label, exact: true }).click()
    await expect(page).toHaveURL(urlEnds(`/catalogues/${catalogue.slug}/${category.slug}`))
    await expect(mobileMenu(page)).toHaveCount(0)
    await expect.poll(() => bodyLock(page)).toEqual({ overflow: '', menuOpen: false })
    expect(await documentMarked(page), 'client-side navigation').toBe(true)
    await expectLevelResetAfterClose(page)
  })

  test('an open menu blocks page scroll, marks the body and moves the chat widget up; Escape closes it and focus returns to the burger', async ({
    page,
  }) => {
    await openPage(page, '/')
    expect(await bodyLock(page)).toEqual({ overflow: '', menuOpen: false })
    await openMobileMenu(page)
    await expect.poll(() => bodyLock(page)).toEqual({ overflow: 'hidden', menuOpen: true })
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')

    // the support chat widget moves up while the menu is open
    await page.evaluate(() => {
      const chat = document.createElement('div')
      chat.id = 'hubspot-messages-iframe-container'
      document.body.append(chat)
    })
    const chatTransform = () => page.locator('#hubspot-messages-iframe-container').evaluate((el) => getComputedStyle(el).transform)
    await expect.poll(chatTransform).toBe('matrix(1, 0, 0, 1, 0, -80)')

    await page.keyboard.press('Escape')
    await expect(mobileMenu(page)).toHaveCount(0)
    await expect.poll(() => bodyLock(page)).toEqual({ overflow: '', menuOpen: false })
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused()
    await expect.poll(chatTransform).toBe('none')

    // the close button too
    await openMobileMenu(page)
    await expect.poll(() => bodyLock(page)).toEqual({ overflow: 'hidden', menuOpen: true })
    await page.getByRole('button', { name: 'Fermer le menu' }).click()
    await expect(mobileMenu(page)).toHaveCount(0)
    await expect.poll(() => bodyLock(page)).toEqual({ overflow: '', menuOpen: false })
  })

  test('the menu closes when the window grows past 1024px, not before, and reopens at level 0', async ({ page, request }) => {
    const { expertises } = await cmsMenu(request)
    await openPage(page, '/')
    await openMobileMenu(page)
    await chooseMobileLevel1(page, 'Nos expertises', expertises[0]!.label)

    const resizeTo = async (width: number) => {
      const resized = page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            window.addEventListener('resize', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
              once: true,
            }),
          ),
      )
      await page.setViewportSize({ width, height: 844 })
      await resized
    }

    // 1000px is still the mobile layout: stays open
    await resizeTo(1000)
    await expect(mobileMenu(page)).toBeVisible()
    expect(await bodyLock(page)).toEqual({ overflow: 'hidden', menuOpen: true })

    await resizeTo(1200)
    await expect(mobileMenu(page)).toHaveCount(0)
    await expect.poll(() => bodyLock(page)).toEqual({ overflow: '', menuOpen: false })

    // back to a phone width: still closed
    await resizeTo(390)
    await expect(mobileMenu(page)).toHaveCount(0)
    await expectLevelResetAfterClose(page)
  })

  test('on the 404 page (app router) too, an open menu locks the page and closes when the window grows past 1024px', async ({ page }) => {
    const session = page.waitForResponse((res) => res.url().endsWith('/cms/api/clients/me'))
    expect((await page.goto('/page-introuvable-menu'))?.status()).toBe(404)
    await session // the shell has hydrated
    await openMobileMenu(page)
    await expect.soft(page.locator('body')).toHaveAttribute('data-menu-open', '')
    await page.setViewportSize({ width: 1200, height: 844 })
    await expect(mobileMenu(page)).toHaveCount(0)
    await expect.poll(() => bodyLock(page)).toEqual({ overflow: '', menuOpen: false })
  })

  test('following a menu link closes the menu, with exactly one page_view per navigation', async ({ page, request }) => {
    const { expertises } = await cmsMenu(request)
    const expertise = expertises[0]!
    await openPage(page, '/')
    await markDocument(page)

    await openMobileMenu(page)
    await activeMobileLevel(page).getByRole('link', { name: 'À propos' }).click()
    await expect(page).toHaveURL(urlEnds('/a-propos'))
    await expect(mobileMenu(page)).toHaveCount(0)
    await expect.poll(async () => (await pageViews(page)).length).toBe(2)

    await openMobileMenu(page)
    await chooseMobileLevel1(page, 'Nos expertises', expertise.label)
    await activeMobileLevel(page).getByRole('link', { name: 'Voir l’expertise' }).click()
    await expect(page).toHaveURL(urlEnds(`/expertises/${expertise.slug}`))
    await expect(mobileMenu(page)).toHaveCount(0)
    await expect.poll(async () => (await pageViews(page)).length).toBe(3)

    expect((await pageViews(page)).map((e) => e.page_path)).toEqual(['/', '/a-propos', `/expertises/${expertise.slug}`])
    expect(await documentMarked(page), 'no full page load').toBe(true)
  })

  test('the search box opens in the menu and submits to /recherche?q=…', async ({ page }) => {
    await openPage(page, '/')
    await openMobileMenu(page)
    const toggle = mobileMenu(page).getByRole('button', { name: 'Rechercher' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(mobileMenu(page).getByRole('searchbox')).toHaveCount(0)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const input = mobileMenu(page).getByRole('searchbox', { name: 'Rechercher dans la boutique' })
    await expect(input).toBeVisible()
    await expect(input).toBeFocused()
    await expect(input).toHaveAttribute('placeholder', 'Références, catégories, produits, services …')
    await expect(input).toHaveAttribute('maxlength', '512')
    // closing the menu closes the search too (after 800 ms): it reopens without it
    await page.getByRole('button', { name: 'Fermer le menu' }).click()
    await expect(mobileMenu(page)).toHaveCount(0)
    await expectOnReopen(
      page,
      () => mobileMenu(page).getByRole('button', { name: 'Rechercher' }).getAttribute('aria-expanded'),
      'false',
      'the mobile search is closed when the menu reopens',
    )

    await openMobileMenu(page)
    await mobileMenu(page).getByRole('button', { name: 'Rechercher' }).click()
    await expect(input).toBeFocused()
    await input.fill('perceuse à colonne')
    await input.press('Enter')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/recherche')
    expect(new URL(page.url()).searchParams.get('q')).toBe('perceuse à colonne')
  })

  test('bottom bar: Se connecter for a visitor', async ({ page }) => {
    await openPage(page, '/')
    const menu = await openMobileMenu(page)
    await expect(menu.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/se-connecter')
    await expect(menu.getByTestId('mobile-menu-user')).toHaveCount(0)
    await expect(menu.getByTestId('mobile-menu-credit')).toHaveCount(0)
  })

  test('bottom bar: initial and surname of a type-1 buyer, no credit line', async ({ page }) => {
    const buyer = await loginAs(page, 'type1')
    await openPage(page, '/')
    await expect(page.getByTestId('mobile-cart-total')).toBeVisible()
    const menu = await openMobileMenu(page)
    const user = menu.getByTestId('mobile-menu-user')
    await expect(user).toHaveText(`${buyer.firstname[0]}. ${buyer.lastname}`)
    await expect(user).toHaveAttribute('href', '/mon-compte')
    await expect(menu.getByRole('link', { name: 'Se connecter' })).toHaveCount(0)
    await expect(menu.getByTestId('mobile-menu-credit')).toHaveCount(0)
  })

  /** The company's credit as the ERP gives it now (GET /api/credit): the one source of every credit figure. */
  const companyUsedNow = async (page: Page): Promise<number> => {
    const res = await page.request.get('/api/credit', { headers: SAME_ORIGIN })
    expect(res.status()).toBe(200)
    const { credit } = (await res.json()) as { credit: { used: number } | null }
    expect(credit, 'a credit line').not.toBeNull()
    return credit?.used ?? 0
  }

  test('bottom bar: the company’s outstanding against the credit limit for a type-2 buyer', async ({ page }) => {
    const buyer = await loginAs(page, 'credit')
    expect(buyer.dimasys_credit_limit).toBe(15000)
    const usedAtLogin = await companyUsedNow(page)
    await openPage(page, '/')
    await expect(page.getByTestId('mobile-cart-total')).toBeVisible()
    const menu = await openMobileMenu(page)
    await expect(menu.getByTestId('mobile-menu-user')).toHaveText(`${buyer.firstname[0]}. ${buyer.lastname}`)
    const credit = menu.getByTestId('mobile-menu-credit')
    await expect(credit).toContainText('Encours de votre société')
    // other specs place orders for this company: the amount used is the server's, read before and after the page load
    const shown = (await credit.textContent()) ?? ''
    const amounts = [usedAtLogin, await companyUsedNow(page)].map((used) => `${euros(used)} / ${euros(buyer.dimasys_credit_limit!)}`)
    expect(
      amounts.some((amount) => shown.includes(amount)),
      `${shown} shows one of ${amounts.join(' | ')}`,
    ).toBe(true)
  })
})
