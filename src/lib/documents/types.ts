/** What GET /api/documents answers: the buyer's orders with their documents, one page of them (docs/api.md). */

export type DocumentKind = 'invoice' | 'delivery_note'

/** A document of an order: its number, date (ISO) and download address. */
export type DocumentLink = { number: string; date: string; url: string }

export type DocumentRow = {
  orderId: string
  /** ISO date the order was placed. */
  orderDate: string | null
  status: 'placed' | 'shipped' | 'invoiced' | 'cancelled'
  poReference: string | null
  totalHt: number
  invoice: DocumentLink | null
  /** Once the ERP marks the order shipped. */
  deliveryNote: DocumentLink | null
}

export type DocumentsReply = { code: 'success'; documents: DocumentRow[]; page: number; pages: number; total: number }

/** The downloads' segment of each kind (French, at the data edge): /api/documents/{orderId}/{segment}. */
const DOCUMENT_SEGMENTS: Record<DocumentKind, string> = { invoice: 'facture', delivery_note: 'bon-de-livraison' }

export const documentUrl = (orderId: string, kind: DocumentKind): string =>
  `/api/documents/${encodeURIComponent(orderId)}/${DOCUMENT_SEGMENTS[kind]}`

/** The structured invoice of an invoice number (docs/einvoice.md): Factur-X (PDF/A-3 with its XML) or UBL (XML). */
export const einvoiceUrl = (number: string, format: 'factur-x' | 'ubl'): string => `/api/invoices/${encodeURIComponent(number)}/${format}`

export const documentKindOf = (segment: string | undefined): DocumentKind | null =>
  (Object.keys(DOCUMENT_SEGMENTS) as DocumentKind[]).find((kind) => DOCUMENT_SEGMENTS[kind] === segment) ?? null
