import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import {
  activeMobileLevel,
  chooseMobileLevel1,
  cmsMenu,
  FLYOUTS,
  flyoutTrigger,
  hoverFlyout,
  isMobileProject,
  menuColumn,
  mobileTrack,
  openMobileMenu,
  openPage,
  threeLevelExpertise,
  type FlyoutName,
} from './layout-helpers'

/** Axe finds no serious or critical violation with each menu open; French landmarks; visible focus. */

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.describe('accessibility: desktop flyouts', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isMobileProject(testInfo), 'desktop menu')
  })

  for (const name of Object.keys(FLYOUTS) as FlyoutName[]) {
    test(`axe: no serious or critical violation on the home page with '${FLYOUTS[name]}' open`, async ({ page, request }) => {
      await openPage(page, '/')
      const panel = await hoverFlyout(page, name)
      if (name === 'expertises') {
        // all three levels shown
        const { expertise, solution } = threeLevelExpertise((await cmsMenu(request)).expertises)
        await menuColumn(panel, 1).getByRole('link', { name: expertise.label, exact: true }).hover()
        await menuColumn(panel, 2).getByRole('link', { name: solution.label, exact: true }).hover()
        await expect(menuColumn(panel, 3).getByRole('link')).toHaveCount(solution.children.length)
      }
      expect(await seriousViolations(page)).toEqual([])
      await expect(panel).toBeVisible()
    })
  }

  test('landmarks and labels in French; the keyboard focus is visible on triggers and panel links', async ({ page }) => {
    await openPage(page, '/')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Liens légaux' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Solutions Industrie, accueil' })).toHaveAttribute('href', '/')

    const trigger = flyoutTrigger(page, 'expertises')
    for (let i = 0; i < 20 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(trigger).toBeFocused()
    const outline = (el: Element) => {
      const s = getComputedStyle(el)
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), focusVisible: el.matches(':focus-visible') }
    }
    expect(await trigger.evaluate(outline)).toMatchObject({ style: 'solid', focusVisible: true })
    expect((await trigger.evaluate(outline)).width).toBeGreaterThanOrEqual(2)

    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    const first = page.getByTestId('menu-panel-expertises').getByRole('link').first()
    await expect(first).toBeFocused()
    expect(await first.evaluate(outline)).toMatchObject({ style: 'solid', focusVisible: true })
  })
})

test.describe('accessibility: mobile menu', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!isMobileProject(testInfo), 'mobile menu')
  })

  test('axe: no serious or critical violation with the menu open at levels 1, 2 and 3', async ({ page, request }) => {
    const { expertise, solution } = threeLevelExpertise((await cmsMenu(request)).expertises)
    await openPage(page, '/')
    const menu = await openMobileMenu(page)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Fermer le menu' })).toBeVisible()

    // every level is scanned before the verdict, so that one report lists them all
    const found: Record<string, string[]> = {}
    await expect(mobileTrack(page)).toHaveAttribute('data-level', '0')
    found['level 1'] = await seriousViolations(page)

    await chooseMobileLevel1(page, 'Nos expertises', expertise.label)
    await expect(activeMobileLevel(page)).toBeInViewport()
    found['level 2'] = await seriousViolations(page)

    await activeMobileLevel(page).getByRole('button', { name: solution.label, exact: true }).click()
    await expect(mobileTrack(page)).toHaveAttribute('data-level', '2')
    await expect(activeMobileLevel(page)).toBeInViewport()
    found['level 3'] = await seriousViolations(page)

    expect(found).toEqual({ 'level 1': [], 'level 2': [], 'level 3': [] })
  })

  test('the burger and the menu are labelled in French; focus goes into the menu and back', async ({ page }) => {
    await openPage(page, '/')
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' })
    await burger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('navigation', { name: 'Menu principal' })).toBeVisible()
    await expect(dialog.getByRole('region', { name: 'Menu' })).toBeVisible()
    // focus is trapped in the dialog
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(burger).toBeFocused()
  })
})
