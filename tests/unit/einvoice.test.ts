/**
 * The e-invoices (src/server/einvoice) of every kind of invoice the local ERP issues — on account, paid by card, at a
 * promotion price, at several VAT rates, to a Belgian buyer, a punch-out order — validated offline with the official
 * EN 16931 artefacts: the CII against its XSD (xmllint), CII and UBL against the business rules (Saxon-HE), zero fatal
 * assertion. The French mentions are checked in the XML, and the Factur-X PDF is opened and its XML extracted.
 */
import { PDFDocument } from '@cantoo/pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'

import { invoiceSheet, render } from '@/server/documents/pdf'
import {
  ciiXml,
  einvoiceBuyer,
  einvoiceData,
  enterpriseNumberOf,
  facturX,
  identifiers,
  sellerAddress,
  sirenOf,
  ublXml,
  type BillingFramework,
  type EinvoiceSeller,
} from '@/server/einvoice'
import type { Invoice } from '@/server/erp/types'
import type { Societe } from '@/payload-types'
import {
  associatedFiles,
  embeddedFiles,
  fatalAsserts,
  validateEinvoices,
  xmpMetadata,
  type EinvoiceFile,
  type Report,
} from '../helpers/einvoice'

const seller: EinvoiceSeller = {
  name: 'Intégrateur Industrie Services SAS',
  address: sellerAddress('12 rue des Frères Lumière\n69960 Corbas\nFrance'),
  vat: 'FR19812345676',
  ...identifiers('FR', '81234567600025', 'FR19812345676'),
  email: 'contact@example.test',
  phone: '+33 4 00 00 00 00',
  paymentTerms: 'Paiement à 30 jours fin de mois, par virement',
  iban: null,
}

const societe = (over: Partial<Societe>): Societe =>
  ({
    id: 1,
    raison_sociale: 'Usinage Rhône-Alpes SAS',
    numero_client: 'C010245',
    siret: '482 315 678 00029',
    tva: 'FR83482315678',
    adresse: { rue: '48 avenue Jean Jaurès', code_postal: '69007', ville: 'Lyon', pays: 'FR' },
    telephone: '+33 4 78 61 23 45',
    updatedAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...over,
  }) as Societe
const french = einvoiceBuyer(societe({}))
const belgian = einvoiceBuyer(
  societe({
    raison_sociale: 'Ateliers Mosans SPRL',
    siret: null,
    tva: 'BE0456789133',
    adresse: { rue: 'Rue de l’Industrie 17', code_postal: '4020', ville: 'Liège', pays: 'BE' },
    format_facture: 'ubl',
  }),
)

/** A company whose record has no SIRET: its electronic address is the buyer's mailbox. */
const unregistered = einvoiceBuyer(societe({ raison_sociale: 'Atelier Sans Siret', siret: null }), 'achats@atelier.test')

const LYON = { name: 'Atelier Lyon', street: '48 avenue Jean Jaurès', postal_code: '69007', city: 'Lyon', country: 'FR' } as const
const LIEGE = { name: 'Ateliers Mosans', street: 'Rue de l’Industrie 17', postal_code: '4020', city: 'Liège', country: 'BE' } as const

const line = (id: number, quantity: number, unit_price_ht: number, vat_rate = 20, unit = 'EA') => ({
  product_id: id,
  reference: `REF-${id}`,
  designation: `Produit ${id}`,
  quantity,
  unit,
  unit_price_ht,
  amount_ht: Math.round(unit_price_ht * quantity * 100) / 100,
  vat_rate,
})

