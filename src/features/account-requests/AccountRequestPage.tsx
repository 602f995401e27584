import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { ROUTES } from '@/lib/routes'

import { AccountRequestForm } from './AccountRequestForm'
import { ACCOUNT_REQUEST_MESSAGES as M } from '@/lib/account-requests/messages'

/** /creer-un-compte: the account request form, then its confirmation in place of the form. */
export function AccountRequestPage() {
  const [sent, setSent] = useState<string | null>(null)
  const confirmation = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (sent) confirmation.current?.focus()
  }, [sent])

  return (
    <main id="contenu" className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-ink sm:text-3xl">{M.title}</h1>
      {sent ? (
        <section
          aria-labelledby="demande-envoyee"
          className="mt-6 rounded-lg border-l-4 border-green-700 bg-green-50 p-6"
          data-testid="account-request-sent"
        >
          <h2 id="demande-envoyee" ref={confirmation} tabIndex={-1} className="text-xl font-bold text-green-900">
            {M.successTitle}
          </h2>
          <p role="status" className="mt-2 text-green-900">
            {sent}
          </p>
          <Link href="/" className="mt-4 inline-block font-semibold text-brand-dark underline">
            Retour à l’accueil
          </Link>
        </section>
      ) : (
        <>
          <p className="mb-2 mt-3 text-slate-700">{M.intro}</p>
          <p className="mb-8 text-slate-700">
            {M.alreadyAccount}{' '}
            <Link href={ROUTES.login} className="font-semibold text-brand-dark underline">
              {M.login}
            </Link>
          </p>
          <AccountRequestForm onSent={setSent} />
        </>
      )}
    </main>
  )
}
