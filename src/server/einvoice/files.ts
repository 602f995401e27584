/**
 * The e-invoice of one of the buyer's invoices, by its number: Factur-X (the invoice PDF with its CII XML) or UBL. The
 * buyer reads the invoices of the orders they may read (src/server/documents/documents.ts): another company's invoice
 * is not_found (404), like an unknown number.
 */
import type { Payload } from 'payload'

import { DOCUMENT_MESSAGES } from '@/lib/documents/messages'
import { documentsOf, invoiceOf } from '@/server/documents/documents'
import { buyerParty, sellerParty } from '@/server/documents/parties'
import { invoiceSheet, render } from '@/server/documents/pdf'
import { isErpError, type Invoice } from '@/server/erp'
import type { Buyer } from '@/server/http/buyer'
import type { FileReply } from '@/server/http/buyerRoute'
import { DomainError } from '@/server/http/errors'

import { einvoiceData } from './mapping'
import { billingFramework, einvoiceBuyer, einvoiceSeller } from './parties'
import { facturX, ublXml } from './render'
import type { EinvoiceFormat, EinvoiceParty } from './types'

const notFound = () => new DomainError(404, 'not_found', DOCUMENT_MESSAGES.notFound)

/** An invoice number as the ERP writes them (FA-2026-001187); anything else cannot be one of the buyer's. */
const INVOICE_NUMBER = /^[A-Za-z0-9_-]{1,64}$/

async function bytesOf(stream: AsyncIterable<Buffer | Uint8Array>): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/** The buyer's company as the invoice's buyer; an account without a company is billed at the delivery address. */
async function buyerOf(payload: Payload, buyer: Buyer, invoice: Invoice): Promise<EinvoiceParty> {
  const client = await payload.findByID({ collection: 'clients', id: Number(buyer.id), depth: 1, overrideAccess: true })
  if (typeof client.societe === 'object' && client.societe) return einvoiceBuyer(client.societe, client.email)
  const a = invoice.delivery_address
  const name = [client.firstname, client.lastname].filter(Boolean).join(' ') || client.email
  return {
    name,
    address: { street: a?.street ?? '', postalCode: a?.postal_code ?? '', city: a?.city ?? '', country: a?.country ?? 'FR' },
    registration: null,
    vat: null,
    endpoint: { id: client.email, scheme: 'EM' },
  }
}

/** The EN 16931 data of an invoice of this buyer: its parties and how it was paid (B1 on account, B2 by card). */
async function einvoiceOf(payload: Payload, buyer: Buyer, invoice: Invoice) {
  const [seller, company, framework] = await Promise.all([
    einvoiceSeller(payload),
    buyerOf(payload, buyer, invoice),
    billingFramework(payload, invoice.order_id),
  ])
  return einvoiceData({ invoice, seller, buyer: company, framework })
}

/** The buyer's invoice numbered `number`; not_found for an unknown one or another company's. */
async function invoiceNumbered(buyer: Buyer, number: string | undefined): Promise<Invoice> {
  if (!number || !INVOICE_NUMBER.test(number)) throw notFound()
  const order = (await documentsOf(buyer)).find((doc) => doc.invoice?.number === number)
  if (!order) throw notFound()
  try {
    return await invoiceOf(buyer, order.order_id)
  } catch (error) {
    if (isErpError(error) && error.code === 'not_found') throw notFound()
    throw error
  }
}

async function* once(bytes: Uint8Array | string) {
  yield typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes
}

/** The Factur-X PDF of an invoice: the invoice as the shop draws it, with its CII XML embedded. */
async function facturXOf(payload: Payload, buyer: Buyer, invoice: Invoice): Promise<Uint8Array> {
  const [data, seller, company] = await Promise.all([einvoiceOf(payload, buyer, invoice), sellerParty(), buyerParty(buyer)])
  const pdf = await bytesOf(render(invoiceSheet(invoice, seller, company)))
  return facturX(data, pdf, invoice.number)
}

/** GET /api/invoices/{number}/factur-x and /ubl: the file, as a download. */
export async function einvoiceFile(payload: Payload, buyer: Buyer, number: string | undefined, format: EinvoiceFormat): Promise<FileReply> {
  const invoice = await invoiceNumbered(buyer, number)
  if (format === 'ubl') {
    const xml = await ublXml(await einvoiceOf(payload, buyer, invoice))
    return { contentType: 'application/xml', filename: `facture-${invoice.number}.xml`, stream: once(xml) }
  }
  return {
    contentType: 'application/pdf',
    filename: `facture-${invoice.number}.pdf`,
    stream: once(await facturXOf(payload, buyer, invoice)),
  }
}
