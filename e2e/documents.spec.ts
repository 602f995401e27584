import fs from 'node:fs/promises'

import { expect, test, type Download, type Page } from '@playwright/test'

import type { DocumentsReply } from '@/lib/documents/types'
import { startAs } from './cart-helpers'
import { SAME_ORIGIN } from './helpers'
import { openPage } from './layout-helpers'
import { logout } from './account-helpers'

// Documents: /mon-compte/documents (find an order, download its invoice and delivery note as real PDFs), another
// company's document refused (404), and the product's safety data sheets and declarations of conformity.

/** The seeded shipped order of acheteur@demo.fr (src/cms/seed/erp.ts, shipped by src/cms/seed/documents.ts). */
const SHIPPED_PO = 'BC-2026-0587'
const SHIPPED_DAY = '2026-10-28'

async function documentsOf(page: Page, query: string): Promise<DocumentsReply> {
  const res = await page.request.get(`/api/documents?${query}`, { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
  return (await res.json()) as DocumentsReply
}

async function expectPdf(download: Download, name: RegExp): Promise<void> {
  expect(download.suggestedFilename()).toMatch(name)
  const body = await fs.readFile(await download.path())
  expect(body.subarray(0, 5).toString()).toBe('%PDF-')
  expect(body.subarray(-8).toString()).toContain('%%EOF')
}

test.describe('documents', () => {
  test('a buyer finds an order by number and by date, and downloads its invoice and delivery note as PDFs', async ({ page }) => {
    await startAs(page, 'type1')
    const shipped = (await documentsOf(page, `reference=${SHIPPED_PO}`)).documents[0]!
    expect(shipped.deliveryNote).not.toBeNull()

    await openPage(page, '/mon-compte/documents')
    const nav = page.getByTestId('account-nav')
    await expect(nav.getByRole('link', { name: 'Mes documents' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('document-row').first()).toBeVisible()

    // by number: the order's
    const search = page.getByTestId('documents-search')
    await search.getByLabel('N° de commande, facture ou bon de livraison').fill(shipped.orderId)
    await search.getByRole('button', { name: 'Rechercher' }).click()
    await page.waitForURL((url) => url.searchParams.get('numero') === shipped.orderId)
    const rows = page.getByTestId('document-row')
    await expect(page.locator(`[data-testid="document-row"][data-order-id="${shipped.orderId}"]`)).toHaveCount(1)

    // by date: the day it was ordered, in the address
    await openPage(page, '/mon-compte/documents')
    await search.getByLabel('Commandé du').fill(SHIPPED_DAY)
    await search.getByLabel('au', { exact: true }).fill(SHIPPED_DAY)
    await search.getByRole('button', { name: 'Rechercher' }).click()
    await page.waitForURL((url) => url.searchParams.get('du') === SHIPPED_DAY && url.searchParams.get('au') === SHIPPED_DAY)
    await expect(rows).toHaveCount(1)
    const row = rows.first()
    await expect(row).toHaveAttribute('data-order-id', shipped.orderId)
    await expect(row.getByTestId('document-reference')).toContainText(SHIPPED_PO)

    const [invoice] = await Promise.all([page.waitForEvent('download'), row.getByTestId('invoice-link').click()])
    await expectPdf(invoice, new RegExp(`^facture-${shipped.invoice!.number}\\.pdf$`))
    const [note] = await Promise.all([page.waitForEvent('download'), row.getByTestId('delivery-note-link').click()])
    await expectPdf(note, new RegExp(`^bon-de-livraison-${shipped.deliveryNote!.number}\\.pdf$`))

    // the search survives a reload (it is the address), and « Effacer la recherche » lists every order again
    await page.reload()
    await expect(rows).toHaveCount(1)
    await page.getByRole('link', { name: 'Effacer la recherche' }).click()
    await page.waitForURL((url) => url.pathname === '/mon-compte/documents' && url.search === '')
    await expect(rows.nth(1)).toBeVisible()
  })

  test('an order not shipped yet has its invoice, and its delivery note waits for the shipment', async ({ page }) => {
    await startAs(page, 'credit')
    await openPage(page, '/mon-compte/documents?reference=URA-CA-26-1342')
    const row = page.getByTestId('document-row')
    await expect(row).toHaveCount(1)
    await expect(row.getByTestId('invoice-link')).toBeVisible()
    await expect(row.getByTestId('delivery-note-link')).toHaveCount(0)
    await expect(row.getByTestId('delivery-note-pending')).toHaveText('Bon de livraison à l’expédition')
  })

  test('another company’s document is a 404, by the API and by its address', async ({ page }) => {
    await startAs(page, 'type1')
    const shipped = (await documentsOf(page, `reference=${SHIPPED_PO}`)).documents[0]!

    // credit@demo.fr works for another company (Usinage Rhône-Alpes)
    await logout(page)
    await startAs(page, 'credit')
    for (const url of [shipped.invoice!.url, shipped.deliveryNote!.url]) {
      const res = await page.request.get(url, { headers: SAME_ORIGIN })
      expect(res.status(), url).toBe(404)
      expect(await res.json()).toEqual({ code: 'not_found', message: 'Document introuvable.' })
      const direct = await page.goto(url)
      expect(direct?.status(), url).toBe(404)
      expect(direct?.headers()['content-type']).not.toContain('pdf')
    }
    const theirs = await documentsOf(page, `numero=${shipped.orderId}`)
    expect(theirs.documents.map((d) => d.orderId)).not.toContain(shipped.orderId)
  })

  test('a visitor gets no document (401) and is sent to the login page', async ({ page }) => {
    await startAs(page, 'type1')
    const shipped = (await documentsOf(page, `reference=${SHIPPED_PO}`)).documents[0]!
    await logout(page)
    expect((await page.request.get(shipped.invoice!.url, { headers: SAME_ORIGIN })).status()).toBe(401)
    await page.goto('/mon-compte/documents')
    await page.waitForURL((url) => url.pathname === '/se-connecter' && url.searchParams.get('redirect') === '/mon-compte/documents')
  })

  test('a product page offers its safety data sheet (FDS) and declaration of conformity beside the technical sheet', async ({ page }) => {
    type Doc = { slug: string; fiches_securite: { url: string; alt: string }[]; declarations_conformite: { url: string; alt: string }[] }
    const first = async (field: string): Promise<Doc> => {
      const res = await page.request.get(`/cms/api/produits?where[${field}][exists]=true&depth=1&sort=titre&limit=1`)
      expect(res.status()).toBe(200)
      return ((await res.json()) as { docs: Doc[] }).docs[0]!
    }
    const withFds = await first('fiches_securite')
    const withCe = await first('declarations_conformite')
    for (const [doc, label, file] of [
      [withFds, 'Fiche de données de sécurité (FDS)', withFds.fiches_securite[0]!],
      [withCe, 'Déclaration de conformité', withCe.declarations_conformite[0]!],
    ] as const) {
      await openPage(page, `/catalogues/produit/${doc.slug}`)
      const link = page.getByTestId('product-documents').getByRole('link', { name: `${label} : ${file.alt}` })
      await expect(link).toBeVisible()
      const href = (await link.getAttribute('href'))!
      expect(href).toMatch(/^\/cms\/api\/media\/file\/.+\.pdf$/)
      const res = await page.request.get(href)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toContain('application/pdf')
    }
  })
})
