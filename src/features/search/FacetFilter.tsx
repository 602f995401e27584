import { useId } from 'react'
import { useRefinementList } from 'react-instantsearch'

type Props = {
  attribute: string
  title: string
  /** Display name of a facet value (the hit kinds' French names). */
  labelOf?: (value: string) => string
  limit?: number
}

/** A facet as a group of checkboxes with counts (several values of one facet: any of them). */
export function FacetFilter({ attribute, title, labelOf, limit = 20 }: Props) {
  const { items, refine } = useRefinementList({ attribute, limit, sortBy: ['isRefined:desc', 'count:desc', 'name:asc'] })
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
                checked={item.isRefined}
                onChange={() => refine(item.value)}
                className="h-4 w-4 accent-brand-dark"
              />
              <span className="flex-1">{labelOf ? labelOf(item.value) : item.label}</span>
              <span className="text-xs text-slate-500">{item.count.toLocaleString('fr-FR')}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
