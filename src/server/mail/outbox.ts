import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import MailComposer from 'nodemailer/lib/mail-composer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { formatSender, OUTBOX_SENDER } from './sender'

const addressList = (value: SendEmailOptions['to']): string => {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list.map((a) => (typeof a === 'string' ? a : a.address)).join(', ')
}

const plain = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** File name that sorts by time and never collides (two mails in one millisecond). */
const fileName = (now: Date): string => `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`

/**
 * The embedded mail default (architecture: mail): each message becomes a real RFC 822 file in `dir` (open it with any
 * mail client) and a read-only entry of the admin's `outbox-mails` list. Nothing is sent. Used for Payload's own mails
 * (forgot password) and the shop's, through `payload.sendEmail`.
 */
export function outboxAdapter({ dir }: { dir: string }): EmailAdapter<{ messageId: string; file: string }> {
  return ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: OUTBOX_SENDER.address,
    defaultFromName: OUTBOX_SENDER.name,
    async sendEmail(message) {
      const from = message.from ?? formatSender(OUTBOX_SENDER)
      const node = new MailComposer({
        ...message,
        from: typeof from === 'string' ? from : formatSender({ name: from.name ?? '', address: from.address }),
      }).compile()
      const raw = await new Promise<Buffer>((resolve, reject) => node.build((err, buf) => (err ? reject(err) : resolve(buf))))
      await fs.mkdir(dir, { recursive: true })
      const file = path.join(dir, fileName(new Date()))
      await fs.writeFile(file, raw)
      const messageId = node.messageId()
      await payload.create({
        collection: 'outbox-mails',
        data: {
          subject: plain(message.subject) ?? '(sans objet)',
          to: addressList(message.to),
          from: typeof from === 'string' ? from : from.address,
          reply_to: addressList(message.replyTo as SendEmailOptions['to']) || null,
          text: plain(message.text) ?? null,
          file: path.relative(process.cwd(), file),
          message_id: messageId,
        },
        overrideAccess: true,
      })
      return { messageId, file }
    },
  })
}
