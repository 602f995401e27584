import type { NextApiRequest, NextApiResponse } from 'next'

import { CAPTCHA_MESSAGES as M } from '@/lib/forms/messages'
import { issueCaptchaChallenge } from '@/server/captcha'
import { cms } from '@/server/http/payload'
import { clientIp, createRateLimiter } from '@/server/http/rateLimit'
import { reportApiError } from '@/server/ops/errors'

/** Challenges per address and minute: a person needs a handful, a script harvesting them gets cut off. */
export const CAPTCHA_CHALLENGE_LIMIT = 30
const allow = createRateLimiter({ name: 'captcha-address', limit: CAPTCHA_CHALLENGE_LIMIT, windowMs: 60_000 })

/** GET /api/captcha/challenge: a fresh signed ALTCHA challenge for the widget (never cached). */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET')
    return res.status(405).json({ code: 'method_not_allowed', message: 'Méthode non autorisée.' })
  }
  if (!(await allow(clientIp(req))).allowed) return res.status(429).json({ code: 'rate_limited', message: M.rateLimited })
  try {
    return res.status(200).json(await issueCaptchaChallenge(await cms()))
  } catch (error) {
    reportApiError('[api/captcha/challenge]', error, req)
    return res.status(500).json({ code: 'server_error', message: M.invalid })
  }
}
