import { z } from 'zod'

import { ACCOUNT_DISABLED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, PASSWORD_MAX_LENGTH } from '@/lib/account/password'
import { emailSchema } from '@/lib/email'

export { PASSWORD_MAX_LENGTH }

/** French text of the login page and of POST /api/auth/login (one place for both). */
export const LOGIN_MESSAGES = {
  bodyRequired: 'Veuillez saisir votre adresse e-mail et votre mot de passe.',
  emailRequired: 'Veuillez saisir votre adresse e-mail.',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  passwordRequired: 'Veuillez saisir votre mot de passe.',
  invalidCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  locked: 'Ce compte est temporairement bloqué après plusieurs tentatives. Réessayez dans 15 minutes ou réinitialisez votre mot de passe.',
  disabled: ACCOUNT_DISABLED_MESSAGE,
  rateLimited: LOGIN_RATE_LIMITED_MESSAGE,
  forbiddenOrigin: 'Requête refusée\u00a0: elle ne provient pas de la boutique.',
  methodNotAllowed: 'Méthode non autorisée.',
  serverError: 'La connexion n’a pas pu aboutir. Veuillez réessayer plus tard.',
} as const

type LoginCode =
  | 'success'
  | 'invalid_body'
  | 'invalid_credentials'
  | 'account_locked'
  | 'account_disabled'
  | 'rate_limited'
  | 'forbidden_origin'
  | 'method_not_allowed'
  | 'server_error'
  | 'service_unavailable'

export type LoginReply =
  | { code: 'success'; user: { id: number | string; email: string; firstname: string | null; lastname: string | null } }
  | { code: Exclude<LoginCode, 'success'>; message: string; field?: 'email' | 'password' }

export const loginSchema = z.object(
  {
    email: emailSchema({ required: LOGIN_MESSAGES.emailRequired, invalid: LOGIN_MESSAGES.invalidEmail }),
    password: z
      .string({ error: LOGIN_MESSAGES.passwordRequired })
      .min(1, LOGIN_MESSAGES.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, LOGIN_MESSAGES.invalidCredentials),
  },
  { error: LOGIN_MESSAGES.bodyRequired },
)

export type LoginInput = z.infer<typeof loginSchema>
