import { z } from 'zod'

import { emailSchema } from '@/lib/email'

import { NEWSLETTER_MESSAGES as M, type NewsletterCode } from './messages'

import { PATH_MAX_LENGTH } from './limits'

/**
 * The sign-up form's rules, run by the form (immediate messages) and by POST /api/newsletter (authoritative).
 * The address is stored trimmed and lower-cased: one subscriber per mailbox.
 */
const newsletterSignupSchema = z.object({
  email: emailSchema({ required: M.emailRequired, invalid: M.invalidEmail, missing: M.invalidEmail }),
  consent: z.literal(true, M.consentRequired),
  // the page the visitor signed up from (for the CRM); a path of the shop, never a full URL
  path: z
    .string()
    .max(PATH_MAX_LENGTH)
    .regex(/^\/(?!\/)/)
    .optional(),
})

export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>
export type NewsletterFieldErrors = Partial<Record<'email' | 'consent', string>>

export type SignupCheck =
  | { ok: true; data: NewsletterSignup }
  | { ok: false; code: Exclude<NewsletterCode, 'success'>; message: string; fields: NewsletterFieldErrors }

/** Checks a sign-up; on failure, one message per field (for the form) and the answer's code (for the API). */
export function checkSignup(input: unknown): SignupCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, code: 'invalid_body', message: M.invalidBody, fields: {} }
  }
  const parsed = newsletterSignupSchema.safeParse(input)
  if (parsed.success) return { ok: true, data: parsed.data }
  const fields: NewsletterFieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if ((field === 'email' || field === 'consent') && !fields[field]) fields[field] = issue.message
  }
  if (fields.email) return { ok: false, code: 'invalid_email', message: fields.email, fields }
  if (fields.consent) return { ok: false, code: 'consent_required', message: fields.consent, fields }
  return { ok: false, code: 'invalid_body', message: M.invalidBody, fields }
}