/** An invoice as the local ERP computes it (src/server/erp/localDocuments.ts): delivery at 20 %, VAT per rate. */
function erpInvoice(order: number, lines: ReturnType<typeof line>[], delivery_ht: number, extra: Partial<Invoice> = {}): Invoice {
  const amount_ht = Math.round(lines.reduce((s, l) => s + l.amount_ht, 0) * 100) / 100
  const bases = new Map<number, number>()
  for (const l of lines) bases.set(l.vat_rate, (bases.get(l.vat_rate) ?? 0) + l.amount_ht)
  if (delivery_ht > 0) bases.set(20, (bases.get(20) ?? 0) + delivery_ht)
  const vat = [...bases]
    .sort(([a], [b]) => a - b)
    .map(([rate, base]) => ({ rate, base_ht: Math.round(base * 100) / 100, amount: Math.round(base * rate) / 100 }))
  const total_ht = Math.round((amount_ht + delivery_ht) * 100) / 100
  const total_vat = Math.round(vat.reduce((s, v) => s + v.amount, 0) * 100) / 100
  return {
    number: `FA-2026-${String(order).padStart(6, '0')}`,
    order_id: String(order),
    issued_at: '2026-11-22T08:05:00.000Z',
    po_reference: `BC-${order}`,
    delivery_address: LYON,
    lines,
    amount_ht,
    delivery_ht,
    total_ht,
    vat,
    total_vat,
    total_ttc: Math.round((total_ht + total_vat) * 100) / 100,
    // as the local ERP dates it: 30 days end of month after 22/11/2026
    due_at: '2026-12-31',
    payment_terms: 'Paiement à 30 jours fin de mois',
    payments: [],
    amount_paid: 0,
    balance: Math.round((total_ht + total_vat) * 100) / 100,
    ...extra,
  }
}

const KINDS: { name: string; invoice: Invoice; buyer: typeof french; framework: BillingFramework }[] = [
  { name: 'on-account', invoice: erpInvoice(1187, [line(42, 2, 100)], 15), buyer: french, framework: 'B1' },
  { name: 'card-paid', invoice: erpInvoice(1188, [line(42, 1, 100), line(43, 3, 12.5)], 15), buyer: french, framework: 'B2' },
  // a promotion price keeps the ERP's 4 decimals; the line amount is rounded to the cent
  {
    name: 'promotion',
    invoice: erpInvoice(1189, [line(44, 7, 8.4915), line(45, 2.5, 19.9, 20, 'MTR')], 15),
    buyer: french,
    framework: 'B1',
  },
  {
    name: 'vat-rates',
    invoice: erpInvoice(1190, [line(46, 4, 25, 5.5), line(47, 1, 80, 10), line(48, 2, 150, 20, 'boîte de 10')], 0),
    buyer: french,
    framework: 'B1',
  },
  { name: 'belgian', invoice: erpInvoice(1191, [line(49, 10, 31.2)], 15, { delivery_address: LIEGE }), buyer: belgian, framework: 'B1' },
  { name: 'unregistered', invoice: erpInvoice(1193, [line(51, 1, 45)], 15), buyer: unregistered, framework: 'B1' },
  {
    name: 'punchout',
    invoice: erpInvoice(1192, [line(50, 3, 333.3333)], 0, { po_reference: 'COUPA-PO-778812' }),
    buyer: french,
    framework: 'B1',
  },
]

const files: EinvoiceFile[] = []
const xml: Record<string, { cii: string; ubl: string }> = {}
let pdf: Uint8Array
let report: Report

beforeAll(async () => {
  for (const kind of KINDS) {
    const data = einvoiceData({ invoice: kind.invoice, seller, buyer: kind.buyer, framework: kind.framework })
    xml[kind.name] = { cii: await ciiXml(data), ubl: await ublXml(data) }
    files.push({ name: kind.name, syntax: 'cii', xml: xml[kind.name].cii }, { name: kind.name, syntax: 'ubl', xml: xml[kind.name].ubl })
  }
  const first = KINDS[0]
  const sheet = invoiceSheet(first.invoice, { name: seller.name, lines: [], ids: [], terms: [] }, { name: french.name, lines: [], ids: [] })
  const chunks: Buffer[] = []
  for await (const chunk of render(sheet)) chunks.push(Buffer.from(chunk))
  pdf = await facturX(
    einvoiceData({ invoice: first.invoice, seller, buyer: french, framework: 'B1' }),
    Buffer.concat(chunks),
    first.invoice.number,
  )
  const [embedded] = await embeddedFiles(pdf)
  files.push({ name: 'factur-x-embedded', syntax: 'cii', xml: embedded?.content ?? '' })
  report = validateEinvoices(files)
}, 180_000)

