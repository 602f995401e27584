import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { DEMO_EDITOR } from '@/cms/seed/accounts'
import { firstDisplayedProduct, SAME_ORIGIN } from './helpers'

// The newsletter sign-up ("an e-mail sign-up stored in the CMS … with a clear confirmation and a validation
// message"), driven from the keyboard on a product page, then checked in the CMS as the demo editor sees it.

// Payload accepts a session cookie only from its own origin (CSRF): browsers send this header, so do we.
const CONFIRMATION = 'Merci ! Votre inscription à la newsletter est confirmée.'

type SignupDoc = { email: string; source_path: string | null; consent_at: string; crm_synced_at: string | null }

test('on a product page, an invalid address is explained, a valid one confirmed and recorded in the CMS', async ({
  page,
  request,
  playwright,
  baseURL,
}, info) => {
  const product = await firstDisplayedProduct(request)
  const { titre } = (await (await request.get('/cms/api/globals/newsletter?depth=0')).json()) as { titre: string }
  const path = `/catalogues/produit/${product.slug}`
  await page.goto(path)

  const section = page.getByRole('region', { name: titre })
  await section.scrollIntoViewIfNeeded()
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(titre)
  await expect(section.locator('form[data-ready="true"]')).toBeAttached() // hydrated: the form now answers
  const email = section.getByLabel('Votre adresse e-mail professionnelle')
  const consent = section.getByRole('checkbox')
  const submit = section.getByRole('button', { name: 'Je m’inscris' })
  const status = section.getByRole('status')

  // an invalid address, sent with Enter: French messages under the fields, input kept, nothing sent
  let posts = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/newsletter') posts += 1
  })
  await email.fill('jean.dupont@atelier')
  await email.press('Enter')
  await expect(section.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible()
  await expect(section.getByText('Veuillez accepter de recevoir la newsletter pour vous inscrire.')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeFocused()
  await expect(email).toHaveValue('jean.dupont@atelier')
  expect(posts).toBe(0)
  const scan = await new AxeBuilder({ page }).include('[data-testid="newsletter"]').analyze()
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

  // a valid address, keyboard only: Tab to the consent box, Space, back to the button, Enter
  const address = `e2e.${info.project.name}.${Date.now()}@Atelier-Test.fr`
  await email.fill(address)
  await expect(section.getByText('Veuillez saisir une adresse e-mail valide.')).toHaveCount(0)
  await page.keyboard.press('Tab')
  await expect(submit).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(consent).toBeFocused()
  await page.keyboard.press('Space')
  await expect(consent).toBeChecked()
  await page.keyboard.press('Shift+Tab')
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/newsletter' && r.request().method() === 'POST')
  await page.keyboard.press('Enter')
  expect((await answer).status()).toBe(201)
  await expect(status).toHaveText(CONFIRMATION)
  await expect(email).toHaveValue('')
  await expect(consent).not.toBeChecked()
  expect(posts).toBe(1)

  // the record, as the demo editor sees it through the CMS API (address lower-cased, page, consent time, pushed to the CRM by a job)
  const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: SAME_ORIGIN })
  try {
    const login = await editor.post('/cms/api/editors/login', { data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password } })
    expect(login.status()).toBe(200)
    const find = async () => {
      const res = await editor.get(`/cms/api/newsletter-signups?depth=0&where[email][equals]=${encodeURIComponent(address.toLowerCase())}`)
      expect(res.status()).toBe(200)
      return ((await res.json()) as { docs: SignupDoc[] }).docs
    }
    const docs = await find()
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ email: address.toLowerCase(), source_path: path })
    await expect.poll(async () => (await find())[0]?.crm_synced_at ?? null).not.toBeNull()
    expect(Number.isNaN(Date.parse(docs[0]?.consent_at ?? ''))).toBe(false)
  } finally {
    await editor.dispose()
  }
  // …and a visitor cannot list the sign-ups
  expect((await request.get('/cms/api/newsletter-signups')).status()).toBe(403)
})
