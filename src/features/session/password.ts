import { z } from 'zod'

import { LOGIN_MESSAGES, loginSchema, PASSWORD_MAX_LENGTH } from './login'

/** French text of « Mot de passe oublié ? » and of the page that sets a password (one place for pages and APIs). */
export const PASSWORD_MESSAGES = {
  forgotTitle: 'Mot de passe oublié',
  forgotIntro: 'Indiquez l’adresse e-mail de votre compte client : nous vous envoyons un lien pour choisir un nouveau mot de passe.',
  forgotSubmit: 'Recevoir le lien',
  forgotPending: 'Envoi en cours…',
  forgotSent:
    'Si un compte client correspond à cette adresse, vous allez recevoir un e-mail avec un lien pour choisir votre mot de passe. Pensez à vérifier vos courriers indésirables. Le lien est valable 1 heure.',
  setTitle: 'Choisissez votre mot de passe',
  setIntro: 'Choisissez le mot de passe de votre compte client. Vous vous connecterez ensuite avec votre adresse e-mail et ce mot de passe.',
  passwordLabel: 'Mot de passe',
  confirmLabel: 'Confirmez le mot de passe',
  passwordHint: 'Au moins 10 caractères, dont une lettre et un chiffre.',
  setSubmit: 'Enregistrer mon mot de passe',
  setPending: 'Enregistrement…',
  setDone: 'Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.',
  toLogin: 'Se connecter',
  backToLogin: 'Retour à la connexion',
  missingToken: 'Ce lien est incomplet. Demandez un nouveau lien depuis la page « Mot de passe oublié ».',
  invalidToken: 'Ce lien n’est plus valable : il a expiré ou a déjà servi. Demandez un nouveau lien.',
  askNewLink: 'Demander un nouveau lien',
  passwordRequired: 'Veuillez choisir un mot de passe.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 10 caractères.',
  passwordTooLong: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
  passwordTooWeak: 'Le mot de passe doit contenir au moins une lettre et un chiffre.',
  confirmMismatch: 'Les deux mots de passe ne sont pas identiques.',
  rateLimited: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
  forbiddenOrigin: LOGIN_MESSAGES.forbiddenOrigin,
  methodNotAllowed: LOGIN_MESSAGES.methodNotAllowed,
  serverError: 'La demande n’a pas pu aboutir. Veuillez réessayer plus tard.',
} as const

export const PASSWORD_MIN_LENGTH = 10

export const forgotPasswordSchema = loginSchema.pick({ email: true })

const M = PASSWORD_MESSAGES

export const newPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong)
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), M.passwordTooWeak)

export const resetPasswordSchema = z
  .object(
    {
      token: z.string({ error: M.missingToken }).trim().min(1, M.missingToken).max(256, M.invalidToken),
      password: newPasswordSchema,
      confirm: z.string({ error: M.confirmMismatch }),
    },
    { error: M.missingToken },
  )
  .refine((value) => value.password === value.confirm, { message: M.confirmMismatch, path: ['confirm'] })

export type ForgotPasswordReply = { code: 'success' | 'invalid_body' | 'rate_limited' | 'forbidden_origin' | 'method_not_allowed' | 'server_error'; message: string; field?: 'email' }

export type ResetPasswordReply = {
  code: 'success' | 'invalid_body' | 'invalid_token' | 'rate_limited' | 'forbidden_origin' | 'method_not_allowed' | 'server_error'
  message: string
  field?: 'token' | 'password' | 'confirm'
}
