import { decide } from '@/server/approvals/decide'
import { approvalIdParam, decisionSchema } from '@/server/approvals/schemas'
import { buyerRoute, cartWrites, param } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'

/**
 * POST /api/approvals/{id} `{ decision: 'approve' | 'refuse', comment? }` → `{ code: 'success', approval }`: an approver
 * of the buyer's company approves (the order is placed, once) or refuses (a comment is required). Another company's
 * request → 404; not an approver → 403; already decided the other way → 409.
 */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  POST: {
    changesState: true,
    allow: cartWrites('approvals/[id]/index'),
    run: async (req, buyer) => {
      const id = approvalIdParam(param(req, 'id'))
      const { decision, comment } = parse(decisionSchema, req.body)
      return { body: { code: 'success', approval: await decide(buyer, id, decision, comment) } }
    },
  },
})
