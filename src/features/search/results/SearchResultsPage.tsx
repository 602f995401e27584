import dynamic from 'next/dynamic'

import { Breadcrumbs } from '@/features/layout/Breadcrumbs'
import { useLayoutData } from '@/features/layout/LayoutContext'

import { SEARCH_MESSAGES } from '../messages'
import { RESULTS_PATH } from '../routes'
import { SearchField } from '../SearchField'

/** Before the search code has loaded (and without JavaScript): a plain GET form to the same page. */
function StaticSearchForm() {
  return (
    <form action={RESULTS_PATH} method="get" role="search" className="flex gap-2" data-testid="results-static-form">
      <SearchField id="results-search" name="q" className="py-3" />
      <button type="submit" className="rounded bg-brand-dark px-4 py-2 text-sm font-semibold text-white hover:bg-brand-ink">
        {SEARCH_MESSAGES.submit}
      </button>
    </form>
  )
}

const ResultsApp = dynamic(() => import('./ResultsApp'), { ssr: false, loading: StaticSearchForm })

/** /recherche?q=… and /search (spec §2): the page's heading and the search, which runs in the browser. */
export function SearchResultsPage() {
  const config = useLayoutData().search
  return (
    <main id="contenu" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={[{ label: SEARCH_MESSAGES.resultsTitle }]} />
      <h1 className="mb-6 mt-4 text-3xl font-bold text-brand-ink sm:text-4xl">{SEARCH_MESSAGES.resultsTitle}</h1>
      {/* issue 17 item 6: the results come after the page's first paint (the search runs in the browser): their room is
          kept from the start, so that the footer, below the fold, is not pushed down when they come */}
      <div className="min-h-screen" data-testid="results-room">
        {config ? <ResultsApp config={config} /> : <StaticSearchForm />}
      </div>
    </main>
  )
}
