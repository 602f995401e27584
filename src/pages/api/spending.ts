import { spendingOf } from '@/server/approvals/policy'
import { buyerRoute, erpReads } from '@/server/http/buyerRoute'

/**
 * GET /api/spending → `{ code: 'success', role, limits: { per_order, monthly }, month_spent, cost_centres, has_approver }`:
 * the caller's role in their company, spending limits (€ H.T, null = none), what their orders placed this month cost
 * and their company's cost centres (one is required at checkout when there is any).
 */
export default buyerRoute({
  GET: {
    allow: erpReads('spending'),
    run: async (_req, buyer) => ({ body: await spendingOf(buyer) }),
  },
})
