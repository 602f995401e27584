import { documentKindOf } from '@/lib/documents/types'
import { createRateLimiter } from '@/server/http/rateLimit'
import { buyerRoute, param } from '@/server/http/buyerRoute'
import { documentFile } from '@/server/documents/files'

/** PDFs drawn per buyer and minute (each costs some CPU). */
export const DOCUMENT_DOWNLOAD_LIMIT = 60

/**
 * GET /api/documents/{orderId}/facture and /api/documents/{orderId}/bon-de-livraison[?numero={shipment}]: the PDF (the
 * delivery note of that shipment, else of the first), streamed as an
 * attachment, `Cache-Control: private, no-store`; 404 `not_found` for an unknown document or another buyer's; 401.
 */
export default buyerRoute({
  GET: {
    allow: createRateLimiter({ name: 'documents-pdf', limit: DOCUMENT_DOWNLOAD_LIMIT, windowMs: 60_000 }),
    run: async (req, buyer) => ({
      file: await documentFile(buyer, param(req, 'orderId'), documentKindOf(param(req, 'kind')), param(req, 'numero')),
    }),
  },
})
