import type { NextApiRequest, NextApiResponse } from 'next'

import { NEWSLETTER_MESSAGES as M, type NewsletterReply } from '@/lib/newsletter/messages'
import { checkSignup } from '@/lib/newsletter/signup'
import { acceptFormPost } from '@/server/http/formPost'
import { createRateLimiter } from '@/server/http/rateLimit'
import { recordNewsletterSignup } from '@/server/newsletter/signups'
import { reportApiError } from '@/server/ops/errors'

/** Sign-ups per address and minute: plenty for a person retrying a typo, little for a script. */
export const NEWSLETTER_RATE_LIMIT = 10
const allow = createRateLimiter({ name: 'newsletter-address', limit: NEWSLETTER_RATE_LIMIT, windowMs: 60_000 })

/**
 * POST /api/newsletter { email, consent: true, path? } from the shop's own pages: records the sign-up in the CMS.
 * 201 { code: 'success' } for a new and for an already registered address alike; 400 { code, message } on bad input.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse<NewsletterReply>) {
  if (!(await acceptFormPost(req, res, allow, M))) return

  const checked = checkSignup(req.body)
  if (!checked.ok) return res.status(400).json({ code: checked.code, message: checked.message })
  try {
    await recordNewsletterSignup({ email: checked.data.email, path: checked.data.path, consentAt: new Date() })
    return res.status(201).json({ code: 'success', message: M.success })
  } catch (error) {
    reportApiError('[api/newsletter]', error, req)
    return res.status(500).json({ code: 'server_error', message: M.serverError })
  }
}
