/**
 * Who hears of a quote, through the jobs queue (retried; the buyer's request and the editor's save never wait for SMTP
 * or Slack): the sales team of each new request (mail to the site settings' team address, chat notification) and of
 * the buyer's decision (chat); the buyer when the team answers (mail with the link to the quote).
 */
import type { Payload, PayloadRequest } from 'payload'

import { quoteNumber } from '@/lib/quotes/messages'
import { quotesPath } from '@/lib/routes'
import { absoluteUrl } from '@/lib/site-url'
import type { Devis } from '@/payload-types'
import { idOf, memberName } from '@/server/account/members'
import { queueMail, teamAddress } from '@/server/mail'
import { quoteDecisionChatText, quoteRefusedMail, quoteRequestTeamMail, quoteSentMail, type QuoteMailInput } from '@/server/mail/quoteMails'
import { queueChatNotification } from '@/server/notify'

const quoteAdminUrl = (id: number): string => absoluteUrl(`/admin/collections/devis/${id}`)

async function mailInput(payload: Payload, doc: Devis, url: string, req?: PayloadRequest): Promise<QuoteMailInput> {
  const clientId = idOf(doc.client)
  const client =
    clientId === null ? null : await payload.findByID({ collection: 'clients', id: clientId, depth: 1, overrideAccess: true, req })
  const societe = client?.societe && typeof client.societe === 'object' ? client.societe : null
  return {
    number: doc.numero || quoteNumber(doc.id),
    buyer: {
      name: client ? memberName(client) : '—',
      email: client?.email ?? '',
      firstname: client?.firstname ?? null,
      company: societe?.raison_sociale ?? null,
    },
    lines: (doc.lignes ?? []).map((l) => ({
      reference: l.reference ?? '',
      title: l.titre ?? '',
      quantity: l.quantite,
      unit_price_ht: typeof l.prix_unitaire_ht === 'number' ? l.prix_unitaire_ht : null,
    })),
    message: doc.message ?? null,
    answer: doc.reponse ?? null,
    validUntil: doc.valide_jusqu_au ?? null,
    url,
  }
}

/** A new request: the team's mail (reply goes to the buyer) and the chat notification, both linking to the admin. */
export async function notifyTeamOfQuoteRequest(payload: Payload, doc: Devis): Promise<void> {
  const input = await mailInput(payload, doc, quoteAdminUrl(doc.id))
  const to = await teamAddress(payload)
  if (to) await queueMail(payload, { to, ...(input.buyer.email ? { replyTo: input.buyer.email } : {}), ...quoteRequestTeamMail(input) })
  else payload.logger.warn(`[quotes] no team address in the site settings: request ${input.number} is only in the admin and the chat`)
  const who = input.buyer.company ? `${input.buyer.name} (${input.buyer.company})` : input.buyer.name
  await queueChatNotification(payload, {
    text: `Nouvelle demande de devis ${input.number} de ${who} : ${input.lines.length} ligne${input.lines.length > 1 ? 's' : ''}`,
    link: quoteAdminUrl(doc.id),
  })
}

/** The team's answer (sent, or refused) mailed to the buyer who asked, with the link to the quote in their account. */
export async function mailQuoteAnswer(req: PayloadRequest, doc: Devis, answer: 'sent' | 'refused'): Promise<void> {
  const input = await mailInput(req.payload, doc, absoluteUrl(quotesPath(doc.id)), req)
  if (!input.buyer.email) return
  await queueMail(req.payload, { to: input.buyer.email, ...(answer === 'sent' ? quoteSentMail(input) : quoteRefusedMail(input)) })
}

/** A buyer accepted or declined a sent quote: the team hears of it in the chat. */
export async function notifyTeamOfDecision(payload: Payload, doc: Devis, who: string, accepted: boolean): Promise<void> {
  await queueChatNotification(payload, {
    text: quoteDecisionChatText(doc.numero || quoteNumber(doc.id), who, accepted),
    link: quoteAdminUrl(doc.id),
  })
}
