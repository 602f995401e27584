/** The cXML OrderRequest as the shop reads it: the buyer's PO number, lines and delivery address. */
import type { DeliveryAddress } from '@/server/erp'

import { attr, child, CxmlError, readHeader, readItemOuts, text, type CxmlHeader, type ItemOutLine } from './cxmlParse'

export type OrderRequest = {
  header: CxmlHeader
  /** The buyer's purchase-order number (OrderRequestHeader/@orderID). */
  orderId: string
  items: ItemOutLine[]
  /** The PO's ShipTo (a complete French or Belgian address); null when the PO has none: the company's address is used. */
  shipTo: DeliveryAddress | null
}

/**
 * The PO's delivery address. The PO is the contract: a ShipTo the shop cannot deliver (outside France and Belgium) or
 * cannot read (no street, postal code or city) is refused with a 400, which Coupa does not retry, and never replaced by
 * the company's address.
 */
function readShipTo(header: Record<string, unknown> | undefined): DeliveryAddress | null {
  const shipTo = child(header, 'ShipTo')
  if (!shipTo) return null
  const address = child(shipTo, 'Address')
  const postal = child(address, 'PostalAddress')
  if (!address || !postal) throw new CxmlError(400, 'ShipTo without Address/PostalAddress')
  const country = attr(child(postal, 'Country'), 'isoCountryCode').toUpperCase()
  if (country !== 'FR' && country !== 'BE')
    throw new CxmlError(
      400,
      `ShipTo country ${country.slice(0, 8) || '(none)'} is not served: deliveries go to France (FR) and Belgium (BE) only`,
    )
  const name = text(child(postal, 'DeliverTo')) || text(child(address, 'Name'))
  const street = text(child(postal, 'Street'))
  const postalCode = text(child(postal, 'PostalCode'))
  const city = text(child(postal, 'City'))
  if (!name || !street || !postalCode || !city) throw new CxmlError(400, 'ShipTo must give a name, a street, a postal code and a city')
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
  const items = readItemOuts(order, { prices: true })
  if (items.length === 0) throw new CxmlError(400, 'OrderRequest without ItemOut')
  return { header, orderId, items, shipTo: readShipTo(orderHeader) }
}
