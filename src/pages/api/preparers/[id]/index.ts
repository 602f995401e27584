import { removePreparer } from '@/server/account/preparers'
import { recordIdSchema } from '@/server/account/schemas'
import { buyerRoute, cartWrites, param } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'

/** DELETE /api/preparers/{id}: removes a preparer of the buyer's company → `{ code: 'success' }`; another's → 404. */
export default buyerRoute({
  DELETE: {
    changesState: true,
    allow: cartWrites('preparers/[id]/index'),
    async run(req, buyer) {
      await removePreparer(buyer, parse(recordIdSchema, param(req, 'id')))
      return { body: { code: 'success' } }
    },
  },
})
