/**
 * Search state ↔ address (spec §2 "Search state may be mirrored in the address query string"). Pure: InstantSearch's
 * UI state of one index and the query string of the results page (/recherche?q=…&type=…&page=…) or of the product
 * listings (/tous-nos-produits, a catalogue, a category, a brand: ?tri=z-a&page=2&marque=…&diametre=20+mm, the
 * catalogue pages' `tri` values).
 */
import { CHARACTERISTIC_FACETS, characteristicAttribute } from '@/lib/search/characteristics'
import { SEARCH_FACETS, SEARCH_SORT_INDEX, MAX_QUERY_LENGTH } from '@/lib/search/types'

/** A parsed query string: repeated keys give arrays (as Next's router.query). */
export type RouteQuery = Record<string, string | string[] | undefined>

/** The part of InstantSearch's IndexUiState these pages use. */
export type SearchUiState = {
  query?: string
  page?: number
  sortBy?: string
  refinementList?: Record<string, string[]>
}

const list = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => v.trim()).filter(Boolean)

const first = (value: string | string[] | undefined): string | undefined => list(value)[0]

function pageOf(value: string | string[] | undefined): number | undefined {
  const v = first(value)
  if (!v || !/^\d{1,5}$/.test(v)) return undefined
  const n = Number(v)
  return n > 1 ? n : undefined
}

/** URL parameter → facet attribute, for each page. */
const RESULTS_FACET_PARAMS = { type: SEARCH_FACETS.kind, marque: SEARCH_FACETS.brand, catalogue: SEARCH_FACETS.catalogue } as const
const LISTING_FACET_PARAMS = {
  catalogue: SEARCH_FACETS.catalogue,
  categorie: SEARCH_FACETS.category,
  marque: SEARCH_FACETS.brand,
  disponibilite: SEARCH_FACETS.stock,
  // the main characteristics: ?diametre-interieur=20+mm&matiere=Acier
  ...Object.fromEntries(CHARACTERISTIC_FACETS.map((f) => [f.param, characteristicAttribute(f)])),
} as Readonly<Record<string, string>>

type FacetParams = Record<string, string>

function refinementsFrom(query: RouteQuery, params: FacetParams): Record<string, string[]> | undefined {
  const out: Record<string, string[]> = {}
  for (const [param, attribute] of Object.entries(params)) {
    const values = list(query[param])
    if (values.length) out[attribute] = values
  }
  return Object.keys(out).length ? out : undefined
}

function refinementsTo(state: SearchUiState, params: FacetParams): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [param, attribute] of Object.entries(params)) {
    const values = state.refinementList?.[attribute] ?? []
    if (values.length) out[param] = [...values]
  }
  return out
}

const compact = (state: SearchUiState): SearchUiState =>
  Object.fromEntries(Object.entries(state).filter(([, v]) => v !== undefined && v !== '')) as SearchUiState

/* Results page: q, type, marque, catalogue, page                                                                    */

export function resultsStateFromQuery(query: RouteQuery): SearchUiState {
  const q = first(query.q)?.slice(0, MAX_QUERY_LENGTH)
  return compact({ query: q, refinementList: refinementsFrom(query, RESULTS_FACET_PARAMS), page: pageOf(query.page) })
}

export function resultsQueryFromState(state: SearchUiState): RouteQuery {
  const q = state.query?.trim()
  return {
    ...(q ? { q } : {}),
    ...refinementsTo(state, RESULTS_FACET_PARAMS),
    ...(state.page && state.page > 1 ? { page: String(state.page) } : {}),
  }
}

/* Product listing: tri (the catalogue pages' sort values), facets, page                                            */

export type SortParam = keyof typeof SEARCH_SORT_INDEX
const DEFAULT_SORT: SortParam = 'a-z'

export const sortIndexOf = (tri: string | undefined): string =>
  SEARCH_SORT_INDEX[(tri ?? '') as SortParam] ?? SEARCH_SORT_INDEX[DEFAULT_SORT]

export const sortParamOf = (indexName: string | undefined): SortParam =>
  (Object.entries(SEARCH_SORT_INDEX).find(([, index]) => index === indexName)?.[0] as SortParam | undefined) ?? DEFAULT_SORT

export function listingStateFromQuery(query: RouteQuery): SearchUiState {
  const tri = first(query.tri)?.toLowerCase()
  return compact({
    sortBy: sortIndexOf(tri),
    refinementList: refinementsFrom(query, LISTING_FACET_PARAMS),
    page: pageOf(query.page),
  })
}

export function listingQueryFromState(state: SearchUiState): RouteQuery {
  const tri = sortParamOf(state.sortBy)
  return {
    ...(tri !== DEFAULT_SORT ? { tri } : {}),
    ...refinementsTo(state, LISTING_FACET_PARAMS),
    ...(state.page && state.page > 1 ? { page: String(state.page) } : {}),
  }
}

/* Query strings                                                                                                   */

/** Parses `?a=1&b=2&b=3` (repeated keys → arrays). */
export function parseQueryString(search: string): RouteQuery {
  const out: RouteQuery = {}
  for (const [key, value] of new URLSearchParams(search.replace(/^\?/, ''))) {
    const prev = out[key]
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]
  }
  return out
}

/** `?…` in the order of the keys given (empty string without parameters); repeated keys for arrays. */
export function toQueryString(query: RouteQuery): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) for (const v of list(value)) params.append(key, v)
  const s = params.toString()
  return s ? `?${s}` : ''
}
