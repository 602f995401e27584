import { expect, test, type Page } from '@playwright/test'

import { SAME_ORIGIN } from './helpers'
import { products, serverCart, startAs } from './cart-helpers'
import { openPage } from './layout-helpers'

// « Commande rapide »: paste lines, fix the unknown one from a suggestion, add them to the cart in one call
type Doc = { id: number; titre: string; dimasys_reference: string; ean: string | null }

async function productByReference(page: Page, reference: string): Promise<Doc> {
  const res = await page.request.get(`/cms/api/produits?where[dimasys_reference][equals]=${encodeURIComponent(reference)}&depth=0`)
  const doc = ((await res.json()) as { docs: Doc[] }).docs[0]
  if (!doc) throw new Error(`no product ${reference}`)
  return doc
}

const lines = (page: Page) => page.getByTestId('quick-order-line')

test.describe('quick order', () => {
  test('a visitor is sent to the login page and brought back to the quick order', async ({ page }) => {
    await page.goto('/commande-rapide')
    await page.waitForURL((url) => url.pathname === '/se-connecter' && url.searchParams.get('redirect') === '/commande-rapide')
  })

  test('pasted lines (shop reference, EAN, « Ma référence », an unknown one) are recognised; the unknown one fixed from a suggestion; all added to the cart in one call', async ({
    page,
  }) => {
    // a whole path over several pages (cart, quick order, panel, cart again): more than a page's minute on a busy machine
    test.setTimeout(150_000)
    await startAs(page, 'type1')
    // the demo data: SKF-6204-2RS, and the Lincoln torch whose « Ma référence » at Chaudronnerie du Nord is CDN-TORCHE-250
    const bearing = await productByReference(page, 'SKF-6204-2RS')
    // a product of its own: not a 6204 bearing (the unknown line's suggestions), not the torch
    const byEan = (await products(page, 1, 40)).find((p) => !p.dimasys_reference.includes('6204') && !p.titre.includes('Magnum'))!
    const eanDoc = await productByReference(page, byEan.dimasys_reference)
    expect(eanDoc.ean).toMatch(/^\d{13}$/)

    await openPage(page, '/panier')
    await page.getByTestId('quick-order-link').click()
    await page.waitForURL('**/commande-rapide')
    await expect(page.getByRole('heading', { level: 1, name: 'Commande rapide' })).toBeVisible()

    const paste = page.getByLabel('Coller des lignes')
    await paste.fill(`Référence\tQuantité\nSKF-6204-2RS\t2\n${eanDoc.ean}\t3\ncdn-torche-250\t1\nSKF 6204\t4`)
    const calls: string[] = []
    page.on('request', (r) =>
      r.url().includes('/api/quick-order/resolve') || r.url().includes('/api/cart') ? calls.push(r.url()) : undefined,
    )
    await page.getByRole('button', { name: 'Vérifier les lignes' }).click()

    await expect(page.getByTestId('quick-order-info')).toContainText('La ligne d’en-tête a été ignorée.')
    await expect(lines(page)).toHaveCount(4)
    await expect(lines(page).nth(0)).toHaveAttribute('data-status', 'ready')
    await expect(lines(page).nth(0).getByTestId('quick-order-product')).toHaveText(bearing.titre)
    await expect(lines(page).nth(0).getByTestId('quick-order-price')).toContainText('H.T')
    await expect(lines(page).nth(0).getByTestId('quick-order-stock')).toHaveText(/En stock|Stock faible|Délai à confirmer/)
    await expect(lines(page).nth(1)).toContainText('Reconnu par : EAN')
    await expect(lines(page).nth(1).getByTestId('quick-order-product')).toHaveText(eanDoc.titre)
    await expect(lines(page).nth(2)).toContainText('Reconnu par : Ma référence')
    await expect(lines(page).nth(2)).toContainText('Ma référence : CDN-TORCHE-250')
    // « SKF 6204 » is a part of SKF-6204-2RS's reference: that product to confirm, not an unknown reference
    const unknown = lines(page).nth(3)
    await expect(unknown).toHaveAttribute('data-status', 'ambiguous')
    await expect(unknown.getByTestId('quick-order-status')).toHaveText('À confirmer')
    await expect(unknown).toContainText('Un produit contient « SKF 6204 » dans sa référence : vérifiez-le et choisissez-le.')
    expect(calls.filter((u) => u.includes('/api/quick-order/resolve'))).toHaveLength(1)

    // the line fixed by confirming the product
    await expect(unknown.getByRole('button', { name: /^Choisir : / }).first()).toBeVisible()
    await unknown
      .getByRole('button', { name: /^Choisir : / })
      .first()
      .click()
    await expect(unknown).toHaveAttribute('data-status', 'ready')
    await expect(page.getByTestId('quick-order-summary')).toContainText('4 lignes prêtes')

    await page.getByRole('button', { name: 'Ajouter au panier' }).click()
    const panel = page.getByTestId('cart-panel')
    await expect(panel).toBeVisible()
    await expect(panel.getByTestId('cart-panel-notice')).toHaveText('Les produits ont été ajoutés à votre panier.')
    await expect(page.getByTestId('quick-order-info')).toHaveText('4 lignes ajoutées à votre panier.')
    await expect(lines(page)).toHaveCount(0)
    expect(calls.filter((u) => u.endsWith('/api/cart/lines'))).toHaveLength(1)

    // the cart: every line's quantity (2 + 3 + 1 + 4), the bearing and the EAN's product among them
    const order = await serverCart(page)
    const quantities = Object.fromEntries((order?.products ?? []).map((l) => [l.id, l.quantity]))
    expect(quantities[String(bearing.id)]).toBeGreaterThanOrEqual(2)
    expect(quantities[String(eanDoc.id)]).toBe(3)
    expect(Object.values(quantities).reduce((a, b) => a + b, 0)).toBe(10)
    await panel.getByRole('link', { name: 'Voir mon panier' }).click()
    await page.waitForURL('**/panier')
    await expect(page.getByTestId('cart-line')).toHaveCount(Object.keys(quantities).length)
    await expect(page.getByTestId('cart-line').filter({ hasText: 'CDN-TORCHE-250' }).getByTestId('cart-line-part-number')).toHaveText(
      'Ma référence : CDN-TORCHE-250',
    )
  })

  test('an ambiguous « 6204 » says several products match and lets the buyer choose; an unreadable quantity is kept for correction; the file control is French', async ({
    page,
  }) => {
    await startAs(page, 'type1')
    await openPage(page, '/commande-rapide')
    // the file control speaks French whatever the browser's language, and still takes a file
    await expect(page.getByText('Choisir un fichier', { exact: true })).toBeVisible()
    await expect(page.getByTestId('quick-order-file-name')).toHaveText('Aucun fichier choisi')
    const file = page.getByLabel('Importer un fichier CSV ou XLSX')
    expect(await file.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1)

    await file.setInputFiles({ name: 'commande.csv', mimeType: 'text/csv', buffer: Buffer.from('6204;2\nSKF-6204-2RS;deux\n') })
    await expect(page.getByTestId('quick-order-file-name')).toHaveText('commande.csv')
    await expect(lines(page)).toHaveCount(2)

    // « 6204 » is in TIM-6204 and NSK-6204 (and SKF-6204-2RS): never « Référence inconnue »
    const ambiguous = lines(page).nth(0)
    await expect(ambiguous).toHaveAttribute('data-status', 'ambiguous')
    await expect(ambiguous.getByTestId('quick-order-status')).toHaveText('Plusieurs produits')
    await expect(ambiguous).toContainText('Plusieurs produits correspondent à « 6204 » : choisissez le bon.')
    await expect(ambiguous).not.toContainText('Référence inconnue')
    const choices = ambiguous.getByRole('button', { name: /^Choisir : / })
    expect(await choices.count()).toBeGreaterThanOrEqual(2)
    await expect(ambiguous.getByTestId('quick-order-product')).toContainText([/NSK|TIM|SKF/, /NSK|TIM|SKF/])
    await ambiguous.getByRole('button', { name: /^Choisir : .*NSK/ }).click()
    await expect(ambiguous).toHaveAttribute('data-status', 'ready')
    await expect(ambiguous.getByTestId('quick-order-product')).toContainText('NSK')

    // « deux » is kept, its product recognised, until the buyer types the quantity
    await expect(page.getByTestId('quick-order-info')).toContainText('Quantité illisible ligne 2 : corrigez-la ci-dessous.')
    const bad = lines(page).nth(1)
    await expect(bad).toHaveAttribute('data-status', 'quantity')
    await expect(bad.getByTestId('quick-order-status')).toHaveText('Quantité à corriger')
    await expect(bad.getByTestId('quick-order-bad-quantity')).toHaveText('Quantité illisible « deux » : saisissez-la.')
    await expect(page.getByTestId('quick-order-summary')).toContainText('1 ligne prête · 1 à corriger')
    await bad.getByTestId('quick-order-quantity').fill('2')
    await bad.getByTestId('quick-order-quantity').press('Enter')
    await expect(bad).toHaveAttribute('data-status', 'ready')
    await expect(page.getByTestId('quick-order-summary')).toContainText('2 lignes prêtes')
  })

  test('typing a reference offers the products as-you-type; one picked is a ready line', async ({ page }) => {
    await startAs(page, 'type1')
    await openPage(page, '/commande-rapide')
    const field = page.getByRole('combobox', { name: 'Saisir une référence' })
    await field.fill('CDN-ROUL')
    const option = page.getByRole('option').first()
    await expect(option).toContainText('CDN-ROUL-6204')
    await field.press('ArrowDown')
    await field.press('Enter')
    await expect(lines(page)).toHaveCount(1)
    await expect(lines(page).first()).toHaveAttribute('data-status', 'ready')
    await expect(lines(page).first()).toContainText('Ma référence : CDN-ROUL-6204')
  })

  test('a line the server refuses is not added by the cart route (another company’s part number is unknown)', async ({ page }) => {
    await startAs(page, 'credit')
    const res = await page.request.post('/api/quick-order/resolve', {
      headers: SAME_ORIGIN,
      data: { lines: [{ reference: 'CDN-TORCHE-250', quantity: 1 }] },
    })
    expect(res.status()).toBe(200)
    expect(((await res.json()) as { lines: { status: string }[] }).lines[0]!.status).toBe('unknown')
  })
})
