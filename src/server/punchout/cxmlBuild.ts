/**
 * cXML documents the shop sends (setup response, PunchOutOrderMessage, order response), built with xmlbuilder2 and
 * declaring the cXML 1.2.063 DTD: every one validates with `xmllint --dtdvalid …/1.2.063/cXML.dtd` (tests).
 */
import { randomBytes } from 'node:crypto'

import { create } from 'xmlbuilder2'
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces'

import { round2 } from '@/server/erp/amounts'

import type { Credential } from './cxmlParse'

const CXML_VERSION = '1.2.063'
const DTD_URL = `http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd`

/** Status texts of the codes the shop answers (cXML Status/@text). */
const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Request Entity Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

const payloadId = (host: string) => `${Date.now()}.${process.pid}.${randomBytes(6).toString('hex')}@${host || 'boutique'}`

function cxml(host: string): { doc: XMLBuilder; root: XMLBuilder } {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).dtd({ name: 'cXML', sysID: DTD_URL })
  const root = doc.ele('cXML', { payloadID: payloadId(host), timestamp: new Date().toISOString(), 'xml:lang': 'fr-FR' })
  return { doc, root }
}

const end = (doc: XMLBuilder) => doc.end({ prettyPrint: true })

/** A Response with its Status; `build` adds the answer's element (PunchOutSetupResponse…). */
export function responseDocument(host: string, code: number, message = '', build?: (response: XMLBuilder) => void): string {
  const { doc, root } = cxml(host)
  const response = root.ele('Response')
  response.ele('Status', { code: String(code), text: STATUS_TEXT[code] ?? 'Error' }).txt(message)
  build?.(response)
  return end(doc)
}

export const setupResponse = (host: string, startUrl: string): string =>
  responseDocument(host, 200, '', (r) => r.ele('PunchOutSetupResponse').ele('StartPage').ele('URL').txt(startUrl))

export type OrderMessageLine = {
  quantity: number
  supplierPartId: string
  unitPrice: number
  description: string
  unitOfMeasure: string
  unspsc: string
  manufacturerName: string | null
  /** « Ma référence »: the buyer's company part number (ItemID/BuyerPartID, OCI NEW_ITEM-MATNR) */
  buyerPartId: string | null
  /** EAN / GTIN (ItemID/IdReference, domain EAN-13 or GTIN) */
  ean: string | null
}

export type OrderMessageInput = {
  host: string
  /** The shop (From, Sender) and the buyer (To, their From credential in the setup). */
  shop: Pick<Credential, 'domain' | 'identity'>
  buyer: Pick<Credential, 'domain' | 'identity'>
  buyerCookie: string
  operationAllowed: 'create' | 'edit' | 'inspect'
  lines: OrderMessageLine[]
  /** Delivery cost H.T of the cart as the ERP computes it (0: free delivery or no line). */
  deliveryHt: number
}

/** 2 to 4 decimals: unit prices keep the ERP's 4 decimals (spec §9) so that lines add up to the ERP's totals. */
export const formatAmount = (amount: number): string =>
  amount
    .toFixed(4)
    .replace(/(\.\d\d\d?)0+$/, '$1')
    .replace(/(\.\d\d)0$/, '$1')

const money = (parent: XMLBuilder, amount: number) => parent.ele('Money', { currency: 'EUR' }).txt(formatAmount(amount))

const credential = (parent: XMLBuilder, c: Pick<Credential, 'domain' | 'identity'>) =>
  parent.ele('Credential', { domain: c.domain }).ele('Identity').txt(c.identity)

/**
 * PunchOutOrderMessage (cart return): amounts H.T in EUR as given by the ERP. The header's Total is the shop's total
 * (lines plus delivery) and the delivery cost goes in `Shipping`, so the requisition the platform builds adds up to
 * the order the shop will book.
 */
export function orderMessage(input: OrderMessageInput): string {
  const { doc, root } = cxml(input.host)
  const header = root.ele('Header')
  credential(header.ele('From'), input.shop)
  credential(header.ele('To'), input.buyer)
  const sender = header.ele('Sender')
  credential(sender, input.shop)
  sender.ele('UserAgent').txt('Boutique punch-out cXML')
  const message = root.ele('Message').ele('PunchOutOrderMessage')
  message.ele('BuyerCookie').txt(input.buyerCookie)
  const items = round2(input.lines.reduce((sum, l) => sum + round2(l.unitPrice * l.quantity), 0))
  const delivery = input.lines.length > 0 ? round2(input.deliveryHt) : 0
  const messageHeader = message.ele('PunchOutOrderMessageHeader', { operationAllowed: input.operationAllowed })
  money(messageHeader.ele('Total'), round2(items + delivery))
  if (delivery > 0) {
    const shipping = messageHeader.ele('Shipping')
    money(shipping, delivery)
    shipping.ele('Description', { 'xml:lang': 'fr' }).txt('Frais de livraison H.T')
  }
  input.lines.forEach((line, index) => {
    const item = message.ele('ItemIn', { quantity: String(line.quantity), lineNumber: String(index + 1) })
    const itemId = item.ele('ItemID')
    itemId.ele('SupplierPartID').txt(line.supplierPartId)
    if (line.buyerPartId) itemId.ele('BuyerPartID').txt(line.buyerPartId)
    // cXML 1.2.063: the EANID of ItemDetailRetail is deprecated in favour of an IdReference of the ItemID
    if (line.ean) itemId.ele('IdReference', { identifier: line.ean, domain: line.ean.length === 13 ? 'EAN-13' : 'GTIN' })
    const detail = item.ele('ItemDetail')
    money(detail.ele('UnitPrice'), line.unitPrice)
    detail.ele('Description', { 'xml:lang': 'fr' }).txt(line.description)
    detail.ele('UnitOfMeasure').txt(line.unitOfMeasure)
    detail.ele('Classification', { domain: 'UNSPSC' }).txt(line.unspsc)
    if (line.manufacturerName) detail.ele('ManufacturerName').txt(line.manufacturerName)
  })
  return end(doc)
}
