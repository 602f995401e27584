import Link from 'next/link'
import { useRouter } from 'next/router'
import { useId, useState, type FormEvent } from 'react'

import { FieldError } from '@/features/forms/FieldError'
import { SubmitButton } from '@/features/forms/SubmitButton'
import { ROUTES } from '@/lib/routes'
import { useHydrated } from '@/lib/use-hydrated'

import { PASSWORD_MESSAGES as M, PASSWORD_MIN_LENGTH, resetPasswordSchema } from '@/lib/session/password'
import { PASSWORD_MAX_LENGTH } from '@/lib/session/login'
import { useResetPassword } from './usePasswordForms'
import { SessionPanel } from './SessionPanel'

type Field = 'password' | 'confirm'
type Errors = Partial<Record<Field, string>>

const inputClass = 'mt-1 w-full rounded border border-slate-300 px-3 py-2 text-base text-brand-ink aria-[invalid=true]:border-red-700'

/**
 * /se-connecter/nouveau-mot-de-passe?token=…: sets a buyer's password from a mailed link, after « Mot de passe
 * oublié ? » or when an approved account gets its first password (hence the neutral wording).
 */
export function SetPasswordPage() {
  const router = useRouter()
  // ready once hydrated: the static HTML is the same for every query string (the router may be ready during hydration)
  const ready = useHydrated() && router.isReady
  const id = useId()
  const token = typeof router.query.token === 'string' ? router.query.token : ''
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [show, setShow] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [linkError, setLinkError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const reset = useResetPassword()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = resetPasswordSchema.safeParse({ token, password, confirm })
    if (!parsed.success) {
      const next: Errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if (field === 'token') setLinkError(issue.message)
        else if (field === 'password' || field === 'confirm') next[field] ??= issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    const reply = await reset.mutateAsync(parsed.data)
    if (reply.code === 'success') setDone(true)
    else if (reply.code === 'invalid_token' || reply.field === 'token') setLinkError(reply.message)
    else if (reply.field === 'password' || reply.field === 'confirm') setErrors({ [reply.field]: reply.message })
    else setLinkError(reply.message)
  }

  const fieldProps = (field: Field) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [field === 'password' ? `${id}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined,
  })

  return (
    <main id="contenu" className="mx-auto max-w-xl px-4 py-12">
      <SessionPanel titleId="choisir-mot-de-passe" title={M.setTitle}>
        {done ? (
          <div role="status" className="mt-4 flex flex-col gap-4" data-testid="password-set">
            <p className="rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900">{M.setDone}</p>
            <Link href={ROUTES.login} className="self-start rounded bg-brand-dark px-5 py-3 font-semibold text-white hover:bg-brand-ink">
              {M.toLogin}
            </Link>
          </div>
        ) : ready && !token ? (
          <LinkProblem message={M.missingToken} />
        ) : (
          <>
            <p className="mb-6 mt-2 text-slate-600">{M.setIntro}</p>
            {linkError ? <LinkProblem message={linkError} /> : null}
            <form noValidate onSubmit={onSubmit} aria-busy={reset.isPending} className="flex flex-col gap-5">
              {/* lets password managers store the new password under the account */}
              <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
              <div>
                <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-brand-ink">
                  {M.passwordLabel}
                </label>
                <input
                  id={`${id}-password`}
                  name="password"
                  type={show ? 'text' : 'password'}
                  autoComplete="new-password"
                  minLength={PASSWORD_MIN_LENGTH}
                  maxLength={PASSWORD_MAX_LENGTH}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  className={inputClass}
                  {...fieldProps('password')}
                />
                <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
                  {M.passwordHint}
                </p>
                <FieldError id={`${id}-password-error`} message={errors.password} />
              </div>
              <div>
                <label htmlFor={`${id}-confirm`} className="block text-sm font-semibold text-brand-ink">
                  {M.confirmLabel}
                </label>
                <input
                  id={`${id}-confirm`}
                  name="confirm"
                  type={show ? 'text' : 'password'}
                  autoComplete="new-password"
                  maxLength={PASSWORD_MAX_LENGTH}
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                  className={inputClass}
                  {...fieldProps('confirm')}
                />
                <FieldError id={`${id}-confirm-error`} message={errors.confirm} />
              </div>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
                Afficher les mots de passe
              </label>
              <SubmitButton pending={reset.isPending}>{reset.isPending ? M.setPending : M.setSubmit}</SubmitButton>
            </form>
          </>
        )}
      </SessionPanel>
    </main>
  )
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="mb-5 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p>{message}</p>
      <Link href={ROUTES.forgotPassword} className="mt-2 inline-block font-semibold underline">
        {M.askNewLink}
      </Link>
    </div>
  )
}
