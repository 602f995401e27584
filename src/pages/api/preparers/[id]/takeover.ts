import { takeOverCart } from '@/server/account/preparers'
import { recordIdSchema } from '@/server/account/schemas'
import { buyerRoute, cartWrites, param } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'

/**
 * POST /api/preparers/{id}/takeover (« Reprendre ce panier »): moves the preparer's open cart into the buyer's, at the
 * buyer's prices, and empties the preparer's → `{ code: 'success', order, moved, skipped }`.
 */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  POST: {
    changesState: true,
    allow: cartWrites('preparers/[id]/takeover'),
    run: async (req, buyer) => ({ body: await takeOverCart(buyer, parse(recordIdSchema, param(req, 'id'))) }),
  },
})
