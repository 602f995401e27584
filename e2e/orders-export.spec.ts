import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'
import { readSheet } from 'read-excel-file/node'

import { startAs } from './cart-helpers'
import { openPage } from './layout-helpers'

// Issue 34 item 4: the orders list, as filtered (?etat=), exported for the accountant as CSV and XLSX, one row per line
// (seeded URA-CA-26-1455 of credit@demo.fr: 30 and 4 ordered, placed on 21/11/2026); thumbnails on the order's lines
const PO = 'URA-CA-26-1455'

async function download(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()])
  const path = await file.path()
  return { name: file.suggestedFilename(), bytes: await readFile(path) }
}

test.describe('orders for the accountant', () => {
  test('the filtered orders list downloads as CSV and XLSX with its lines; an order’s lines show thumbnails', async ({ page }) => {
    await startAs(page, 'credit')
    await openPage(page, '/mon-compte/mes-commandes?etat=expediee-partiellement')
    const rows = page.getByTestId('account-orders').locator('li')
    await expect(rows.filter({ hasText: PO })).toHaveCount(1)
    const exporter = page.getByRole('group', { name: 'Exporter les lignes pour la comptabilité' })
    await expect(exporter.getByRole('button', { name: 'Exporter (CSV)' })).toBeVisible()

    // CSV: BOM, semicolons, the filter kept (only the partly shipped order), dates dd/mm/yyyy, decimal commas
    const csv = await download(page, 'orders-export-csv')
    expect(csv.name).toMatch(/^commandes-expediee-partiellement-\d{4}-\d{2}-\d{2}\.csv$/)
    await expect(page.getByTestId('orders-export-status')).toHaveText(`Export prêt\u00a0: ${csv.name}`)
    const text = csv.bytes.toString('utf8')
    expect(text.charCodeAt(0)).toBe(0xfeff)
    const lines = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(';'))
    expect(lines[0]).toEqual([
      'N° de commande',
      'Date',
      'Statut',
      'État de livraison',
      'Acheteur',
      'Référence de commande',
      'Centre de coût',
      'Référence produit',
      'Désignation',
      'Quantité',
      'Unité',
      'Prix unitaire H.T (€)',
      'Total ligne H.T (€)',
      'Total articles H.T (€)',
      'Livraison H.T (€)',
      'Total commande H.T (€)',
    ])
    const body = lines.slice(1)
    expect(body).toHaveLength(2)
    for (const row of body) {
      expect(row[1]).toBe('21/11/2026')
      expect(row[3]).toBe('Expédiée partiellement')
      expect(row[5]).toBe(PO)
      expect(row[7]).not.toBe('')
      expect(row[8]).not.toBe('')
      expect(row[12]).toMatch(/^\d+,\d{2}$/)
      expect(row[15]).toMatch(/^\d+,\d{2}$/)
    }
    expect(body.map((r) => r[9])).toEqual(['30', '4'])
    const orderId = body[0][0]

    // XLSX: numbers as numbers, the date as a date, the same lines
    const xlsx = await download(page, 'orders-export-xlsx')
    expect(xlsx.name).toMatch(/^commandes-expediee-partiellement-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const sheet = (await readSheet(xlsx.bytes)) as unknown[][]
    expect(sheet[0]).toEqual(lines[0])
    expect(sheet).toHaveLength(3)
    for (const [i, row] of sheet.slice(1).entries()) {
      expect(row[0]).toBe(orderId)
      expect(row[1]).toBeInstanceOf(Date)
      expect((row[1] as Date).toISOString().slice(0, 10)).toBe('2026-11-21')
      expect(row[5]).toBe(PO)
      expect(row[9]).toBe(Number(body[i][9]))
      expect(typeof row[12]).toBe('number')
      expect(row[12]).toBeCloseTo(Number(body[i][12].replace(',', '.')), 2)
    }
    await page.screenshot({ path: `docs/screens/orders-export-${test.info().project.name}.png` })

    // the order's lines: a fixed-size thumbnail each
    await rows
      .filter({ hasText: PO })
      .getByRole('link', { name: /Voir le détail/ })
      .click()
    const detail = page.getByTestId('order-detail')
    const thumbnails = detail.getByTestId('order-line').getByTestId('line-thumbnail')
    await expect(thumbnails).toHaveCount(2)
    for (const thumbnail of await thumbnails.all()) {
      await expect(thumbnail.locator('img')).toHaveCount(1)
      const box = await thumbnail.boundingBox()
      expect(box?.width).toBe(56)
      expect(box?.height).toBe(56)
    }
    await expect(detail.getByRole('button', { name: 'Exporter (Excel)' })).toBeVisible()
  })
})
