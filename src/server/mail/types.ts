/** A message the shop sends: French text and a simple HTML alternative (see templates.ts). */
export type MailMessage = {
  to: string | string[]
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** Defaults to the shop's sender (SMTP_CHANNEL, or the outbox sender). */
  from?: string
}

export type MailResult = { messageId: string | null }

/** What the shop needs from mail: send one message now (throws when the transport refuses it). */
export interface Mailer {
  send(message: MailMessage): Promise<MailResult>
}

/** A sender as Payload's e-mail adapters want it. */
export type Sender = { name: string; address: string }