describe('every kind of invoice the ERP issues, against the official EN 16931 artefacts', () => {
  it('passes the CII D16B schema (xmllint)', () => {
    expect(report.schemaErrors).toEqual({})
  })

  it('breaks no fatal business rule, in CII nor in UBL (Saxon-HE, compiled Schematron)', () => {
    expect(report.fatal).toEqual([])
    // the rules did run on each file (a rule set that matched nothing would also report no failure)
    for (const f of files) expect(report.rulesRun[`${f.syntax}/${f.name}`]).toBeGreaterThan(20)
  })

  it('reads a fatal assertion from an SVRL report (what the two tests above count)', () => {
    const svrl = `<svrl:failed-assert id="BR-CO-25" flag="fatal" location="/"><svrl:text>[BR-CO-25]-due date</svrl:text></svrl:failed-assert>
      <svrl:failed-assert id="PEPPOL-1" flag="warning"><svrl:text>w</svrl:text></svrl:failed-assert>`
    expect(fatalAsserts(svrl, 'x')).toEqual([{ file: 'x', rule: 'BR-CO-25', text: '[BR-CO-25]-due date' }])
  })
})

describe('what the French rules ask of the invoice', () => {
  it('says the late-payment penalties, the 40 € recovery indemnity and no early-payment discount, in both syntaxes', () => {
    for (const kind of KINDS) {
      for (const doc of [xml[kind.name].cii, xml[kind.name].ubl]) {
        expect(doc).toMatch(/pénalités de retard au taux de trois fois le taux d’intérêt légal/)
        expect(doc).toMatch(/indemnité forfaitaire de 40\u00a0€ pour frais de recouvrement/)
        expect(doc).toMatch(/Pas d’escompte pour paiement anticipé/)
      }
    }
  })

  it('names both companies by SIREN and VAT number, the buyer’s electronic address included', () => {
    const { cii, ubl } = xml['on-account']
    expect(cii).toMatch(/<ram:ID schemeID="0002">812345676<\/ram:ID>/)
    expect(cii).toMatch(/<ram:ID schemeID="0002">482315678<\/ram:ID>/)
    expect(cii).toMatch(/<ram:URIID schemeID="0002">482315678<\/ram:URIID>/)
    expect(cii).toMatch(/<ram:ID schemeID="VA">FR19812345676<\/ram:ID>/)
    expect(cii).toMatch(/<ram:ID schemeID="VA">FR83482315678<\/ram:ID>/)
    expect(ubl).toMatch(/<cbc:EndpointID schemeID="0002">482315678<\/cbc:EndpointID>/)
    expect(ubl).toMatch(/<cbc:CompanyID schemeID="0002">812345676<\/cbc:CompanyID>/)
    // the Belgian buyer by its enterprise number (EAS 0208)
    expect(xml.belgian.ubl).toMatch(/<cbc:EndpointID schemeID="0208">0456789133<\/cbc:EndpointID>/)
    expect(xml.belgian.cii).toMatch(/<ram:ID schemeID="VA">BE0456789133<\/ram:ID>/)
    // no SIRET on the record: the buyer's mailbox
    expect(xml.unregistered.ubl).toMatch(/<cbc:EndpointID schemeID="EM">achats@atelier.test<\/cbc:EndpointID>/)
    // the UBL file is Peppol BIS Billing 3.0's
    expect(xml.belgian.ubl).toMatch(/<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</)
  })

  it('states the billing framework: B1 on account with its due date and terms, B2 already paid by card', () => {
    const onAccount = xml['on-account'].cii
    expect(onAccount).toMatch(/<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>B1<\/ram:ID>/)
    // 22 November + 30 days, end of month: 31 December
    expect(onAccount).toMatch(/<ram:DueDateDateTime>\s*<udt:DateTimeString format="102">20261231<\/udt:DateTimeString>/)
    expect(onAccount).toMatch(/Paiement à 30 jours fin de mois, par virement — Échéance\u00a0: 31\/12\/2026\./)
    expect(onAccount).toMatch(/<ram:DuePayableAmount>258.00<\/ram:DuePayableAmount>/)
    const paid = xml['card-paid'].cii
    expect(paid).toMatch(/<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>B2<\/ram:ID>/)
    expect(paid).toMatch(/<ram:TotalPrepaidAmount>/)
    expect(paid).toMatch(/<ram:DuePayableAmount>0.00<\/ram:DuePayableAmount>/)
    expect(xml['card-paid'].ubl).toMatch(/<cbc:ProfileID>B2<\/cbc:ProfileID>/)
  })

  it('carries the VAT per rate, the delivery address and the buyer’s order reference (BT-13)', () => {
    const rates = xml['vat-rates'].cii
    for (const [base, rate] of [
      ['100.00', '5.5'],
      ['80.00', '10'],
      ['300.00', '20'],
    ])
      expect(rates).toMatch(
        new RegExp(`<ram:BasisAmount>${base}</ram:BasisAmount>[\\s\\S]*?<ram:RateApplicablePercent>${rate}</ram:RateApplicablePercent>`),
      )
    expect(xml.belgian.cii).toMatch(/<ram:ShipToTradeParty>[\s\S]*<ram:CityName>Liège<\/ram:CityName>[\s\S]*<\/ram:ShipToTradeParty>/)
    expect(xml.punchout.cii).toMatch(/<ram:BuyerOrderReferencedDocument>\s*<ram:IssuerAssignedID>COUPA-PO-778812<\/ram:IssuerAssignedID>/)
    expect(xml.punchout.ubl).toMatch(/<cac:OrderReference>\s*<cbc:ID>COUPA-PO-778812<\/cbc:ID>/)
  })
})

