import { parseDocumentQuery } from '@/lib/documents/query'
import { DOCUMENT_MESSAGES } from '@/lib/documents/messages'
import { DomainError } from '@/server/http/errors'
import { buyerRoute, erpReads } from '@/server/http/buyerRoute'
import { searchDocuments } from '@/server/documents/documents'

/**
 * GET /api/documents?du=&au=&numero=&reference=&page=: one page (20) of the buyer's orders with their invoice and, once
 * shipped, delivery note → `{ code: 'success', documents, page, pages, total }`; 400 `invalid_query` (field, French message).
 */
export default buyerRoute({
  GET: {
    allow: erpReads('documents/index'),
    run: async (req, buyer) => {
      const { query, errors } = parseDocumentQuery(req.query)
      const error = errors[0]
      if (error) throw new DomainError(400, 'invalid_query', `${DOCUMENT_MESSAGES.invalidQuery} ${error.message}`)
      return { body: await searchDocuments(buyer, query) }
    },
  },
})
