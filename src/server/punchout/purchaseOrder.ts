/**
 * A purchase order received over cXML (issue 8 item 5) placed in the ERP for the buyer's client, with the buyer's PO
 * number as its reference. One order per buyer and orderID: the `punchout-orders` row (unique key) is claimed before
 * the order is placed, so a repeated OrderRequest — Coupa retries — is answered 200 without a second order.
 *
 * The ERP places orders from the client's open cart: the lines of a web cart in progress are set aside, the PO's lines
 * placed, then the web cart restored (the client's writes are serialized here; the web cart routes of the same client
 * are not, so a change made in the shop during these few milliseconds may be lost — acceptable for a Coupa account,
 * whose carts go through Coupa).
 */
import type { Payload } from 'payload'

import type { Buyer } from '@/server/cart/buyer'
import { addToCart, changeLine, emptyCart } from '@/server/cart/cart'
import { CartError } from '@/server/cart/errors'
import { checkout } from '@/server/cart/orders'
import { erp, isErpError, type DeliveryAddress } from '@/server/erp'
import { createKeyedMutex } from '@/server/erp/mutex'

import type { AuthenticatedBuyer } from './buyers'
import { CxmlError } from './cxmlParse'
import type { OrderRequest } from './orderRequest'

const o = { overrideAccess: true, depth: 0 } as const
const perClient = createKeyedMutex()

async function companyAddress(payload: Payload, clientId: number): Promise<DeliveryAddress | null> {
  const client = await payload.findByID({ collection: 'clients', id: clientId, ...o, depth: 1 })
  const societe = client.societe && typeof client.societe === 'object' ? client.societe : null
  const a = societe?.adresse
  if (!societe || !a?.rue || !a.code_postal || !a.ville) return null
  return { name: societe.raison_sociale, street: a.rue, postal_code: a.code_postal, city: a.ville, country: a.pays === 'BE' ? 'BE' : 'FR' }
}

async function productIds(payload: Payload, request: OrderRequest): Promise<{ productId: number; quantity: number }[]> {
  const refs = [...new Set(request.items.map((i) => i.supplierPartId))]
  const { docs } = await payload.find({ collection: 'produits', where: { dimasys_reference: { in: refs } }, select: { dimasys_reference: true }, pagination: false, ...o })
  const byRef = new Map(docs.map((d) => [d.dimasys_reference, d.id]))
  const quantities = new Map<number, number>()
  for (const item of request.items) {
    const id = byRef.get(item.supplierPartId)
    if (id === undefined) throw new CxmlError(400, `Unknown SupplierPartID ${item.supplierPartId.slice(0, 64)}`)
    quantities.set(id, Math.round(((quantities.get(id) ?? 0) + item.quantity) * 100) / 100)
  }
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }))
}

/** 4xx for what the buyer must fix, 503 (Coupa retries) when the ERP does not answer. */
function asCxmlError(error: unknown): unknown {
  if (error instanceof CartError) return new CxmlError(error.status >= 500 ? 503 : 400, error.message)
  if (!isErpError(error)) return error
  if (error.code === 'unavailable' || error.code === 'unauthorized') return new CxmlError(503, 'ERP temporarily unavailable, retry later')
  return new CxmlError(error.status >= 500 ? 503 : error.status === 404 ? 400 : error.status, error.message)
}

async function place(payload: Payload, buyer: AuthenticatedBuyer, request: OrderRequest): Promise<string> {
  const lines = await productIds(payload, request)
  const address = request.shipTo ?? (await companyAddress(payload, buyer.clientId))
  if (!address) throw new CxmlError(400, 'No ShipTo in the order and no complete company address on the account: send a ShipTo in France (FR) or Belgium (BE)')
  return perClient(`client:${buyer.clientId}`, async () => {
    const client = await payload.findByID({ collection: 'clients', id: buyer.clientId, ...o })
    const shopBuyer: Buyer = { id: String(buyer.clientId), dimasysType: client.dimasys_type ?? null, lastOrder: client.last_dimasys_order || null }
    const webCart = (await erp().currentCart(shopBuyer.id))?.lines ?? []
    await emptyCart(shopBuyer)
    try {
      for (const line of lines) await addToCart(shopBuyer, line)
      return (await checkout(shopBuyer, { delivery_address: address, po_reference: request.orderId })).id
    } finally {
      await emptyCart(shopBuyer)
      for (const line of webCart) await changeLine(shopBuyer, '-1', { productId: line.product_id, quantity: line.quantity }).catch(() => undefined)
    }
  })
}

export type PlacedPurchaseOrder = { erpOrderId: string; duplicate: boolean }

export async function receivePurchaseOrder(payload: Payload, buyer: AuthenticatedBuyer, request: OrderRequest): Promise<PlacedPurchaseOrder> {
  const key = `${buyer.id}:${request.orderId}`
  const existing = await payload.find({ collection: 'punchout-orders', where: { key: { equals: key } }, limit: 1, ...o })
  if (existing.docs[0]) return { erpOrderId: existing.docs[0].erp_order_id ?? '', duplicate: true }
  let claim
  try {
    claim = await payload.create({ collection: 'punchout-orders', data: { key, buyer: buyer.id, order_id: request.orderId, payload_id: request.header.payloadId || null }, ...o })
  } catch (error) {
    // the unique key: the same order arrived meanwhile
    const again = await payload.find({ collection: 'punchout-orders', where: { key: { equals: key } }, limit: 1, ...o })
    if (again.docs[0]) return { erpOrderId: again.docs[0].erp_order_id ?? '', duplicate: true }
    throw error
  }
  try {
    const erpOrderId = await place(payload, buyer, request)
    await payload.update({ collection: 'punchout-orders', id: claim.id, data: { erp_order_id: erpOrderId }, ...o })
    return { erpOrderId, duplicate: false }
  } catch (error) {
    await payload.delete({ collection: 'punchout-orders', id: claim.id, ...o })
    throw asCxmlError(error)
  }
}
