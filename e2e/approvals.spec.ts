import { expect, test, type Page } from '@playwright/test'

import { DEMO_EDITOR, demoClient } from '@/cms/seed/accounts'
import type { ApprovalsReply, CheckoutReply, SpendingReply } from '@/lib/approvals/api'
import { logout } from './account-helpers'
import { formatEuros } from '@/lib/money'
import { buyableProduct, emptyServerCart, plain, serverCart, serverOrders, setServerLine, startAs } from './cart-helpers'
import { editorRequest } from './forms-helpers'
import { SAME_ORIGIN } from './helpers'
import { loginAs, openPage } from './layout-helpers'

// Mécanique de Précision Bourgogne (src/cms/seed/approvals.ts): plafond@demo.fr orders up to 300 € H.T without approval,
// approbateur@demo.fr decides above; the company has cost centres. preparateur@demo.fr (another company) does not order.
const ADDRESS = {
  Destinataire: 'Mécanique de Précision Bourgogne',
  Adresse: '14 rue de l’Industrie',
  'Code postal': '21000',
  Ville: 'Dijon',
}

async function approvals(page: Page): Promise<ApprovalsReply> {
  const res = await page.request.get('/api/approvals', { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
  return (await res.json()) as ApprovalsReply
}

/** A cart of plafond@demo.fr over its 300 € H.T per-order limit. */
async function cartOverLimit(page: Page): Promise<void> {
  const product = await buyableProduct(page, 1, 0)
  await setServerLine(page, product.id, Math.ceil(350 / product.unit))
}

/** A purchase-order reference of this run only: the e2e database outlives a run (E2E_SKIP_BUILD=1). */
const reference = (name: string) => `MPB-E2E-${name}-${test.info().project.name}-${Date.now().toString(36)}`

test.describe('company roles and approvals', () => {
  test('an order above the limit waits for approval, is not placed, then the approver approves it and it is placed', async ({ page }) => {
    const po = reference('APPRO')
    await startAs(page, 'plafond')
    const before = (await serverOrders(page)).filter((o) => o.status !== 'cart').length
    await cartOverLimit(page)
    await openPage(page, '/panier')
    const form = page.getByTestId('checkout-form')
    await expect(form.getByTestId('approval-notice')).toContainText('Cette commande dépasse votre plafond par commande (300,00 € H.T)')
    await expect(form.getByRole('button', { name: 'Valider la commande' })).toHaveCount(0)
    await expect(form.getByRole('radio')).toHaveCount(0) // nothing is charged before the approval: on account only
    for (const [label, value] of Object.entries(ADDRESS)) await form.getByLabel(label).fill(value)
    await form.getByLabel('Votre référence de commande (facultatif)').fill(po)
    // the cost centre is required when the company has any
    await form.getByRole('button', { name: 'Envoyer pour approbation' }).click()
    await expect(form.getByText('Choisissez un centre de coût pour cette commande.')).toBeVisible()
    await form.getByLabel('Centre de coût').selectOption('USINAGE')
    await form.getByRole('button', { name: 'Envoyer pour approbation' }).click()
    await expect(page.getByTestId('approval-sent')).toContainText('a été envoyée pour approbation')
    // not placed, and the cart is free for the buyer to go on working
    expect((await serverOrders(page)).filter((o) => o.status !== 'cart')).toHaveLength(before)
    expect((await serverCart(page))?.products ?? []).toEqual([])
    const request = (await approvals(page)).approvals.find((a) => a.po_reference === po && a.status === 'pending')
    expect(request).toMatchObject({ cost_centre: { code: 'USINAGE' }, exceeded: expect.arrayContaining(['per_order']) })
    await page.getByRole('link', { name: 'Suivre mes demandes d’approbation' }).click()
    await expect(page.locator(`[data-approval-id="${request!.id}"]`).getByTestId('approval-status')).toHaveText('En attente d’approbation')
    await logout(page)

    await loginAs(page, 'approbateur')
    await openPage(page, '/mon-compte/approbations')
    const card = page.locator(`[data-approval-id="${request!.id}"]`)
    await expect(card).toContainText('Lucas Bernard')
    await expect(card.getByTestId('approval-cost-centre')).toHaveText('Ligne d’usinage (USINAGE)')
    await card.getByLabel('Commentaire pour l’acheteur (obligatoire pour un refus)').fill('Accordé pour la ligne 2.')
    await card.getByRole('button', { name: 'Approuver' }).click()
    await expect(card.getByRole('alertdialog')).toContainText('Elle sera passée aussitôt.')
    await card.getByTestId('approval-confirm').click()
    await expect(page.getByTestId('toast')).toContainText('La commande a été approuvée et passée')
    await expect(card.getByTestId('approval-status')).toHaveText('Approuvée')
    const approved = (await approvals(page)).approvals.find((a) => a.id === request!.id)!
    expect(approved).toMatchObject({ status: 'approved', comment: 'Accordé pour la ligne 2.', order_id: expect.any(String) })

    // the company's orders page shows it to the approver: who ordered, the cost centre, the state
    await page.getByRole('link', { name: 'Voir toutes les commandes de la société' }).click()
    const row = page.locator(`[data-testid="company-order"][data-order-id="${approved.order_id}"]`)
    await expect(row.getByTestId('company-order-buyer')).toHaveText('Lucas Bernard')
    await expect(row.getByTestId('company-order-cost-centre')).toHaveText('Ligne d’usinage (USINAGE)')
    await expect(row.getByTestId('company-order-state')).toHaveText('Enregistrée')
    await logout(page)

    await loginAs(page, 'plafond')
    expect((await serverOrders(page)).find((o) => o.id === approved.order_id)).toMatchObject({
      status: 'placed',
      po_reference: po,
    })
  })

  test('a refusal: the approver gives a reason, the buyer reads it and nothing is ordered', async ({ page }) => {
    const po = reference('REFUS')
    await startAs(page, 'plafond')
    await cartOverLimit(page)
    const res = await page.request.post('/api/orders', {
      headers: SAME_ORIGIN,
      data: {
        delivery_address: { name: 'Atelier', street: '14 rue de l’Industrie', postal_code: '21000', city: 'Dijon', country: 'FR' },
        po_reference: po,
        cost_centre: 'BE',
      },
    })
    expect(res.status()).toBe(202)
    const { approval } = (await res.json()) as Extract<CheckoutReply, { code: 'approval_pending' }>
    await logout(page)

    await loginAs(page, 'approbateur')
    await openPage(page, '/mon-compte/approbations')
    const card = page.locator(`[data-approval-id="${approval.id}"]`)
    await card.getByRole('button', { name: 'Refuser' }).click()
    await expect(card.getByText('Indiquez le motif du refus : l’acheteur le lira.')).toBeVisible()
    await card.getByLabel('Commentaire pour l’acheteur (obligatoire pour un refus)').fill('Budget du bureau d’études épuisé ce mois-ci.')
    await card.getByRole('button', { name: 'Refuser' }).click()
    await card.getByTestId('approval-confirm').click()
    await expect(page.getByTestId('toast')).toContainText('La commande a été refusée.')
    await expect(card.getByTestId('approval-status')).toHaveText('Refusée')
    await logout(page)

    await loginAs(page, 'plafond')
    await openPage(page, '/mon-compte/approbations')
    const mine = page.locator(`[data-approval-id="${approval.id}"]`)
    await expect(mine.getByTestId('approval-status')).toHaveText('Refusée')
    await expect(mine.getByTestId('approval-comment')).toHaveText('Budget du bureau d’études épuisé ce mois-ci.')
    expect((await serverOrders(page)).some((o) => o.po_reference === po)).toBe(false)
    // the buyer puts the lines back in the cart to correct the order
    await mine.getByRole('button', { name: 'Remettre dans mon panier' }).click()
    await expect(page.getByTestId('toast')).toContainText('de retour dans votre panier')
    expect((await serverCart(page))?.products.length).toBe(approval.lines.length)
    await emptyServerCart(page)
  })

  test('the buyer sees their role, limits and this month’s spending in /mon-compte', async ({ page }) => {
    await loginAs(page, 'plafond')
    await openPage(page, '/mon-compte')
    const spending = (await (await page.request.get('/api/spending', { headers: SAME_ORIGIN })).json()) as SpendingReply
    const section = page.getByTestId('account-spending')
    await expect(section.getByTestId('account-role')).toHaveText('Acheteur')
    await expect(section.getByTestId('account-limit-order')).toHaveText('300,00 € H.T')
    expect(plain(await section.getByTestId('account-limit-month').textContent())).toBe('1 500,00 € H.T')
    await expect(section.getByTestId('account-month-spent')).toBeVisible()
    expect(plain(await section.getByTestId('account-month-spent').textContent())).toBe(plain(`${formatEuros(spending.month_spent)} H.T`))
  })

  test('a préparateur’s order is refused (403, French) and the cart page never offers to order', async ({ page }) => {
    await startAs(page, 'preparateur')
    const product = await buyableProduct(page)
    await setServerLine(page, product.id, 1)
    await openPage(page, '/panier')
    await expect(page.getByRole('button', { name: 'Transmettre à l’acheteur' })).toBeVisible()
    await expect(page.getByRole('button', { name: /Valider la commande|Envoyer pour approbation/ })).toHaveCount(0)
    await expect(page.getByTestId('checkout-form')).toHaveCount(0)
    const res = await page.request.post('/api/orders', {
      headers: SAME_ORIGIN,
      data: { delivery_address: { name: 'Atelier', street: '3 rue de l’Industrie', postal_code: '69007', city: 'Lyon', country: 'FR' } },
    })
    expect(res.status()).toBe(403)
    expect(await res.json()).toEqual({
      code: 'preparer_cannot_order',
      message:
        'En tant que préparateur, vous ne pouvez pas passer commande\u00a0: transmettez votre panier à un acheteur de votre société, qui la passera.',
    })
    expect((await serverCart(page))?.products).toHaveLength(1)
    await emptyServerCart(page)
  })

  test('an editor sets a buyer’s role and limits in the admin, in French, and the server applies them at once @desktop-only', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const editorApi = await editorRequest(request)
    const buyer = (await editorApi.get(`/cms/api/clients?where[email][equals]=${encodeURIComponent(demoClient('plafond').email)}&depth=0`))
      .docs[0] as { id: number; societe: number }
    const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const editor = await admin.newPage()
    await editor.goto('/admin/login')
    await editor.locator('input[name="email"]').fill(DEMO_EDITOR.email)
    await editor.locator('input[name="password"]').fill(DEMO_EDITOR.password)
    await editor.locator('button[type="submit"]').click()
    await expect(editor).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
    await editor.goto(`/admin/collections/clients/${buyer.id}`)
    await expect(editor.getByText('Rôle dans la société', { exact: true })).toBeVisible()
    await expect(editor.locator('#field-plafond_commande_ht')).toHaveValue('300')
    await editor.locator('#field-plafond_mensuel_ht').fill('1600')
    await editor.getByRole('button', { name: 'Sauvegarder' }).click()
    await expect(editor.getByText('Plafond mensuel (€ H.T)')).toBeVisible()
    await editor.goto(`/admin/collections/societes/${buyer.societe}`)
    await expect(editor.getByText('Centres de coût', { exact: true }).first()).toBeVisible()
    await expect(editor.locator('input[name="centres_de_cout.0.code"]')).toHaveValue('ATELIER')
    await admin.close()

    await loginAs(page, 'plafond')
    await expect
      .poll(async () => ((await (await page.request.get('/api/spending', { headers: SAME_ORIGIN })).json()) as SpendingReply).limits)
      .toEqual({ per_order: 300, monthly: 1600 })
    await editorApi.patch(`/cms/api/clients/${buyer.id}`, { plafond_mensuel_ht: 1500 })
  })
})
