import { buyerRoute, erpReads } from '@/server/http/buyerRoute'
import { listInvoices } from '@/server/invoices'

/**
 * GET /api/invoices → `{ code: 'success', invoices, totals: { due, overdue }, today }`: the invoices of the buyer (an
 * approver: of their company), newest first, each with its due date, balance and state; 403 `preparer_forbidden` for a
 * préparateur, 401 for a visitor.
 */
export default buyerRoute({
  GET: {
    allow: erpReads('invoices'),
    run: async (_req, buyer) => ({ body: await listInvoices(buyer) }),
  },
})
