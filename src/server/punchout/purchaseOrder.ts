/**
 * A purchase order received over cXML placed in the ERP for the buyer's client, with the buyer's PO
 * number as its reference. The PO is the contract: its unit prices are booked (ERP `agreed_prices`), and each one that
 * differs from the shop's price for this buyer is recorded on the `punchout-orders` row, flagged « Écart de prix » in
 * the admin and sent to the sales team's chat. One order per buyer and orderID: the `punchout-orders` row (unique key) is claimed before
 * the order is placed, so a repeated OrderRequest — Coupa retries — is answered 200 without a second order.
 *
 * The ERP places orders from the client's open cart: the lines of a web cart in progress are set aside, the PO's lines
 * placed, then the web cart restored (the client's writes are serialized here; the web cart routes of the same client
 * are not, so a change made in the shop during these few milliseconds may be lost — acceptable for a Coupa account,
 * whose carts go through Coupa).
 */
import type { Payload } from 'payload'

import type { Buyer } from '@/server/http/buyer'
import { readProductsByReference } from '@/server/catalogue/reads'
import { addToCart, changeLine, emptyCart } from '@/server/cart/cart'
import { DomainError } from '@/server/http/errors'
import { checkout } from '@/server/cart/orders'
import { erp, isErpError, type DeliveryAddress } from '@/server/erp'
import { round4 } from '@/server/erp/amounts'
import { unitPrice } from '@/server/erp/pricing'
import { queueChatNotification } from '@/server/notify'
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

/** One product of the PO: its lines' quantities added up, and the PO's unit price H.T (null when the PO gives none). */
type PoLine = { productId: number; reference: string; quantity: number; poPrice: number | null }

async function poLines(payload: Payload, request: OrderRequest): Promise<PoLine[]> {
  const refs = [...new Set(request.items.map((i) => i.supplierPartId))]
  const { docs } = await readProductsByReference(payload, refs)
  const byRef = new Map(docs.map((d) => [d.dimasys_reference, d.id]))
  const lines = new Map<number, PoLine>()
  for (const item of request.items) {
    const id = byRef.get(item.supplierPartId)
    if (id === undefined) throw new CxmlError(400, `Unknown SupplierPartID ${item.supplierPartId.slice(0, 64)}`)
    const line = lines.get(id)
    if (!line) {
      lines.set(id, {
        productId: id,
        reference: item.supplierPartId,
        quantity: item.quantity,
        poPrice: item.unitPrice === null ? null : round4(item.unitPrice),
      })
      continue
    }
    const price = item.unitPrice === null ? null : round4(item.unitPrice)
    if (price !== line.poPrice)
      throw new CxmlError(400, `SupplierPartID ${item.supplierPartId.slice(0, 64)} appears at two different unit prices`)
    line.quantity = Math.round((line.quantity + item.quantity) * 100) / 100
  }
  return [...lines.values()]
}

/** A PO line whose unit price is not the shop's price for this buyer (recorded, flagged « Écart de prix »). */
type PriceDifference = {
  reference: string
  product_id: number
  quantity: number
  po_unit_price_ht: number
  shop_unit_price_ht: number | null
}

async function priceDifferences(customer: string, lines: PoLine[]): Promise<PriceDifference[]> {
  const priced = lines.filter((l) => l.poPrice !== null)
  if (priced.length === 0) return []
  const shop = new Map(
    (
      await erp().prices(
        customer,
        priced.map((l) => l.productId),
      )
    ).map((p) => [p.product_id, round4(unitPrice(p))]),
  )
  return priced.flatMap((l) => {
    const own = shop.get(l.productId) ?? null
    return own === l.poPrice
      ? []
      : [
          {
            reference: l.reference,
            product_id: l.productId,
            quantity: l.quantity,
            po_unit_price_ht: l.poPrice as number,
            shop_unit_price_ht: own,
          },
        ]
  })
}

const euros = (n: number | null) =>
  n === null ? '—' : `${n.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}\u00a0€`

/** The sales team's alert for a PO booked at prices that are not the shop's (chat, through the jobs queue). */
async function alertPriceDifferences(
  payload: Payload,
  buyer: AuthenticatedBuyer,
  request: OrderRequest,
  erpOrderId: string,
  differences: PriceDifference[],
) {
  const lines = differences.map(
    (d) =>
      `${d.reference} × ${d.quantity}\u00a0: ${euros(d.po_unit_price_ht)} H.T (bon de commande) au lieu de ${euros(d.shop_unit_price_ht)} H.T`,
  )
  await queueChatNotification(payload, {
    text: [
      `Écart de prix sur la commande punch-out ${request.orderId} (commande ERP ${erpOrderId}, acheteur ${buyer.name})\u00a0:`,
      ...lines,
    ].join('\n'),
  })
}

