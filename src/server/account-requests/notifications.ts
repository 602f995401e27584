import type { Payload, PayloadRequest } from 'payload'

import { absoluteUrl } from '@/lib/site-url'
import { passwordPageUrl } from '@/server/session/passwordReset'
import { passwordLinkMail, queueMail, teamAddress } from '@/server/mail'
import { queueChatNotification } from '@/server/notify'

import { accountRequestTeamMail, accountRefusedMail, type StoredAccountRequest } from './mails'

/** How long the first-password link of an approved request works: long enough for a buyer away for a weekend. */
const ACTIVATION_LINK_HOURS = 72

const adminUrlOf = (id: number | string): string => absoluteUrl(`/admin/collections/account-requests/${id}`)

/**
 * The sales team hears of each new request by mail (site settings' team address) and by the chat notification
 * (Slack, or the CMS list without it), both through retried jobs: the buyer's answer does not wait for them.
 */
export async function notifyTeamOfRequest(payload: Payload, request: StoredAccountRequest): Promise<void> {
  const adminUrl = adminUrlOf(request.id)
  const to = await teamAddress(payload)
  if (to) await queueMail(payload, { ...accountRequestTeamMail(request, adminUrl), to, replyTo: request.email })
  else payload.logger.warn('[account-requests] no team address in the site settings\u00a0: the request is only in the admin and the chat')
  const who = [request.company, `${request.firstname} ${request.lastname}`].filter(Boolean).join(' — ')
  await queueChatNotification(payload, {
    text: `Nouvelle demande de compte\u00a0: ${who} (${request.email}, ${request.country ?? '?'})`,
    link: adminUrl,
  })
}

/**
 * Mails the approved buyer a link to choose their password: a reset token from Payload's own forgot-password
 * operation (no mail from Payload: `disableEmail`), on the shop's password page, valid ACTIVATION_LINK_HOURS, usable
 * once. Made here rather than with `createClientPasswordToken` so it joins the editor's save (`req`: its transaction,
 * where the client was just created).
 */
export async function mailAccountApproved(req: PayloadRequest, request: StoredAccountRequest): Promise<void> {
  const token = await req.payload.forgotPassword({
    collection: 'clients',
    data: { email: request.email },
    disableEmail: true,
    expiration: ACTIVATION_LINK_HOURS * 3_600_000,
    req,
  })
  if (typeof token !== 'string' || !token) throw new Error(`[account-requests] no password token for request ${request.id}`)
  await queueMail(req.payload, {
    to: request.email,
    ...passwordLinkMail({
      purpose: 'welcome',
      url: passwordPageUrl(token),
      firstname: request.firstname,
      validForHours: ACTIVATION_LINK_HOURS,
    }),
  })
}

/** A polite French answer to a refused request, with the editor's reason when given. */
export async function mailAccountRefused(req: PayloadRequest, request: StoredAccountRequest): Promise<void> {
  await queueMail(req.payload, { to: request.email, ...accountRefusedMail(request) })
}
