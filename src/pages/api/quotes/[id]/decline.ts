import { buyerRoute, cartWrites, param } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'
import { declineQuote } from '@/server/quotes/decide'
import { quoteIdSchema } from '@/server/quotes/schemas'

/** POST /api/quotes/{id}/decline: a sent quote is « Refusé » → `{ code: 'success', quote }`; 409 `quote_not_declinable`. */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  POST: {
    changesState: true,
    allow: cartWrites('quotes/[id]/decline'),
    run: async (req, buyer) => ({ body: { code: 'success', quote: await declineQuote(buyer, parse(quoteIdSchema, param(req, 'id'))) } }),
  },
})