/** 4xx for what the buyer must fix, 503 (Coupa retries) when the ERP does not answer. */
function asCxmlError(error: unknown): unknown {
  if (error instanceof DomainError) return new CxmlError(error.status >= 500 ? 503 : 400, error.message)
  if (!isErpError(error)) return error
  if (error.code === 'unavailable' || error.code === 'unauthorized') return new CxmlError(503, 'ERP temporarily unavailable, retry later')
  return new CxmlError(error.status >= 500 ? 503 : error.status === 404 ? 400 : error.status, error.message)
}

type Placed = { erpOrderId: string; differences: PriceDifference[] }

async function place(payload: Payload, buyer: AuthenticatedBuyer, request: OrderRequest): Promise<Placed> {
  const lines = await poLines(payload, request)
  const address = request.shipTo ?? (await companyAddress(payload, buyer.clientId))
  if (!address)
    throw new CxmlError(
      400,
      'No ShipTo in the order and no complete company address on the account: send a ShipTo in France (FR) or Belgium (BE)',
    )
  return perClient(`client:${buyer.clientId}`, async () => {
    const client = await payload.findByID({ collection: 'clients', id: buyer.clientId, ...o })
    const shopBuyer: Buyer = {
      id: String(buyer.clientId),
      dimasysType: client.dimasys_type ?? null,
      lastOrder: client.last_dimasys_order || null,
    }
    const webCart = (await erp().currentCart(shopBuyer.id))?.lines ?? []
    await emptyCart(shopBuyer)
    try {
      for (const line of lines) await addToCart(shopBuyer, { productId: line.productId, quantity: line.quantity })
      // the PO is the contract: its unit prices are booked; each one that is not the shop's price is recorded
      const differences = await priceDifferences(shopBuyer.id, lines)
      const agreed = lines.flatMap((l) => (l.poPrice === null ? [] : [{ product_id: l.productId, unit_price_ht: l.poPrice }]))
      const order = await checkout(shopBuyer, { delivery_address: address, po_reference: request.orderId }, agreed, 'punchout')
      return { erpOrderId: order.id, differences }
    } finally {
      await emptyCart(shopBuyer)
      for (const line of webCart)
        await changeLine(shopBuyer, '-1', { productId: line.product_id, quantity: line.quantity }).catch(() => undefined)
    }
  })
}

export type PlacedPurchaseOrder = { erpOrderId: string; duplicate: boolean }

export async function receivePurchaseOrder(
  payload: Payload,
  buyer: AuthenticatedBuyer,
  request: OrderRequest,
): Promise<PlacedPurchaseOrder> {
  const key = `${buyer.id}:${request.orderId}`
  const existing = await payload.find({ collection: 'punchout-orders', where: { key: { equals: key } }, limit: 1, ...o })
  if (existing.docs[0]) return { erpOrderId: existing.docs[0].erp_order_id ?? '', duplicate: true }
  let claim
  try {
    claim = await payload.create({
      collection: 'punchout-orders',
      data: { key, buyer: buyer.id, order_id: request.orderId, payload_id: request.header.payloadId || null },
      ...o,
    })
  } catch (error) {
    // the unique key: the same order arrived meanwhile
    const again = await payload.find({ collection: 'punchout-orders', where: { key: { equals: key } }, limit: 1, ...o })
    if (again.docs[0]) return { erpOrderId: again.docs[0].erp_order_id ?? '', duplicate: true }
    throw error
  }
  try {
    const { erpOrderId, differences } = await place(payload, buyer, request)
    await payload.update({
      collection: 'punchout-orders',
      id: claim.id,
      data: {
        erp_order_id: erpOrderId,
        price_difference: differences.length > 0,
        price_differences: differences.length > 0 ? differences : null,
      },
      ...o,
    })
    if (differences.length > 0) await alertPriceDifferences(payload, buyer, request, erpOrderId, differences)
    return { erpOrderId, duplicate: false }
  } catch (error) {
    await payload.delete({ collection: 'punchout-orders', id: claim.id, ...o })
    throw asCxmlError(error)
  }
}
