import type { NextApiRequest, NextApiResponse } from 'next'

import { forgotPasswordSchema, PASSWORD_MESSAGES as M, type ForgotPasswordReply } from '@/lib/session/password'
import { requestClientPasswordReset } from '@/server/session/passwordReset'
import { cms } from '@/server/http/payload'
import { forgotPerAccount, forgotPerAddress } from '@/server/session/limits'
import { acceptFormPost } from '@/server/http/formPost'
import { reportApiError } from '@/server/ops/errors'

export { FORGOT_LIMIT_PER_ACCOUNT, FORGOT_LIMIT_PER_ADDRESS } from '@/server/session/limits'
/** Requests per address (all accounts) and per account (all addresses), shared with the CMS: a person needs one or two. */
const allowAddress = forgotPerAddress()
const allowAccount = forgotPerAccount()

/**
 * POST /api/auth/forgot-password { email } from « Mot de passe oublié ? »: mails a single-use link to
 * /se-connecter/nouveau-mot-de-passe when an active buyer has this address. 200 { code: 'success' } whether or not it
 * exists; 400 bad address, 403 foreign origin, 429 too many requests.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse<ForgotPasswordReply>) {
  if (!(await acceptFormPost(req, res, allowAddress, M))) return

  const parsed = forgotPasswordSchema.safeParse(req.body)
  if (!parsed.success)
    return res.status(400).json({ code: 'invalid_body', message: parsed.error.issues[0]?.message ?? M.serverError, field: 'email' })
  // past the limit for one account, the answer stays the same (no mail): a flood cannot tell who has an account
  if (!(await allowAccount(parsed.data.email)).allowed) return res.status(200).json({ code: 'success', message: M.forgotSent })

  try {
    await requestClientPasswordReset(await cms(), parsed.data.email)
    return res.status(200).json({ code: 'success', message: M.forgotSent })
  } catch (error) {
    reportApiError('[api/auth/forgot-password]', error, req)
    return res.status(500).json({ code: 'server_error', message: M.serverError })
  }
}
