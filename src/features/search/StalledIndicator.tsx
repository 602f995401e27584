import { useInstantSearch } from 'react-instantsearch'

import { SEARCH_MESSAGES } from './messages'

/** spec §9: shown when a search has been running for more than 200 ms (InstantSearch's stalled state). */
export function StalledIndicator() {
  const { status } = useInstantSearch()
  const stalled = status === 'stalled'
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="search-stalled"
      data-stalled={stalled ? 'true' : 'false'}
      className={stalled ? 'text-sm font-medium text-brand-dark' : 'sr-only'}
    >
      {stalled ? SEARCH_MESSAGES.stalled : ''}
    </p>
  )
}
