/**
 * Every French mail the shop sends, as text + HTML (one module). A template returns the subject and both bodies, in
 * the shop's one frame (layout.ts: logo, brand colours, legal footer); `composeMail` lays out any other message the same way.
 */
import { brandedMail, escapeHtml, mailButton, mailParagraph, type ComposedMail } from './layout'

export { type ComposedMail } from './layout'

export type MailContent = {
  subject: string
  greeting?: string
  /** Paragraphs of plain text (escaped in HTML). */
  paragraphs: string[]
  /** Label/value lines (a request's details), shown as a table in HTML. */
  details?: [label: string, value: string][]
  action?: { label: string; url: string }
  /** Shown after the action (e.g. the link's validity). */
  notes?: string[]
}

/** Lays out a message in the shop's frame (layout.ts): text for every client, and its HTML alternative. */
export function composeMail(content: MailContent): ComposedMail {
  const { subject, greeting, paragraphs, details = [], action, notes = [] } = content
  const text = [
    greeting,
    ...paragraphs,
    details.length ? details.map(([label, value]) => `${label}\u00a0: ${value}`).join('\n') : undefined,
    action ? `${action.label}\u00a0:\n${action.url}` : undefined,
    ...notes,
  ]
    .filter((part): part is string => Boolean(part))
    .join('\n\n')

  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')
  const html = [
    greeting ? mailParagraph(greeting) : '',
    ...paragraphs.map(mailParagraph),
    rows ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${rows}</table>` : '',
    action ? mailButton(action.label, action.url) : '',
    ...notes.map(mailParagraph),
  ].join('')
  return brandedMail({ subject, text, html })
}

const hello = (firstname?: string | null): string => (firstname ? `Bonjour ${firstname},` : 'Bonjour,')

/**
 * The link to choose a password (spec route /se-connecter/…): `reset` after « Mot de passe oublié ? », `welcome` when
 * an approved account request gets its first password (helper of the account-creation flow).
 */
export function passwordLinkMail(input: {
  purpose: 'reset' | 'welcome'
  url: string
  firstname?: string | null
  validForHours: number
}): ComposedMail {
  const validity = `Ce lien est valable ${input.validForHours} heure${input.validForHours > 1 ? 's' : ''} et ne peut servir qu’une fois.`
  if (input.purpose === 'welcome') {
    return composeMail({
      subject: 'Votre compte est ouvert\u00a0: choisissez votre mot de passe',
      greeting: hello(input.firstname),
      paragraphs: [
        'Votre demande d’ouverture de compte a été acceptée. Choisissez votre mot de passe pour accéder à vos prix et passer commande.',
      ],
      action: { label: 'Choisir mon mot de passe', url: input.url },
      notes: [validity],
    })
  }
  return composeMail({
    subject: 'Réinitialisation de votre mot de passe',
    greeting: hello(input.firstname),
    paragraphs: ['Vous avez demandé à changer le mot de passe de votre compte client. Choisissez-en un nouveau avec le lien ci-dessous.'],
    action: { label: 'Choisir un nouveau mot de passe', url: input.url },
    notes: [
      validity,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: votre mot de passe actuel reste valable.',
    ],
  })
}

export type ContactMailInput = {
  subject: string
  message: string
  name: string
  company?: string | null
  email: string
  phone?: string | null
  adminUrl?: string
}

/** The sales team is told of a contact request (by mail); replying answers the requester. */
export function contactRequestTeamMail(input: ContactMailInput): ComposedMail {
  return composeMail({
    subject: `Demande de contact\u00a0: ${input.subject}`,
    paragraphs: ['Une nouvelle demande de contact a été envoyée depuis le site.', input.message],
    details: [
      ['Objet', input.subject],
      ['Nom', input.name],
      ['Société', input.company || '—'],
      ['E-mail', input.email],
      ['Téléphone', input.phone || '—'],
    ],
    action: input.adminUrl ? { label: 'Voir la demande dans l’administration', url: input.adminUrl } : undefined,
  })
}

/**
 * Acknowledgement to the address the form named: anyone can type someone else's address, so it repeats none of the
 * visitor's free text (no message, no name) apart from the subject, which tells the real owner what it is about.
 */
export function contactRequestAckMail(input: Pick<ContactMailInput, 'subject'>): ComposedMail {
  return composeMail({
    subject: 'Nous avons bien reçu votre demande',
    greeting: hello(),
    paragraphs: ['Nous avons bien reçu votre demande. Notre équipe vous répond sous un jour ouvré.'],
    details: [['Objet', input.subject]],
    notes: ['Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.'],
  })
}

/** A preparer transmitted her cart; the buyer takes it over from the preparers page and orders. */
export function preparerCartMail(input: {
  firstname?: string | null
  preparer: string
  lines: number
  amount: string
  url: string
}): ComposedMail {
  return composeMail({
    subject: `Panier transmis par ${input.preparer}`,
    greeting: hello(input.firstname),
    paragraphs: [
      `${input.preparer} a préparé un panier pour votre société et vous le transmet. Reprenez-le depuis votre espace client pour passer la commande.`,
    ],
    details: [
      ['Articles', String(input.lines)],
      ['Montant H.T', input.amount],
    ],
    action: { label: 'Voir le panier transmis', url: input.url },
  })
}
