import { useId, useState, type ReactNode } from 'react'
import { useClearRefinements } from 'react-instantsearch'

import { SEARCH_MESSAGES } from './messages'

/** The facets' column: always shown from 1024px, behind a 'Filtres' toggle below. */
export function FilterPanel({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const { canRefine, refine } = useClearRefinements()
  const id = useId()
  return (
    <aside aria-label={SEARCH_MESSAGES.filters}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="w-full rounded border border-slate-300 px-4 py-2 text-left text-sm font-semibold text-brand-ink lg:hidden"
      >
        {SEARCH_MESSAGES.filters}
      </button>
      <div id={id} className={open ? 'block' : 'hidden lg:block'}>
        {children}
        {canRefine ? (
          <button type="button" onClick={refine} className="mt-4 text-sm font-semibold text-brand-dark underline underline-offset-4">
            {SEARCH_MESSAGES.clearFilters}
          </button>
        ) : null}
      </div>
    </aside>
  )
}
