import Link from 'next/link'
import { useId, useState, type FormEvent } from 'react'

import { SubmitButton } from '@/features/forms/SubmitButton'
import { ROUTES } from '@/lib/routes'

import { forgotPasswordSchema, PASSWORD_MESSAGES as M } from '@/lib/session/password'
import { EmailField } from './EmailField'
import { useForgotPassword } from './usePasswordForms'
import { SessionPanel } from './SessionPanel'

/** /se-connecter/mot-de-passe-oublie: asks for the address and always answers the same. */
export function ForgotPasswordPage() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const forgot = useForgotPassword()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = forgotPasswordSchema.safeParse({ email })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.serverError)
      return
    }
    setError(null)
    const reply = await forgot.mutateAsync(parsed.data.email)
    if (reply.code === 'success') setSent(reply.message)
    else setError(reply.message)
  }

  return (
    <main id="contenu" className="mx-auto max-w-xl px-4 py-12">
      <SessionPanel titleId="mot-de-passe-oublie" title={M.forgotTitle}>
        {sent ? (
          <p
            role="status"
            className="mt-4 rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900"
            data-testid="forgot-sent"
          >
            {sent}
          </p>
        ) : (
          <>
            <p className="mb-6 mt-2 text-slate-600">{M.forgotIntro}</p>
            <form noValidate onSubmit={onSubmit} aria-busy={forgot.isPending} className="flex flex-col gap-5">
              <EmailField
                formId={id}
                value={email}
                onValue={setEmail}
                error={error}
                errorRole="alert"
                inputClassName="mt-1 w-full rounded border border-slate-300 px-3 py-2 text-base text-brand-ink aria-[invalid=true]:border-red-700"
              />
              <SubmitButton pending={forgot.isPending}>{forgot.isPending ? M.forgotPending : M.forgotSubmit}</SubmitButton>
            </form>
          </>
        )}
        <p className="mt-6">
          <Link href={ROUTES.login} className="text-brand-dark underline-offset-4 hover:underline">
            {M.backToLogin}
          </Link>
        </p>
      </SessionPanel>
    </main>
  )
}
