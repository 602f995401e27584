import type { NextApiRequest, NextApiResponse } from 'next'

import { forgotPasswordSchema, PASSWORD_MESSAGES as M, type ForgotPasswordReply } from '@/features/session/password'
import { requestClientPasswordReset } from '@/server/auth/passwordReset'
import { cms } from '@/server/cms/payload'
import { acceptFormPost } from '@/server/http/formPost'
import { createRateLimiter } from '@/server/http/rateLimit'

/** Requests per address (all accounts) and per account (all addresses) in 15 minutes: a person needs one or two. */
export const FORGOT_LIMIT_PER_ADDRESS = 10
export const FORGOT_LIMIT_PER_ACCOUNT = 3
const WINDOW_MS = 15 * 60_000
const allowAddress = createRateLimiter({ limit: FORGOT_LIMIT_PER_ADDRESS, windowMs: WINDOW_MS })
const allowAccount = createRateLimiter({ limit: FORGOT_LIMIT_PER_ACCOUNT, windowMs: WINDOW_MS })

/**
 * POST /api/auth/forgot-password { email } from « Mot de passe oublié ? »: mails a single-use link to
 * /se-connecter/nouveau-mot-de-passe when an active buyer has this address. 200 { code: 'success' } whether or not it
 * exists (issue 7 §2); 400 bad address, 403 foreign origin, 429 too many requests.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse<ForgotPasswordReply>) {
  if (!acceptFormPost(req, res, allowAddress, M)) return

  const parsed = forgotPasswordSchema.safeParse(req.body)
  if (!parsed.success) return res.status(400).json({ code: 'invalid_body', message: parsed.error.issues[0]?.message ?? M.serverError, field: 'email' })
  // past the limit for one account, the answer stays the same (no mail): a flood cannot tell who has an account
  if (!allowAccount(parsed.data.email)) return res.status(200).json({ code: 'success', message: M.forgotSent })

  try {
    await requestClientPasswordReset(await cms(), parsed.data.email)
    return res.status(200).json({ code: 'success', message: M.forgotSent })
  } catch (error) {
    console.error('[api/auth/forgot-password]', error)
    return res.status(500).json({ code: 'server_error', message: M.serverError })
  }
}
