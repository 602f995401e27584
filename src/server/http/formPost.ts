import type { NextApiRequest, NextApiResponse } from 'next'

import { isSameOrigin } from './origin'
import { clientIp, type RateLimiter } from './rateLimit'

/** The French texts of a form's refusals (each form's messages module has them). */
export type FormPostMessages = { methodNotAllowed: string; forbiddenOrigin: string; rateLimited: string }

/**
 * The common front of the shop's public form APIs (login, password, contact, account request, newsletter): never
 * cached, POST only (405), sent by a page of the shop (403, CSRF guard), within the per-address limit (429 with
 * Retry-After). Answers `{ code, message }` and resolves false when the request stops here.
 */
export async function acceptFormPost(
  req: NextApiRequest,
  res: NextApiResponse,
  allowAddress: RateLimiter,
  messages: FormPostMessages,
): Promise<boolean> {
  res.setHeader('Cache-Control', 'no-store')
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    res.status(405).json({ code: 'method_not_allowed', message: messages.methodNotAllowed })
    return false
  }
  if (!isSameOrigin(req.headers)) {
    res.status(403).json({ code: 'forbidden_origin', message: messages.forbiddenOrigin })
    return false
  }
  const limit = await allowAddress(clientIp(req))
  if (!limit.allowed) {
    res.setHeader('Retry-After', String(limit.retryAfterSeconds))
    res.status(429).json({ code: 'rate_limited', message: messages.rateLimited })
    return false
  }
  return true
}
