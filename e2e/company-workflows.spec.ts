import { expect, test, type Locator, type Page } from '@playwright/test'

import { demoClient } from '@/cms/seed/accounts'
import type { ApprovalsReply, CheckoutReply } from '@/lib/approvals/api'
import { logout } from './account-helpers'
import { buyableProduct, productUrl, serverCart, setServerLine, startAs } from './cart-helpers'
import { SAME_ORIGIN } from './helpers'
import { loginAs, openPage } from './layout-helpers'

// Issue 33, item 11: what a company's buyer, preparer and approver notice in their workflows.
const PREPARER = demoClient('preparateur')

async function approvals(page: Page): Promise<ApprovalsReply> {
  const res = await page.request.get('/api/approvals', { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
  return (await res.json()) as ApprovalsReply
}

/** plafond@demo.fr sends an order over its 300 € H.T limit for approval, through the API; answers the request's id. */
async function askApproval(page: Page, po: string): Promise<number> {
  const product = await buyableProduct(page, 1, 0)
  await setServerLine(page, product.id, Math.ceil(350 / product.unit))
  const res = await page.request.post('/api/orders', {
    headers: SAME_ORIGIN,
    data: {
      delivery_address: { name: 'Atelier', street: '14 rue de l’Industrie', postal_code: '21000', city: 'Dijon', country: 'FR' },
      po_reference: po,
      cost_centre: 'BE',
    },
  })
  expect(res.status(), await res.text()).toBe(202)
  return ((await res.json()) as Extract<CheckoutReply, { code: 'approval_pending' }>).approval.id
}

/** Where a card's status badge sits in it: distance from the card's top edge and from its right edge, px. */
function badgeOffsets(cards: Locator): Promise<{ top: number; right: number }[]> {
  return cards.evaluateAll((els) =>
    els.map((card) => {
      const c = card.getBoundingClientRect()
      const b = card.querySelector('[data-testid="approval-status"]')!.getBoundingClientRect()
      return { top: Math.round(b.top - c.top), right: Math.round(c.right - b.right) }
    }),
  )
}

const reference = (name: string) => `MPB-E2E-${name}-${test.info().project.name}-${Date.now().toString(36)}`

test.describe('company workflows', () => {
  test('« Reprendre ce panier » asks first, then confirms with a toast, not a banner over the header', async ({ page }) => {
    await startAs(page, 'preparateur')
    const product = await buyableProduct(page)
    await openPage(page, productUrl(product.slug))
    await page.getByTestId('add-to-cart').getByRole('button', { name: 'Ajouter au panier' }).click()
    await expect.poll(async () => (await serverCart(page))?.products.length).toBe(1)
    await logout(page)

    await startAs(page, 'credit')
    await openPage(page, '/mon-compte/preparateurs')
    const card = page.locator(`[data-testid="preparer"][data-email="${PREPARER.email}"]`)
    await expect(card.getByTestId('preparer-cart-line')).toHaveCount(1)

    // asked first: « Annuler » (focused, so Enter does not take the cart by mistake) leaves both carts as they were
    await card.getByRole('button', { name: 'Reprendre ce panier' }).click()
    const dialog = card.getByRole('alertdialog')
    await expect(dialog).toContainText(`${PREPARER.firstname} ${PREPARER.lastname}`)
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Annuler' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(card.getByTestId('preparer-cart-line')).toHaveCount(1)
    expect((await serverCart(page))?.products ?? []).toEqual([])

    await card.getByRole('button', { name: 'Reprendre ce panier' }).click()
    await card.getByRole('alertdialog').getByRole('button', { name: 'Reprendre le panier' }).click()
    await expect(page.getByTestId('toast')).toContainText('1 article repris dans votre panier')
    await expect(card.getByTestId('preparer-cart-empty')).toBeVisible()
    // a confirmation like every other one: no banner pushing the header down
    await expect(page.locator('[data-type="success"]')).toHaveCount(0)
    expect((await serverCart(page))?.products.map((l) => l.id)).toEqual([String(product.id)])
  })

  test('the buyer’s requests newest first; the approver reads the buyer’s reference; badges in one place', async ({ page }) => {
    const older = reference('ORDRE-A')
    const newer = reference('ORDRE-B')
    await startAs(page, 'plafond')
    const olderId = await askApproval(page, older)
    const newerId = await askApproval(page, newer)

    // newest first, on the server and on the page, waiting or decided alike
    const mine = (await approvals(page)).approvals
    const dates = mine.map((a) => Date.parse(a.created_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(mine.findIndex((a) => a.id === newerId)).toBeLessThan(mine.findIndex((a) => a.id === olderId))
    await openPage(page, '/mon-compte/approbations')
    const cards = page.getByTestId('approval')
    await expect(cards).toHaveCount(mine.length)
    expect(await cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-approval-id'))))).toEqual(mine.map((a) => a.id))
    // the buyer's own reference, in the buyer's words
    const own = page.locator(`[data-approval-id="${newerId}"]`)
    await expect(own.locator('dt').filter({ hasText: /^Votre référence$/ })).toHaveCount(1)
    await expect(own.getByText(newer, { exact: true })).toBeVisible()
    await logout(page)

    await loginAs(page, 'approbateur')
    await openPage(page, '/mon-compte/approbations')
    const card = page.locator(`[data-approval-id="${newerId}"]`)
    await expect(card.locator('dt').filter({ hasText: /^Référence de commande de l’acheteur$/ })).toHaveCount(1)
    await expect(card.getByText(newer, { exact: true })).toBeVisible()
    await expect(page.getByText('Votre référence', { exact: true })).toHaveCount(0)
    // the status badge at the same place on every card, waiting (long label) or decided (short)
    await expect(page.locator('[data-testid="approval"]:not([data-status="pending"])').first()).toBeVisible()
    const offsets = await badgeOffsets(page.locator('[data-testid="approval"]'))
    expect(offsets.length).toBeGreaterThan(2)
    for (const offset of offsets) expect(offset).toEqual(offsets[0])

    // the approver refuses both, so that the next runs start from the seed's requests
    for (const id of [olderId, newerId]) {
      const res = await page.request.post(`/api/approvals/${id}`, {
        headers: SAME_ORIGIN,
        data: { decision: 'refuse', comment: 'Essai de bout en bout.' },
      })
      expect(res.status(), await res.text()).toBe(200)
    }
  })

  test('an amount and its « H.T » stay on one line in the company’s orders', async ({ page }) => {
    await loginAs(page, 'approbateur')
    await openPage(page, '/mon-compte/commandes-societe')
    // the last cell of each order: its total
    const totals = page.locator('[data-testid="company-order"] td:last-child')
    await expect(totals.first()).toBeVisible()
    for (const text of await totals.allTextContents()) expect(text).toMatch(/\d\s€\sH\.T$/)
    // the line boxes of each cell's text: one line, never « 2 277,80 € » above « H.T »
    const lines = await totals.evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange()
        range.selectNodeContents(cell)
        return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size
      }),
    )
    expect(lines.length).toBeGreaterThan(0)
    expect(
      lines.every((n) => n === 1),
      JSON.stringify(lines),
    ).toBe(true)
  })
})
