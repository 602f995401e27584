import { companyOrders } from '@/server/approvals/companyOrders'
import { buyerRoute, erpReads } from '@/server/http/buyerRoute'

/**
 * GET /api/company-orders → `{ code: 'success', societe, orders }`: for an approver, every order of their company's
 * buyers (placed, waiting for approval, refused) with who ordered, the cost centre and the state; 403 for anyone else.
 */
export default buyerRoute({
  GET: {
    allow: erpReads('company-orders'),
    run: async (_req, buyer) => ({ body: await companyOrders(buyer) }),
  },
})
