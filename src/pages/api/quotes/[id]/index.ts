import { buyerRoute, erpReads, param } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'
import { readQuote } from '@/server/quotes/quotes'
import { quoteIdSchema } from '@/server/quotes/schemas'

/** GET /api/quotes/{id}: one quote of the buyer's company → `{ code: 'success', quote }`; another company's → 404. */
export default buyerRoute({
  GET: {
    allow: erpReads('quotes/[id]'),
    run: async (req, buyer) => ({ body: { code: 'success', quote: await readQuote(buyer, parse(quoteIdSchema, param(req, 'id'))) } }),
  },
})
