/**
 * `edit` / `inspect` setups carry the requisition's lines (ItemOut): the start URL puts them in the buyer's ERP cart,
 * in place of whatever it held, at the shop's prices (prices sent by the platform are ignored). A line whose product
 * the shop no longer sells, or under its minimum quantity, is left out and returned, so the punch-out bar can say which.
 */
import type { Payload } from 'payload'

import type { DroppedLine } from '@/lib/punchout/api'
import type { Buyer } from '@/server/http/buyer'
import { readProductsByReference } from '@/server/catalogue/reads'
import { addToCart, emptyCart } from '@/server/cart/cart'
import { errorReply } from '@/server/http/errors'

import type { ItemOutLine } from './cxmlParse'

export async function preloadCart(
  payload: Payload,
  clientId: number,
  items: readonly ItemOutLine[],
): Promise<{ loaded: number; dropped: DroppedLine[] }> {
  const client = await payload.findByID({ collection: 'clients', id: clientId, overrideAccess: true, depth: 0 })
  const buyer: Buyer = { id: String(clientId), dimasysType: client.dimasys_type ?? null, lastOrder: client.last_dimasys_order || null }
  await emptyCart(buyer)
  let loaded = 0
  const dropped: DroppedLine[] = []
  for (const item of items) {
    const { docs } = await readProductsByReference(payload, [item.supplierPartId])
    const product = docs[0]
    const line = { reference: item.supplierPartId.slice(0, 64), quantity: item.quantity }
    if (!product) {
      dropped.push({ ...line, reason: 'unknown' })
      continue
    }
    try {
      await addToCart(buyer, { productId: product.id, quantity: Math.min(Math.round(item.quantity * 100) / 100, 1_000_000) })
      loaded += 1
    } catch (error) {
      // unknown to the cart (hidden product) or refused (quantity): the buyer is told which
      dropped.push({ ...line, reason: errorReply(error)?.body.code === 'product_not_found' ? 'unknown' : 'refused' })
      console.warn(`[punchout preload] line ${item.supplierPartId} left out:`, (error as Error).message)
    }
  }
  return { loaded, dropped }
}
