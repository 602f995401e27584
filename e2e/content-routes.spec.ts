import { expect, test, type Page } from '@playwright/test'

import { cmsFind } from './helpers'

type Titled = { id: number; slug: string; title: string }
type Titre = { id: number; slug: string; titre: string }

/** Every content page: one h1 with the expected text, the breadcrumb trail and main#contenu. */
async function expectFrame(page: Page, h1: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeVisible()
  await expect(page.locator('main#contenu')).toBeVisible()
}

async function open(page: Page, url: string) {
  const res = await page.goto(url)
  expect(res?.status(), url).toBe(200)
}

test.describe('expertises and services', () => {
  test('/expertises lists every expertise as a card', async ({ page, request }) => {
    const { totalDocs } = await cmsFind(request, 'expertises')
    expect(totalDocs).toBeGreaterThan(0)
    await open(page, '/expertises')
    await expectFrame(page, 'Nos expertises')
    await expect(page.getByTestId('expertises').locator('> li')).toHaveCount(totalDocs)
  })

  test('an expertise page lists its solutions and their "Services liés", which answer 200', async ({ page, request }) => {
    const expertise = (await cmsFind<Titled>(request, 'expertises', 'sort=ordre')).docs[0]!
    const solutions = await cmsFind(request, 'solutions', `where[expertise][equals]=${expertise.id}`)
    expect(solutions.totalDocs).toBeGreaterThan(0)
    await open(page, `/expertises/${expertise.slug}`)
    await expectFrame(page, expertise.title)
    await expect(page.locator('main .prose').first()).toBeVisible()
    await expect(page.getByTestId('solutions').locator('> li')).toHaveCount(solutions.totalDocs)
    await expect(page.getByRole('heading', { name: 'Services liés' }).first()).toBeVisible()
    const hrefs = await page
      .getByTestId('services-lies')
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    const unique = [...new Set(hrefs)]
    expect(unique.length).toBeGreaterThan(0)
    for (const href of unique) {
      expect(href).toMatch(/^\/services\/[a-z0-9-]+$/)
      expect((await request.get(href!)).status(), href!).toBe(200)
    }
  })

  test('/services lists every service; a service page shows its content and expertises', async ({ page, request }) => {
    const services = await cmsFind<Titled>(request, 'services', 'sort=title')
    await open(page, '/services')
    await expectFrame(page, 'Nos services')
    await expect(page.getByTestId('services').locator('> li')).toHaveCount(services.totalDocs)

    const service = services.docs[0]!
    await page.getByTestId('services').getByRole('heading', { name: service.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/services/${service.slug}$`))
    await expectFrame(page, service.title)
    await expect(page.locator('main .prose').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Expertises et solutions' })).toBeVisible()
    await expect(page.getByTestId('solutions-du-service').locator('> li').first()).toBeVisible()
  })

  test('the services filter narrows the list from the shared URL', async ({ page, request }) => {
    const services = await cmsFind(request, 'services')
    const expertise = (await cmsFind<Titled>(request, 'expertises', 'sort=ordre')).docs[0]!
    await open(page, `/services?expertise=${expertise.slug}`)
    // the filter's link, not the footer's link to the same expertise
    await expect(
      page.getByRole('navigation', { name: 'Filtrer par expertise' }).getByRole('link', { name: expertise.title, exact: true }),
    ).toHaveAttribute('aria-current', 'true')
    const cards = page.getByTestId('services').locator('> li')
    await expect.poll(() => cards.count()).toBeLessThan(services.totalDocs)
    expect(await cards.count()).toBeGreaterThan(0)
  })

  test('unknown expertise and service slugs answer the French 404', async ({ page }) => {
    for (const url of ['/expertises/expertise-inexistante', '/services/service-inexistant']) {
      const res = await page.goto(url)
      expect(res?.status(), url).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    }
  })
})

test.describe('pages of the pages collection', () => {
  for (const slug of ['a-propos', 'cookies', 'termes-et-conditions', 'mentions-legales', 'politique-de-confidentialite']) {
    test(`/${slug} shows the CMS page`, async ({ page, request }) => {
      const doc = (await cmsFind<Titre & { chapeau?: string }>(request, 'pages', `where[slug][equals]=${slug}`)).docs[0]
      expect(doc, `page ${slug} in the CMS`).toBeDefined()
      await open(page, `/${slug}`)
      await expectFrame(page, doc!.titre)
      if (doc!.chapeau) await expect(page.getByText(doc!.chapeau)).toBeVisible()
      await expect(page.locator('main .prose')).toBeVisible()
      expect(await page.locator('main .prose > *').count()).toBeGreaterThan(0)
    })
  }
})

test.describe('editorial listings', () => {
  test('/brochures offers each PDF as a direct download', async ({ page, request }) => {
    const { totalDocs } = await cmsFind(request, 'brochures')
    await open(page, '/brochures')
    await expectFrame(page, 'Brochures')
    await expect(page.getByTestId('brochures').locator('> li')).toHaveCount(totalDocs)
    const link = page
      .getByTestId('brochures')
      .getByRole('link', { name: /Télécharger/ })
      .first()
    await expect(link).toHaveAttribute('download', /.+/)
    const href = await link.getAttribute('href')
    const res = await request.get(href!)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('application/pdf')
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('/evenements shows upcoming then past events with French dates', async ({ page, request }) => {
    const { totalDocs } = await cmsFind(request, 'evenements')
    await open(page, '/evenements')
    await expectFrame(page, 'Événements')
    const headings = page.locator('main h2')
    await expect(headings.nth(0)).toHaveText('À venir')
    await expect(headings.nth(1)).toHaveText('Événements passés')
    await expect(page.locator('main article, main li:has(time)')).toHaveCount(totalDocs)
    const month = /(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/
    await expect(page.locator('main time').first()).toHaveText(month)
  })

  test("/articles is titled 'Cas clients' and opens a client case", async ({ page, request }) => {
    const { totalDocs } = await cmsFind(request, 'articles')
    await open(page, '/articles')
    await expectFrame(page, 'Cas clients')
    const cards = page.getByTestId('cas-clients').locator('> li')
    await expect(cards).toHaveCount(totalDocs)
    const first = cards.first()
    await first.locator('summary').click()
    await expect(first.locator('.prose')).toBeVisible()
  })

  test('/case-studies: the expertise filter changes the list and the URL and survives a reload', async ({ page, request }) => {
    const all = await cmsFind(request, 'case-studies')
    const expertises = (await cmsFind<Titled>(request, 'expertises', 'sort=ordre')).docs
    // an expertise whose filtered list differs from the full one
    let chosen: { expertise: Titled; count: number } | null = null
    for (const expertise of expertises) {
      const { totalDocs } = await cmsFind(request, 'case-studies', `where[expertise][equals]=${expertise.id}`)
      if (totalDocs > 0 && totalDocs < all.totalDocs) {
        chosen = { expertise, count: totalDocs }
        break
      }
    }
    expect(chosen, 'an expertise with some but not all case studies').not.toBeNull()
    const { expertise, count } = chosen!

    await open(page, '/case-studies')
    await expectFrame(page, 'Études de cas')
    const cards = page.getByTestId('etudes-de-cas').locator('> li')
    await expect(cards).toHaveCount(all.totalDocs)
    await expect(page.locator('main .prose').first()).toBeAttached()

    const filter = page.getByRole('navigation', { name: 'Filtrer par expertise' })
    await filter.getByRole('link', { name: expertise.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/case-studies\\?expertise=${expertise.slug}$`))
    await expect(cards).toHaveCount(count)
    await expect(filter.getByRole('link', { name: expertise.title, exact: true })).toHaveAttribute('aria-current', 'true')

    await page.reload()
    await expect(page).toHaveURL(new RegExp(`expertise=${expertise.slug}$`))
    await expect(cards).toHaveCount(count)
    await expect(filter.getByRole('link', { name: expertise.title, exact: true })).toHaveAttribute('aria-current', 'true')

    await filter.getByRole('link', { name: 'Tout', exact: true }).click()
    await expect(page).toHaveURL(/\/case-studies$/)
    await expect(cards).toHaveCount(all.totalDocs)
  })

  test('/jobs lists the offers with place, contract type and description', async ({ page, request }) => {
    const { totalDocs } = await cmsFind(request, 'jobs')
    await open(page, '/jobs')
    await expectFrame(page, 'Offres d’emploi')
    const offers = page.getByTestId('offres').locator('> li')
    await expect(offers).toHaveCount(totalDocs)
    await expect(offers.first().getByText('Type de contrat :')).toBeVisible()
    await expect(offers.first().locator('.prose')).toBeVisible()
  })

  test('/faq groups the questions and a question opens with the keyboard', async ({ page, request }) => {
    const faq = await cmsFind<{ categorie?: string }>(request, 'faq')
    const categories = new Set(faq.docs.map((f) => f.categorie?.trim() || 'Autres questions'))
    await open(page, '/faq')
    await expectFrame(page, 'Questions fréquentes')
    await expect(page.locator('main section h2')).toHaveCount(categories.size)
    await expect(page.getByTestId('faq-item')).toHaveCount(faq.totalDocs)

    const item = page.getByTestId('faq-item').first()
    await expect(item.locator('.prose')).toBeHidden()
    await item.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(item).toHaveAttribute('open', '')
    await expect(item.locator('.prose')).toBeVisible()
  })
})

test('/contact shows the offices, the main phone and e-mail and the contact form', async ({ page, request }) => {
  const settings = (await (await request.get('/cms/api/globals/site-settings?depth=0')).json()) as {
    offices: { nom: string; telephone: string }[]
    telephone_principal: string
    email_contact: string
  }
  await open(page, '/contact')
  await expectFrame(page, 'Contactez-nous')
  const offices = page.getByTestId('agences').locator('> li')
  await expect(offices).toHaveCount(settings.offices.length)
  for (const office of settings.offices) {
    await expect(page.getByRole('heading', { name: office.nom })).toBeVisible()
    await expect(page.getByRole('link', { name: office.telephone }).first()).toBeVisible()
  }
  await expect(page.getByRole('link', { name: settings.email_contact, exact: true })).toHaveAttribute(
    'href',
    `mailto:${settings.email_contact}`,
  )
  await expect(page.getByRole('heading', { name: 'Formulaire de contact' })).toBeVisible()
  await expect(page.getByTestId('contact-form').getByRole('button', { name: 'Envoyer ma demande' })).toBeVisible()
})
