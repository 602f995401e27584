import { expect, test, type Frame, type Page } from '@playwright/test'

import { buyableProduct, emptyServerCart, prices, productUrl, serverCart, setServerLine, startAs } from './cart-helpers'
import { readOrderMessage, startCoupaStandIn, type StandIn } from './punchout-helpers'

/**
 * Coupa punch-out over cXML, end to end: a stand-in Coupa page posts the real setup request, the shop opens
 * in its frame with the punch-out bar, products are added, the cart goes back to Coupa as a form post whose cXML has
 * the lines, quantities and the shop's prices, and the shop's cart is empty after. An `inspect` session is read-only.
 */

// a whole punch-out (setup, several pages in a frame, the return) on a shared 2-core machine
test.describe.configure({ timeout: 150_000 })

let coupa: StandIn
test.beforeEach(async ({ baseURL }) => {
  coupa = await startCoupaStandIn(baseURL!)
})
test.afterEach(async () => {
  await coupa.close()
})

/** The shop inside the stand-in's frame, once the punch-out bar is there. */
async function shopFrame(page: Page): Promise<Frame> {
  await expect(page.frameLocator('iframe[name="shop"]').getByTestId('punchout-bar')).toBeVisible()
  return page.frame({ name: 'shop' })!
}

async function addToCart(frame: Frame, slug: string, times: number) {
  await frame.goto(productUrl(slug))
  const buy = frame.getByTestId('add-to-cart')
  for (let n = 1; n <= times; n += 1) {
    await buy.getByRole('button', { name: 'Ajouter au panier' }).click()
    await expect(frame.getByTestId('cart-panel-notice')).toBeVisible()
    await frame.getByTestId('cart-panel').getByRole('button', { name: 'Fermer' }).click()
    await expect(frame.getByTestId('cart-panel')).toHaveCount(0)
  }
}

