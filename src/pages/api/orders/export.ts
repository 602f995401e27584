import { EXPORT_FORMATS, ORDER_EXPORT_TEXT, type ExportFormat } from '@/lib/account/orderExport'
import { isOrderShippingState } from '@/lib/shipping/lineState'
import { orderExport, type OrderExportRequest } from '@/server/cart/orderExport'
import { buyerRoute, param } from '@/server/http/buyerRoute'
import { DomainError } from '@/server/http/errors'
import { createRateLimiter } from '@/server/http/rateLimit'

/** Exports per buyer and minute (each reads every order of the list and its products). */
export const ORDER_EXPORT_LIMIT = 20

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * GET /api/orders/export?format=csv|xlsx[&etat=…][&commande={id}][&perimetre=societe]: the orders list (its `?etat=`
 * filter), one order, or an approver's company orders, one row per line, as an attachment (issue 34 item 4). 400
 * `invalid_query`; 404 another buyer's order; 403 the company's orders for a non-approver; 422 `export_too_large`.
 */
export default buyerRoute({
  GET: {
    allow: createRateLimiter({ name: 'orders-export', limit: ORDER_EXPORT_LIMIT, windowMs: 60_000 }),
    run: async (req, buyer) => ({
      file: await orderExport(
        buyer,
        exportRequest((name) => param(req, name)),
      ),
    }),
  },
})

function exportRequest(get: (name: string) => string | undefined): OrderExportRequest {
  const format = get('format')
  const etat = get('etat')
  const order = get('commande')
  const scope = get('perimetre')
  const valid =
    EXPORT_FORMATS.includes(format as ExportFormat) &&
    (etat === undefined || etat === '' || isOrderShippingState(etat)) &&
    (order === undefined || ORDER_ID.test(order)) &&
    (scope === undefined || scope === 'societe') &&
    !(order !== undefined && scope !== undefined)
  if (!valid) throw new DomainError(400, 'invalid_query', ORDER_EXPORT_TEXT.invalid)
  return {
    format: format as ExportFormat,
    ...(order ? { order } : {}),
    ...(etat && isOrderShippingState(etat) ? { etat } : {}),
    ...(scope === 'societe' ? { company: true } : {}),
  }
}
