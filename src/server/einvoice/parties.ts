/**
 * The parties of an e-invoice read from the CMS: the shop (the seller block of the site settings) and the buyer's
 * company (its `societes` record), with the identifiers EN 16931 and the French rules ask for: SIREN (the SIRET's first
 * 9 digits) or the Belgian enterprise number (the BE VAT number's digits), the VAT number, the electronic address.
 */
import type { Payload } from 'payload'

import type { Societe } from '@/payload-types'

import type { BillingFramework, Country, EinvoiceFormat, EinvoiceParty, EinvoiceSeller, PostalAddress } from './types'

const digits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '')

/** The SIREN of a SIRET or SIREN as typed (spaces allowed); null when it is not one. */
export function sirenOf(siret: string | null | undefined): string | null {
  const d = digits(siret)
  return d.length === 14 || d.length === 9 ? d.slice(0, 9) : null
}

/** The Belgian enterprise number (10 digits) of a BE VAT number. */
export function enterpriseNumberOf(vat: string | null | undefined): string | null {
  const v = (vat ?? '').replace(/[\s.]/g, '').toUpperCase()
  return /^BE[01]\d{9}$/.test(v) ? v.slice(2) : null
}

/**
 * A company's legal registration and its electronic address: in France the SIREN (EAS scheme 0002, SIRENE), in Belgium
 * the enterprise number (EAS 0208), unless the record names another electronic address.
 */
export function identifiers(
  country: Country,
  siret: string | null | undefined,
  vat: string | null | undefined,
): Pick<EinvoiceParty, 'registration' | 'endpoint'> {
  const registration = country === 'FR' ? sirenOf(siret) : enterpriseNumberOf(vat)
  const endpoint = registration ? { id: registration, scheme: country === 'FR' ? '0002' : '0208' } : null
  return { registration, endpoint }
}

/** Without a registration, the electronic address is a mailbox (EAS « EM »): UBL asks for one on both parties. */
const mailbox = (email: string | null | undefined) => (email?.trim() ? { id: email.trim(), scheme: 'EM' } : null)

const country = (value: string | null | undefined): Country => (value === 'BE' ? 'BE' : 'FR')

/** The seller's address as its settings write it: street lines, then « 69960 Corbas », then the country, if any. */
export function sellerAddress(text: string | null | undefined): PostalAddress {
  const lines = (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const cityAt = lines.findIndex((l) => /^\d{4,5}\s+\S/.test(l))
  const [, postalCode = '', city = ''] = cityAt >= 0 ? (/^(\d{4,5})\s+(.+)$/.exec(lines[cityAt]) ?? []) : []
  const rest = lines.slice(cityAt + 1).join(' ')
  return {
    street: (cityAt >= 0 ? lines.slice(0, cityAt) : lines).join(', '),
    postalCode,
    city,
    country: /belgique/i.test(rest) ? 'BE' : 'FR',
  }
}

export async function einvoiceSeller(payload: Payload): Promise<EinvoiceSeller> {
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const e = s.documents_emetteur
  const address = sellerAddress(e?.adresse)
  const own = identifiers(address.country, e?.siret, e?.tva)
  return {
    name: e?.raison_sociale?.trim() || 'Boutique',
    address,
    vat: e?.tva?.trim() || null,
    registration: own.registration,
    endpoint: own.endpoint ?? mailbox(s.email_contact),
    email: s.email_contact || null,
    phone: s.telephone_principal || null,
    paymentTerms: e?.conditions_paiement?.trim() || null,
    iban: null,
  }
}

/**
 * The buyer's company as the e-invoice's buyer, and the format its system wants. Its electronic address: the one its
 * record gives, else its SIREN or enterprise number, else the buyer's mailbox (`email`).
 */
export function einvoiceBuyer(societe: Societe, email: string | null = null): EinvoiceParty & { format: EinvoiceFormat } {
  const a = societe.adresse
  const c = country(a?.pays)
  const own = identifiers(c, societe.siret, societe.tva)
  const address = societe.adresse_electronique?.trim()
  return {
    name: societe.raison_sociale,
    address: { street: a?.rue ?? '', postalCode: a?.code_postal ?? '', city: a?.ville ?? '', country: c },
    vat: societe.tva?.trim() || null,
    registration: own.registration,
    endpoint: address
      ? { id: address, scheme: address.includes('@') ? 'EM' : (own.endpoint?.scheme ?? '0002') }
      : (own.endpoint ?? mailbox(email)),
    phone: societe.telephone || null,
    format: societe.format_facture === 'ubl' ? 'ubl' : 'factur-x',
  }
}

/** Card payments that went through (the order was paid before it was placed): the invoice is B2, else B1. */
const PAID = ['succeeded', 'partially_refunded', 'refunded']

export async function billingFramework(payload: Payload, orderId: string): Promise<BillingFramework> {
  const { totalDocs } = await payload.count({
    collection: 'payments',
    where: { and: [{ order_id: { equals: orderId } }, { status: { in: PAID } }] },
    overrideAccess: true,
  })
  return totalDocs > 0 ? 'B2' : 'B1'
}
