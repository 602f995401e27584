/** French text shared by the account routes and the account UI (the preparer form's checks are the same on both). */
export const PREPARER_EMAIL_MESSAGES = {
  required: 'Veuillez saisir l’adresse e-mail du préparateur.',
  invalid: 'Veuillez saisir une adresse e-mail valide.',
} as const
