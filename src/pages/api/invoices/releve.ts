import { buyerRoute } from '@/server/http/buyerRoute'
import { createRateLimiter } from '@/server/http/rateLimit'
import { statementFile } from '@/server/invoices'

/**
 * GET /api/invoices/releve: the statement of account (« Relevé de compte ») as a private PDF download; 403 for a
 * préparateur, 401 for a visitor.
 */
export default buyerRoute({
  GET: {
    allow: createRateLimiter({ name: 'invoices-statement', limit: 30, windowMs: 60_000 }),
    run: async (_req, buyer) => ({ file: await statementFile(buyer) }),
  },
})
