import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { DEMO_EDITOR as EDITOR } from '@/cms/seed/accounts'
import { editorRequest, lastMailTo, solveCaptcha } from './forms-helpers'
import { openPage } from './layout-helpers'
import { SAME_ORIGIN } from './helpers'

const PASSWORD = 'Atelier-e2e-2026!'
const WELCOME_SUBJECT = 'Votre compte est ouvert\u00a0: choisissez votre mot de passe'

const uniqueEmail = (project: string) => `acheteur.${project}.${Date.now()}@atelier-e2e.fr`
const form = (page: Page) => page.getByTestId('account-request-form')

/** Fills the form as a new French company with a VAT number, then solves the captcha. */
async function fillRequest(page: Page, email: string, company: string): Promise<void> {
  const f = form(page)
  await expect(f).toHaveAttribute('data-ready', 'true')
  await f.getByLabel('Civilité (facultatif)', { exact: true }).selectOption('Mme')
  await f.getByLabel('Prénom', { exact: true }).fill('Claire')
  await f.getByLabel('Nom', { exact: true }).fill('Martin')
  await f.getByLabel('Adresse e-mail professionnelle', { exact: true }).fill(email)
  await f.getByLabel('Téléphone', { exact: true }).fill('04 78 00 00 00')
  await f.getByLabel('Raison sociale', { exact: true }).fill(company)
  await f.getByLabel('SIRET', { exact: true }).fill('732 829 320 00074')
  await f.getByLabel('J’ai un numéro de TVA intracommunautaire', { exact: true }).check()
  await f.getByLabel('Numéro de TVA intracommunautaire', { exact: true }).fill('FR44732829320')
  await f.getByLabel('Adresse (numéro et rue)', { exact: true }).fill('12 rue des Forges')
  await f.getByLabel('Code postal', { exact: true }).fill('69007')
  await f.getByLabel('Ville', { exact: true }).fill('Lyon')
  await f.getByLabel(/J’accepte les conditions générales/).check()
  await solveCaptcha(page)
}

async function sendRequest(page: Page, email: string, company: string): Promise<void> {
  await openPage(page, '/creer-un-compte')
  await fillRequest(page, email, company)
  await form(page).getByRole('button', { name: 'Envoyer ma demande' }).click()
  const sent = page.getByTestId('account-request-sent')
  await expect(sent).toContainText('Merci ! Votre demande d’ouverture de compte est enregistrée.')
  await expect(sent.getByRole('heading', { name: 'Demande envoyée' })).toBeFocused()
}

/** The buyer follows the mailed link (the .eml of the server's outbox), chooses a password, then logs in. */
async function choosePasswordAndLogIn(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const mail = await lastMailTo(request, email)
  expect(mail.subject).toBe(WELCOME_SUBJECT)
  expect(mail.text).toContain('Bonjour Claire,')
  const link = mail.text?.match(/https?:\/\/[^\s/]+(\/se-connecter\/nouveau-mot-de-passe\?token=\S+)/)?.[1]
  expect(link, 'password link in the mail').toBeTruthy()
  await openPage(page, link!)
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' })).toBeVisible()
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirmez le mot de passe', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click()
  await expect(page.getByTestId('password-set')).toContainText('Votre mot de passe est enregistré.')
  await page.context().clearCookies()
  await openPage(page, '/se-connecter')
  await page.getByLabel('Adresse e-mail').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
  await page.getByTestId('login-form').getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByTestId('account-button')).toHaveText('Mon compte')
  const me = await page.request.get('/cms/api/clients/me', { headers: SAME_ORIGIN })
  expect((await me.json()).user?.email).toBe(email)
}

