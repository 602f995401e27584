/** Where the search lives (spec §2 route table and "Top search bar"). */

/** spec §2: 'Voir plus' and submitting go to /recherche?q={query}. */
export const RESULTS_PATH = '/recherche'
/** The other reading of the results route (spec §2 route table): the same page. */
export const RESULTS_ALIAS_PATH = '/search'

export const searchHref = (query: string): string => (query.trim() ? `${RESULTS_PATH}?q=${encodeURIComponent(query.trim())}` : RESULTS_PATH)

/** spec §2: typing while on the results route updates q in place. */
export const isResultsRoute = (pathname: string): boolean => pathname === RESULTS_PATH || pathname === RESULTS_ALIAS_PATH

/** spec §2: on / and /search the desktop search box appears only after scrolling past 150px. */
export const SEARCH_BOX_SCROLL_PX = 150

export const searchBoxWaitsForScroll = (pathname: string): boolean => pathname === '/' || pathname === RESULTS_ALIAS_PATH

/** Whether the desktop header's search box shows (elsewhere it always does). */
export const desktopSearchBoxShown = (pathname: string, scrollY: number): boolean =>
  !searchBoxWaitsForScroll(pathname) || scrollY > SEARCH_BOX_SCROLL_PX
