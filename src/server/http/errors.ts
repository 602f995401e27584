/**
 * The errors of the buyer API routes (the request kernel): a domain's refusal (`DomainError`) or an ERP error becomes a
 * `{ code, message }` reply with its 4xx/503 status.
 */
import { ERP_ERRORS, isErpError } from '@/server/erp/errors'

import { API_MESSAGES as M } from './messages'

/** A refusal the route explains to the buyer (bad input, unknown product…): its status, code and French message. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

export const invalidBody = (message: string) => new DomainError(400, 'invalid_body', message)
/** A product that is not sold (unknown, or not displayed): the cart, the lists and the part numbers answer it alike. */
export const productNotFound = () => new DomainError(404, 'product_not_found', M.productNotFound)

export type ErrorReply = { status: number; body: { code: string; message: string } }

/** The reply for `error`, or null when it is unexpected (the route then logs it and answers 500). */
export function errorReply(error: unknown): ErrorReply | null {
  if (error instanceof DomainError) return { status: error.status, body: { code: error.code, message: error.message } }
  if (!isErpError(error)) return null
  switch (error.code) {
    case 'invalid_input':
      return { status: 400, body: { code: 'invalid_body', message: M.invalidBody } }
    case 'unknown_product':
      return { status: 404, body: { code: 'product_not_found', message: M.productNotFound } }
    case 'unknown_customer':
      return { status: 403, body: { code: 'unknown_customer', message: M.unknownCustomer } }
    case 'unauthorized': // the shop's ERP credentials are wrong: the buyer can only wait
    case 'unavailable':
      return { status: 503, body: { code: 'erp_unavailable', message: M.erpUnavailable } }
    default:
      // not_found, order_not_open, empty_cart, credit_limit_exceeded: the ERP table's status and French message
      return { status: ERP_ERRORS[error.code].status, body: { code: error.code, message: ERP_ERRORS[error.code].message } }
  }
}
