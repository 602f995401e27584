/**
 * Reading incoming cXML (PunchOutSetupRequest, OrderRequest): lenient on structure (element order, unknown elements,
 * missing DTD: the real Coupa request puts Contact before BrowserFormPost), strict on safety — a size limit, and any
 * DOCTYPE internal subset or ENTITY declaration refused before parsing, so no entity is ever expanded (XML bomb) and
 * nothing external is fetched (the parser never loads a DTD; only the five XML entities and character references are
 * decoded).
 */
import { XMLParser } from 'fast-xml-parser'

export const MAX_CXML_BYTES = 256 * 1024

export class CxmlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'CxmlError'
  }
}

type Node = Record<string, unknown>

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ['ItemOut', 'Extrinsic', 'Credential', 'ItemIn'].includes(name),
})

/** Refuses what must never be expanded, then parses; `Error` messages are safe to answer (no content echoed). */
export function parseCxml(text: string): Node {
  if (Buffer.byteLength(text, 'utf8') > MAX_CXML_BYTES) throw new CxmlError(413, 'Document too large')
  const doctype = /<!DOCTYPE[^>[]*(\[)?/i.exec(text)
  if (doctype?.[1] || /<!ENTITY/i.test(text)) throw new CxmlError(400, 'DOCTYPE internal subsets and ENTITY declarations are not accepted')
  let doc: unknown
  try {
    doc = parser.parse(text, true)
  } catch {
    throw new CxmlError(400, 'Malformed XML')
  }
  const root = (doc as Node | null)?.cXML
  if (!root || typeof root !== 'object') throw new CxmlError(400, 'Not a cXML document')
  return root as Node
}

export const child = (node: unknown, name: string): Node | undefined => {
  const value = (node as Node | undefined)?.[name]
  const first = Array.isArray(value) ? value[0] : value
  if (first === undefined || first === null) return undefined
  return typeof first === 'object' ? (first as Node) : { '#text': String(first) }
}

export const children = (node: unknown, name: string): Node[] => {
  const value = (node as Node | undefined)?.[name]
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value]
  return list.map((v) => (v !== null && typeof v === 'object' ? (v as Node) : { '#text': v === null ? '' : String(v) }))
}

export const text = (node: Node | undefined): string => {
  const value = node?.['#text']
  return value === undefined || value === null ? '' : String(value).trim()
}

export const attr = (node: Node | undefined, name: string): string => {
  const value = node?.[`@${name}`]
  return value === undefined || value === null ? '' : String(value).trim()
}

export type Credential = { domain: string; identity: string; sharedSecret: string }

const credentials = (node: Node | undefined): Credential[] =>
  children(node, 'Credential').map((c) => ({
    domain: attr(c, 'domain'),
    identity: text(child(c, 'Identity')),
    sharedSecret: text(child(c, 'SharedSecret')),
  }))

export type CxmlHeader = { payloadId: string; from: Credential[]; to: Credential[]; sender: Credential[] }

export function readHeader(root: Node): CxmlHeader {
  const header = child(root, 'Header')
  if (!header) throw new CxmlError(400, 'Missing Header')
  return {
    payloadId: attr(root, 'payloadID'),
    from: credentials(child(header, 'From')),
    to: credentials(child(header, 'To')),
    sender: credentials(child(header, 'Sender')),
  }
}

/**
 * An ItemOut line as the shop uses it: our product reference, the quantity and the unit price H.T the buyer's system
 * sent (ItemDetail/UnitPrice/Money, EUR only; null when absent). An edit session ignores the price (the cart is priced by
 * the ERP); a purchase order keeps it (the PO is the contract).
 */
export type ItemOutLine = {
  supplierPartId: string
  supplierPartAuxiliaryId: string
  quantity: number
  lineNumber: string
  unitPrice: number | null
}

function readUnitPrice(item: Node): number | null {
  const money = child(child(child(item, 'ItemDetail'), 'UnitPrice'), 'Money')
  if (!money) return null
  const currency = attr(money, 'currency').toUpperCase()
  if (currency && currency !== 'EUR') throw new CxmlError(400, `UnitPrice in ${currency.slice(0, 8)}: prices are in EUR only`)
  const value = Number(text(money).replace(',', '.'))
  if (!Number.isFinite(value) || value < 0 || value > 10_000_000) throw new CxmlError(400, 'UnitPrice/Money must be an amount in EUR')
  return value
}

/** `prices`: read and check each line's UnitPrice (a purchase order); otherwise `unitPrice` is null. */
export function readItemOuts(node: Node | undefined, { prices = false }: { prices?: boolean } = {}): ItemOutLine[] {
  return children(node, 'ItemOut').map((item) => {
    const id = child(item, 'ItemID')
    const quantity = Number(attr(item, 'quantity'))
    const supplierPartId = text(child(id, 'SupplierPartID'))
    if (!supplierPartId || !Number.isFinite(quantity) || quantity <= 0)
      throw new CxmlError(400, 'ItemOut without SupplierPartID or a positive quantity')
    return {
      supplierPartId,
      supplierPartAuxiliaryId: text(child(id, 'SupplierPartAuxiliaryID')),
      quantity,
      lineNumber: attr(item, 'lineNumber'),
      unitPrice: prices ? readUnitPrice(item) : null,
    }
  })
}
