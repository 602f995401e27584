/**
 * The quotes' mails, in French: the sales team's alert for a new request, the buyer's mail when the team answers (the
 * quote is ready, or refused), and the chat lines. Texts only; src/server/quotes/notices.ts queues them.
 */
import { formatEuros } from '@/lib/money'
import { validityDate } from '@/lib/quotes/messages'

import { composeMail, type ComposedMail } from './templates'

const QUANTITY = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

type QuoteMailLine = { reference: string; title: string; quantity: number; unit_price_ht: number | null }

export type QuoteMailInput = {
  number: string
  buyer: { name: string; email: string; firstname?: string | null; company: string | null }
  lines: QuoteMailLine[]
  message?: string | null
  answer?: string | null
  validUntil?: string | null
  /** The quote in the account area (buyer), or in the admin (team). */
  url: string
}

const lineText = (line: QuoteMailLine): string =>
  `${line.reference} — ${line.title}\u00a0: ${QUANTITY.format(line.quantity)}${line.unit_price_ht === null ? '' : ` × ${formatEuros(line.unit_price_ht)} H.T`}`

const hello = (firstname?: string | null) => (firstname ? `Bonjour ${firstname},` : 'Bonjour,')

/** The team's mail for a new request: who, the lines at the shop's prices, the message, the link to answer. */
export function quoteRequestTeamMail(input: QuoteMailInput): ComposedMail {
  const who = input.buyer.company ? `${input.buyer.name} (${input.buyer.company})` : input.buyer.name
  return composeMail({
    subject: `Demande de devis ${input.number}\u00a0: ${input.buyer.company ?? input.buyer.name}`,
    paragraphs: [
      `${who} demande un devis pour ${input.lines.length <= 1 ? 'la ligne' : `les ${input.lines.length} lignes`} de son panier. Indiquez un prix unitaire par ligne et une date de validité, puis envoyez le devis depuis l’administration.`,
    ],
    details: [
      ['Client', `${who} — ${input.buyer.email}`],
      ['Lignes', input.lines.map(lineText).join('\n')],
      ...(input.message ? ([['Message', input.message]] as [string, string][]) : []),
    ],
    action: { label: 'Répondre au devis', url: input.url },
  })
}

/** The buyer's mail when the team sends the quote: its lines and prices, its validity, the link to accept it. */
export function quoteSentMail(input: QuoteMailInput): ComposedMail {
  return composeMail({
    subject: `Votre devis ${input.number} est prêt`,
    greeting: hello(input.buyer.firstname),
    paragraphs: [
      `Notre équipe a répondu à votre demande de devis ${input.number}${input.validUntil ? `\u00a0: ces prix sont valables jusqu’au ${validityDate(input.validUntil)} inclus` : ''}.`,
      ...(input.answer ? [input.answer] : []),
      'Acceptez le devis depuis votre espace client\u00a0: ses articles arrivent dans votre panier aux prix du devis, et vous passez la commande comme d’habitude.',
    ],
    details: [['Lignes', input.lines.map(lineText).join('\n')]],
    action: { label: 'Voir le devis', url: input.url },
  })
}

/** The buyer's mail when the team declines the request (or withdraws the quote), with its message. */
export function quoteRefusedMail(input: QuoteMailInput): ComposedMail {
  return composeMail({
    subject: `Votre demande de devis ${input.number}`,
    greeting: hello(input.buyer.firstname),
    paragraphs: [
      `Nous ne sommes malheureusement pas en mesure de donner suite à votre demande de devis ${input.number}.`,
      ...(input.answer ? [input.answer] : []),
      'Notre équipe reste à votre disposition\u00a0: répondez simplement à ce message ou écrivez-nous depuis la page contact du site.',
    ],
    action: { label: 'Voir la demande', url: input.url },
  })
}

/** The chat line of a buyer's decision on a sent quote. */
export function quoteDecisionChatText(number: string, who: string, accepted: boolean): string {
  return accepted
    ? `Devis ${number} accepté par ${who}\u00a0: ses lignes sont dans son panier aux prix du devis.`
    : `Devis ${number} refusé par ${who}.`
}
