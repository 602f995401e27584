import Link from 'next/link'

import { ALL_LABEL, expertiseFilterHref } from './filter'
import type { ExpertiseOption } from '@/lib/expertise/types'

type Props = {
  pathname: string
  options: ExpertiseOption[]
  active: string | null
  onChoose: (slug: string | null) => void
  /** Accessible name of the filter group. */
  label: string
}

/**
 * Filter links: plain links with the query string (shareable, and they navigate without JavaScript); with JavaScript
 * a shallow route change keeps the statically rendered list and filters it in place.
 */
export function ExpertiseFilter({ pathname, options, active, onChoose, label }: Props) {
  const choices: (ExpertiseOption | null)[] = [null, ...options]
  return (
    <nav aria-label={label} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {choices.map((option) => {
          const slug = option?.slug ?? null
          const current = active === slug
          return (
            <li key={slug ?? 'tout'}>
              <Link
                href={expertiseFilterHref(pathname, slug)}
                shallow
                scroll={false}
                onClick={(e) => {
                  // a new-tab click leaves this page's filter alone
                  if (e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey) onChoose(slug)
                }}
                aria-current={current ? 'true' : undefined}
                className={
                  current
                    ? 'inline-block rounded-full border border-brand bg-brand px-4 py-2 text-sm font-semibold text-white'
                    : 'inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-ink hover:border-brand hover:text-brand'
                }
              >
                {option?.title ?? ALL_LABEL}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
