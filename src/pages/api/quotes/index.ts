import { buyerRoute, erpReads } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'
import { createRateLimiter } from '@/server/http/rateLimit'
import { listQuotes } from '@/server/quotes/quotes'
import { requestQuote } from '@/server/quotes/request'
import { quoteRequestSchema } from '@/server/quotes/schemas'

/**
 * GET /api/quotes: the company's quotes, newest first → `{ code: 'success', quotes }`.
 * POST /api/quotes `{ message? }` (« Demander un devis » from /panier): a request for the lines of the buyer's open
 * cart → 201 `{ code: 'success', quote }`; 409 `empty_cart`; 429 beyond 10 requests an hour per buyer.
 */
export const config = { api: { bodyParser: false } }

const requests = createRateLimiter({ name: 'quote-requests', limit: 10, windowMs: 3_600_000 })

export default buyerRoute({
  GET: {
    allow: erpReads('quotes/index'),
    run: async (_req, buyer) => ({ body: { code: 'success', quotes: await listQuotes(buyer) } }),
  },
  POST: {
    changesState: true,
    allow: requests,
    run: async (req, buyer) => ({
      status: 201,
      body: { code: 'success', quote: await requestQuote(buyer, parse(quoteRequestSchema, req.body ?? {})) },
    }),
  },
})
