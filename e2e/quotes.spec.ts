import { expect, test } from '@playwright/test'

import type { QuoteView, QuotesReply } from '@/lib/quotes/api'
import { logout } from './account-helpers'
import { buyableProduct, plain, serverCart, setServerLine, startAs } from './cart-helpers'
import { editorRequest, lastMailTo } from './forms-helpers'
import { SAME_ORIGIN } from './helpers'
import { euros, openPage } from './layout-helpers'

const ADDRESS = { name: 'Chaudronnerie du Nord', street: '5 rue du Port', postal_code: '59000', city: 'Lille', country: 'FR' }

async function companyQuotes(page: import('@playwright/test').Page): Promise<QuoteView[]> {
  const res = await page.request.get('/api/quotes', { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
  return ((await res.json()) as QuotesReply).quotes
}

// Quotes: asked from /panier, answered by an editor (CMS API, as the admin saves), accepted in /mon-compte/devis
test.describe('quotes', () => {
  test('a buyer asks a quote from the cart, an editor answers, the buyer accepts: the cart holds the quoted prices', async ({
    page,
    request,
  }) => {
    // a long path through five pages, the admin's answer and a mail on a shared machine
    test.setTimeout(180_000)
    await startAs(page, 'type1')
    // a product other specs do not take first: the accepted quote prices it for this buyer until it is ordered
    const product = await buyableProduct(page, 1, 20, 4)
    const quantity = 25
    await setServerLine(page, product.id, quantity)
    await openPage(page, '/panier')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)

    const box = page.getByTestId('quote-request')
    await box.getByRole('button', { name: 'Demander un devis' }).click()
    await box.getByLabel('Message à notre équipe (facultatif)').fill('Livraison groupée en fin de mois, merci.')
    await box.getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect(box.getByTestId('quote-request-sent')).toContainText(/Demande DEV-\d{5} envoyée/)
    const asked = (await companyQuotes(page)).find(
      (q) => q.message === 'Livraison groupée en fin de mois, merci.' && q.status === 'demande',
    )
    expect(asked?.lines.map((l) => [l.product_id, l.quantity])).toEqual([[product.id, quantity]])

    // the editor's answer: a unit price per line, a validity date, « Envoyé »
    const editor = await editorRequest(request)
    const stored = await editor.get(`/cms/api/devis/${asked!.id}?depth=0`)
    const quoted = Math.round(product.unit * 0.8 * 100) / 100
    const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString()
    const sent = await editor.patch(`/cms/api/devis/${asked!.id}`, {
      statut: 'envoye',
      valide_jusqu_au: validUntil,
      reponse: 'Remise de 20 % pour cette quantité.',
      lignes: stored.lignes.map((l: Record<string, unknown>) => ({ ...l, prix_unitaire_ht: quoted })),
    })
    expect(sent.doc?.statut).toBe('envoye')
    // the buyer's newest mail, once the job has sent it
    await expect.poll(async () => (await lastMailTo(request, 'acheteur@demo.fr')).subject).toBe(`Votre devis ${asked!.number} est prêt`)
    expect((await lastMailTo(request, 'acheteur@demo.fr')).text).toContain(`/mon-compte/devis?devis=${asked!.id}`)

    await openPage(page, '/mon-compte/devis')
    const row = page.locator(`[data-quote-id="${asked!.id}"]`)
    await expect(row.getByTestId('quote-status')).toHaveText('Envoyé')
    await row.getByRole('link', { name: `Voir le devis ${asked!.number}` }).click()
    const detail = page.getByTestId('quote-detail')
    await expect(detail.getByTestId('quote-line-price')).toHaveText(euros(quoted))
    await expect(detail.getByTestId('quote-answer')).toHaveText('Remise de 20 % pour cette quantité.')
    await detail.getByRole('button', { name: 'Accepter le devis' }).click()
    const confirm = detail.getByRole('alertdialog')
    await expect(confirm).toContainText('Votre panier actuel est remplacé par les articles du devis')
    await confirm.getByRole('button', { name: 'Oui, accepter' }).click()
    await expect(page.locator('[data-type="success"]')).toContainText('Le devis est dans votre panier, aux prix du devis.')
    await expect(detail.getByTestId('quote-status')).toHaveText('Accepté')

    await openPage(page, '/panier')
    const line = page.getByTestId('cart-line')
    await expect(line).toHaveCount(1)
    await expect(line.getByTestId('cart-line-quoted')).toHaveText(
      `Prix du devis ${asked!.number} : ${euros(quoted)} H.T (jusqu’à ${quantity})`,
    )
    expect(plain(await line.getByTestId('cart-line-total').textContent())).toBe(plain(euros(Math.round(quoted * quantity * 100) / 100)))
    await expect(page.getByTestId('cart-quote-applied')).toContainText(`Prix du devis ${asked!.number} appliqués`)
    expect((await serverCart(page))?.products).toEqual([expect.objectContaining({ id: String(product.id), quantity, amount_ht: quoted })])

    // ordered at the quoted price, the quote is used up (its prices apply no more)
    const placed = await page.request.post('/api/orders', { headers: SAME_ORIGIN, data: { delivery_address: ADDRESS } })
    expect(placed.status()).toBe(201)
    const order = ((await placed.json()) as { order: { id: string; products: { amount_ht: number }[] } }).order
    expect(order.products[0]?.amount_ht).toBe(quoted)
    expect((await companyQuotes(page)).find((q) => q.id === asked!.id)).toMatchObject({ order_id: order.id, can_accept: false })
  })

  test('an expired quote is refused (French message, 409), and another company’s quote is not found', async ({ page }) => {
    await startAs(page, 'type1')
    const expired = (await companyQuotes(page)).find((q) => q.status === 'expire')
    expect(expired, 'the seeded expired quote of acheteur@demo.fr').toBeDefined()
    await openPage(page, `/mon-compte/devis?devis=${expired!.id}`)
    const detail = page.getByTestId('quote-detail')
    await expect(detail.getByTestId('quote-status')).toHaveText('Expiré')
    await expect(detail.getByTestId('quote-expired')).toContainText(
      /^Ce devis a expiré le \d{2}\/\d{2}\/\d{4}\s: il ne peut plus être accepté/,
    )
    await expect(detail.getByRole('button', { name: 'Accepter le devis' })).toHaveCount(0)

    const refused = await page.request.post(`/api/quotes/${expired!.id}/accept`, { headers: SAME_ORIGIN })
    expect(refused.status()).toBe(409)
    const body = (await refused.json()) as { code: string; message: string }
    expect(body.code).toBe('quote_expired')
    expect(body.message).toMatch(/^Ce devis a expiré le \d{2}\/\d{2}\/\d{4}\s: il ne peut plus être accepté\. Demandez un nouveau devis/)
    expect((await serverCart(page))?.products ?? []).toEqual([])

    await logout(page)
    await startAs(page, 'credit')
    const foreign = await page.request.get(`/api/quotes/${expired!.id}`, { headers: SAME_ORIGIN })
    expect(foreign.status()).toBe(404)
    expect((await page.request.get(`/cms/api/devis/${expired!.id}`, { headers: SAME_ORIGIN })).status()).toBe(404)
    await openPage(page, `/mon-compte/devis?devis=${expired!.id}`)
    await expect(page.getByTestId('quote-not-found')).toHaveText('Ce devis est introuvable.')
  })
})
