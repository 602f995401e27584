/**
 * « Mes factures » (issue 35): the invoices the buyer may read, from the ERP, with their state on today's Paris day and
 * the totals due. The customers are those of the documents (src/server/documents/documents.ts): a buyer's own, an
 * approver's whole company; their PDF, Factur-X and UBL downloads answer the same invoices. A préparateur, who orders
 * nothing, reads none (403).
 */
import { documentUrl, einvoiceUrl } from '@/lib/documents/types'
import { invoiceState, invoiceStateLabel, parisDay } from '@/lib/invoices/state'
import { INVOICES_TEXT, type InvoiceRow, type InvoicesReply } from '@/lib/invoices/types'
import { isPreparer } from '@/server/account/roles'
import { readableCustomers } from '@/server/documents/documents'
import { erp, type Invoice } from '@/server/erp'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'

const round2 = (n: number) => Math.round(n * 100) / 100

/** Every invoice the buyer may read, newest first; 403 for a préparateur. */
export async function invoicesFor(buyer: Buyer): Promise<Invoice[]> {
  if (await isPreparer(buyer)) throw new DomainError(403, 'preparer_forbidden', INVOICES_TEXT.preparerForbidden)
  const lists = await Promise.all((await readableCustomers(buyer)).map((customer) => erp().listInvoices(customer)))
  return lists.flat().sort((a, b) => b.issued_at.localeCompare(a.issued_at) || b.number.localeCompare(a.number))
}

function rowOf(invoice: Invoice, today: string): InvoiceRow {
  const state = invoiceState(invoice, today)
  return {
    number: invoice.number,
    orderId: invoice.order_id,
    poReference: invoice.po_reference,
    issuedAt: invoice.issued_at,
    dueAt: invoice.due_at,
    paymentTerms: invoice.payment_terms,
    totalHt: invoice.total_ht,
    totalTtc: invoice.total_ttc,
    amountPaid: invoice.amount_paid,
    balance: invoice.balance,
    state,
    stateLabel: invoiceStateLabel(state),
    urls: {
      pdf: documentUrl(invoice.order_id, 'invoice'),
      facturX: einvoiceUrl(invoice.number, 'factur-x'),
      ubl: einvoiceUrl(invoice.number, 'ubl'),
    },
  }
}

/** The rows and the totals due and overdue on `now`'s Paris day. */
export function invoicesReply(invoices: readonly Invoice[], now: Date): InvoicesReply {
  const today = parisDay(now)
  const rows = invoices.map((i) => rowOf(i, today))
  const sum = (kinds: readonly string[]) => round2(rows.filter((r) => kinds.includes(r.state.kind)).reduce((s, r) => s + r.balance, 0))
  return { code: 'success', invoices: rows, totals: { due: sum(['due', 'overdue']), overdue: sum(['overdue']) }, today }
}

/** GET /api/invoices. */
export const listInvoices = async (buyer: Buyer, now = new Date()): Promise<InvoicesReply> => invoicesReply(await invoicesFor(buyer), now)
