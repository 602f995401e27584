import { expect, test } from '@playwright/test'

import { contrastRatio, FOCUS_MIN_CONTRAST } from '@/lib/a11y/contrast'

import { openPage } from './layout-helpers'

/** WCAG 2.2 (1.4.11): the keyboard focus ring on the header contrasts 3:1 with the header (the orange one included). */

const hex = (color: string): string => {
  const m = color.match(/rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/)
  if (!m) throw new Error(`not an rgb colour: ${color}`)
  return `#${[m[1], m[2], m[3]].map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`
}

for (const [path, variant] of [
  ['/catalogues', 'orange'],
  ['/', 'home'],
  ['/tous-nos-produits', 'default'],
] as const) {
  test(`the focus ring on the ${variant} header (${path}) contrasts 3:1 with it`, async ({ page }) => {
    await openPage(page, path)
    const header = page.getByTestId('site-header')
    await expect(header).toHaveAttribute('data-variant', variant)
    // keyboard: from the skip link into the header's first control
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="site-header"]')))) break
    }
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement
      const style = getComputedStyle(el)
      return { inHeader: Boolean(el.closest('[data-testid="site-header"]')), color: style.outlineColor, style: style.outlineStyle }
    })
    expect(ring.inHeader).toBe(true)
    expect(ring.style).toBe('solid')
    const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(contrastRatio(hex(ring.color), hex(background))).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST)
  })
}
