import type { Payload } from 'payload'

import type { ContactInput } from '@/lib/contact/contactRequest'
import { env } from '@/env'
import { queueCrmPush } from '@/server/crm'
import { contactRequestAckMail, contactRequestTeamMail, queueMail, teamAddress } from '@/server/mail'
import { queueChatNotification } from '@/server/notify'

const adminUrl = (id: number | string): string => `${env.NEXT_PUBLIC_APP_URL.replace(/\/+$/, '')}/admin/collections/contact-requests/${id}`

/**
 * A contact request: stored first (listed in the admin: nothing is lost whatever follows), then the team
 * mail, the requester's acknowledgement, the chat notification and the CRM push are queued as jobs.
 */
export async function submitContactRequest(
  payload: Payload,
  input: ContactInput,
  meta: { path?: string },
): Promise<{ id: number | string }> {
  const doc = await payload.create({
    collection: 'contact-requests',
    data: {
      kind: 'contact',
      status: 'new',
      subject: input.subject,
      message: input.message,
      name: input.name,
      company: input.company ?? null,
      email: input.email,
      phone: input.phone ?? null,
      source_path: meta.path ?? null,
    },
    overrideAccess: true,
  })
  const details = { ...input, adminUrl: adminUrl(doc.id) }
  const team = await teamAddress(payload)
  if (team) await queueMail(payload, { to: team, replyTo: input.email, ...contactRequestTeamMail(details) })
  await queueMail(payload, { to: input.email, ...contactRequestAckMail({ subject: input.subject }) })
  const who = input.company ? `${input.name} (${input.company})` : input.name
  await queueChatNotification(payload, {
    text: `Nouvelle demande de contact de ${who}\u00a0: «\u00a0${input.subject}\u00a0»`,
    link: adminUrl(doc.id),
  })
  await queueCrmPush(payload, { source: 'contact-requests', id: doc.id })
  return { id: doc.id }
}
