import type { Payload } from 'payload'

import type { MailMessage, Mailer, MailResult } from './types'

/**
 * The Mailer of a Payload instance: the adapter chosen by its `email` setting (adapter.ts), so the shop's mails and
 * Payload's own go the same way. Throws when the transport refuses the message (the `sendMail` job retries it).
 */
export function payloadMailer(payload: Payload): Mailer {
  return {
    async send(message: MailMessage): Promise<MailResult> {
      const result = (await payload.sendEmail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        ...(message.from ? { from: message.from } : {}),
      })) as { messageId?: unknown } | undefined
      return { messageId: typeof result?.messageId === 'string' ? result.messageId : null }
    },
  }
}
