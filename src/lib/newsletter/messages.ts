/** User-facing French text of the newsletter sign-up (one place, shared by the form and POST /api/newsletter). */
export const NEWSLETTER_MESSAGES = {
  emailLabel: 'Votre adresse e-mail professionnelle',
  emailPlaceholder: 'nom@entreprise.fr',
  consentFallback: 'J’accepte de recevoir la newsletter et j’ai pris connaissance de la politique de confidentialité.',
  submit: 'Je m’inscris',
  pending: 'Inscription en cours…',
  success: 'Merci\u00a0! Votre inscription à la newsletter est confirmée.',
  emailRequired: 'Veuillez saisir votre adresse e-mail.',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  consentRequired: 'Veuillez accepter de recevoir la newsletter pour vous inscrire.',
  invalidBody: 'Requête invalide.',
  forbiddenOrigin: 'Requête refusée\u00a0: elle ne provient pas de la boutique.',
  rateLimited: 'Trop de tentatives\u00a0: veuillez réessayer dans une minute.',
  methodNotAllowed: 'Méthode non autorisée.',
  serverError: 'L’inscription n’a pas pu être enregistrée. Veuillez réessayer plus tard.',
} as const

/** `code` values of POST /api/newsletter answers. */
export type NewsletterCode =
  | 'success'
  | 'invalid_email'
  | 'consent_required'
  | 'invalid_body'
  | 'forbidden_origin'
  | 'rate_limited'
  | 'method_not_allowed'
  | 'server_error'

export type NewsletterReply = { code: NewsletterCode; message: string }
