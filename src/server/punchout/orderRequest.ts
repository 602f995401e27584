/** The cXML OrderRequest as the shop reads it (issue 8 item 5): the buyer's PO number, lines and delivery address. */
import type { DeliveryAddress } from '@/server/erp'

import { attr, child, CxmlError, readHeader, readItemOuts, text, type CxmlHeader, type ItemOutLine } from './cxmlParse'

export type OrderRequest = {
  header: CxmlHeader
  /** The buyer's purchase-order number (OrderRequestHeader/@orderID). */
  orderId: string
  items: ItemOutLine[]
  /** From ShipTo when it is a complete French or Belgian address; otherwise the company's address is used. */
  shipTo: DeliveryAddress | null
}

function readShipTo(header: Record<string, unknown> | undefined): DeliveryAddress | null {
  const address = child(child(header, 'ShipTo'), 'Address')
  const postal = child(address, 'PostalAddress')
  if (!address || !postal) return null
  const country = attr(child(postal, 'Country'), 'isoCountryCode').toUpperCase()
  const name = text(child(postal, 'DeliverTo')) || text(child(address, 'Name'))
  const street = text(child(postal, 'Street'))
  const postalCode = text(child(postal, 'PostalCode'))
  const city = text(child(postal, 'City'))
  if ((country !== 'FR' && country !== 'BE') || !name || !street || !postalCode || !city) return null
  return { name: name.slice(0, 120), street: street.slice(0, 200), postal_code: postalCode.slice(0, 12), city: city.slice(0, 100), country }
}

export function readOrderRequest(root: Record<string, unknown>): OrderRequest {
  const header = readHeader(root)
  const order = child(child(root, 'Request'), 'OrderRequest')
  const orderHeader = child(order, 'OrderRequestHeader')
  if (!order || !orderHeader) throw new CxmlError(400, 'Missing Request/OrderRequest/OrderRequestHeader')
  const orderId = attr(orderHeader, 'orderID')
  if (!orderId || orderId.length > 64) throw new CxmlError(400, 'Missing or oversized orderID')
  const type = attr(orderHeader, 'type') || 'new'
  if (type !== 'new') throw new CxmlError(400, `Only new orders are accepted over cXML; contact the supplier for changes`)
  const items = readItemOuts(order)
  if (items.length === 0) throw new CxmlError(400, 'OrderRequest without ItemOut')
  return { header, orderId, items, shipTo: readShipTo(orderHeader) }
}
