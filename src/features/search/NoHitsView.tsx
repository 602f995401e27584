import { SEARCH_MESSAGES } from './messages'

/**
 * The empty state of a search or a listing. A new query keeps the refinements chosen before, so a search can be empty
 * only because of them: the buyer is told so and clears them in one click (the query stays). Without `onClear` (no
 * refinement, or the server's page before the search has loaded) only the message shows.
 */
export function NoHitsView({ onClear }: { onClear?: (() => void) | null }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-600"
      data-testid="search-no-hits"
    >
      <p>{SEARCH_MESSAGES.noHits}</p>
      {onClear ? (
        <>
          <p className="mt-2 text-sm">{SEARCH_MESSAGES.noHitsWithFilters}</p>
          <button
            type="button"
            onClick={onClear}
            className="mt-4 rounded border border-brand-dark px-5 py-2 text-sm font-semibold text-brand-dark hover:bg-brand-dark hover:text-white"
          >
            {SEARCH_MESSAGES.clearFilters}
          </button>
        </>
      ) : null}
    </div>
  )
}
