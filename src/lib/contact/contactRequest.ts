import { z } from 'zod'

import { emailSchema } from '@/lib/email'

/** French text of the contact form and of POST /api/contact (one place for both). */
export const CONTACT_MESSAGES = {
  title: 'Formulaire de contact',
  intro: 'Une question sur un produit, un devis, une commande\u00a0? Écrivez-nous\u00a0: nous vous répondons sous un jour ouvré.',
  subjectLabel: 'Objet',
  subjectPlaceholder: 'Ex.\u00a0: demande de devis, suivi de commande…',
  messageLabel: 'Votre message',
  nameLabel: 'Nom et prénom',
  companyLabel: 'Société (facultatif)',
  emailLabel: 'Adresse e-mail',
  phoneLabel: 'Téléphone (facultatif)',
  consentLabel: 'J’accepte que mes données soient utilisées pour traiter ma demande, comme le décrit la',
  consentLink: 'politique de confidentialité',
  submit: 'Envoyer ma demande',
  pending: 'Envoi en cours…',
  success: 'Merci, votre demande est bien envoyée. Notre équipe vous répond sous un jour ouvré.',
  another: 'Envoyer une autre demande',
  subjectRequired: 'Veuillez indiquer l’objet de votre demande.',
  subjectTooLong: 'L’objet ne doit pas dépasser 150 caractères.',
  messageRequired: 'Veuillez écrire votre message.',
  messageTooShort: 'Votre message est un peu court\u00a0: précisez votre demande (10 caractères au moins).',
  messageTooLong: 'Votre message ne doit pas dépasser 5\u202f000 caractères.',
  nameRequired: 'Veuillez indiquer votre nom.',
  nameTooLong: 'Le nom ne doit pas dépasser 100 caractères.',
  companyTooLong: 'Le nom de la société ne doit pas dépasser 150 caractères.',
  emailRequired: 'Veuillez saisir votre adresse e-mail.',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  invalidPhone: 'Veuillez saisir un numéro de téléphone valide (chiffres, espaces, +).',
  consentRequired: 'Veuillez accepter l’utilisation de vos données pour que nous puissions vous répondre.',
  invalidBody: 'Requête invalide.',
  forbiddenOrigin: 'Requête refusée\u00a0: elle ne provient pas de la boutique.',
  rateLimited: 'Trop de demandes envoyées\u00a0: veuillez réessayer dans quelques minutes.',
  methodNotAllowed: 'Méthode non autorisée.',
  serverError: 'Votre demande n’a pas pu être envoyée. Veuillez réessayer plus tard ou nous appeler.',
} as const

const M = CONTACT_MESSAGES

export const CONTACT_LIMITS = { subject: 150, message: 5000, messageMin: 10, name: 100, company: 150, phone: 30 } as const

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined))

/** The fields of a contact request, checked the same way in the form and on the server. */
export const contactFieldsSchema = z.object({
  subject: z.string({ error: M.subjectRequired }).trim().min(1, M.subjectRequired).max(CONTACT_LIMITS.subject, M.subjectTooLong),
  message: z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .min(CONTACT_LIMITS.messageMin, M.messageTooShort)
    .max(CONTACT_LIMITS.message, M.messageTooLong),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(CONTACT_LIMITS.name, M.nameTooLong),
  company: optionalText(CONTACT_LIMITS.company, M.companyTooLong),
  email: emailSchema({ required: M.emailRequired, invalid: M.invalidEmail }),
  phone: optionalText(CONTACT_LIMITS.phone, M.invalidPhone).refine(
    (value) => value === undefined || /^\+?[\d\s().-]{6,}$/.test(value),
    M.invalidPhone,
  ),
  consent: z.literal(true, { error: M.consentRequired }),
})

/** The body of POST /api/contact: the fields, the captcha's payload and the page it was sent from. */
export const contactBodySchema = contactFieldsSchema.extend({
  captcha: z.string().max(4096).optional(),
  path: z.string().max(300).startsWith('/').optional().catch(undefined),
})

type ContactFields = z.input<typeof contactFieldsSchema>
export type ContactInput = z.output<typeof contactFieldsSchema>
export type ContactField = keyof ContactFields | 'captcha'

export type ContactReply =
  | { code: 'success'; message: string }
  | {
      code: 'invalid_body' | 'captcha_refused' | 'forbidden_origin' | 'rate_limited' | 'method_not_allowed' | 'server_error'
      message: string
      field?: ContactField
    }
