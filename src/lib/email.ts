import { z } from 'zod'

/** The longest e-mail address taken (RFC 5321's path limit, 254 characters). */
export const EMAIL_MAX_LENGTH = 254

type EmailMessages = {
  /** Empty address (after trimming). */
  required: string
  /** Too long or not an address. */
  invalid: string
  /** Not a string at all (a field missing from a request's body); `required` unless said. */
  missing?: string
}

/**
 * An e-mail address as every form and route of the shop takes it: trimmed, lower-cased (one mailbox is one account or
 * one subscriber), at most 254 characters, checked by zod's e-mail rule; each form gives its own French text.
 */
export const emailSchema = ({ required, invalid, missing = required }: EmailMessages) =>
  z
    .string({ error: missing })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(EMAIL_MAX_LENGTH, invalid)
    .pipe(z.email({ error: invalid }))
