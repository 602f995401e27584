import { sortParamOf, type SearchUiState } from '../routeState'

/** Whether a listing's state is its first page as the server rendered it (A-Z, no facet, page 1). */
export const isDefaultListingState = (state: SearchUiState): boolean =>
  sortParamOf(state.sortBy) === 'a-z' && !(state.page && state.page > 1) && Object.keys(state.refinementList ?? {}).length === 0
