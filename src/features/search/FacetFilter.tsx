import { useRefinementList } from 'react-instantsearch'

import { FacetList } from './FacetList'

type Props = {
  attribute: string
  title: string
  /** Display name of a facet value (the hit kinds' French names). */
  labelOf?: (value: string) => string
  limit?: number
  /** A 'Voir plus' button up to this many values. */
  showMoreLimit?: number
}

/** A facet of the running search (InstantSearch's refinement list). */
export function FacetFilter({ attribute, title, labelOf, limit = 20, showMoreLimit }: Props) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit,
    showMore: showMoreLimit !== undefined,
    showMoreLimit,
    sortBy: ['isRefined:desc', 'count:desc', 'name:asc'],
  })
  return (
    <FacetList
      attribute={attribute}
      title={title}
      items={items.map((item) => ({
        value: item.value,
        label: labelOf ? labelOf(item.value) : item.label,
        count: item.count,
        isRefined: item.isRefined,
      }))}
      onToggle={refine}
      showMore={canToggleShowMore ? { expanded: isShowingMore, onToggle: toggleShowMore } : null}
    />
  )
}
