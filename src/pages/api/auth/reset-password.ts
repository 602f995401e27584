import type { NextApiRequest, NextApiResponse } from 'next'

import { PASSWORD_MESSAGES as M, resetPasswordSchema, type ResetPasswordReply } from '@/lib/session/password'
import { resetClientPassword } from '@/server/session/passwordReset'
import { cms } from '@/server/http/payload'
import { resetPerAddress } from '@/server/session/limits'
import { acceptFormPost } from '@/server/http/formPost'
import { reportApiError } from '@/server/ops/errors'

export { RESET_LIMIT_PER_ADDRESS } from '@/server/session/limits'
/** Attempts per address, shared with the CMS's reset-password. */
const allow = resetPerAddress()

const FIELDS = ['token', 'password', 'confirm'] as const
type Field = (typeof FIELDS)[number]

/**
 * POST /api/auth/reset-password { token, password, confirm } from /se-connecter/nouveau-mot-de-passe: sets the buyer's
 * password with the link's token (single use, expiring). 200 success; 400 invalid field (`field`) or 400
 * invalid_token (expired, spent, unknown); 403 foreign origin; 429 too many attempts.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse<ResetPasswordReply>) {
  if (!(await acceptFormPost(req, res, allow, M))) return

  const parsed = resetPasswordSchema.safeParse(req.body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = FIELDS.includes(issue?.path[0] as Field) ? (issue?.path[0] as Field) : 'token'
    return res.status(400).json({ code: 'invalid_body', message: issue?.message ?? M.missingToken, field })
  }
  try {
    const outcome = await resetClientPassword(await cms(), parsed.data.token, parsed.data.password)
    if (outcome === 'invalid_token') return res.status(400).json({ code: 'invalid_token', message: M.invalidToken, field: 'token' })
    return res.status(200).json({ code: 'success', message: M.setDone })
  } catch (error) {
    reportApiError('[api/auth/reset-password]', error, req)
    return res.status(500).json({ code: 'server_error', message: M.serverError })
  }
}
