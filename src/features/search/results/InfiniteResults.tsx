import { useInfiniteHits, useInstantSearch } from 'react-instantsearch'

import { EVENT_NAMES } from '../insights'
import { NoHits } from '../NoHits'
import type { SearchHit } from '../hitView'
import { ResultsListView } from './ResultsListView'

/**
 * The running search's results (ResultsListView). A followed hit sends 'Hit Clicked'; a downloaded brochure also
 * 'Hit Converted'.
 */
export function InfiniteResults() {
  // escapeHTML off: highlighted values keep InstantSearch's tags and are rendered as text, never as HTML
  const { items, results, isFirstPage, isLastPage, showPrevious, showMore, sendEvent } = useInfiniteHits<SearchHit>({ escapeHTML: false })
  const { status, error } = useInstantSearch({ catchError: true })
  const artificial = !results || (results as { __isArtificial?: boolean }).__isArtificial
  return (
    <ResultsListView
      count={results && !artificial ? results.nbHits : null}
      error={Boolean(error)}
      items={items}
      isFirstPage={isFirstPage}
      isLastPage={isLastPage}
      busy={status === 'loading' || status === 'stalled'}
      ready={!artificial}
      onShowPrevious={showPrevious}
      onShowMore={showMore}
      noHits={<NoHits />}
      onFollow={(hit) => {
        sendEvent('click', hit, EVENT_NAMES.click)
        if (hit.algolia_type === 'brochure') sendEvent('conversion', hit, EVENT_NAMES.conversion)
      }}
    />
  )
}
