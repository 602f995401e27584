import { expect, test, type Page } from '@playwright/test'

import { cmsFind } from './helpers'
import { cmsMenu, documentMarked, hrefs, markDocument, openPage, siteSettings } from './layout-helpers'

/** Spec §2 Footer: full and reduced footers, offices, link columns, legal and share links, copyright. */

const footer = (page: Page) => page.getByTestId('site-footer')

const LEGAL = ['/mentions-legales', '/politique-de-confidentialite', '/cookies', '/termes-et-conditions']

async function expectCommonParts(page: Page): Promise<void> {
  const el = footer(page)
  await expect(el).toContainText('© 2023')
  expect((await hrefs(el.getByRole('navigation', { name: 'Liens légaux' }))).sort()).toEqual([...LEGAL].sort())
  const share = el.locator('a[data-share]')
  await expect(share).toHaveCount(3)
  expect(await share.evaluateAll((as) => as.map((a) => a.getAttribute('data-share')))).toEqual(['linkedin', 'facebook', 'x'])
  for (const link of await share.all()) {
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
}

async function expectReduced(page: Page): Promise<void> {
  const el = footer(page)
  await expect(el).toBeVisible()
  await expect(el).toHaveAttribute('data-reduced', '')
  await expect(el.getByTestId('footer-cta')).toHaveCount(0)
  await expect(el.getByTestId('footer-columns')).toHaveCount(0)
  await expect(el.getByTestId('footer-office')).toHaveCount(0)
  await expectCommonParts(page)
}

test.describe('footer', () => {
  test('the full footer on the home page: call to action, two offices, three link columns, legal and share links, © 2023', async ({
    page,
    request,
  }) => {
    const settings = await siteSettings(request)
    const { expertises } = await cmsMenu(request)
    const { docs: brands } = await cmsFind<{ slug: string; titre: string }>(
      request,
      'marques',
      'where[has_single_page][equals]=true&sort=titre',
    )
    expect(settings.offices.length).toBeGreaterThanOrEqual(2)
    await openPage(page, '/')
    const el = footer(page)
    await expect(el).not.toHaveAttribute('data-reduced')

    const cta = el.getByTestId('footer-cta')
    await expect(cta).toBeVisible()
    await expect(cta.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contact')

    const offices = el.getByTestId('footer-office')
    await expect(offices).toHaveCount(2)
    for (const [i, office] of settings.offices.slice(0, 2).entries()) {
      await expect(offices.nth(i)).toContainText(office.nom)
      const phone = offices.nth(i).getByRole('link', { name: office.telephone })
      await expect(phone).toHaveAttribute('href', `tel:${office.telephone.replace(/[^\d+]/g, '')}`)
    }

    const columns = el.getByTestId('footer-columns')
    await expect(columns).toBeVisible()
    await expect(columns.getByRole('heading')).toHaveText(['Nos expertises', 'Nos partenaires', 'Actualités'])
    const column = (name: string) => columns.locator(':scope > div', { has: page.getByRole('heading', { name, exact: true }) })
    expect(await hrefs(column('Nos expertises'))).toEqual([...expertises.map((e) => `/expertises/${e.slug}`), '/expertises'])
    expect(await hrefs(column('Nos partenaires'))).toEqual([...brands.slice(0, 6).map((b) => `/partenaires/${b.slug}`), '/partenaires'])
    const news = await hrefs(column('Actualités'))
    expect(news).toEqual(expect.arrayContaining(['/evenements', '/articles', settings.blog_url!, '/brochures']))
    await expect(column('Actualités').getByRole('link', { name: /^Articles/ })).toHaveAttribute('target', '_blank')

    await expectCommonParts(page)
  })

  for (const url of ['/contact', '/se-connecter']) {
    test(`the reduced footer on ${url}`, async ({ page }) => {
      await openPage(page, url)
      await expectReduced(page)
    })
  }

  test('the reduced footer on a 404 page, under the same header', async ({ page }) => {
    const res = await page.goto('/cette-page-n-existe-pas-layout')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    await expect(page.getByTestId('site-header')).toBeVisible()
    await expect(page.getByTestId('cart-button')).toBeVisible()
    await expectReduced(page)
  })

  test('the footer switches between full and reduced on client-side navigation', async ({ page }) => {
    await openPage(page, '/')
    await markDocument(page)
    await footer(page).getByTestId('footer-cta').getByRole('link', { name: 'Contactez-nous' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(footer(page)).toHaveAttribute('data-reduced', '')
    await expect(footer(page).getByTestId('footer-cta')).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(footer(page)).not.toHaveAttribute('data-reduced')
    await expect(footer(page).getByTestId('footer-cta')).toBeVisible()
    expect(await documentMarked(page), 'client-side navigation').toBe(true)
  })

  test('a share link points at the current page once focused', async ({ page }) => {
    await openPage(page, '/a-propos')
    const hosts: string[] = []
    for (const link of await footer(page).locator('a[data-share]').all()) {
      await link.focus()
      await expect(link).toHaveAttribute('href', new RegExp(encodeURIComponent(page.url()).replace(/[.%]/g, '\\$&')))
      hosts.push(new URL((await link.getAttribute('href'))!).hostname)
    }
    expect(new Set(hosts).size).toBe(3)

    // after a client-side navigation, the new page
    await footer(page).getByRole('link', { name: 'Mentions légales' }).click()
    await expect(page).toHaveURL(/\/mentions-legales$/)
    const linkedin = footer(page).locator('a[data-share="linkedin"]')
    await linkedin.focus()
    await expect(linkedin).toHaveAttribute('href', new RegExp(encodeURIComponent(page.url()).replace(/[.%]/g, '\\$&')))
  })
})

test('the static HTML already shares the page itself, on the public origin (no script needed)', async ({ request, baseURL }) => {
  const html = await (await request.get('/a-propos')).text()
  const shared = [...html.matchAll(/<a[^>]*data-share="[a-z]+"[^>]*>/g)].map((m) => m[0])
  expect(shared).toHaveLength(3)
  for (const tag of shared) expect(tag).toContain(encodeURIComponent(`${baseURL}/a-propos`))
  expect(html).not.toContain('localhost')
})
