import { expect, test } from '@playwright/test'

import { demoClient } from '@/cms/seed/accounts'
import type { AddressesReply } from '@/lib/account/addresses'
import { addresses, clearAddresses } from './addresses-helpers'
import { buyableProduct, serverOrders, setServerLine, startAs } from './cart-helpers'
import { SAME_ORIGIN } from './helpers'
import { openPage } from './layout-helpers'

// type1@demo.fr belongs to Chaudronnerie du Nord SARL (src/cms/seed/data/site.ts): its delivery address
const COMPANY = {
  'Destinataire (société ou nom)': 'Chaudronnerie du Nord SARL',
  Adresse: '3 rue Pierre et Marie Curie',
  'Code postal': '59260',
  Ville: 'Lezennes',
}
const SITE = {
  'Destinataire (société ou nom)': 'Chantier Dunkerque',
  Adresse: '8 quai des Fleurs',
  'Code postal': '59140',
  Ville: 'Dunkerque',
}

// The checkout starts from the company's address and the buyer's last ones; /mon-compte/adresses
test.describe('delivery addresses', () => {
  test('the checkout starts from the company address; a typed address is saved once and offered next time', async ({ page }) => {
    await startAs(page, 'type1')
    await clearAddresses(page)
    const product = await buyableProduct(page)
    await setServerLine(page, product.id, 1)
    await openPage(page, '/panier')
    const form = page.getByTestId('checkout-form')
    for (const [label, value] of Object.entries(COMPANY)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value)
    await expect(form.getByLabel('Pays')).toHaveValue('FR')

    await form.getByLabel('Livrer à').selectOption({ label: 'Nouvelle adresse' })
    await expect(form.getByLabel('Adresse', { exact: true })).toHaveValue('')
    for (const [label, value] of Object.entries(SITE)) await form.getByLabel(label, { exact: true }).fill(value)
    await form.getByRole('button', { name: 'Valider la commande' }).click()
    const first = await page.getByTestId('placed-order-id').textContent()
    expect((await serverOrders(page)).find((o) => o.id === first)?.delivery_address).toMatchObject({ city: 'Dunkerque' })
    expect((await addresses(page)).addresses.map((a) => a.name)).toEqual([SITE['Destinataire (société ou nom)']])

    await setServerLine(page, product.id, 1)
    await openPage(page, '/panier')
    await expect(form.getByLabel('Destinataire (société ou nom)', { exact: true })).toHaveValue(COMPANY['Destinataire (société ou nom)'])
    await form.getByLabel('Livrer à').selectOption({ label: 'Chantier Dunkerque — 8 quai des Fleurs, 59140 Dunkerque (France)' })
    for (const [label, value] of Object.entries(SITE)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value)
    // the same address in other letters is the same delivery point: not saved twice
    await form.getByLabel('Ville', { exact: true }).fill('DUNKERQUE')
    await form.getByRole('button', { name: 'Valider la commande' }).click()
    await expect(page.getByTestId('placed-order-id')).not.toHaveText(first ?? '')
    expect((await addresses(page)).addresses).toHaveLength(1)
    await clearAddresses(page) // the other specs' checkouts start from the company's address again
  })

  test('/mon-compte/adresses: add, edit, set the default, delete with confirmation, from the keyboard; another buyer never sees them', async ({
    page,
    request,
  }) => {
    await startAs(page, 'type1')
    await clearAddresses(page)
    await openPage(page, '/mon-compte')
    await page.getByTestId('account-nav').getByRole('link', { name: 'Adresses' }).click()
    await page.waitForURL('**/mon-compte/adresses')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes adresses')
    await expect(page.getByTestId('company-address')).toContainText(COMPANY['Destinataire (société ou nom)'])
    await expect(page.getByTestId('account-empty')).toBeVisible()

    const add = page.getByTestId('address-add-form')
    await add.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(add.getByText('Veuillez indiquer le nom du destinataire.')).toBeVisible()
    await expect(add.getByText('Veuillez indiquer la ville de l’adresse de livraison.')).toBeVisible()
    await expect(add.getByLabel('Destinataire (société ou nom)', { exact: true })).toBeFocused()
    // typed and sent from the keyboard only
    await page.keyboard.type('Dépôt Liège')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Quai de la Batte 5')
    await page.keyboard.press('Tab')
    await page.keyboard.type('40000')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Liège')
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown') // Belgique, after France
    await expect(add.getByLabel('Pays')).toHaveValue('BE')
    // Enter in a select does not submit a form (browsers submit from a text field): back to the city, then Enter
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(add.getByText('Code postal invalide : 5 chiffres en France, 4 en Belgique.')).toBeVisible()
    await add.getByLabel('Code postal', { exact: true }).fill('4000')
    await add.getByLabel('Code postal', { exact: true }).press('Enter')
    await expect(page.getByTestId('address-notice')).toHaveText('L’adresse a été ajoutée.')
    const cards = page.getByTestId('addresses-list').getByTestId('address')
    await expect(cards).toHaveCount(1)

    for (const [label, value] of Object.entries(SITE)) await add.getByLabel(label, { exact: true }).fill(value)
    await add.getByLabel('Utiliser comme adresse par défaut').check()
    await add.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(cards).toHaveCount(2)
    await expect(cards.first()).toContainText('Chantier Dunkerque')
    await expect(cards.first()).toContainText('Par défaut')

    // edit: the form takes the focus, Enter saves
    const liege = cards.filter({ hasText: 'Dépôt Liège' })
    await liege.getByRole('button', { name: 'Modifier Dépôt Liège' }).click()
    const edit = page.getByTestId('address-edit-form')
    await expect(edit.getByLabel('Destinataire (société ou nom)', { exact: true })).toBeFocused()
    await edit.getByLabel('Adresse', { exact: true }).fill('Quai de la Batte 7')
    await edit.getByLabel('Adresse', { exact: true }).press('Enter')
    await expect(page.getByTestId('address-notice')).toHaveText('L’adresse a été modifiée.')
    await expect(cards.filter({ hasText: 'Dépôt Liège' })).toContainText('Quai de la Batte 7')

    await cards.filter({ hasText: 'Dépôt Liège' }).getByRole('button', { name: 'Définir par défaut : Dépôt Liège' }).click()
    await expect(page.getByTestId('address-notice')).toHaveText('Votre adresse par défaut a été modifiée.')
    await expect(cards.first()).toContainText('Dépôt Liège')
    await expect(page.locator('[data-testid="address"][data-default]')).toHaveCount(1)

    // delete: asked first; Escape keeps it, « Oui, supprimer » deletes it
    const dunkerque = () => cards.filter({ hasText: 'Chantier Dunkerque' })
    await dunkerque().getByRole('button', { name: 'Supprimer Chantier Dunkerque' }).click()
    const confirm = dunkerque().getByRole('alertdialog')
    await expect(confirm).toContainText('Supprimer l’adresse « Chantier Dunkerque » ?')
    await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(confirm).toHaveCount(0)
    await expect(cards).toHaveCount(2)
    await dunkerque().getByRole('button', { name: 'Supprimer Chantier Dunkerque' }).click()
    await dunkerque().getByRole('button', { name: 'Oui, supprimer' }).click()
    await expect(page.getByTestId('address-notice')).toHaveText('L’adresse a été supprimée.')
    await expect(cards).toHaveCount(1)

    // the checkout now starts from the default address
    const product = await buyableProduct(page)
    await setServerLine(page, product.id, 1)
    await openPage(page, '/panier')
    await expect(page.getByTestId('checkout-form').getByLabel('Adresse', { exact: true })).toHaveValue('Quai de la Batte 7')
    await expect(page.getByTestId('checkout-form').getByLabel('Pays')).toHaveValue('BE')
    const mine = (await addresses(page)).addresses[0]!
    await page.request.post('/api/cart', { headers: SAME_ORIGIN })

    // another buyer (their own session): none of them listed, 404 { code, message } for their id
    const other = demoClient('credit')
    expect((await request.post('/cms/api/clients/login', { data: { email: other.email, password: other.password } })).status()).toBe(200)
    const theirs = (await (await request.get('/api/addresses', { headers: SAME_ORIGIN })).json()) as AddressesReply
    expect(theirs.addresses.map((a) => a.id)).not.toContain(mine.id)
    for (const res of [
      await request.patch(`/api/addresses/${mine.id}`, { headers: SAME_ORIGIN, data: { city: 'Paris' } }),
      await request.delete(`/api/addresses/${mine.id}`, { headers: SAME_ORIGIN }),
    ]) {
      expect(res.status()).toBe(404)
      expect(await res.json()).toEqual({ code: 'not_found', message: 'Cette adresse est introuvable.' })
    }
    expect((await addresses(page)).addresses.map((a) => a.id)).toEqual([mine.id])
    await clearAddresses(page)
  })
})
