import { useEffect, useId, useState, type FormEvent } from 'react'
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useQueryClient } from '@tanstack/react-query'

import { FieldError } from '@/features/forms/FieldError'
import { FormAlert } from '@/features/forms/FormAlert'
import { SubmitButton } from '@/features/forms/SubmitButton'
import { ROUTES } from '@/lib/routes'
import { LOGIN_MESSAGES as M, loginSchema, PASSWORD_MAX_LENGTH, type LoginReply } from '@/lib/session/login'

import { EmailField } from './EmailField'
import { safeRedirect } from './safeRedirect'
import { SESSION_QUERY_KEY, useClientSession } from './useClientSession'

type FieldErrors = { email?: string; password?: string }

/** The buyer login form of /se-connecter: checks the fields, posts to /api/auth/login, then returns to `redirect`. */
export function LoginForm() {
  const router = useRouter()
  const queryClient = useQueryClient()
  const { user } = useClientSession()
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const target = safeRedirect(router.query.redirect)

  // Already logged in (or just logged in): go where the buyer was going.
  useEffect(() => {
    if (user) void router.replace(target)
  }, [user, router, target])

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault()
    setFormError(null)
    const parsed = loginSchema.safeParse({ email, password })
    if (!parsed.success) {
      const next: FieldErrors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'password' ? 'password' : 'email'
        next[field] ??= issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    setPending(true)
    try {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(parsed.data),
      })
      const reply = (await res.json().catch(() => null)) as LoginReply | null
      if (reply?.code === 'success') {
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
        return
      }
      if (reply && 'field' in reply && reply.field) setErrors({ [reply.field]: reply.message })
      else setFormError(reply && 'message' in reply ? reply.message : M.serverError)
    } catch {
      setFormError(M.serverError)
    } finally {
      setPending(false)
    }
  }

  const inputClass = 'mt-1 w-full rounded border px-3 py-2 text-base text-brand-ink aria-[invalid=true]:border-red-700'

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-5" data-testid="login-form">
      <FormAlert message={formError} />
      <EmailField formId={id} value={email} onValue={setEmail} error={errors.email} inputClassName={`${inputClass} border-slate-300`} />
      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-brand-ink">
            Mot de passe
          </label>
          <Link href={ROUTES.forgotPassword} className="text-sm text-brand-dark underline-offset-4 hover:underline">
            Mot de passe oublié&nbsp;?
          </Link>
        </div>
        <div className="relative">
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            className={`${inputClass} border-slate-300 pr-24`}
          />
          <button
            type="button"
            onClick={() => setShowPassword(!showPassword)}
            aria-pressed={showPassword}
            className="absolute inset-y-0 right-0 mt-1 px-3 text-sm font-semibold text-brand-dark"
          >
            {showPassword ? 'Masquer' : 'Afficher'}
            <span className="sr-only"> le mot de passe</span>
          </button>
        </div>
        <FieldError id={`${id}-password-error`} message={errors.password} />
      </div>
      <SubmitButton pending={pending}>{pending ? 'Connexion…' : 'Se connecter'}</SubmitButton>
    </form>
  )
}
