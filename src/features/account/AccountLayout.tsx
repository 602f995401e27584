import { useEffect, type ReactNode } from 'react'
import Link from 'next/link'
import { useRouter } from 'next/router'

import { useClientSession } from '@/features/session/useClientSession'
import { useHydrated } from '@/lib/use-hydrated'

import { ACCOUNT_SECTIONS, ACCOUNT_TEXT } from './messages'
import { loginUrlFor } from './rules/access'

/**
 * The frame of the five account pages: title and navigation in the static HTML; the content only for a logged-in buyer.
 * A visitor is sent to /se-connecter, which brings them back here after login (login required).
 */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const router = useRouter()
  const { user, isPending } = useClientSession()
  const hydrated = useHydrated()
  const visitor = hydrated && !isPending && !user
  useEffect(() => {
    if (visitor) void router.replace(loginUrlFor(router.asPath))
  }, [visitor, router])

  return (
    <main id="contenu" className="mx-auto max-w-7xl px-4 py-8">
      <div className="grid gap-6 lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-10">
        <nav aria-label={ACCOUNT_TEXT.nav} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0" data-testid="account-nav">
          <ul className="flex gap-2 lg:flex-col lg:gap-1">
            {ACCOUNT_SECTIONS.map((section) => {
              const current = router.pathname === section.href
              return (
                <li key={section.href} className="shrink-0">
                  <Link
                    href={section.href}
                    aria-current={current ? 'page' : undefined}
                    className={`block whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold ${
                      current ? 'bg-brand-dark text-white' : 'bg-slate-100 text-brand-ink hover:bg-slate-200 lg:bg-transparent'
                    }`}
                  >
                    {section.label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="min-w-0">
          <h1 className="mb-6 text-2xl font-bold text-brand-ink sm:text-3xl">{title}</h1>
          {!hydrated || isPending ? (
            <p role="status" className="text-slate-600">
              {ACCOUNT_TEXT.loading}
            </p>
          ) : user ? (
            children
          ) : (
            <p role="status" className="text-slate-600">
              {ACCOUNT_TEXT.redirecting}
            </p>
          )}
        </div>
      </div>
    </main>
  )
}
