/**
 * The statement of account (« Relevé de compte ») as a PDF: every invoice the buyer may read with its due date, what
 * was paid and what is left, drawn like the invoice and delivery note (src/server/documents/pdf.ts).
 */
import { orderDate } from '@/lib/account/orderList'
import { frenchDay } from '@/lib/invoices/state'
import { formatEuros } from '@/lib/money'
import { buyerParty, sellerParty } from '@/server/documents/parties'
import { LATE_PAYMENT_MENTIONS, render, type Sheet } from '@/server/documents/pdf'
import type { Buyer } from '@/server/http/buyer'
import type { FileReply } from '@/server/http/buyerRoute'

import { invoicesFor, invoicesReply } from './invoices'

const WIDTH = 595.28 - 80

/** The statement's sheet on `now`'s day (Paris). */
function statementSheet(reply: ReturnType<typeof invoicesReply>, seller: Sheet['seller'], buyer: Sheet['blocks'][number]['party']): Sheet {
  const invoiced = reply.invoices.reduce((s, r) => s + r.totalTtc, 0)
  const paid = reply.invoices.reduce((s, r) => s + r.amountPaid, 0)
  return {
    name: `Relevé de compte au ${frenchDay(reply.today)}`,
    title: 'RELEVÉ DE COMPTE',
    facts: [['Au', frenchDay(reply.today)]],
    seller,
    blocks: [{ label: 'Client', party: buyer }],
    columns: [
      { label: 'Facture', width: 95 },
      { label: 'Date', width: 60 },
      { label: 'Échéance', width: 60 },
      { label: 'Montant TTC', width: 75, align: 'right' },
      { label: 'Réglé', width: 70, align: 'right' },
      { label: 'Reste à payer', width: 75, align: 'right' },
      { label: 'État', width: WIDTH - 435 },
    ],
    rows: reply.invoices.map((r) => [
      r.number,
      orderDate(r.issuedAt),
      frenchDay(r.dueAt),
      formatEuros(r.totalTtc),
      formatEuros(r.amountPaid),
      formatEuros(r.balance),
      r.stateLabel,
    ]),
    totals: [
      ['Total facturé TTC', formatEuros(Math.round(invoiced * 100) / 100), false],
      ['Total réglé', formatEuros(Math.round(paid * 100) / 100), false],
      ['Total à payer', formatEuros(reply.totals.due), true],
      ['Dont échu', formatEuros(reply.totals.overdue), true],
    ],
    mentions: [...LATE_PAYMENT_MENTIONS],
    signature: null,
  }
}

/** GET /api/invoices/releve: the statement as a PDF download. */
export async function statementFile(buyer: Buyer, now = new Date()): Promise<FileReply> {
  const [invoices, seller, company] = await Promise.all([invoicesFor(buyer), sellerParty(), buyerParty(buyer)])
  const reply = invoicesReply(invoices, now)
  return {
    contentType: 'application/pdf',
    filename: `releve-de-compte-${reply.today}.pdf`,
    stream: render(statementSheet(reply, seller, company)),
  }
}
