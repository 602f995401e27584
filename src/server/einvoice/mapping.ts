/**
 * The ERP's invoice as an EN 16931 invoice in @e-invoice-eu/core's input format (UBL-shaped JSON, from which the
 * library writes both the UBL and the CII syntaxes). Pure: the parties and the payment are given. Amounts are the
 * ERP's (docs/erp-contract.md); the delivery cost becomes a document-level charge at the standard rate.
 */
import type { Invoice as EinvoiceData } from '@e-invoice-eu/core'

import type { Invoice } from '@/server/erp'
import { frenchDay } from '@/lib/invoices/state'
import { LATE_PAYMENT_MENTIONS } from '@/server/documents/pdf'

import type { BillingFramework, EinvoiceParty, EinvoiceSeller } from './types'

type Ubl = EinvoiceData['ubl:Invoice']
type PartyData = Ubl['cac:AccountingSupplierParty']['cac:Party']

/** EN 16931's own specification identifier (BT-24): the core standard, nothing more. */
const EN16931 = 'urn:cen.eu:en16931:2017'

/** UN/ECE Rec. 20/21 codes of the shop's sale units (src/lib/cart/quantity.ts); a unit in words counts as one piece. */
const UNIT_CODES: Record<string, string> = {
  EA: 'H87',
  PCE: 'H87',
  H87: 'H87',
  C62: 'C62',
  PK: 'XPK',
  PA: 'XPK',
  BX: 'XBX',
  SET: 'SET',
  PR: 'PR',
  RO: 'XRO',
  M: 'MTR',
  MTR: 'MTR',
  CMT: 'CMT',
  MMT: 'MMT',
  MTK: 'MTK',
  MTQ: 'MTQ',
  L: 'LTR',
  LTR: 'LTR',
  KG: 'KGM',
  KGM: 'KGM',
  GRM: 'GRM',
  TNE: 'TNE',
  HUR: 'HUR',
}

const unitCode = (unit: string): string => UNIT_CODES[unit.trim().toUpperCase()] ?? 'H87'

/** An amount as EN 16931 writes it: 2 decimals, a dot. */
const amount = (n: number): string => n.toFixed(2)
/**
 * A unit price: the ERP keeps 4 decimals (promotions, agreed punch-out prices), the library's amounts have 2. A price
 * with more is given for 100 units (BT-149 base quantity), which writes it exactly: 8.4915 € → 849.15 € per 100.
 */
function priceOf(unitPriceHt: number): { amount: string; base: number } {
  const cents = Math.round(unitPriceHt * 10_000) / 100
  return Number.isInteger(cents) ? { amount: amount(unitPriceHt), base: 1 } : { amount: amount(cents), base: 100 }
}
/** VAT category: standard rate, or zero-rated. */
const category = (rate: number): string => (rate > 0 ? 'S' : 'Z')

/** The ISO date (YYYY-MM-DD) in Paris of an instant. */
function parisDate(iso: string): string {
  return new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' })
}

/**
 * The mentions French law asks of every invoice between professionals (Code de commerce L441-10 and D441-5: late
 * payment penalties, the 40 € recovery indemnity, no discount for early payment), as the invoice's notes (BT-22).
 */
const MANDATORY_NOTES: readonly string[] = LATE_PAYMENT_MENTIONS

/** A party as the library takes it: the seller's VAT numbers are a list (BT-31, BT-32), the buyer's one (BT-48). */
function party(p: EinvoiceParty, role: 'seller' | 'buyer'): PartyData {
  const vat = p.vat ? { 'cbc:CompanyID': p.vat, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } : null
  const scheme = p.address.country === 'FR' ? '0002' : '0208'
  return {
    ...(p.endpoint ? { 'cbc:EndpointID': p.endpoint.id, 'cbc:EndpointID@schemeID': p.endpoint.scheme } : {}),
    'cac:PostalAddress': {
      'cbc:StreetName': p.address.street,
      'cbc:CityName': p.address.city,
      'cbc:PostalZone': p.address.postalCode,
      'cac:Country': { 'cbc:IdentificationCode': p.address.country },
    },
    ...(vat ? { 'cac:PartyTaxScheme': role === 'seller' ? [vat] : vat } : {}),
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': p.name,
      ...(p.registration ? { 'cbc:CompanyID': p.registration, 'cbc:CompanyID@schemeID': scheme } : {}),
    },
    ...(p.email || p.phone
      ? { 'cac:Contact': { ...(p.phone ? { 'cbc:Telephone': p.phone } : {}), ...(p.email ? { 'cbc:ElectronicMail': p.email } : {}) } }
      : {}),
  } as PartyData
}

export type EinvoiceInput = {
  invoice: Invoice
  seller: EinvoiceSeller
  buyer: EinvoiceParty
  /** B2 when the order was paid by card before it was placed: nothing is due. */
  framework: BillingFramework
}

