import { expect, test, type Page } from '@playwright/test'

import { serializeConsent } from '@/lib/consent/consent'

import { flyoutTrigger, hoverFlyout, isMobileProject, openMobileMenu, openPage } from './layout-helpers'

/**
 * Spec §1 / §4 Menus: HubSpot's support chat, loaded by its tracking code (NEXT_PUBLIC_HUBSPOT_TRACKING_CODE, read at
 * build time) only after « Tout accepter », is shifted up while the main menu is open. Nothing outside is reachable:
 * HubSpot's loader is answered by a fake that draws its chat container as HubSpot does (fixed, bottom right).
 * Run on a build with the code: NEXT_PUBLIC_HUBSPOT_TRACKING_CODE=1234567 node scripts/e2e.mjs e2e/support-chat.spec.ts
 */
const CODE = process.env.NEXT_PUBLIC_HUBSPOT_TRACKING_CODE ?? ''
test.skip(!/^\d+$/.test(CODE), 'needs an e2e build with NEXT_PUBLIC_HUBSPOT_TRACKING_CODE (read at build time)')

const CONTAINER = '#hubspot-messages-iframe-container'
const FAKE_LOADER = `(() => {
  const c = document.createElement('div')
  c.id = 'hubspot-messages-iframe-container'
  Object.assign(c.style, { position: 'fixed', right: '16px', bottom: '0px', width: '100px', height: '100px', zIndex: '2147483647' })
  document.body.appendChild(c)
})()`

/** Every request to HubSpot's hosts; the loader answered by the fake. */
async function fakeHubSpot(page: Page): Promise<string[]> {
  const requests: string[] = []
  page.on('request', (request) => {
    if (/^https?:\/\/[^/]*(hs-scripts|hubspot|hs-analytics|hs-banner|usemessages|hscollectedforms)\./.test(request.url())) {
      requests.push(request.url())
    }
  })
  await page.route(/^https:\/\/js(-eu1)?\.hs-scripts\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_LOADER }),
  )
  return requests
}

/** How far the chat container's bottom edge is from the bottom of the viewport, px. */
const bottomOffset = (page: Page): Promise<number> =>
  page.locator(CONTAINER).evaluate((el) => Math.round(window.innerHeight - el.getBoundingClientRect().bottom))

test('with consent given, HubSpot chat loads and moves up while the main menu is open', async ({ page, context }, testInfo) => {
  await context.addCookies([
    { name: 'consentement', value: serializeConsent('granted', new Date()), url: testInfo.project.use.baseURL ?? '' },
  ])
  const requests = await fakeHubSpot(page)
  await openPage(page, '/')
  await expect(page.locator(CONTAINER)).toBeAttached()
  expect(requests).toEqual([`https://js.hs-scripts.com/${CODE}.js`])
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)

  await expect.poll(() => bottomOffset(page)).toBe(0)
  if (isMobileProject(testInfo)) {
    await openMobileMenu(page)
  } else {
    await hoverFlyout(page, 'catalogues')
  }
  // shifted up (5rem, after a 0.35 s transition)
  await expect.poll(() => bottomOffset(page)).toBeGreaterThanOrEqual(80)

  if (isMobileProject(testInfo)) {
    await page.getByRole('button', { name: 'Fermer le menu' }).click()
  } else {
    await page.keyboard.press('Escape')
    await expect(flyoutTrigger(page, 'catalogues')).toHaveAttribute('aria-expanded', 'false')
  }
  await expect.poll(() => bottomOffset(page)).toBe(0)
})

test('without consent no request reaches HubSpot; « Tout accepter » loads its chat', async ({ page }) => {
  const requests = await fakeHubSpot(page)
  await openPage(page, '/')
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(requests).toEqual([])
  await expect(page.locator(CONTAINER)).toHaveCount(0)

  await banner.getByRole('button', { name: 'Tout refuser' }).click()
  await expect(banner).toHaveCount(0)
  await page.reload()
  await page.waitForLoadState('networkidle')
  expect(requests).toEqual([])
  await expect(page.locator(CONTAINER)).toHaveCount(0)

  // /cookies reopens the choice: accepting loads the chat in the same page
  await openPage(page, '/cookies')
  await page.getByRole('button', { name: 'Gérer mes cookies' }).click()
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Tout accepter' }).click()
  await expect(page.locator(CONTAINER)).toBeAttached()
  expect(requests).toEqual([`https://js.hs-scripts.com/${CODE}.js`])
})
