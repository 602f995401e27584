import type { ReactNode } from 'react'

import { Breadcrumbs } from '@/features/ui/Breadcrumbs'
import type { Crumb } from '@/lib/layout/types'

type Props = {
  title: string
  /** Crumbs after 'Accueil'; the current page is the last one. */
  crumbs: Crumb[]
  intro?: ReactNode
  children: ReactNode
}

/** The frame of every content page: main#contenu, breadcrumbs, the one h1 and an optional lead paragraph. */
export function ContentShell({ title, crumbs, intro, children }: Props) {
  return (
    <main id="contenu" className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <Breadcrumbs items={crumbs} />
      <header className="mt-4 mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold leading-tight text-brand-ink sm:text-4xl">{title}</h1>
        {intro ? <div className="mt-3 text-lg text-slate-600">{intro}</div> : null}
      </header>
      {children}
    </main>
  )
}
