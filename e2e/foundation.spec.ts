import { expect, test } from '@playwright/test'

import { DEMO_CLIENTS, DEMO_EDITOR } from '@/cms/seed/accounts'
import { firstDisplayedProduct, SAME_ORIGIN } from './helpers'

test.describe('data path: home, product page, 404', () => {
  test('home shows the seeded CMS content in French', async ({ page }) => {
    const res = await page.goto('/')
    expect(res?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    const home = await (await page.request.get('/cms/api/globals/accueil?depth=0')).json()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.titre)
    await expect(page.getByRole('main').getByRole('heading', { name: 'Nos expertises', level: 2 })).toBeVisible()
    await expect(page.locator('#home-produits + ul > li')).toHaveCount(8)
    await expect(page).toHaveTitle(/Intégrateur de solutions pour l’industrie/)
  })

  test('product page shows title, reference, images and characteristics', async ({ page, request }) => {
    const product = await firstDisplayedProduct(request)
    const res = await page.goto(`/catalogues/produit/${product.slug}`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.titre)
    await expect(page.getByTestId('reference')).toHaveText(product.dimasys_reference)
    const mainImage = page.locator('main img').first()
    await expect(mainImage).toBeVisible()
    await expect.poll(() => mainImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expect(page.getByRole('heading', { name: 'Caractéristiques' })).toBeVisible()
    expect(await page.locator('table tbody tr').count()).toBeGreaterThanOrEqual(3)
  })

  test('a product outside the pre-rendered set renders on first request (fallback blocking)', async ({ page, request }) => {
    const res0 = await request.get('/cms/api/produits?limit=1&depth=0&sort=-titre')
    const last = (await res0.json()).docs[0]
    const res = await page.goto(`/catalogues/produit/${last.slug}`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.titre)
  })

  test('unknown URLs and unknown products answer the French 404', async ({ page }) => {
    for (const url of ['/cette-page-n-existe-pas', '/catalogues/produit/produit-inexistant-000']) {
      const res = await page.goto(url)
      expect(res?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
      await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
    }
  })

  test('one page_view per completed route change, and the page scrolls to top', async ({ page }) => {
    await page.goto('/')
    await page.waitForFunction(() => Array.isArray(window.dataLayer))
    const views = () => page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'page_view').length)
    expect(await views()).toBe(1)
    const card = page.locator('#home-produits + ul a').first()
    await card.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await card.click()
    await expect(page).toHaveURL(/\/catalogues\/produit\//)
    await expect.poll(views).toBe(2)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('CMS: admin and client sessions', () => {
  test('the demo editor logs into /admin @desktop-only', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill(DEMO_EDITOR.email)
    await page.locator('input[name="password"]').fill(DEMO_EDITOR.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
    await expect(page.getByText('Produits').first()).toBeVisible({ timeout: 60_000 })
  })

  test('a demo buyer logs in through the CMS and /clients/me returns them', async ({ request }) => {
    const buyer = DEMO_CLIENTS.find((c) => c.key === 'credit')!
    const login = await request.post('/cms/api/clients/login', { data: { email: buyer.email, password: buyer.password } })
    expect(login.status()).toBe(200)
    // Payload accepts a session cookie only from its own origin (CSRF): a browser sends Sec-Fetch-Site, this client must say it
    const me = await (await request.get('/cms/api/clients/me', { headers: SAME_ORIGIN })).json()
    expect(me.user).toMatchObject({
      email: buyer.email,
      firstname: buyer.firstname,
      lastname: buyer.lastname,
      dimasys_type: 2,
      dimasys_credit_limit: 15000,
      compte_desactive: false,
    })
  })

  test('GraphQL answers the navigation query with both trees', async ({ request }) => {
    const query = `query Navigation { Navigation {
      nos_expertises { label_level_1 expertise_level_1 { expertise { title slug } expertise_level_2 { solution { title slug } expertise_level_3 { service { title slug } } } } }
      nos_catalogues { label_level_1 catalogue_level_1 { catalogue { titre slug } catalogue_level_2 { categorie_level_1 { titre slug } catalogue_level_3 { categorie_level_2 { titre slug } } } } } } }`
    const res = await request.post('/cms/api/graphql', { data: { query } })
    expect(res.status()).toBe(200)
    const { data } = await res.json()
    const expertises = data.Navigation.nos_expertises.expertise_level_1
    expect(expertises.map((e: { expertise: { slug: string } }) => e.expertise.slug)).toEqual([
      'maintenance-industrielle',
      'travail-du-metal',
      'equipement-professionnel',
    ])
    expect(expertises[0].expertise_level_2[0].expertise_level_3[0].service.slug).toMatch(/^[a-z0-9-]+$/)
    const catalogues = data.Navigation.nos_catalogues.catalogue_level_1
    expect(catalogues.length).toBeGreaterThanOrEqual(5)
    expect(catalogues[0].catalogue.titre).toBeTruthy()
    expect(catalogues[0].catalogue_level_2[0].categorie_level_1.slug).toBeTruthy()
  })
})
