/**
 * The buyer's documents (/mon-compte/documents, GET /api/documents, the PDF downloads): the invoice of every placed
 * order and the delivery note of a shipped one, read from the ERP, which answers only the orders of the customers the
 * buyer may read (theirs; an approver's whole company): another company's is not_found (404).
 */
import { documentUrl, type DocumentRow, type DocumentsReply } from '@/lib/documents/types'
import { matchesDocumentQuery, pageOf, type DocumentQuery } from '@/lib/documents/query'
import { memberOf } from '@/server/account/roles'
import type { Buyer } from '@/server/http/buyer'
import { cms } from '@/server/http/payload'
import { erp, ErpError, isErpError, type CustomerId, type DeliveryNote, type Invoice, type OrderDocuments } from '@/server/erp'

/**
 * The customers whose orders' documents the buyer may read: their own, and for an approver every client of their
 * company. The list and the downloads both go through it, and the ERP answers only the orders of the customers asked
 * for: another company's document stays not_found (404).
 */
export async function readableCustomers(buyer: Buyer): Promise<CustomerId[]> {
  const me = await memberOf(buyer.id)
  // an approver sees the company's orders (/mon-compte/commandes-societe): their documents too; anyone else, their own
  if (me.role !== 'approver' || me.societe === null) return [buyer.id]
  const { docs } = await (
    await cms()
  ).find({
    collection: 'clients',
    where: { societe: { equals: me.societe } },
    select: {},
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return [buyer.id, ...docs.map((c) => String(c.id)).filter((id) => id !== buyer.id)]
}

/** The documents of every readable order, newest first. */
export async function documentsOf(buyer: Buyer): Promise<OrderDocuments[]> {
  const lists = await Promise.all((await readableCustomers(buyer)).map((customer) => erp().listDocuments(customer)))
  return lists.flat().sort((a, b) => (b.placed_at ?? '').localeCompare(a.placed_at ?? '') || Number(b.order_id) - Number(a.order_id))
}

/** A document of one readable order: the first customer whose order it is; not_found when none. */
async function firstFound<T>(buyer: Buyer, read: (customer: CustomerId) => Promise<T>): Promise<T> {
  for (const customer of await readableCustomers(buyer)) {
    try {
      return await read(customer)
    } catch (error) {
      if (!isErpError(error) || error.code !== 'not_found') throw error
    }
  }
  throw new ErpError('not_found')
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

export const invoiceOf = (buyer: Buyer, orderId: string): Promise<Invoice> => firstFound(buyer, (c) => erp().invoice(c, orderId))

/** The delivery note of the order's shipment `number`, else of its first shipment. */
export const deliveryNoteOf = (buyer: Buyer, orderId: string, number?: string): Promise<DeliveryNote> =>
  firstFound(buyer, (c) => erp().deliveryNote(c, orderId, number))
