import { z } from 'zod'

import { passwordProblem, PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGES } from '@/lib/account/password'

import { LOGIN_MESSAGES, loginSchema } from '@/lib/session/login'

export { PASSWORD_MIN_LENGTH }

/** French text of « Mot de passe oublié ? » and of the page that sets a password (one place for pages and APIs). */
export const PASSWORD_MESSAGES = {
  forgotTitle: 'Mot de passe oublié',
  forgotIntro: 'Indiquez l’adresse e-mail de votre compte client\u00a0: nous vous envoyons un lien pour choisir un nouveau mot de passe.',
  forgotSubmit: 'Recevoir le lien',
  forgotPending: 'Envoi en cours…',
  forgotSent:
    'Si un compte client correspond à cette adresse, vous allez recevoir un e-mail avec un lien pour choisir votre mot de passe. Pensez à vérifier vos courriers indésirables. Le lien est valable 1 heure.',
  setTitle: 'Choisissez votre mot de passe',
  setIntro:
    'Choisissez le mot de passe de votre compte client. Vous vous connecterez ensuite avec votre adresse e-mail et ce mot de passe.',
  passwordLabel: 'Mot de passe',
  confirmLabel: 'Confirmez le mot de passe',
  passwordHint: 'Au moins 10 caractères, dont une lettre et un chiffre.',
  setSubmit: 'Enregistrer mon mot de passe',
  setPending: 'Enregistrement…',
  setDone: 'Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.',
  toLogin: 'Se connecter',
  backToLogin: 'Retour à la connexion',
  missingToken: 'Ce lien est incomplet. Demandez un nouveau lien depuis la page «\u00a0Mot de passe oublié\u00a0».',
  invalidToken: 'Ce lien n’est plus valable\u00a0: il a expiré ou a déjà servi. Demandez un nouveau lien.',
  askNewLink: 'Demander un nouveau lien',
  ...PASSWORD_RULE_MESSAGES,
  confirmMismatch: 'Les deux mots de passe ne sont pas identiques.',
  rateLimited: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
  forbiddenOrigin: LOGIN_MESSAGES.forbiddenOrigin,
  methodNotAllowed: LOGIN_MESSAGES.methodNotAllowed,
  serverError: 'La demande n’a pas pu aboutir. Veuillez réessayer plus tard.',
} as const

export const forgotPasswordSchema = loginSchema.pick({ email: true })

const M = PASSWORD_MESSAGES

/** The shop's one password rule (src/lib/account/password.ts), as a field of the shop's forms. */
const newPasswordSchema = z.string({ error: M.passwordRequired }).superRefine((value, ctx) => {
  const problem = passwordProblem(value)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

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

export type ForgotPasswordReply = {
  code: 'success' | 'invalid_body' | 'rate_limited' | 'forbidden_origin' | 'method_not_allowed' | 'server_error'
  message: string
  field?: 'email'
}

export type ResetPasswordReply = {
  code: 'success' | 'invalid_body' | 'invalid_token' | 'rate_limited' | 'forbidden_origin' | 'method_not_allowed' | 'server_error'
  message: string
  field?: 'token' | 'password' | 'confirm'
}
