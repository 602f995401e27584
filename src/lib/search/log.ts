/**
 * The search log: what the browser sends for each settled search (POST /api/search-log), how a
 * query is normalised for grouping, and the editors' statistics (GET /api/search-log/stats). Shared by the
 * storefront (sender) and the server (checks in ./logSchema.ts, storage, aggregation). No zod here: this module goes
 * into the search's browser chunk.
 */
export const SEARCH_LOG_PATH = '/api/search-log'

/** At most this many facet refinements per search (the results page has three facets; a buyer ticks a few values). */
export const MAX_LOG_FILTERS = 20
/** A refinement as `attribute:value` (facet names are 1 to 64 letters, digits, `_`, `-`; spec §5). */
export const MAX_LOG_FILTER_LENGTH = 200
/** Where the search was made: the results page, or the header's dropdown. */
export const SEARCH_LOG_SOURCES = ['results', 'dropdown'] as const
type SearchLogSource = (typeof SEARCH_LOG_SOURCES)[number]
/** The periods editors compare (days). */
export const SEARCH_LOG_PERIODS = [7, 30] as const
/** Rows older than this are purged (a retention of three months, enough for the 30-day view). */
export const SEARCH_LOG_RETENTION_DAYS = 90

/** Trim, lower case, one space between words (Unicode NFC), for grouping « Pompe  à eau » with « pompe à eau ». */
export function normaliseQuery(query: string): string {
  return query.normalize('NFC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase('fr')
}

/** What a page sends for one settled search (checked on the server by searchLogEntrySchema, ./logSchema.ts). */
export type SearchLogEntry = {
  query: string
  nbHits: number
  /** Facet refinements as `attribute:value`. */
  filters?: string[]
  index: string
  /** The search's queryID (clickAnalytics): its clicks in search-events are joined on it. */
  queryID?: string
  source: SearchLogSource
}

/** The refinements of a search as stored and compared: `attribute:value`, sorted, without duplicates. */
export function refinementFilters(refinementList: Record<string, readonly string[]> | undefined): string[] {
  const out = new Set<string>()
  for (const [attribute, values] of Object.entries(refinementList ?? {})) for (const value of values) out.add(`${attribute}:${value}`)
  return [...out].sort()
}

/* Statistics (GET /api/search-log/stats?days=7|30)                                                                 */

export type TopQuery = { query: string; count: number; averageHits: number; clicked: number }
export type NoResultQuery = { query: string; count: number }

export type SearchLogStats = {
  days: number
  since: string
  searches: number
  noResultSearches: number
  /** Searches whose queryID got at least one click (search-events); null when clicks go to Algolia (not stored here). */
  clickedSearches: number | null
  /** clickedSearches / searches, 0 to 1; null when unknown or without searches. */
  clickThroughRate: number | null
  topQueries: TopQuery[]
  noResultQueries: NoResultQuery[]
}

export const SEARCH_LOG_MESSAGES = {
  invalidBody: 'Recherche invalide.',
  invalidJson: 'Le corps de la requête n’est pas du JSON valide.',
  bodyTooLarge: 'Requête trop volumineuse.',
  methodNotAllowed: 'Méthode non autorisée.',
  forbiddenOrigin: 'Requête refusée\u00a0: origine non autorisée.',
  rateLimited: 'Trop de requêtes. Réessayez dans un instant.',
  serverError: 'La recherche n’a pas pu être enregistrée.',
  unauthenticated: 'Connectez-vous à l’administration pour voir les statistiques de recherche.',
  forbidden: 'Réservé aux éditeurs.',
  invalidDays: 'Période invalide\u00a0: 7 ou 30 jours.',
  statsError: 'Les statistiques de recherche n’ont pas pu être calculées.',
} as const
