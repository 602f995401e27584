import type { NextApiRequest, NextApiResponse } from 'next'

import { LOGIN_MESSAGES as M, loginSchema, type LoginReply } from '@/lib/session/login'
import { loginClient } from '@/server/session/login'
import { loginPerAddress } from '@/server/session/limits'
import { acceptFormPost } from '@/server/http/formPost'
import { clientIp } from '@/server/http/rateLimit'
import { reportApiError } from '@/server/ops/errors'
import { outageReply } from '@/server/ops/outage'

export { LOGIN_LIMIT_PER_ADDRESS } from '@/server/session/limits'
/**
 * Failed attempts per address, shared with the CMS login (a success gives its point back: the buyers of one company
 * behind one address are never stopped by their own logins); per account and per address and account, the `clients`
 * collection counts failures too (src/server/session/clientAccountHooks.ts).
 */
const allowAddress = loginPerAddress()

/**
 * POST /api/auth/login { email, password } from the shop's login page. 200 { code: 'success', user } with the session
 * cookie; otherwise { code, message } in French: 400 invalid body, 401 wrong credentials, 403 deactivated account or
 * foreign origin, 429 too many attempts (from this address, on this account from this address, or failures on this account:
 * Retry-After says how long).
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse<LoginReply>) {
  if (!(await acceptFormPost(req, res, allowAddress, M))) return

  const parsed = loginSchema.safeParse(req.body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path[0] === 'password' ? 'password' : 'email'
    return res.status(400).json({ code: 'invalid_body', message: issue?.message ?? M.invalidCredentials, field })
  }

  try {
    const outcome = await loginClient(parsed.data, clientIp(req))
    if (!outcome.ok) {
      if (outcome.reason === 'account_disabled') return res.status(403).json({ code: 'account_disabled', message: M.disabled })
      if (outcome.reason === 'rate_limited') {
        res.setHeader('Retry-After', String(outcome.retryAfterSeconds))
        return res.status(429).json({ code: 'rate_limited', message: M.rateLimited })
      }
      return res.status(401).json({ code: 'invalid_credentials', message: M.invalidCredentials })
    }
    await allowAddress.refund(clientIp(req))
    res.setHeader('Set-Cookie', outcome.cookie)
    return res.status(200).json({ code: 'success', user: outcome.user })
  } catch (error) {
    const outage = outageReply(error, 'api/auth/login')
    if (outage) {
      res.setHeader('Retry-After', String(outage.retryAfter))
      return res.status(outage.status).json({ code: 'service_unavailable', message: outage.body.message })
    }
    reportApiError('[api/auth/login]', error, req)
    return res.status(500).json({ code: 'server_error', message: M.serverError })
  }
}
