/**
 * Every French mail the shop sends, as text + simple HTML (one module). A template returns the subject and
 * both bodies; `composeMail` lays out any other message the same way.
 */
export type ComposedMail = { subject: string; text: string; html: string }

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

export const SIGNATURE = 'L’équipe de la boutique'

export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

const htmlParagraph = (text: string): string => `<p style="margin:0 0 12px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`

/** Lays out a message: text for every client, and a minimal inline-styled HTML alternative. */
export function composeMail(content: MailContent): ComposedMail {
  const { subject, greeting, paragraphs, details = [], action, notes = [] } = content
  const text = [
    greeting,
    ...paragraphs,
    details.length ? details.map(([label, value]) => `${label} : ${value}`).join('\n') : undefined,
    action ? `${action.label} :\n${action.url}` : undefined,
    ...notes,
    `—\n${SIGNATURE}`,
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
    '<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">',
    greeting ? htmlParagraph(greeting) : '',
    ...paragraphs.map(htmlParagraph),
    rows ? `<table style="border-collapse:collapse;margin:0 0 12px">${rows}</table>` : '',
    action
      ? `<p style="margin:16px 0"><a href="${escapeHtml(action.url)}" style="background:#0b4f8a;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="margin:0 0 12px;font-size:13px;color:#475569">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(action.url)}</p>`
      : '',
    ...notes.map(htmlParagraph),
    `<p style="margin:24px 0 0;color:#475569">${escapeHtml(SIGNATURE)}</p>`,
    '</body></html>',
  ].join('')
  return { subject, text, html }
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
      subject: 'Votre compte est ouvert : choisissez votre mot de passe',
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
    notes: [validity, 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.'],
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
    subject: `Demande de contact : ${input.subject}`,
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
