import type { ReactNode } from 'react'
import { useClearRefinements } from 'react-instantsearch'

import { FilterPanelView } from './FilterPanelView'

/** The facets' column of a running search, with 'Effacer les filtres' when some are chosen. */
export function FilterPanel({ children }: { children: ReactNode }) {
  const { canRefine, refine } = useClearRefinements()
  return <FilterPanelView onClear={canRefine ? refine : null}>{children}</FilterPanelView>
}
