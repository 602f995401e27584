import { expect, test } from '@playwright/test'

import { startAs } from './cart-helpers'
import { openPage } from './layout-helpers'

// Issue 34 item 1: a partly shipped order (seeded URA-CA-26-1455: 20 of 30 left with Geodis, the other line
// expected on 12/12/2026) shows its line states, its shipment's tracking link and delivery note; the list filters by state
test.describe('shipments and partial deliveries', () => {
  test('the orders list keeps the partly shipped orders (?etat=), whose detail shows the states, tracking and delivery note', async ({
    page,
  }) => {
    await startAs(page, 'credit')
    await openPage(page, '/mon-compte/mes-commandes?etat=expediee-partiellement')
    const rows = page.getByTestId('account-orders').locator('li')
    await expect(rows.filter({ hasText: 'URA-CA-26-1455' })).toHaveCount(1)
    // an invoiced order and an order not shipped yet of this buyer are not partly shipped
    await expect(rows.filter({ hasText: 'URA-CA-26-1187' })).toHaveCount(0)
    await expect(rows.filter({ hasText: 'URA-CA-26-1342' })).toHaveCount(0)
    await expect(page.getByTestId('orders-state-filter')).toHaveValue('expediee-partiellement')
    // the filter fits the screen: its longest state does not widen a phone's page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)

    await rows
      .filter({ hasText: 'URA-CA-26-1455' })
      .getByRole('link', { name: /Voir le détail/ })
      .click()
    const detail = page.getByTestId('order-detail')
    await expect(detail.getByTestId('order-line-state')).toHaveText([
      'Expédiée partiellement\u00a0: 20 sur 30',
      'En attente de réapprovisionnement — prévue le 12/12/2026',
    ])
    const shipment = detail.getByTestId('order-shipment')
    await expect(shipment).toHaveCount(1)
    await expect(shipment.getByTestId('shipment-date')).toHaveText('24/11/2026')
    await expect(shipment.getByTestId('shipment-carrier')).toHaveText('Geodis')
    const tracking = shipment.getByTestId('shipment-tracking')
    await expect(tracking).toHaveAttribute('href', 'https://www.example.com/suivi/GEO145501')
    await expect(tracking).toHaveAttribute('target', '_blank')
    await tracking.scrollIntoViewIfNeeded()
    await expect(tracking).toBeVisible()
    const note = shipment.getByTestId('shipment-delivery-note')
    await expect(note).toHaveText('Bon de livraison BL-2026-1455-1 (PDF)')
    const href = await note.getAttribute('href')
    const pdf = await page.request.get(href ?? '')
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-disposition']).toBe('attachment; filename="bon-de-livraison-BL-2026-1455-1.pdf"')
  })
})
