import { approvalsOf } from '@/server/approvals/requests'
import { buyerRoute, erpReads } from '@/server/http/buyerRoute'

/**
 * GET /api/approvals → `{ code: 'success', role, approvals }`: an approver's company's orders waiting for approval
 * (oldest first), then the latest decided; for anyone else, their own requests.
 */
export default buyerRoute({
  GET: {
    allow: erpReads('approvals'),
    run: async (_req, buyer) => ({ body: await approvalsOf(buyer) }),
  },
})
