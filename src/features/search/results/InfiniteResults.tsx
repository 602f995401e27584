import { useInfiniteHits, useInstantSearch } from 'react-instantsearch'

import { EVENT_NAMES } from '../insights'
import { HitItem } from '../HitItem'
import { toHitView, type SearchHit } from '../hitView'
import { SEARCH_MESSAGES } from '../messages'
import { NoHits } from '../NoHits'

const buttonClass =
  'mx-auto block rounded border border-brand-dark px-5 py-2 text-sm font-semibold text-brand-dark hover:bg-brand-dark hover:text-white disabled:opacity-50'

/**
 * The results as an infinite list (spec §2): 'Show previous results' when the address starts past page 1, 'Show
 * more results' until the last page. A followed hit sends 'Hit Clicked'; a downloaded brochure also 'Hit Converted'.
 */
export function InfiniteResults() {
  // escapeHTML off: highlighted values keep InstantSearch's tags and are rendered as text, never as HTML
  const { items, results, isFirstPage, isLastPage, showPrevious, showMore, sendEvent } = useInfiniteHits<SearchHit>({ escapeHTML: false })
  const { status, error } = useInstantSearch({ catchError: true })
  const artificial = !results || (results as { __isArtificial?: boolean }).__isArtificial
  const count = results && !artificial ? results.nbHits : null
  return (
    <section aria-labelledby="results-count" data-testid="search-results" data-ready={artificial ? 'false' : 'true'}>
      <h2 id="results-count" className="mb-4 text-lg font-semibold text-brand-ink" data-testid="search-results-count">
        {count === null ? (error ? SEARCH_MESSAGES.resultsTitle : SEARCH_MESSAGES.stalled) : SEARCH_MESSAGES.count(count)}
      </h2>
      {error ? (
        <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {SEARCH_MESSAGES.error}
        </p>
      ) : null}
      {!isFirstPage ? (
        <button type="button" lang="en" className={`${buttonClass} mb-6`} onClick={showPrevious}>
          {SEARCH_MESSAGES.showPrevious}
        </button>
      ) : null}
      {count === 0 ? (
        <NoHits />
      ) : (
        <ol className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-busy={status === 'loading' || status === 'stalled'}>
          {items.map((hit) => (
            <li key={hit.objectID}>
              <HitItem
                hit={toHitView(hit)}
                variant="card"
                onFollow={() => {
                  sendEvent('click', hit, EVENT_NAMES.click)
                  if (hit.algolia_type === 'brochure') sendEvent('conversion', hit, EVENT_NAMES.conversion)
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {!isLastPage && count ? (
        <button type="button" lang="en" className={`${buttonClass} mt-6`} onClick={showMore}>
          {SEARCH_MESSAGES.showMore}
        </button>
      ) : null}
    </section>
  )
}
