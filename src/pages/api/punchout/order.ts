import { authenticateBuyer } from '@/server/punchout/buyers'
import { responseDocument } from '@/server/punchout/cxmlBuild'
import { cxmlRoute, shopHost } from '@/server/punchout/cxmlRoute'
import { readOrderRequest } from '@/server/punchout/orderRequest'
import { receivePurchaseOrder } from '@/server/punchout/purchaseOrder'

/** The body is cXML (text/xml): read raw by cxmlRoute. */
export const config = { api: { bodyParser: false } }

/**
 * POST /api/punchout/order — cXML OrderRequest (purchase order) from the buyer's platform, authenticated like the setup.
 * Places the order in the ERP with the PO number (orderID) as reference and answers a cXML Response 200; the same
 * orderID again is answered 200 without a second order. 4xx for content to fix (unknown product, address outside
 * FR/BE, credit limit), 503 when the ERP is unavailable (the platform retries).
 */
export default cxmlRoute('order', async (root, payload) => {
  const request = readOrderRequest(root)
  const buyer = await authenticateBuyer(payload, request.header)
  const placed = await receivePurchaseOrder(payload, buyer, request)
  return {
    status: 200,
    xml: responseDocument(
      shopHost(),
      200,
      placed.duplicate ? `Order ${request.orderId} already received` : `Order ${request.orderId} received`,
    ),
  }
})
