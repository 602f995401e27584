import Link from 'next/link'

import type { Crumb } from '@/lib/layout/types'

/** 'Fil d’Ariane': Accueil › … › current page (the last crumb is not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: 'Accueil', href: '/' }, ...items]
  return (
    <nav aria-label="Fil d’Ariane" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {all.map((crumb, i) => {
          const last = i === all.length - 1
          return (
            <li key={`${crumb.label}-${i}`} className="flex items-center gap-2">
              {i > 0 ? (
                <span aria-hidden="true" className="text-slate-400">
                  ›
                </span>
              ) : null}
              {crumb.href && !last ? (
                <Link href={crumb.href} className="hover:text-brand hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-brand-ink' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
