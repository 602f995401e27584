/** What an e-invoice says beyond the ERP's Invoice: the two companies' legal identifiers and how the order was paid. */

/** The two syntaxes a buyer's system may want (the company's `format_facture`). */
export type EinvoiceFormat = 'factur-x' | 'ubl'

/** ISO 3166 country of an address the shop delivers to or bills. */
export type Country = 'FR' | 'BE'

export type PostalAddress = { street: string; postalCode: string; city: string; country: Country }

/** A party of the invoice with what EN 16931 and the French rules ask of it. */
export type EinvoiceParty = {
  name: string
  address: PostalAddress
  /** Legal registration: a French SIREN (9 digits) or a Belgian enterprise number (10 digits). */
  registration: string | null
  /** VAT number, with its country prefix (FR…, BE…). */
  vat: string | null
  /** Electronic address (BT-34 / BT-49), with its EAS scheme (0225 French SIREN, 0208 Belgian enterprise number). */
  endpoint: { id: string; scheme: string } | null
  email?: string | null
  phone?: string | null
}

export type EinvoiceSeller = EinvoiceParty & {
  /** The seller's payment terms, as its invoices print them (« Paiement à 30 jours fin de mois, par virement »). */
  paymentTerms: string | null
  /** IBAN of the seller's account for transfers, when the settings give one. */
  iban: string | null
}

/**
 * The French billing framework (« cadre de facturation », BT-23): B1 an invoice of goods to be paid, B2 an invoice of
 * goods already paid (by card before the order was placed).
 */
export type BillingFramework = 'B1' | 'B2'
