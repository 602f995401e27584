/** Where the search lives (spec §2 route table and "Top search bar"); its addresses are in the route table. */
import { ROUTES } from '@/lib/routes'

/** spec §2: typing while on the results route updates q in place. */
export const isResultsRoute = (pathname: string): boolean => pathname === ROUTES.search || pathname === ROUTES.searchAlias

/**
 * spec §2: on / and /search the desktop search box appears only after scrolling past 150px. /recherche is the same
 * page (its other reading): its own box is at the top, a second one in the header above it was one too many.
 */
export const SEARCH_BOX_SCROLL_PX = 150

export const searchBoxWaitsForScroll = (pathname: string): boolean => pathname === ROUTES.home || isResultsRoute(pathname)
