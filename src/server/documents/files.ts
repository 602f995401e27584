/** The PDF of one of the buyer's documents, drawn on the server from the ERP's data and streamed. */
import { DOCUMENT_MESSAGES } from '@/lib/documents/messages'
import type { DocumentKind } from '@/lib/documents/types'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import type { FileReply } from '@/server/http/buyerRoute'
import { isErpError } from '@/server/erp'

import { deliveryNoteOf, invoiceOf } from './documents'
import { buyerParty, sellerParty } from './parties'
import { deliveryNoteSheet, invoiceSheet, render } from './pdf'

const notFound = () => new DomainError(404, 'not_found', DOCUMENT_MESSAGES.notFound)

/** An order id as the ERP writes them; anything else cannot be one of the buyer's documents. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/
const SHIPMENT_NUMBER = /^[\p{L}\p{N} ._/-]{1,64}$/u

/**
 * The document `kind` of order `orderId` as a PDF download; 404 `not_found` for an unknown order, another buyer's (so
 * another company's), or a document the order does not have yet (a delivery note before shipping).
 */
export async function documentFile(
  buyer: Buyer,
  orderId: string | undefined,
  kind: DocumentKind | null,
  shipment?: string,
): Promise<FileReply> {
  if (!orderId || !ORDER_ID.test(orderId) || !kind) throw notFound()
  // a delivery note number as the ERP writes them (docs/erp-contract.md: up to 40 characters in the local ERP)
  if (shipment !== undefined && !SHIPMENT_NUMBER.test(shipment)) throw notFound()
  try {
    const [seller, company] = await Promise.all([sellerParty(), buyerParty(buyer)])
    if (kind === 'invoice') {
      const invoice = await invoiceOf(buyer, orderId)
      return {
        contentType: 'application/pdf',
        filename: `facture-${invoice.number}.pdf`,
        stream: render(invoiceSheet(invoice, seller, company)),
      }
    }
    const note = await deliveryNoteOf(buyer, orderId, shipment)
    return {
      contentType: 'application/pdf',
      filename: `bon-de-livraison-${note.number}.pdf`,
      stream: render(deliveryNoteSheet(note, seller, company)),
    }
  } catch (error) {
    if (isErpError(error) && error.code === 'not_found') throw notFound()
    throw error
  }
}
