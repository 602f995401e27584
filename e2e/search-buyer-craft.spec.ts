import { expect, test, type Locator, type Page } from '@playwright/test'

import { startAs } from './cart-helpers'
import { isMobileProject, mobileMenu, openMobileMenu, openPage } from './layout-helpers'
import { dropdown, dropdownAnswered, dropdownHits, headerField } from './search-helpers'

// The search as a buyer sees it: one box on /recherche, no « Aucun résultat trouvé. » under their own reference,
// dropdown thumbnails loaded with their hits in a box of their own size

// the seed's « Ma référence » of Chaudronnerie du Nord (acheteur@demo.fr) for the Lincoln torch
const PART_NUMBER = 'CDN-TORCHE-250'

const visibleSearchBoxes = (page: Page): Promise<number> =>
  page
    .getByRole('searchbox')
    .evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().height > 0).length)

async function searchField(page: Page, testInfo: Parameters<typeof isMobileProject>[0]): Promise<Locator> {
  if (!isMobileProject(testInfo)) {
    await headerField(page).focus()
    await expect(dropdown(page)).toBeVisible()
    return headerField(page)
  }
  await openMobileMenu(page)
  await mobileMenu(page).getByRole('button', { name: 'Rechercher', exact: true }).click()
  return mobileMenu(page).getByRole('searchbox', { name: 'Rechercher dans la boutique' })
}

test.describe('search, as a buyer sees it', () => {
  test('/recherche shows one search box at the top of the page', async ({ page }) => {
    await openPage(page, '/recherche?q=roulement')
    await expect(page.getByTestId('search-results').getByTestId('search-hit').first()).toBeVisible()
    expect(await visibleSearchBoxes(page)).toBe(1)
  })

  test('a « Ma référence » hit is never followed by « Aucun résultat trouvé. », in the dropdown or on the results page', async ({
    page,
  }, testInfo) => {
    await startAs(page, 'type1')
    await openPage(page, '/contact')
    const field = await searchField(page, testInfo)
    await field.fill(PART_NUMBER)
    await expect(dropdown(page).getByTestId('part-number-hit')).toBeVisible()
    await dropdownAnswered(page)
    await expect(dropdown(page).getByTestId('search-dropdown-empty')).toHaveCount(0)
    await expect(dropdown(page)).not.toContainText('Aucun résultat trouvé.')

    await openPage(page, `/recherche?q=${PART_NUMBER}`)
    await expect(page.getByTestId('part-number-results')).toBeVisible()
    await expect(page.getByText('Aucun résultat trouvé.')).toBeHidden()
  })

  test('the dropdown’s thumbnails load with their hits, in a box of their own size', async ({ page }, testInfo) => {
    await openPage(page, '/contact')
    const field = await searchField(page, testInfo)
    await field.fill('roulement')
    await dropdownAnswered(page)
    await expect(dropdownHits(page).first()).toBeVisible()
    const images = dropdownHits(page).locator('img')
    expect(await images.count()).toBeGreaterThan(0)
    const seen = await images.evaluateAll((imgs) =>
      imgs.map((img) => ({ loading: img.getAttribute('loading'), w: img.parentElement!.offsetWidth, h: img.parentElement!.offsetHeight })),
    )
    for (const image of seen) {
      expect(image.loading).not.toBe('lazy')
      expect([image.w, image.h]).toEqual([48, 48])
    }
  })
})
