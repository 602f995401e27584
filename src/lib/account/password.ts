/**
 * The shop's rules for a buyer's credentials, shared by the shop's pages, its API and the CMS (`clients` collection):
 * one password rule for every path that sets a password, one text for a deactivated account.
 */

export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 256

export const PASSWORD_RULE_MESSAGES = {
  passwordRequired: 'Veuillez choisir un mot de passe.',
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  passwordTooLong: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
  passwordTooWeak: 'Le mot de passe doit contenir au moins une lettre et un chiffre.',
} as const

/** What a deactivated buyer is told when they try to log in, wherever they try. */
export const ACCOUNT_DISABLED_MESSAGE = 'Ce compte est désactivé. Contactez-nous pour le réactiver.'

/** What is answered while an account or an address must wait before trying to log in again. */
export const LOGIN_RATE_LIMITED_MESSAGE = 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.'

/**
 * The French reason a new password is refused, or null when it is accepted: 10 to 256 characters, at least one letter
 * and one digit.
 */
export function passwordProblem(value: unknown): string | null {
  const M = PASSWORD_RULE_MESSAGES
  if (typeof value !== 'string' || value.length === 0) return M.passwordRequired
  if (value.length < PASSWORD_MIN_LENGTH) return M.passwordTooShort
  if (value.length > PASSWORD_MAX_LENGTH) return M.passwordTooLong
  if (!/\p{L}/u.test(value) || !/\d/.test(value)) return M.passwordTooWeak
  return null
}
