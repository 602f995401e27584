import type { NextApiRequest, NextApiResponse } from 'next'

import { LOGIN_MESSAGES as M, loginSchema, type LoginReply } from '@/features/session/login'
import { loginClient } from '@/server/auth/login'
import { acceptFormPost } from '@/server/http/formPost'
import { createRateLimiter } from '@/server/http/rateLimit'

/** Attempts per address (all accounts) and per account (all addresses) in 15 minutes, on top of Payload's lockout. */
export const LOGIN_LIMIT_PER_ADDRESS = 30
export const LOGIN_LIMIT_PER_ACCOUNT = 10
const WINDOW_MS = 15 * 60_000
const allowAddress = createRateLimiter({ limit: LOGIN_LIMIT_PER_ADDRESS, windowMs: WINDOW_MS })
const allowAccount = createRateLimiter({ limit: LOGIN_LIMIT_PER_ACCOUNT, windowMs: WINDOW_MS })

/**
 * POST /api/auth/login { email, password } from the shop's login page. 200 { code: 'success', user } with the session
 * cookie; otherwise { code, message } in French: 400 invalid body, 401 wrong credentials, 403 deactivated account or
 * foreign origin, 423 locked account, 429 too many attempts.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse<LoginReply>) {
  if (!acceptFormPost(req, res, allowAddress, M)) return

  const parsed = loginSchema.safeParse(req.body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path[0] === 'password' ? 'password' : 'email'
    return res.status(400).json({ code: 'invalid_body', message: issue?.message ?? M.invalidCredentials, field })
  }
  if (!allowAccount(parsed.data.email)) return res.status(429).json({ code: 'rate_limited', message: M.rateLimited })

  try {
    const outcome = await loginClient(parsed.data)
    if (!outcome.ok) {
      if (outcome.reason === 'account_disabled') return res.status(403).json({ code: 'account_disabled', message: M.disabled })
      if (outcome.reason === 'account_locked') return res.status(423).json({ code: 'account_locked', message: M.locked })
      return res.status(401).json({ code: 'invalid_credentials', message: M.invalidCredentials })
    }
    res.setHeader('Set-Cookie', outcome.cookie)
    return res.status(200).json({ code: 'success', user: outcome.user })
  } catch (error) {
    console.error('[api/auth/login]', error)
    return res.status(500).json({ code: 'server_error', message: M.serverError })
  }
}