test.describe('punch-out Coupa', () => {
  test('create: the shop in Coupa’s frame, products added, the cart transferred at the server’s prices, then emptied', async ({ page }) => {
    // the demo Coupa client's cart is shared with other specs: start from an empty one
    await startAs(page, 'coupa')
    const a = await buyableProduct(page, 1, 20, 0)
    const b = await buyableProduct(page, 1, 20, 1)

    await page.goto(coupa.startPage({ operation: 'create', framed: true }))
    await page.getByRole('button', { name: 'Faire un punch-out' }).click()
    const frame = await shopFrame(page)
    const bar = frame.getByTestId('punchout-bar')
    await expect(bar).toContainText('Vous êtes connecté depuis Coupa')
    await expect(bar.getByTestId('punchout-buyer')).toContainText('Coupa (démonstration)')
    await expect(bar.getByTestId('punchout-operation')).toContainText('nouveau panier')
    await expect(bar.getByRole('button', { name: 'Transférer le panier' })).toBeDisabled()

    // the policy of the session's pages lets the cart go back to the stand-in, and lets it frame the shop
    const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(new RegExp(`form-action 'self' ${coupa.origin.replace(/\./g, '\\.')}[ ;]`))
    expect(csp).toContain("frame-ancestors 'self' https://*.coupahost.com http://localhost:* http://127.0.0.1:*")

    await addToCart(frame, a.slug, 2)
    await addToCart(frame, b.slug, 1)
    await expect(bar.getByTestId('punchout-operation')).toContainText('3 articles')
    // on every page
    await frame.goto('/tous-nos-produits')
    await expect(frame.getByTestId('punchout-bar')).toBeVisible()

    await frame.getByTestId('punchout-bar').getByRole('button', { name: 'Transférer le panier' }).click()
    await page.waitForURL(coupa.returnUrl)
    await expect(page.getByRole('heading', { name: 'Panier reçu par Coupa' })).toBeVisible()

    expect(coupa.received).toHaveLength(1)
    const { fields, cxml } = coupa.received[0]!
    // a form post sends line breaks as CRLF (HTML form submission); the base64 copy keeps the document byte for byte
    expect(Buffer.from(fields['cxml-base64']!, 'base64').toString('utf8')).toBe(cxml.replace(/\r\n/g, '\n'))
    const message = readOrderMessage(cxml)
    expect(message.buyerCookie).toBe('c64af92dc27e68172e030d3dfd1bc944')
    expect(message.operationAllowed).toBe('edit')
    // the ERP's prices as the shop's API gives them to this buyer, never a browser's value
    const server = await prices(page, [a.id, b.id])
    expect(message.lines.sort((x, y) => x.supplierPartId.localeCompare(y.supplierPartId))).toEqual(
      [
        { supplierPartId: a.dimasys_reference, quantity: 2, unitPrice: Number(server.prices[a.id]!.unit_ht.toFixed(4)) },
        { supplierPartId: b.dimasys_reference, quantity: 1, unitPrice: Number(server.prices[b.id]!.unit_ht.toFixed(4)) },
      ].sort((x, y) => x.supplierPartId.localeCompare(y.supplierPartId)),
    )
    // spec §6: emptied once the form was posted
    await expect.poll(async () => (await serverCart(page))?.products.length ?? 0).toBe(0)
  })

  test('inspect: the cart is read-only with the reason, and “Retour vers Coupa” sends it back unchanged', async ({ page }) => {
    await startAs(page, 'coupa')
    const a = await buyableProduct(page, 1, 20, 2)
    const unit = (await prices(page, [a.id])).prices[a.id]!.unit_ht

    const items = [
      { supplierPartId: a.dimasys_reference, quantity: 4, unitPrice: 0.01 },
      // a line of the requisition the shop no longer sells: named in the bar, not silently dropped
      { supplierPartId: 'REF-RETIREE-404', quantity: 2, unitPrice: 1 },
    ]
    await page.goto(coupa.startPage({ operation: 'inspect', items }))
    await page.getByRole('button', { name: 'Faire un punch-out' }).click()
    const bar = page.getByTestId('punchout-bar')
    await expect(bar.getByTestId('punchout-operation')).toContainText('consultation du panier (lecture seule)')
    await expect(bar.getByTestId('punchout-dropped')).toContainText('1 ligne de votre demande n’a pas été reprise dans le panier :')
    await expect(bar.getByTestId('punchout-dropped')).toContainText('REF-RETIREE-404 (quantité 2) — produit inconnu ou plus vendu')
    await expect(bar.getByRole('button', { name: 'Transférer le panier' })).toHaveCount(0)

    await page.goto('/panier')
    await expect(page.getByTestId('cart-read-only')).toContainText('il ne peut pas être modifié')
    const line = page.getByTestId('cart-line')
    await expect(line).toHaveCount(1)
    await expect(line.getByRole('textbox', { name: 'Quantité' })).toHaveValue('4')
    await expect(line.getByRole('textbox', { name: 'Quantité' })).toBeDisabled()
    await expect(line.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled()
    await expect(line.getByRole('button', { name: 'Supprimer' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Vider le panier' })).toHaveCount(0)
    await page.goto(productUrl(a.slug))
    await expect(page.getByTestId('add-to-cart').getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled()
    await expect(page.getByTestId('cart-read-only')).toBeVisible()

    await page.getByTestId('punchout-bar').getByRole('button', { name: 'Retour vers Coupa' }).click()
    await page.waitForURL(coupa.returnUrl)
    const message = readOrderMessage(coupa.received[0]!.cxml)
    expect(message.operationAllowed).toBe('inspect')
    expect(message.lines).toEqual([{ supplierPartId: a.dimasys_reference, quantity: 4, unitPrice: Number(unit.toFixed(4)) }])
    await expect.poll(async () => (await serverCart(page))?.products.length ?? 0).toBe(0)
  })

  test('logged in directly (no punch-out session), a Coupa account is told its orders go through its platform, and can empty its cart', async ({
    page,
  }) => {
    await startAs(page, 'coupa')
    await emptyServerCart(page)
    const a = await buyableProduct(page, 1, 20, 3)
    await setServerLine(page, a.id, 2)
    await page.goto('/panier')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect(page.getByTestId('orders-through-platform')).toContainText(
      'Les commandes de ce compte passent par votre plateforme d’achat',
    )
    await expect(page.getByRole('button', { name: 'Valider la commande' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Vider le panier' }).click()
    // Emptying the cart asks first
    await page.getByRole('alertdialog').getByRole('button', { name: 'Vider le panier' }).click()
    await expect(page.getByTestId('cart-empty')).toBeVisible()
    await expect.poll(async () => (await serverCart(page))?.products.length ?? 0).toBe(0)
  })
})
