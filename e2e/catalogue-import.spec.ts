import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import { zipSync } from 'fflate'

import { DEMO_EDITOR } from '@/cms/seed/accounts'

// Issue 31: an editor uploads a small BMEcat file with its images in the admin (« Importer un catalogue »), sees the
// preview and the progress, and the product appears on the shop with its image, features, unit and documents.

const MEDIA = path.join(process.cwd(), 'tests/fixtures/catalogue/media')
const media = (name: string) => new Uint8Array(fs.readFileSync(path.join(MEDIA, name)))

/** One product with a unique reference, an ETIM feature, a box of 10, a picture and a technical sheet. */
function bmecat(reference: string, title: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005">
  <HEADER><CATALOG><LANGUAGE>fra</LANGUAGE><CATALOG_ID>E2E</CATALOG_ID><CATALOG_VERSION>1.0</CATALOG_VERSION></CATALOG>
    <SUPPLIER><SUPPLIER_NAME>Fournisseur E2E</SUPPLIER_NAME></SUPPLIER></HEADER>
  <T_UPDATE_PRODUCTS prev_version="0">
    <PRODUCT mode="new">
      <SUPPLIER_PID>${reference}</SUPPLIER_PID>
      <PRODUCT_DETAILS>
        <DESCRIPTION_SHORT lang="fra">${title}</DESCRIPTION_SHORT>
        <DESCRIPTION_LONG lang="fra">Disque à tronçonner l’acier, importé depuis l’administration.</DESCRIPTION_LONG>
        <MANUFACTURER_NAME>Abrasifs E2E</MANUFACTURER_NAME>
      </PRODUCT_DETAILS>
      <PRODUCT_FEATURES>
        <REFERENCE_FEATURE_SYSTEM_NAME>ETIM-9.0</REFERENCE_FEATURE_SYSTEM_NAME>
        <REFERENCE_FEATURE_GROUP_ID>EC000224</REFERENCE_FEATURE_GROUP_ID>
        <FEATURE><FNAME>EF000008</FNAME><FDESCR>Diamètre du disque</FDESCR><FVALUE>125</FVALUE><FUNIT>MMT</FUNIT></FEATURE>
      </PRODUCT_FEATURES>
      <PRODUCT_ORDER_DETAILS>
        <ORDER_UNIT>BX</ORDER_UNIT><CONTENT_UNIT>C62</CONTENT_UNIT><NO_CU_PER_OU>10</NO_CU_PER_OU>
        <QUANTITY_MIN>1</QUANTITY_MIN><QUANTITY_INTERVAL>1</QUANTITY_INTERVAL>
      </PRODUCT_ORDER_DETAILS>
      <MIME_INFO>
        <MIME><MIME_TYPE>image/png</MIME_TYPE><MIME_SOURCE>media/disque-125.png</MIME_SOURCE><MIME_DESCR>${title}</MIME_DESCR><MIME_PURPOSE>normal</MIME_PURPOSE></MIME>
        <MIME><MIME_TYPE>application/pdf</MIME_TYPE><MIME_SOURCE>media/fiche-meuleuse-125.pdf</MIME_SOURCE><MIME_DESCR>Fiche technique</MIME_DESCR><MIME_PURPOSE>data_sheet</MIME_PURPOSE></MIME>
      </MIME_INFO>
    </PRODUCT>
  </T_UPDATE_PRODUCTS>
</BMECAT>
`
}

test.describe('« Importer un catalogue » in the admin @desktop-only', () => {
  test.setTimeout(180_000)

  test('an editor uploads a BMEcat file with its images, sees the preview and the progress; the product is on the shop', async ({
    page,
    request,
  }) => {
    const reference = `E2E-IMP-${Date.now().toString(36).toUpperCase()}`
    const title = `Disque à tronçonner 125 mm ${reference}`
    const zip = zipSync({
      'media/disque-125.png': media('disque-125.png'),
      'media/fiche-meuleuse-125.pdf': media('fiche-meuleuse-125.pdf'),
    })

    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill(DEMO_EDITOR.email)
    await page.locator('input[name="password"]').fill(DEMO_EDITOR.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
    // the link in the admin's navigation (the navigation scrolls on its own: its address is what counts)
    await expect(page.getByRole('link', { name: 'Importer un catalogue' })).toHaveAttribute('href', '/admin/importer-un-catalogue')
    await page.goto('/admin/importer-un-catalogue')
    await expect(page.getByRole('heading', { level: 1, name: 'Importer un catalogue' })).toBeVisible({ timeout: 60_000 })

    await page.getByLabel('Fichier du catalogue (BMEcat, CSV ou XLSX)').setInputFiles({
      name: 'catalogue-e2e.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(bmecat(reference, title)),
    })
    await page.getByLabel('Images et documents (ZIP, facultatif)').setInputFiles({
      name: 'medias.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zip),
    })
    await page.getByRole('button', { name: 'Voir l’aperçu' }).click()
    const preview = page.getByRole('heading', { name: /^Aperçu/ })
    await expect(preview).toBeVisible({ timeout: 60_000 })
    await expect(preview).toBeFocused()
    await expect(page.getByTestId('catalogue-import-report')).toContainText('1 produit(s) lu(s)')
    await expect(page.getByTestId('catalogue-import-report')).toContainText('1 créé(s)')
    // the preview wrote nothing
    const before = await request.get(`/cms/api/produits?where[dimasys_reference][equals]=${reference}&depth=0&limit=1`)
    expect(((await before.json()) as { totalDocs: number }).totalDocs).toBe(0)

    // hold the answer to the upload until the progress bar has been seen
    let release!: () => void
    const seen = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/cms/api/catalogue-import', async (route) => {
      const response = await route.fetch()
      await seen
      await route.fulfill({ response })
    })
    await page.getByRole('button', { name: 'Importer', exact: true }).click()
    await expect(page.getByTestId('catalogue-import-progress')).toBeVisible()
    release()
    const done = page.getByRole('heading', { name: 'Import terminé' })
    await expect(done).toBeVisible({ timeout: 120_000 })
    await expect(done).toBeFocused()
    await expect(page.getByTestId('catalogue-import-report')).toContainText('1 créé(s)')
    // (the picture and the sheet: uploaded once, found by their file name on a second run)

    // on the shop: its page with the picture, the feature, the unit and the technical sheet
    const found = await request.get(`/cms/api/produits?where[dimasys_reference][equals]=${reference}&depth=0&limit=1`)
    const [product] = ((await found.json()) as { docs: { slug: string; sale_unit: string }[] }).docs
    expect(product?.slug).toBeTruthy()
    // the unit is shown beside a buyer's price; the shop's API gives it to anyone
    expect(product?.sale_unit).toBe('boîte de 10')
    await page.goto(`/catalogues/produit/${product!.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    // its picture (the media file keeps its name; its description is the first import's)
    await expect(page.locator('img[src*="disque-125"]').first()).toBeVisible()
    await expect(page.getByText('Diamètre du disque')).toBeVisible()
    await expect(page.getByTestId('technical-sheet')).toBeVisible()
  })
})
