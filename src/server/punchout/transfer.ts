/**
 * Cart return (spec §6/§7 POST /api/orders/order_epo): the buyer's cart as a PunchOutOrderMessage for
 * the punch-out session of this browser, priced by the ERP (never by the browser), to be posted by the browser to the
 * platform's BrowserFormPost URL as `cxml-urlencoded` and `cxml-base64`.
 */
import type { IncomingHttpHeaders } from 'node:http'

import type { Payload } from 'payload'

import type { OrderEpoReply } from '@/lib/punchout/api'
import type { Buyer } from '@/server/http/buyer'
import { readPunchOutProducts } from '@/server/catalogue/reads'
import { DomainError } from '@/server/http/errors'
import { isNoOrder } from '@/server/http/parse'
import { erp, type ErpOrder } from '@/server/erp'
import { companyOf, partNumbersOf } from '@/server/part-numbers/partNumbers'

import { buyerById, relationId } from './buyers'
import { orderMessage, type OrderMessageLine } from './cxmlBuild'
import { shopHost } from './cxmlRoute'
import { isAllowedPostBack } from './hosts'
import { PUNCHOUT_MESSAGES as M } from './messages'
import { ociFields } from './oci'
import { currentSession } from './sessions'

/** cXML UnitOfMeasure is a UN/CEFACT code (EA, BX, MTR…): a free-text sale unit ('pièce') falls back to EA. */
export const unitOfMeasure = (saleUnit: string | null | undefined): string =>
  saleUnit && /^[A-Za-z0-9]{1,3}$/.test(saleUnit.trim()) ? saleUnit.trim().toUpperCase() : 'EA'

async function cartOf(buyer: Buyer, orderId: string): Promise<ErpOrder | null> {
  if (isNoOrder(orderId)) return erp().currentCart(buyer.id)
  const order = await erp().getOrder(buyer.id, orderId)
  if (order.status !== 'cart') throw new DomainError(409, 'order_not_open', M.orderNotOpen)
  return order
}

async function messageLines(payload: Payload, buyer: Buyer, order: ErpOrder | null, unspsc: string): Promise<OrderMessageLine[]> {
  if (!order || order.lines.length === 0) return []
  const ids = order.lines.map((l) => l.product_id)
  const partNumbers = await partNumbersOf(await companyOf(buyer), ids)
  const { docs } = await readPunchOutProducts(payload, ids)
  const products = new Map(docs.map((d) => [d.id, d]))
  return order.lines.map((line) => {
    const product = products.get(line.product_id)
    const marque = product?.marque && typeof product.marque === 'object' ? product.marque : null
    return {
      quantity: line.quantity,
      supplierPartId: product?.dimasys_reference || String(line.product_id),
      unitPrice: line.unit_price_ht,
      description: product?.titre || product?.dimasys_reference || String(line.product_id),
      unitOfMeasure: unitOfMeasure(product?.sale_unit),
      unspsc,
      manufacturerName: marque?.titre ?? null,
      buyerPartId: partNumbers.get(line.product_id) ?? null,
      ean: product?.ean || null,
    }
  })
}

export async function transferCart(payload: Payload, headers: IncomingHttpHeaders, buyer: Buyer, orderId: string): Promise<OrderEpoReply> {
  const session = await currentSession(payload, headers)
  if (!session || String(relationId(session.client)) !== buyer.id) throw new DomainError(403, 'not_punchout', M.notPunchout)
  const punchoutBuyer = await buyerById(payload, relationId(session.buyer) as number)
  if (!punchoutBuyer) throw new DomainError(403, 'not_punchout', M.notPunchout)
  // the hosts may have changed since the setup: checked again when the cart leaves
  if (!isAllowedPostBack(session.browser_form_post, punchoutBuyer.allowedHosts))
    throw new DomainError(403, 'forbidden_post_back', M.forbiddenPostBack)
  const order = await cartOf(buyer, orderId)
  const lines = await messageLines(payload, buyer, order, punchoutBuyer.unspsc)
  if (session.dialect === 'oci')
    return { code: 'ok', form: { action: session.browser_form_post, fields: ociFields(lines, session.oci_target) } }
  const xml = orderMessage({
    host: shopHost(),
    shop: { domain: 'NetworkId', identity: shopHost() },
    buyer: punchoutBuyer.credential,
    buyerCookie: session.buyer_cookie ?? '',
    operationAllowed: session.operation === 'inspect' ? 'inspect' : 'edit',
    lines,
    deliveryHt: order?.delivery_ht ?? 0,
  })
  return {
    code: 'ok',
    form: {
      action: session.browser_form_post,
      fields: { 'cxml-urlencoded': xml, 'cxml-base64': Buffer.from(xml, 'utf8').toString('base64') },
    },
  }
}
