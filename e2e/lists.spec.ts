import { expect, test, type Page } from '@playwright/test'

import type { ListsReply } from '@/lib/lists/api'
import { logout } from './account-helpers'
import { buyableProduct, emptyServerCart, productUrl, serverCart, startAs } from './cart-helpers'
import { SAME_ORIGIN } from './helpers'
import { openPage } from './layout-helpers'

async function companyLists(page: Page): Promise<ListsReply['lists']> {
  const res = await page.request.get('/api/lists', { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
  return ((await res.json()) as ListsReply).lists
}

/** The toast confirming a change (bottom-left). */
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

// Shopping lists: shared by a company's buyers, filled from the product page and the cards, added to the cart at once
test.describe('shopping lists', () => {
  test('create a list, add products from a product page and a card, change a quantity, add the list to the cart, delete it', async ({
    page,
  }, testInfo) => {
    // a long path through five pages on a shared machine
    test.setTimeout(180_000)
    const name = `Chantier e2e ${testInfo.project.name}`
    await startAs(page, 'credit')
    // a list left by an interrupted run goes first
    for (const list of (await companyLists(page)).filter((l) => l.name === name))
      expect((await page.request.delete(`/api/lists/${list.id}`, { headers: SAME_ORIGIN })).status()).toBe(200)

    await openPage(page, '/mon-compte/listes')
    const form = page.getByTestId('list-create')
    await form.getByLabel('Nom de la liste').fill(name)
    await form.getByRole('button', { name: 'Créer la liste' }).click()
    await expect(toast(page, `La liste « ${name} » a été créée.`)).toBeVisible()
    const row = page.getByTestId('lists').locator('li').filter({ hasText: name })
    await expect(row).toContainText('0 produit')

    const product = await buyableProduct(page)
    await openPage(page, productUrl(product.slug))
    const titleRow = page.getByRole('heading', { level: 1 }).locator('xpath=..')
    await titleRow.getByRole('button', { name: 'Ajouter à une liste' }).click()
    const menu = page.getByTestId('add-to-list-menu')
    await menu.getByRole('button', { name: new RegExp(`^${name}`) }).click()
    await expect(toast(page, `Le produit a été ajouté à la liste « ${name} ».`)).toBeVisible()
    await expect(menu).toHaveCount(0)

    await openPage(page, '/tous-nos-produits')
    const card = page.getByTestId('product-card').filter({ hasNotText: product.titre }).first().locator('xpath=..')
    const cardTitle = (await card.getByTestId('product-title').textContent())!.trim()
    await card.getByRole('button', { name: 'Ajouter à une liste' }).click()
    await card
      .getByTestId('add-to-list-menu')
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click()
    await expect(toast(page, `Le produit a été ajouté à la liste « ${name} ».`)).toBeVisible()

    await openPage(page, '/mon-compte/listes')
    await page.getByRole('link', { name: `Ouvrir ${name}` }).click()
    const detail = page.getByTestId('list-detail')
    await expect(detail.getByTestId('list-title')).toHaveText(name)
    const lines = detail.getByTestId('account-product')
    await expect(lines).toHaveCount(2)
    await expect(lines.getByTestId('account-product-title')).toHaveText([product.titre, cardTitle])
    const quantity = product.quantity_min_to_buy * 3
    await lines.first().getByLabel(`Quantité de ${product.titre}`).fill(String(quantity))
    await lines.first().getByLabel(`Quantité de ${product.titre}`).press('Enter')
    await expect(toast(page, 'Quantité enregistrée.')).toBeVisible()

    await detail.getByRole('button', { name: 'Ajouter la liste au panier' }).click()
    await expect(toast(page, 'Les produits ont été ajoutés à votre panier.')).toBeVisible()
    const cart = await serverCart(page)
    expect(cart?.products.find((l) => l.id === String(product.id))?.quantity).toBe(quantity)
    expect(cart?.products).toHaveLength(2)
    await emptyServerCart(page)

    await detail.getByRole('button', { name: 'Supprimer la liste' }).click()
    const confirm = detail.getByRole('alertdialog')
    await expect(confirm).toContainText(`Supprimer la liste « ${name} » et ses produits pour toute votre société ?`)
    await confirm.getByRole('button', { name: 'Oui, supprimer' }).click()
    await expect(toast(page, `La liste « ${name} » a été supprimée.`)).toBeVisible()
    await page.waitForURL('**/mon-compte/listes')
    await expect(page.getByTestId('lists')).not.toContainText(name)
    expect((await companyLists(page)).some((l) => l.name === name)).toBe(false)
  })

  test('another company’s list is not found: 404 through the API, the CMS API and its address', async ({ page }) => {
    await startAs(page, 'credit')
    const foreign = (await companyLists(page)).find((l) => l.name === 'Réassort mensuel')
    expect(foreign, 'the seeded list of Usinage Rhône-Alpes').toBeDefined()
    await logout(page)

    await startAs(page, 'type1')
    for (const res of [
      await page.request.get(`/api/lists/${foreign!.id}`, { headers: SAME_ORIGIN }),
      await page.request.patch(`/api/lists/${foreign!.id}`, { headers: SAME_ORIGIN, data: { name: 'Volée' } }),
      await page.request.post(`/api/lists/${foreign!.id}/lines`, { headers: SAME_ORIGIN, data: { product_id: 1 } }),
      await page.request.delete(`/api/lists/${foreign!.id}`, { headers: SAME_ORIGIN }),
    ]) {
      expect(res.status()).toBe(404)
      expect(await res.json()).toEqual({ code: 'not_found', message: 'Liste introuvable.' })
    }
    expect((await page.request.get(`/cms/api/listes-achat/${foreign!.id}`, { headers: SAME_ORIGIN })).status()).toBe(404)
    expect((await companyLists(page)).some((l) => l.id === foreign!.id)).toBe(false)
    await openPage(page, `/mon-compte/listes?liste=${foreign!.id}`)
    await expect(page.getByTestId('list-not-found')).toHaveText('Cette liste est introuvable.')
  })
})
