import { useId } from 'react'

import { SEARCH_MESSAGES } from './messages'

/** A facet's values as checkboxes: the view of the running search's facets and of the server's (static) ones. */
type FacetView = { value: string; label: string; count: number; isRefined: boolean }

type ListProps = {
  attribute: string
  title: string
  items: FacetView[]
  /** Absent: the static HTML's facets (the search has not loaded yet), shown but not yet usable. */
  onToggle?: (value: string) => void
  showMore?: { expanded: boolean; onToggle?: () => void } | null
}

/** A facet as a group of checkboxes with counts (several values of one facet: any of them). */
export function FacetList({ attribute, title, items, onToggle, showMore }: ListProps) {
  const id = useId()
  if (items.length === 0) return null
  return (
    <fieldset className="border-b border-slate-200 py-4" data-testid={`facet-${attribute}`}>
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</legend>
      <ul className="flex flex-col gap-1">
        {items.map((item, i) => (
          <li key={item.value}>
            <label htmlFor={`${id}-${i}`} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-brand-ink">
              <input
                id={`${id}-${i}`}
                type="checkbox"
                data-value={item.value}
                checked={item.isRefined}
                readOnly={!onToggle}
                onChange={onToggle ? () => onToggle(item.value) : undefined}
                className="h-4 w-4 accent-brand-dark"
              />
              <span className="flex-1">{item.label}</span>
              <span className="text-xs text-slate-500" data-testid="facet-count">
                {item.count.toLocaleString('fr-FR')}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {showMore ? (
        <button
          type="button"
          onClick={showMore.onToggle}
          aria-expanded={showMore.expanded}
          className="mt-2 min-h-9 text-sm font-semibold text-brand-dark underline underline-offset-4"
        >
          {showMore.expanded ? SEARCH_MESSAGES.showLessValues : SEARCH_MESSAGES.showMoreValues}
        </button>
      ) : null}
    </fieldset>
  )
}
