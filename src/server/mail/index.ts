/**
 * Mail (architecture: mail). Adapter chosen once from the environment in adapter.ts (SMTP or outbox) and given to
 * Payload's `email` setting; the shop sends through it:
 *  - `queueMail(payload, message)`: the usual way from a form: a `sendMail` job (retried), the form answers at once;
 *  - `payloadMailer(payload).send(message)`: now, throwing on failure (jobs, scripts).
 * Texts come from templates.ts.
 */
import type { Payload } from 'payload'

import { enqueueJob } from '@/server/jobs/queue'

import type { MailMessage } from './types'

export { teamAddress } from './team'
export * from './templates'
export { approvalRefusedMail, approvalRequestMail } from './approvalMails'
export type { MailMessage } from './types'

/** Queues a message: sent by the `sendMail` job right after, retried with back-off if the transport fails. */
export async function queueMail(payload: Payload, message: MailMessage): Promise<void> {
  await enqueueJob(payload, 'sendMail', { message })
}