/** The invoice in the library's input format (one document for both syntaxes). */
export function einvoiceData({ invoice, seller, buyer, framework }: EinvoiceInput): EinvoiceData {
  const paid = framework === 'B2'
  // the ERP's due date, from its payment terms
  const due = invoice.due_at
  const terms = paid
    ? 'Facture acquittée\u00a0: payée par carte bancaire à la commande.'
    : [seller.paymentTerms, `Échéance\u00a0: ${frenchDay(due)}.`].filter(Boolean).join(' — ')
  const delivery = invoice.delivery_address
  const ubl = {
    'cbc:CustomizationID': EN16931,
    'cbc:ProfileID': framework,
    'cbc:ID': invoice.number,
    'cbc:IssueDate': parisDate(invoice.issued_at),
    ...(paid ? {} : { 'cbc:DueDate': due }),
    'cbc:InvoiceTypeCode': '380',
    'cbc:Note': [...MANDATORY_NOTES],
    'cbc:DocumentCurrencyCode': 'EUR',
    // BT-10: the buyer's PO when there is one (a punch-out order's is the procurement system's order id)
    ...(invoice.po_reference ? { 'cbc:BuyerReference': invoice.po_reference } : {}),
    'cac:OrderReference': { ...(invoice.po_reference ? { 'cbc:ID': invoice.po_reference } : {}), 'cbc:SalesOrderID': invoice.order_id },
    'cac:AccountingSupplierParty': { 'cac:Party': party(seller, 'seller') },
    'cac:AccountingCustomerParty': { 'cac:Party': party(buyer, 'buyer') },
    ...(delivery
      ? {
          'cac:Delivery': {
            'cac:DeliveryLocation': {
              'cac:Address': {
                'cbc:StreetName': delivery.street,
                'cbc:CityName': delivery.city,
                'cbc:PostalZone': delivery.postal_code,
                'cac:Country': { 'cbc:IdentificationCode': delivery.country },
              },
            },
            'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': delivery.name } },
          },
        }
      : {}),
    // paid by card (48, no card number: BR-51); on account by transfer (30) to the seller's IBAN when it is known
    ...(paid
      ? { 'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': '48', 'cbc:PaymentMeansCode@name': 'Carte bancaire' }] }
      : seller.iban
        ? { 'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': '30', 'cac:PayeeFinancialAccount': { 'cbc:ID': seller.iban } }] }
        : {}),
    'cac:PaymentTerms': { 'cbc:Note': terms },
    ...(invoice.delivery_ht > 0
      ? {
          'cac:AllowanceCharge': [
            {
              'cbc:ChargeIndicator': 'true',
              'cbc:AllowanceChargeReasonCode': 'DL',
              'cbc:AllowanceChargeReason': 'Frais de livraison',
              'cbc:Amount': amount(invoice.delivery_ht),
              'cbc:Amount@currencyID': 'EUR',
              'cac:TaxCategory': { 'cbc:ID': 'S', 'cbc:Percent': '20', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
            },
          ],
        }
      : {}),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': amount(invoice.total_vat),
        'cbc:TaxAmount@currencyID': 'EUR',
        'cac:TaxSubtotal': invoice.vat.map((v) => ({
          'cbc:TaxableAmount': amount(v.base_ht),
          'cbc:TaxableAmount@currencyID': 'EUR',
          'cbc:TaxAmount': amount(v.amount),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxCategory': { 'cbc:ID': category(v.rate), 'cbc:Percent': String(v.rate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(invoice.amount_ht),
      'cbc:LineExtensionAmount@currencyID': 'EUR',
      'cbc:TaxExclusiveAmount': amount(invoice.total_ht),
      'cbc:TaxExclusiveAmount@currencyID': 'EUR',
      'cbc:TaxInclusiveAmount': amount(invoice.total_ttc),
      'cbc:TaxInclusiveAmount@currencyID': 'EUR',
      ...(invoice.delivery_ht > 0
        ? { 'cbc:ChargeTotalAmount': amount(invoice.delivery_ht), 'cbc:ChargeTotalAmount@currencyID': 'EUR' }
        : {}),
      ...(paid ? { 'cbc:PrepaidAmount': amount(invoice.total_ttc), 'cbc:PrepaidAmount@currencyID': 'EUR' } : {}),
      'cbc:PayableAmount': amount(paid ? 0 : invoice.total_ttc),
      'cbc:PayableAmount@currencyID': 'EUR',
    },
    'cac:InvoiceLine': invoice.lines.map((line, i) => {
      const unit = unitCode(line.unit)
      const price = priceOf(line.unit_price_ht)
      return {
        'cbc:ID': String(i + 1),
        'cbc:InvoicedQuantity': String(line.quantity),
        'cbc:InvoicedQuantity@unitCode': unit,
        'cbc:LineExtensionAmount': amount(line.amount_ht),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': {
          'cbc:Name': line.designation,
          'cac:SellersItemIdentification': { 'cbc:ID': line.reference },
          'cac:ClassifiedTaxCategory': {
            'cbc:ID': category(line.vat_rate),
            'cbc:Percent': String(line.vat_rate),
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        },
        'cac:Price': {
          'cbc:PriceAmount': price.amount,
          'cbc:PriceAmount@currencyID': 'EUR',
          ...(price.base === 1 ? {} : { 'cbc:BaseQuantity': String(price.base), 'cbc:BaseQuantity@unitCode': unit }),
        },
      }
    }),
  }
  return { 'ubl:Invoice': ubl } as EinvoiceData
}
