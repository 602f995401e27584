import { expect, test } from '@playwright/test'

import { DEMO_EDITOR } from '@/cms/seed/accounts'

import { lastMailTo, solveCaptcha } from './forms-helpers'

test.describe('contact form (/contact)', () => {
  test('French errors by the fields, captcha, confirmation; the team is mailed; the subject comes from the link', async ({
    page,
    request,
  }) => {
    const stamp = Date.now()
    const email = `contact-${test.info().project.name}-${stamp}@client.test`
    const subject = `Problème de mise à jour du panier`
    await page.goto(`/contact?sujet=${encodeURIComponent(subject)}`)
    const form = page.getByTestId('contact-form')
    await expect(form.getByLabel('Objet')).toHaveValue(subject)

    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(form.getByText('Veuillez écrire votre message.')).toBeVisible()
    await expect(form.getByText('Veuillez indiquer votre nom.')).toBeVisible()
    await expect(form.getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible()
    await expect(form.getByText('Veuillez accepter l’utilisation de vos données pour que nous puissions vous répondre.')).toBeVisible()
    await expect(form.getByText('Veuillez cocher la case « Je ne suis pas un robot ».')).toBeVisible()

    await form.getByLabel('Votre message').fill(`Bonjour, mon panier ne se met plus à jour (${stamp}).`)
    await form.getByLabel('Nom et prénom').fill('Marie Dupont')
    await form.getByLabel('Société (facultatif)').fill('Atelier Dupont')
    await form.getByLabel('Adresse e-mail').fill(email)
    await form.getByLabel('Téléphone (facultatif)').fill('+33 6 12 34 56 78')
    await form.getByRole('checkbox', { name: /J’accepte que mes données/ }).check()
    await solveCaptcha(page)
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(page.getByTestId('contact-sent')).toContainText('Merci, votre demande est bien envoyée.')

    const ack = await lastMailTo(request, email)
    expect(ack.subject).toBe('Nous avons bien reçu votre demande')
    expect(ack.text).toContain(subject)
  })

  test('the request is listed in the admin « Demandes de contact » @desktop-only', async ({ page, request }) => {
    test.setTimeout(120_000)
    const stamp = Date.now()
    const subject = `Devis e2e ${stamp}`
    await page.goto('/contact')
    const form = page.getByTestId('contact-form')
    await form.getByLabel('Objet').fill(subject)
    await form.getByLabel('Votre message').fill('Pouvez-vous nous chiffrer 20 gants anti-coupure ?')
    await form.getByLabel('Nom et prénom').fill('Jean Martin')
    await form.getByLabel('Adresse e-mail').fill(`admin-${stamp}@client.test`)
    await form.getByRole('checkbox', { name: /J’accepte que mes données/ }).check()
    await solveCaptcha(page)
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(page.getByTestId('contact-sent')).toBeVisible()
    await lastMailTo(request, `admin-${stamp}@client.test`) // sent: the jobs have run

    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill(DEMO_EDITOR.email)
    await page.locator('input[name="password"]').fill(DEMO_EDITOR.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
    await page.goto('/admin/collections/contact-requests')
    const row = page.getByRole('row').filter({ hasText: subject })
    await expect(row).toBeVisible({ timeout: 60_000 })
    await expect(row).toContainText('Jean Martin')
    await row.getByRole('link', { name: subject }).click()
    await expect(page.getByLabel('Message')).toHaveValue('Pouvez-vous nous chiffrer 20 gants anti-coupure ?')
  })
})
