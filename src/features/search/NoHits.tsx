import { useClearRefinements } from 'react-instantsearch'

import { NoHitsView } from './NoHitsView'

/** The running search's empty state, with 'Effacer les filtres' when refinements made it empty. */
export function NoHits() {
  const { canRefine, refine } = useClearRefinements()
  return <NoHitsView onClear={canRefine ? refine : null} />
}
