import { expect, test } from '@playwright/test'
import { SAME_ORIGIN } from './helpers'

// Demo accounts of src/cms/seed/accounts.ts
// Payload reads the session cookie only on same-origin requests (its CSRF check)
const BUYER = { email: 'acheteur@demo.fr', password: 'Acheteur-demo-2026' }
const DISABLED = { email: 'desactive@demo.fr', password: 'Desactive-demo-2026' }

test.describe('login (/se-connecter)', () => {
  test('checks the fields, refuses a wrong password, then logs in and returns to the page asked for', async ({ page }) => {
    await page.goto('/se-connecter?redirect=/catalogues')
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    const submit = page.getByTestId('login-form').getByRole('button', { name: 'Se connecter' })
    await submit.click()
    await expect(page.getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible()

    await page.getByLabel('Adresse e-mail').fill(BUYER.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe')
    await submit.click()
    await expect(page.getByTestId('login-form').getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.')
    // the address typed is kept
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(BUYER.email)

    await page.getByLabel('Mot de passe', { exact: true }).fill(BUYER.password)
    await submit.click()
    await page.waitForURL((url) => url.pathname === '/catalogues')
    await expect(page.getByTestId('account-button')).toHaveText('Mon compte')
    const me = await page.request.get('/cms/api/clients/me', { headers: SAME_ORIGIN })
    expect((await me.json()).user?.email).toBe(BUYER.email)
  })

  test('a deactivated account gets the French message and no session', async ({ page }) => {
    await page.goto('/se-connecter')
    await page.getByLabel('Adresse e-mail').fill(DISABLED.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(DISABLED.password)
    await page.getByTestId('login-form').getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByTestId('login-form').getByRole('alert')).toHaveText('Ce compte est désactivé. Contactez-nous pour le réactiver.')
    const me = await page.request.get('/cms/api/clients/me', { headers: SAME_ORIGIN })
    expect((await me.json()).user ?? null).toBeNull()
  })

  test('an outside address in redirect is ignored (no open redirect)', async ({ page }) => {
    await page.goto('/se-connecter?redirect=//evil.example/x')
    await page.getByLabel('Adresse e-mail').fill(BUYER.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(BUYER.password)
    await page.getByTestId('login-form').getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host)
  })
})

test('signing in before the page’s scripts are in: the form waits for them and logs in, never a password in the address', async ({
  page,
}) => {
  // the page's scripts are held back (a slow connection): the buyer types and sends the form before hydration
  let release!: () => void
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  const addresses: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url())
  })
  await page.goto('/se-connecter?redirect=/catalogues', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('[data-hydrated]')).toHaveCount(0)
  await page.getByLabel('Adresse e-mail').fill(BUYER.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(BUYER.password)
  await page.getByTestId('login-form').getByRole('button', { name: 'Se connecter' }).click()
  // held: the browser did not send the form itself
  expect(page.url()).not.toContain('password')
  release()
  await page.waitForURL((url) => url.pathname === '/catalogues')
  await expect(page.getByTestId('account-button')).toHaveText('Mon compte')
  expect(addresses.filter((a) => a.includes('password') || a.includes(encodeURIComponent(BUYER.email)))).toEqual([])
})
