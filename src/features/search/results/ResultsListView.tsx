import type { ReactNode } from 'react'

import { HitItem } from '../HitItem'
import { toHitView, type SearchHit } from '../hitView'
import { SEARCH_MESSAGES } from '../messages'

const buttonClass =
  'mx-auto block rounded border border-brand-dark px-5 py-2 text-sm font-semibold text-brand-dark hover:bg-brand-dark hover:text-white disabled:opacity-50'

type Props<T extends SearchHit> = {
  /** Number of hits, null before the first answer. */
  count: number | null
  error: boolean
  items: T[]
  isFirstPage: boolean
  isLastPage: boolean
  busy: boolean
  ready: boolean
  /** Absent: the server's first page, before the search has loaded (the button waits for it). */
  onShowPrevious?: () => void
  /**
   * On the server's first page too: loads the search, which then shows the next page (any press: key, click, tap).
   * Absent only without a search configured.
   */
  onShowMore?: () => void
  onFollow?: (hit: T) => void
  /** The empty state (the running search's can clear its refinements; the server's page shows the message only). */
  noHits: ReactNode
}

/**
 * The results as an infinite list (spec §2): 'Show previous results' when the address starts past page 1, 'Show
 * more results' until the last page. The same markup for the server's first page and the running search.
 */
export function ResultsListView<T extends SearchHit>({
  count,
  error,
  items,
  isFirstPage,
  isLastPage,
  busy,
  ready,
  onShowPrevious,
  onShowMore,
  onFollow,
  noHits,
}: Props<T>) {
  return (
    <section aria-labelledby="results-count" data-testid="search-results" data-ready={ready ? 'true' : 'false'}>
      <h2 id="results-count" className="mb-4 text-lg font-semibold text-brand-ink" data-testid="search-results-count">
        {count === null ? (error ? SEARCH_MESSAGES.resultsTitle : SEARCH_MESSAGES.stalled) : SEARCH_MESSAGES.count(count)}
      </h2>
      {error ? (
        <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {SEARCH_MESSAGES.error}
        </p>
      ) : null}
      {!isFirstPage ? (
        <button
          type="button"
          lang="en"
          className={`${buttonClass} mb-6`}
          onClick={onShowPrevious}
          disabled={!onShowPrevious}
          data-testid="show-previous"
        >
          {SEARCH_MESSAGES.showPrevious}
        </button>
      ) : null}
      {count === 0 ? (
        noHits
      ) : (
        <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={busy}>
          {items.map((hit) => (
            <li key={hit.objectID}>
              <HitItem hit={toHitView(hit)} variant="card" onFollow={onFollow ? () => onFollow(hit) : undefined} />
            </li>
          ))}
        </ol>
      )}
      {!isLastPage && count ? (
        // enabled on the server's page already: a buyer who tabs to it or sees it without scrolling can press it
        <button
          type="button"
          lang="en"
          className={`${buttonClass} mt-6`}
          onClick={onShowMore}
          disabled={!onShowMore}
          data-testid="show-more"
        >
          {SEARCH_MESSAGES.showMore}
        </button>
      ) : null}
    </section>
  )
}
