import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { configured, env } from '@/env'
import { BRAND } from '@/lib/brand'

import { outboxAdapter } from './outbox'
import { parseSender } from './sender'

/** Where the embedded default writes its .eml files. */
const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox')

/**
 * Payload's `email` setting, chosen once from the environment (architecture: mail): SMTP through
 * @payloadcms/email-nodemailer when SMTP_CHANNEL (the sender, 'Name <address>') and SMTP_ENDPOINT (smtp:// or
 * smtps:// URL with credentials) are set, else the outbox. Payload's own mails (forgot password) and the shop's
 * (`sendMail`, `queueMail`) all go through it.
 */
export function emailAdapter(
  dataDir: string,
  settings: { SMTP_CHANNEL?: string; SMTP_ENDPOINT?: string } = env,
): EmailAdapter | Promise<EmailAdapter> {
  const { SMTP_CHANNEL, SMTP_ENDPOINT } = settings
  if (configured('smtp', settings) && SMTP_CHANNEL && SMTP_ENDPOINT) return smtpAdapter(SMTP_CHANNEL, SMTP_ENDPOINT)
  return outboxAdapter({ dir: outboxDir(dataDir) })
}

/**
 * SMTP through nodemailer; the transport is not verified at start so a mail server down does not stop the shop. The
 * channel gives the address; the name is always the site's (a buyer recognises the shop's mails by it).
 */
export function smtpAdapter(channel: string, endpoint: string): Promise<EmailAdapter> {
  const sender = parseSender(channel)
  return nodemailerAdapter({
    defaultFromAddress: sender.address,
    defaultFromName: BRAND.name,
    skipVerify: true,
    transport: nodemailer.createTransport(endpoint),
  })
}
