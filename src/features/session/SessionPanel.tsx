import type { ReactNode } from 'react'

/** The white panel of a session page (login, forgotten password, new password) under its title. */
export function SessionPanel({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 id={titleId} className="text-2xl font-bold text-brand-ink sm:text-3xl">
        {title}
      </h1>
      {children}
    </section>
  )
}
