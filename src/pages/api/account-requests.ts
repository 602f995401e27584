import type { NextApiRequest, NextApiResponse } from 'next'

import { ACCOUNT_REQUEST_MESSAGES as M, type AccountRequestReply } from '@/lib/account-requests/messages'
import { checkAccountRequest } from '@/lib/account-requests/schema'
import { submitAccountRequest } from '@/server/account-requests/submit'
import { CAPTCHA_MESSAGES, verifyCaptcha } from '@/server/captcha'
import { cms } from '@/server/http/payload'
import { acceptFormPost } from '@/server/http/formPost'
import { createRateLimiter } from '@/server/http/rateLimit'
import { reportApiError } from '@/server/ops/errors'

/** Requests per address in 10 minutes: a colleague or two behind one office router, not a script. */
export const ACCOUNT_REQUEST_RATE_LIMIT = 5
const allow = createRateLimiter({ name: 'account-request-address', limit: ACCOUNT_REQUEST_RATE_LIMIT, windowMs: 10 * 60_000 })

/**
 * POST /api/account-requests from /creer-un-compte: stores a pending account request and tells the sales team.
 * 201 { code: 'success', message }; 400 { code: 'invalid_fields', message, fields } with one French message per field,
 * 'captcha_invalid' (missing, expired or replayed captcha), 'vat_inactive' (VIES does not know the number),
 * 'invalid_body'; 403 foreign origin; 429 over the limit.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse<AccountRequestReply>) {
  if (!(await acceptFormPost(req, res, allow, M))) return

  const checked = checkAccountRequest(req.body)
  if (!checked.ok) return res.status(400).json({ code: checked.code, message: checked.message, fields: checked.fields })
  try {
    // the captcha is redeemed last: a form sent back for a typo keeps its solved challenge
    const captcha = await verifyCaptcha(await cms(), (req.body as { captcha?: unknown }).captcha)
    if (!captcha.ok) {
      const message = CAPTCHA_MESSAGES[captcha.reason]
      return res.status(400).json({ code: 'captcha_invalid', message, fields: { captcha: message } })
    }
    const outcome = await submitAccountRequest(checked.data, new Date())
    if (!outcome.ok) return res.status(400).json({ code: 'vat_inactive', message: M.vatInactive, fields: { vat: M.vatInactive } })
    return res.status(201).json({ code: 'success', message: M.success })
  } catch (error) {
    reportApiError('[api/account-requests]', error, req)
    return res.status(500).json({ code: 'server_error', message: M.serverError })
  }
}
