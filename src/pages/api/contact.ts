import type { NextApiRequest, NextApiResponse } from 'next'

import { CONTACT_MESSAGES as M, contactBodySchema, type ContactField, type ContactReply } from '@/lib/contact/contactRequest'
import { CAPTCHA_MESSAGES } from '@/lib/forms/messages'
import { verifyCaptcha } from '@/server/captcha'
import { cms } from '@/server/http/payload'
import { submitContactRequest } from '@/server/contact/requests'
import { acceptFormPost } from '@/server/http/formPost'
import { createRateLimiter } from '@/server/http/rateLimit'
import { reportApiError } from '@/server/ops/errors'

/** Requests per address in 10 minutes: a person sends one or two, a spammer is stopped early. */
export const CONTACT_RATE_LIMIT = 5
const allow = createRateLimiter({ name: 'contact-address', limit: CONTACT_RATE_LIMIT, windowMs: 10 * 60_000 })

const FIELDS: readonly ContactField[] = ['subject', 'message', 'name', 'company', 'email', 'phone', 'consent', 'captcha']

/**
 * POST /api/contact { subject, message, name, company?, email, phone?, consent: true, captcha, path? } from /contact:
 * stores the request (admin « Demandes de contact »), then mails the team, acknowledges, notifies and pushes to the
 * CRM through jobs. 201 success; 400 { code, message, field } on a bad field or a refused captcha; 403 foreign
 * origin; 429 too many requests.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse<ContactReply>) {
  if (!(await acceptFormPost(req, res, allow, M))) return

  const parsed = contactBodySchema.safeParse(req.body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = FIELDS.find((f) => f === issue?.path[0])
    return res.status(400).json({ code: 'invalid_body', message: issue?.message ?? M.invalidBody, ...(field ? { field } : {}) })
  }
  try {
    const payload = await cms()
    const verdict = await verifyCaptcha(payload, parsed.data.captcha)
    if (!verdict.ok) return res.status(400).json({ code: 'captcha_refused', message: CAPTCHA_MESSAGES[verdict.reason], field: 'captcha' })
    const { captcha: _captcha, path, ...input } = parsed.data
    await submitContactRequest(payload, input, { path })
    return res.status(201).json({ code: 'success', message: M.success })
  } catch (error) {
    reportApiError('[api/contact]', error, req)
    return res.status(500).json({ code: 'server_error', message: M.serverError })
  }
}