test.describe('account creation (/creer-un-compte)', () => {
  test('shows a French message next to each field, keeps the input and focuses the first field to correct', async ({ page }) => {
    await openPage(page, '/creer-un-compte')
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte professionnel' })).toBeVisible()
    const f = form(page)
    await expect(f).toHaveAttribute('data-ready', 'true')
    await f.getByLabel('Adresse e-mail professionnelle', { exact: true }).fill('claire@atelier')
    await f.getByLabel('SIRET', { exact: true }).fill('73282932000075')
    await f.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(f.getByLabel('Prénom', { exact: true })).toBeFocused()
    await expect(f.getByText('Veuillez saisir votre prénom.')).toBeVisible()
    await expect(f.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible()
    await expect(f.getByText('Ce SIRET n’est pas valide : vérifiez ses 14 chiffres.')).toBeVisible()
    await expect(f.getByText('Veuillez accepter les conditions générales et la politique de confidentialité.')).toBeVisible()
    await expect(f.getByText('Veuillez cocher la case « Je ne suis pas un robot ».')).toBeVisible()
    await expect(f.getByLabel('Adresse e-mail professionnelle', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(f.getByLabel('Adresse e-mail professionnelle', { exact: true })).toHaveValue('claire@atelier')

    // the spec §3 switches change the fields asked for
    await f.getByRole('radio', { name: /Déjà client/ }).check()
    await f.getByLabel('Je connais mon numéro client', { exact: true }).check()
    await expect(f.getByLabel('Numéro client', { exact: true })).toBeVisible()
    await expect(f.getByLabel('Adresse (numéro et rue)', { exact: true })).toHaveCount(0)
    await f.getByRole('radio', { name: 'Un particulier' }).check()
    await expect(f.getByLabel('Raison sociale', { exact: true })).toHaveCount(0)
    await expect(f.getByLabel('SIRET', { exact: true })).toHaveCount(0)
  })

  test('request → an editor approves it in the admin → the buyer chooses a password from the mail and logs in @desktop-only', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const email = uniqueEmail('desktop')
    const company = `Atelier E2E ${Date.now()}`
    await sendRequest(page, email, company)
    // the sales team is mailed (site settings' team address) and notified in the chat list
    const editorApi = await editorRequest(request)
    await expect
      .poll(
        async () =>
          (await editorApi.get(`/cms/api/outbox-mails?where[subject][equals]=${encodeURIComponent(`Demande de compte\u00a0: ${company}`)}`))
            .totalDocs,
      )
      .toBe(1)

    // the editor works in another browser (one session per browser: editors and buyers share the cookie name)
    const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const editor = await admin.newPage()
    await editor.goto('/admin/login')
    await editor.locator('input[name="email"]').fill(EDITOR.email)
    await editor.locator('input[name="password"]').fill(EDITOR.password)
    await editor.locator('button[type="submit"]').click()
    await expect(editor).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
    await editor.goto('/admin/collections/account-requests')
    await editor.getByRole('link', { name: email }).click()
    await expect(editor.locator('#field-company')).toHaveValue(company)
    await editor.locator('#field-dimasys_type').fill('2')
    await editor.locator('#field-dimasys_credit_limit').fill('5000')
    await editor.locator('#field-status').click()
    await editor.getByRole('option', { name: 'Approuvée' }).click()
    await editor.getByRole('button', { name: 'Sauvegarder' }).click() // Payload's French admin
    await expect(editor.locator('#field-client')).toContainText(email)
    await admin.close()

    await choosePasswordAndLogIn(page, request, email)
    const me = await (await page.request.get('/cms/api/clients/me?depth=1', { headers: SAME_ORIGIN })).json()
    expect(me.user).toMatchObject({
      dimasys_type: 2,
      dimasys_credit_limit: 5000,
      societe: { raison_sociale: company, siret: '73282932000074' },
    })
  })

  test('request on this screen → approval → password from the mail → logged in', async ({ page, request }) => {
    test.setTimeout(180_000)
    const email = uniqueEmail(test.info().project.name)
    const company = `Atelier E2E ${test.info().project.name} ${Date.now()}`
    await sendRequest(page, email, company)

    // the editor's decision through the CMS API (the admin screen is covered by the desktop test)
    const editorApi = await editorRequest(request)
    const list = await editorApi.get(`/cms/api/account-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
    expect(list.docs[0]).toMatchObject({ status: 'en_attente', company, vat_status: 'valide' })
    const decided = await editorApi.patch(`/cms/api/account-requests/${list.docs[0].id}`, { status: 'approuvee', dimasys_type: 1 })
    expect(decided.doc).toMatchObject({ status: 'approuvee' })

    await choosePasswordAndLogIn(page, request, email)
  })

  test('the login page links to account creation', async ({ page }) => {
    await openPage(page, '/se-connecter')
    await page.getByRole('link', { name: 'Créer un compte' }).click()
    await expect(page).toHaveURL(/\/creer-un-compte$/)
  })
})