describe('the identifiers of a company', () => {
  it('takes the SIREN from a SIRET, the Belgian enterprise number from a BE VAT number', () => {
    expect(sirenOf('482 315 678 00029')).toBe('482315678')
    expect(sirenOf('48231')).toBeNull()
    expect(enterpriseNumberOf('BE 0456.789.133')).toBe('0456789133')
    expect(enterpriseNumberOf('FR83482315678')).toBeNull()
    expect(sellerAddress('12 rue des Frères Lumière\n69960 Corbas\nFrance')).toEqual({
      street: '12 rue des Frères Lumière',
      postalCode: '69960',
      city: 'Corbas',
      country: 'FR',
    })
    expect(belgian.format).toBe('ubl')
    expect(french.format).toBe('factur-x')
  })
})

describe('the Factur-X PDF', () => {
  it('opens as a PDF/A-3 of the EN 16931 profile whose embedded factur-x.xml is the invoice’s CII', async () => {
    const doc = await PDFDocument.load(pdf)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1)
    const [file, ...others] = await embeddedFiles(pdf)
    expect(others).toEqual([])
    expect(file).toMatchObject({ name: 'factur-x.xml', relationship: 'Alternative', subtype: '/text#2Fxml' })
    expect(file.content).toMatch(/<rsm:CrossIndustryInvoice /)
    expect(file.content).toMatch(/<ram:ID>FA-2026-001187<\/ram:ID>/)
    expect(await associatedFiles(pdf)).toEqual(['factur-x.xml'])
    const xmp = await xmpMetadata(pdf)
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/)
    expect(xmp).toMatch(/<fx:DocumentFileName>factur-x.xml<\/fx:DocumentFileName>/)
    expect(xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/)
  })
})
