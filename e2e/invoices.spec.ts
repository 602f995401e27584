import fs from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'

import { invoiceState, invoiceStateLabel, parisDay } from '@/lib/invoices/state'
import type { InvoicesReply } from '@/lib/invoices/types'
import { formatEuros } from '@/lib/money'
import { startAs } from './cart-helpers'
import { SAME_ORIGIN } from './helpers'
import { openPage } from './layout-helpers'

// « Mes factures » (issue 35 item 1): credit@demo.fr's seeded invoices (src/cms/seed/erp.ts) with their states, the
// totals due and overdue, the statement of account as a PDF; a préparateur reads none. Desktop and phone.

/** The seeded orders of credit@demo.fr: URA-CA-26-1187 unpaid since 30/09/2026, URA-CA-26-1401 paid, the November ones due. */
const OVERDUE_PO = 'URA-CA-26-1187'
const PAID_PO = 'URA-CA-26-1401'
const DUE_PO = 'URA-CA-26-1342'

async function invoicesOf(page: Page): Promise<InvoicesReply> {
  const res = await page.request.get('/api/invoices', { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
  return (await res.json()) as InvoicesReply
}

test.describe('invoices', () => {
  test('a buyer sees their invoices’ states and the totals due, and downloads the statement of account', async ({ page }, testInfo) => {
    await startAs(page, 'credit')
    const reply = await invoicesOf(page)
    const byPo = (po: string) => reply.invoices.find((i) => i.poReference === po)!
    const today = parisDay(new Date())
    // the states the rule gives today (Paris): the seed's dates are fixed, the days since the due date grow
    for (const po of [OVERDUE_PO, PAID_PO, DUE_PO]) {
      const invoice = byPo(po)
      expect(invoice, po).toBeDefined()
      expect(invoice.stateLabel).toBe(invoiceStateLabel(invoiceState({ balance: invoice.balance, due_at: invoice.dueAt }, today)))
    }
    expect(byPo(PAID_PO).stateLabel).toBe('Payée')
    expect(byPo(OVERDUE_PO).stateLabel).toMatch(/^Échue depuis \d+ jours$/)

    await openPage(page, '/mon-compte/factures')
    await expect(page.getByTestId('account-nav').getByRole('link', { name: 'Mes factures' })).toHaveAttribute('aria-current', 'page')
    const rows = page.getByTestId('invoice')
    await expect(rows).toHaveCount(reply.invoices.length)
    for (const po of [OVERDUE_PO, PAID_PO, DUE_PO]) {
      const invoice = byPo(po)
      const row = page.locator(`[data-testid="invoice"][data-number="${invoice.number}"]`)
      await expect(row.getByTestId('invoice-state')).toHaveText(invoice.stateLabel)
      await expect(row.getByTestId('invoice-balance')).toHaveText(formatEuros(invoice.balance))
      await expect(row.getByRole('link', { name: `N° de facture ${invoice.number} (Factur-X)` })).toHaveAttribute(
        'href',
        `/api/invoices/${invoice.number}/factur-x`,
      )
    }
    await expect(page.locator('[data-testid="invoice"][data-state="paid"]').first()).toContainText('Payée')

    // the totals: every balance left, and those past their due date
    const sum = (kinds: string[]) =>
      Math.round(reply.invoices.filter((i) => kinds.includes(i.state.kind)).reduce((s, i) => s + i.balance, 0) * 100) / 100
    expect(reply.totals).toEqual({ due: sum(['due', 'overdue']), overdue: sum(['overdue']) })
    expect(reply.totals.overdue).toBeGreaterThan(0)
    await expect(page.getByTestId('invoices-total-due')).toHaveText(formatEuros(reply.totals.due))
    await expect(page.getByTestId('invoices-total-overdue')).toHaveText(formatEuros(reply.totals.overdue))

    // a phone: one card per invoice, never wider than the screen
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)

    await page.screenshot({ path: `docs/screens/invoices-${testInfo.project.name}.png` })

    // the statement of account, a PDF
    const res = await page.request.get('/api/invoices/releve', { headers: SAME_ORIGIN })
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoices-statement').click()])
    expect(download.suggestedFilename()).toMatch(/^releve-de-compte-\d{4}-\d{2}-\d{2}\.pdf$/)
    const body = await fs.readFile(await download.path())
    expect(body.subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('a préparateur reads no invoice', async ({ page }) => {
    await startAs(page, 'preparateur')
    expect((await page.request.get('/api/invoices', { headers: SAME_ORIGIN })).status()).toBe(403)
    await openPage(page, '/mon-compte/factures')
    await expect(page.getByTestId('invoices-forbidden')).toBeVisible()
    await expect(page.getByTestId('invoice')).toHaveCount(0)
  })
})
