/**
 * The buyer's documents (/mon-compte/documents, GET /api/documents, the PDF downloads): the invoice of every placed
 * order and the delivery note of a shipped one, read from the ERP, which answers only the buyer's own orders (another
 * buyer's, and so another company's, is not_found: 404).
 */
import { documentUrl, type DocumentRow, type DocumentsReply } from '@/lib/documents/types'
import { matchesDocumentQuery, pageOf, type DocumentQuery } from '@/lib/documents/query'
import type { Buyer } from '@/server/cart/buyer'
import { erp, type DeliveryNote, type Invoice, type OrderDocuments } from '@/server/erp'

/**
 * The orders whose documents the buyer may read, newest first: their own. The one place to widen (an approver
 * reading the whole company's orders) — the downloads check ownership through the same ERP calls.
 */
export async function documentsOf(buyer: Buyer): Promise<OrderDocuments[]> {
  return erp().listDocuments(buyer.id)
}

function rowOf(doc: OrderDocuments): DocumentRow {
  return {
    orderId: doc.order_id,
    orderDate: doc.placed_at,
    status: doc.status,
    poReference: doc.po_reference,
    totalHt: doc.total_ht,
    invoice: doc.invoice && { number: doc.invoice.number, date: doc.invoice.issued_at, url: documentUrl(doc.order_id, 'invoice') },
    deliveryNote: doc.delivery_note && {
      number: doc.delivery_note.number,
      date: doc.delivery_note.shipped_at,
      url: documentUrl(doc.order_id, 'delivery_note'),
    },
  }
}

/** One page of the buyer's documents matching the search (dates, number of the order or a document, PO reference). */
export async function searchDocuments(buyer: Buyer, query: DocumentQuery): Promise<DocumentsReply> {
  const matching = (await documentsOf(buyer)).filter((doc) =>
    matchesDocumentQuery(
      {
        date: doc.placed_at,
        numbers: [doc.order_id, doc.invoice?.number ?? null, doc.delivery_note?.number ?? null],
        reference: doc.po_reference,
      },
      query,
    ),
  )
  const { items, page, pages, total } = pageOf(matching, query.page)
  return { code: 'success', documents: items.map(rowOf), page, pages, total }
}

export const invoiceOf = (buyer: Buyer, orderId: string): Promise<Invoice> => erp().invoice(buyer.id, orderId)

export const deliveryNoteOf = (buyer: Buyer, orderId: string): Promise<DeliveryNote> => erp().deliveryNote(buyer.id, orderId)
