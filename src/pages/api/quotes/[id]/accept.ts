import { buyerRoute, cartWrites, param } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'
import { acceptQuote } from '@/server/quotes/decide'
import { quoteIdSchema } from '@/server/quotes/schemas'

/**
 * POST /api/quotes/{id}/accept: the quote becomes the buyer's cart at the quoted prices → `{ code: 'success', quote,
 * order, skipped }`; 409 `quote_expired` (French message with the date), `quote_not_sent`, `quote_closed`,
 * `quote_ordered`, `nothing_to_accept`; another company's quote → 404.
 */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  POST: {
    changesState: true,
    allow: cartWrites('quotes/[id]/accept'),
    run: async (req, buyer) => ({ body: await acceptQuote(buyer, parse(quoteIdSchema, param(req, 'id'))) }),
  },
})
