import { DOCUMENT_MESSAGES } from '@/lib/documents/messages'
import { einvoiceFile, einvoiceFormatOf } from '@/server/einvoice'
import { buyerRoute, param } from '@/server/http/buyerRoute'
import { DomainError } from '@/server/http/errors'
import { cms } from '@/server/http/payload'
import { createRateLimiter } from '@/server/http/rateLimit'

/** E-invoices built per buyer and minute (a Factur-X costs a PDF and its conversion). */
export const EINVOICE_DOWNLOAD_LIMIT = 60

/**
 * GET /api/invoices/{number}/factur-x (application/pdf) and /api/invoices/{number}/ubl (application/xml): the buyer's
 * invoice as a structured e-invoice, a private download; 404 `not_found` for an unknown number or another company's
 * invoice, and for any other format; 401 for a visitor.
 */
export default buyerRoute({
  GET: {
    allow: createRateLimiter({ name: 'documents-einvoice', limit: EINVOICE_DOWNLOAD_LIMIT, windowMs: 60_000 }),
    run: async (req, buyer) => {
      const format = einvoiceFormatOf(param(req, 'format'))
      if (!format) throw new DomainError(404, 'not_found', DOCUMENT_MESSAGES.notFound)
      return { file: await einvoiceFile(await cms(), buyer, param(req, 'number'), format) }
    },
  },
})
