/**
 * Structured invoices (issue 35): every invoice as Factur-X (PDF/A-3 with its CII XML, profile EN 16931) and as UBL 2.1,
 * written by @e-invoice-eu/core from the ERP's invoice and the two companies' identifiers (docs/einvoice.md).
 */
export { einvoiceFile } from './files'
export { einvoiceData } from './mapping'
export { einvoiceBuyer, enterpriseNumberOf, identifiers, sellerAddress, sirenOf } from './parties'
export { ciiXml, facturX, ublXml } from './render'
export type { BillingFramework, EinvoiceSeller } from './types'

/** The formats as their download segment: /api/invoices/{number}/factur-x and /ubl. */
export const einvoiceFormatOf = (segment: string | undefined): 'factur-x' | 'ubl' | null =>
  segment === 'factur-x' || segment === 'ubl' ? segment : null
