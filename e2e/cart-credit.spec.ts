import { expect, test, type Page } from '@playwright/test'

import { demoClient } from '@/cms/seed/accounts'
import type { CreditReply } from '@/lib/cart/credit'
import { formatEuros } from '@/lib/money'
import { logout } from './account-helpers'
import { buyableProduct, emptyServerCart, plain, serverCart, serverOrders, setServerLine, startAs } from './cart-helpers'
import { editorRequest } from './forms-helpers'
import { SAME_ORIGIN } from './helpers'
import { openPage } from './layout-helpers'

const ADDRESS = { Destinataire: 'Usinage Rhône-Alpes', Adresse: '3 rue de l’Industrie', 'Code postal': '69007', Ville: 'Lyon' }
const BODY = {
  delivery_address: { name: 'Usinage Rhône-Alpes', street: '3 rue de l’Industrie', postal_code: '69007', city: 'Lyon', country: 'FR' },
}
const BUYER = demoClient('credit')
const PREPARER = demoClient('preparateur')

async function credit(page: Page): Promise<CreditReply> {
  const res = await page.request.get('/api/credit', { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
  return (await res.json()) as CreditReply
}

const euros = (amount: number) => plain(formatEuros(amount))

// Credit that tells the truth; preparers prepare, buyers order
test.describe('ordering as a professional buyer expects', () => {
  test('the credit line shows used, this cart and available, and blocks an order above the available credit', async ({ page }) => {
    await startAs(page, 'credit')
    const { role, credit: before } = await credit(page)
    expect(role).toBe('buyer')
    expect(before).not.toBeNull()
    const { limit, used, available } = before!
    // the company's credit: used is what the company owes (its buyer and its preparer), available = limit − used
    expect(limit).toBe(15_000)
    expect(available).toBeCloseTo(limit - used, 2)

    const product = await buyableProduct(page)
    // over what is available, though under the limit alone
    const order = await setServerLine(page, product.id, Math.ceil((available + 500) / product.unit))
    expect(order.total_ht).toBeGreaterThan(available)
    expect(order.total_ht).toBeLessThan(limit)
    await openPage(page, '/panier')
    const box = page.getByTestId('credit-indicator')
    await expect.poll(async () => plain(await box.getByTestId('credit-used').textContent())).toBe(euros(used))
    await expect.poll(async () => plain(await box.getByTestId('credit-cart').textContent())).toBe(euros(order.total_ht))
    // « Crédit disponible » takes this cart off: limit − outstanding − cart (below zero here)
    await expect
      .poll(async () => plain(await box.getByTestId('credit-available').textContent()))
      .toBe(euros(Math.round((available - order.total_ht) * 100) / 100))
    await expect(box.getByTestId('credit-warning')).toContainText('Ce panier dépasse de')
    const form = page.getByTestId('checkout-form')
    for (const [label, value] of Object.entries(ADDRESS)) await form.getByLabel(label).fill(value)
    const button = form.getByRole('button', { name: 'Valider la commande' })
    await expect(button).toBeDisabled()
    await expect(form.getByTestId('checkout-blocked')).toHaveText(
      'Commande impossible : le panier dépasse le crédit disponible de votre société.',
    )
    await expect(button).toHaveAccessibleDescription('Commande impossible : le panier dépasse le crédit disponible de votre société.')

    // the server refuses it too (4xx, French)
    const res = await page.request.post('/api/orders', { headers: SAME_ORIGIN, data: BODY })
    expect(res.status()).toBe(409)
    expect(await res.json()).toEqual({
      code: 'credit_limit_exceeded',
      message: 'Cette commande dépasse votre plafond de crédit. Contactez-nous pour l’augmenter ou réduisez votre panier.',
    })
    expect((await serverCart(page))?.status).toBe('cart')
    await emptyServerCart(page)
  })

  test('a preparer’s checkout is refused; « Transmettre à l’acheteur » reaches the buyer, who takes the cart over and orders', async ({
    page,
    request,
  }) => {
    const since = new Date().toISOString()
    await startAs(page, 'preparateur')
    const product = await buyableProduct(page)
    await setServerLine(page, product.id, 1)
    const refused = await page.request.post('/api/orders', { headers: SAME_ORIGIN, data: BODY })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toEqual({
      code: 'preparer_cannot_order',
      message:
        'En tant que préparateur, vous ne pouvez pas passer commande\u00a0: transmettez votre panier à un acheteur de votre société, qui la passera.',
    })

    await openPage(page, '/panier')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    const transmit = page.getByTestId('transmit-cart')
    await expect(page.getByTestId('checkout-form')).toHaveCount(0)
    await transmit.getByRole('button', { name: 'Transmettre à l’acheteur' }).click()
    await expect(transmit.getByTestId('transmit-done')).toHaveText(
      'Votre panier a été transmis aux acheteurs de votre société : ils le reprendront pour passer la commande.',
    )
    await logout(page)

    // the mail in the outbox
    const editor = await editorRequest(request)
    const subject = `Panier transmis par ${PREPARER.firstname} ${PREPARER.lastname}`
    const query = `/cms/api/outbox-mails?where[to][equals]=${encodeURIComponent(BUYER.email)}&where[subject][equals]=${encodeURIComponent(subject)}&where[createdAt][greater_than]=${encodeURIComponent(since)}`
    await expect.poll(async () => (await editor.get(query)).totalDocs).toBe(1)

    // the banner, then the take-over and the order
    await startAs(page, 'credit')
    await openPage(page, '/mon-compte/preparateurs')
    const banner = page.locator(`[data-testid="transmitted-banner"][data-email="${PREPARER.email}"]`)
    await expect(banner).toContainText(`${PREPARER.firstname} ${PREPARER.lastname} vous a transmis son panier le`)
    const card = page.locator(`[data-testid="preparer"][data-email="${PREPARER.email}"]`)
    await card.getByRole('button', { name: 'Reprendre ce panier' }).click()
    await card.getByRole('alertdialog').getByRole('button', { name: 'Reprendre le panier' }).click()
    await expect(card.getByTestId('preparer-cart-empty')).toBeVisible()
    await expect(banner).toHaveCount(0)

    await openPage(page, '/panier')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    const form = page.getByTestId('checkout-form')
    for (const [label, value] of Object.entries(ADDRESS)) await form.getByLabel(label).fill(value)
    await form.getByRole('button', { name: 'Valider la commande' }).click()
    const id = await page.getByTestId('placed-order-id').textContent()
    expect((await serverOrders(page)).find((o) => o.id === id)?.status).toBe('placed')
  })
})
