import { expect, test } from '@playwright/test'

import { editorRequest, lastMailTo } from './forms-helpers'

test.describe('password reset', () => {
  test('forgot password → link from the mail → new password → log in with it', async ({ page, request }) => {
    // a buyer of this test only: the demo buyers keep their passwords for the other specs
    const email = `reset-${test.info().project.name}-${Date.now()}@client.test`
    const editor = await editorRequest(request)
    const created = await editor.post('/cms/api/clients', { email, password: 'Ancien-mot-2026', firstname: 'Rémi', lastname: 'Test' })
    expect(created.doc?.email).toBe(email)

    await page.goto('/se-connecter')
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click()
    await expect(page).toHaveURL(/\/se-connecter\/mot-de-passe-oublie$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible()
    await page.getByRole('button', { name: 'Recevoir le lien' }).click()
    await expect(page.getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible()
    await page.getByLabel('Adresse e-mail').fill(email)
    await page.getByRole('button', { name: 'Recevoir le lien' }).click()
    await expect(page.getByTestId('forgot-sent')).toContainText('Si un compte client correspond à cette adresse')

    const mail = await lastMailTo(request, email)
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe')
    const link = /(http:\/\/[^\s]+\/se-connecter\/nouveau-mot-de-passe\?token=[0-9a-f]+)/.exec(mail.text ?? '')?.[1]
    expect(link).toBeTruthy()

    await page.goto(link!)
    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' })).toBeVisible()
    await page.getByLabel('Mot de passe', { exact: true }).fill('court')
    await page.getByLabel('Confirmez le mot de passe').fill('court')
    await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click()
    await expect(page.getByText('Le mot de passe doit contenir au moins 10 caractères.')).toBeVisible()
    await page.getByLabel('Mot de passe', { exact: true }).fill('Nouveau-mot-2026')
    await page.getByLabel('Confirmez le mot de passe').fill('Nouveau-mot-2026')
    await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click()
    await expect(page.getByTestId('password-set')).toContainText('Votre mot de passe est enregistré.')

    // the link is spent
    await page.goto(link!)
    await page.getByLabel('Mot de passe', { exact: true }).fill('Encore-autre-2026')
    await page.getByLabel('Confirmez le mot de passe').fill('Encore-autre-2026')
    await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click()
    await expect(page.getByText('Ce lien n’est plus valable : il a expiré ou a déjà servi. Demandez un nouveau lien.')).toBeVisible()

    await page.goto('/se-connecter')
    await page.getByLabel('Adresse e-mail').fill(email)
    await page.getByLabel('Mot de passe', { exact: true }).fill('Nouveau-mot-2026')
    await page.getByTestId('login-form').getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect(page.getByTestId('account-button')).toHaveText('Mon compte')
  })
})
