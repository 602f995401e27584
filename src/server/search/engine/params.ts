/**
 * Search parameters as the clients send them: a JSON object, a URL-encoded `params` string, or both (the string
 * wins), completed by the index settings. Unknown parameters are accepted and ignored (the clients send analytics,
 * personalisation and rule parameters this engine has no use for).
 */
import { badRequest } from './errors'
import type { Nested } from './filters'
import type { Settings } from './settings'

const MAX_QUERY_LENGTH = 512 // spec §5: the search input accepts at most 512 characters
const MAX_HITS_PER_PAGE = 1000

export type TypoTolerance = boolean | 'min' | 'strict'
export type RemoveWords = 'none' | 'lastWords' | 'firstWords' | 'allOptional'
export const REMOVE_WORDS: readonly RemoveWords[] = ['none', 'lastWords', 'firstWords', 'allOptional']

export type Query = {
  query: string
  page: number
  hitsPerPage: number
  offset: number | null
  length: number | null
  facets: string[]
  filters: string
  facetFilters: Nested | undefined
  numericFilters: Nested | undefined
  tagFilters: Nested | undefined
  attributesToRetrieve: string[] | null
  attributesToHighlight: string[] | null
  attributesToSnippet: string[]
  highlightPreTag: string
  highlightPostTag: string
  snippetEllipsisText: string
  restrictSearchableAttributes: string[] | null
  clickAnalytics: boolean
  /** Algolia's `synonyms`: false searches the typed words only (engine/synonyms.ts). */
  synonyms: boolean
  maxValuesPerFacet: number
  sortFacetValuesBy: 'count' | 'alpha'
  typoTolerance: TypoTolerance
  facetQuery: string
  maxFacetHits: number
  responseFields: string[] | null
  /** Singular and plural forms match (`true`: the query languages; or a list of languages). */
  ignorePlurals: boolean | string[]
  removeStopWords: boolean | string[]
  /** `"phrase"` and `-exclusion` in the query. */
  advancedSyntax: boolean
  /** Words a hit need not contain (it ranks lower without them). */
  optionalWords: string[]
  removeWordsIfNoResults: RemoveWords
  getRankingInfo: boolean
  /** Hits kept per value of attributeForDistinct (0: all). */
  distinct: number
  /** The parameters as received, URL-encoded (echoed in the answer's `params`). */
  echo: string
}

type Raw = Record<string, unknown>

/** Deepest nesting of arrays and objects a request may send (parameters are echoed back, records stored). */
const MAX_JSON_DEPTH = 64

/** Refuses a value nested deeper than MAX_JSON_DEPTH (walked without recursion: the value may be very deep). */
export function checkDepth(value: unknown): void {
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number]
    if (!v || typeof v !== 'object') continue
    if (depth > MAX_JSON_DEPTH) throw badRequest(`JSON nested too deeply (${MAX_JSON_DEPTH} levels at most)`)
    for (const child of Object.values(v)) stack.push([child, depth + 1])
  }
}

/** Parses a `params` string: arrays and objects are JSON, the rest stays text. */
function parseParamString(params: string): Raw {
  const out: Raw = {}
  for (const [key, value] of new URLSearchParams(params)) {
    const v = value.trim()
    if ((v.startsWith('[') && v.endsWith(']')) || (v.startsWith('{') && v.endsWith('}'))) {
      let parsed: unknown
      try {
        parsed = JSON.parse(v)
      } catch {
        parsed = undefined // not JSON: kept as text
      }
      if (parsed !== undefined) {
        checkDepth(parsed)
        out[key] = parsed
        continue
      }
    }
    out[key] = value
  }
  return out
}

const encodeValue = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v))

/** The `params` string Algolia echoes: every received parameter, URL-encoded. */
function echoParams(raw: Raw): string {
  return Object.entries(raw)
    .filter(([key, v]) => v !== undefined && key !== 'params' && key !== 'indexName' && key !== 'type' && key !== 'facet')
    .map(([key, v]) => `${encodeURIComponent(key)}=${encodeURIComponent(encodeValue(v))}`)
    .join('&')
}

/** Merges the object fields and the `params` string of a request (the string wins, as with Algolia). */
export function rawParams(body: Raw): Raw {
  const { params, ...rest } = body
  if (params === undefined || params === null) return rest
  if (typeof params !== 'string') throw badRequest('params must be a string')
  return { ...rest, ...parseParamString(params) }
}

function int(raw: Raw, key: string, fallback: number, min: number, max: number): number {
  const v = raw[key]
  if (v === undefined || v === null || v === '') return fallback
  const n = typeof v === 'number' ? v : Number(v)
  if (!Number.isInteger(n)) throw badRequest(`Parameter '${key}' must be an integer`)
  if (n < min || n > max) throw badRequest(`Parameter '${key}' must be between ${min} and ${max}`)
  return n
}

function bool(raw: Raw, key: string, fallback: boolean): boolean {
  const v = raw[key]
  if (v === undefined || v === null || v === '') return fallback
  if (typeof v === 'boolean') return v
  if (v === 'true' || v === '1') return true
  if (v === 'false' || v === '0') return false
  throw badRequest(`Parameter '${key}' must be a boolean`)
}

function str(raw: Raw, key: string, fallback: string): string {
  const v = raw[key]
  if (v === undefined || v === null) return fallback
  if (typeof v !== 'string') throw badRequest(`Parameter '${key}' must be a string`)
  return v
}

/** A list parameter: a JSON array or a comma-separated string. */
function list(raw: Raw, key: string): string[] | null {
  const v = raw[key]
  if (v === undefined || v === null) return null
  if (typeof v === 'string') return v.trim() === '' ? [] : v.split(',').map((s) => s.trim())
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[]
  throw badRequest(`Parameter '${key}' must be an array of strings`)
}

function nestedParam(raw: Raw, key: string): Nested | undefined {
  const v = raw[key]
  if (v === undefined || v === null) return undefined
  if (typeof v === 'string' || Array.isArray(v)) return v as Nested
  throw badRequest(`Parameter '${key}' must be a string or an array`)
}

function typoTolerance(raw: Raw, fallback: TypoTolerance): TypoTolerance {
  const v = raw.typoTolerance
  if (v === undefined || v === null || v === '') return fallback
  if (v === true || v === 'true') return true
  if (v === false || v === 'false') return false
  if (v === 'min' || v === 'strict') return v
  throw badRequest("Parameter 'typoTolerance' must be true, false, 'min' or 'strict'")
}

/** `ignorePlurals` / `removeStopWords`: a boolean or a list of languages (a comma-separated string in `params`). */
function languages(raw: Raw, key: string, fallback: unknown): boolean | string[] {
  const v = raw[key] ?? fallback
  if (v === undefined || v === null || v === '') return false
  if (v === true || v === 'true') return true
  if (v === false || v === 'false') return false
  if (typeof v === 'string') return v.split(',').map((x) => x.trim())
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[]
  throw badRequest(`Parameter '${key}' must be a boolean or an array of languages`)
}

/** `optionalWords`: an array of strings, or one string of words. */
function optionalWords(raw: Raw, fallback: unknown): string[] {
  const v = raw.optionalWords ?? fallback
  if (v === undefined || v === null) return []
  if (typeof v === 'string') return v.trim() === '' ? [] : [v]
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[]
  throw badRequest("Parameter 'optionalWords' must be a string or an array of strings")
}

function distinct(raw: Raw, fallback: unknown): number {
  const v = raw.distinct ?? fallback
  if (v === undefined || v === null || v === '' || v === false || v === 'false') return 0
  if (v === true || v === 'true') return 1
  const n = typeof v === 'number' ? v : Number(v)
  if (!Number.isInteger(n) || n < 0 || n > 4) throw badRequest("Parameter 'distinct' must be a boolean or an integer between 0 and 4")
  return n
}

/** The effective query of a request on an index with `settings`. */
export function toQuery(raw: Raw, settings: Settings): Query {
  const query = str(raw, 'query', '')
  if (query.length > MAX_QUERY_LENGTH) throw badRequest(`Query is too long: ${MAX_QUERY_LENGTH} characters at most`)
  const offset = raw.offset === undefined || raw.offset === null || raw.offset === '' ? null : int(raw, 'offset', 0, 0, 100_000)
  const length = raw.length === undefined || raw.length === null || raw.length === '' ? null : int(raw, 'length', 20, 0, MAX_HITS_PER_PAGE)
  const filters = raw.filters
  if (filters !== undefined && filters !== null && typeof filters !== 'string') throw badRequest("Parameter 'filters' must be a string")
  return {
    query,
    page: int(raw, 'page', 0, 0, 100_000),
    hitsPerPage: int(raw, 'hitsPerPage', settings.hitsPerPage, 0, MAX_HITS_PER_PAGE),
    offset,
    length,
    facets: list(raw, 'facets') ?? [],
    filters: typeof filters === 'string' ? filters : '',
    facetFilters: nestedParam(raw, 'facetFilters'),
    numericFilters: nestedParam(raw, 'numericFilters'),
    tagFilters: nestedParam(raw, 'tagFilters'),
    attributesToRetrieve: list(raw, 'attributesToRetrieve') ?? settings.attributesToRetrieve,
    attributesToHighlight: list(raw, 'attributesToHighlight') ?? settings.attributesToHighlight,
    attributesToSnippet: list(raw, 'attributesToSnippet') ?? settings.attributesToSnippet ?? [],
    highlightPreTag: str(raw, 'highlightPreTag', settings.highlightPreTag),
    highlightPostTag: str(raw, 'highlightPostTag', settings.highlightPostTag),
    snippetEllipsisText: str(raw, 'snippetEllipsisText', settings.snippetEllipsisText),
    restrictSearchableAttributes: list(raw, 'restrictSearchableAttributes'),
    clickAnalytics: bool(raw, 'clickAnalytics', false),
    synonyms: bool(raw, 'synonyms', true),
    maxValuesPerFacet: int(raw, 'maxValuesPerFacet', settings.maxValuesPerFacet, 0, 1000),
    sortFacetValuesBy: (() => {
      const v = str(raw, 'sortFacetValuesBy', settings.sortFacetValuesBy)
      if (v !== 'count' && v !== 'alpha') throw badRequest("Parameter 'sortFacetValuesBy' must be 'count' or 'alpha'")
      return v
    })(),
    typoTolerance: typoTolerance(raw, settings.typoTolerance),
    facetQuery: str(raw, 'facetQuery', ''),
    maxFacetHits: int(raw, 'maxFacetHits', settings.maxFacetHits, 1, 100),
    responseFields: list(raw, 'responseFields'),
    ignorePlurals: languages(raw, 'ignorePlurals', settings.ignorePlurals),
    removeStopWords: languages(raw, 'removeStopWords', settings.removeStopWords),
    advancedSyntax: bool(raw, 'advancedSyntax', settings.advancedSyntax === true),
    optionalWords: optionalWords(raw, settings.optionalWords),
    removeWordsIfNoResults: (() => {
      const v = str(raw, 'removeWordsIfNoResults', String(settings.removeWordsIfNoResults ?? 'none'))
      if (!REMOVE_WORDS.includes(v as RemoveWords))
        throw badRequest(`Parameter 'removeWordsIfNoResults' must be one of ${REMOVE_WORDS.join(', ')}`)
      return v as RemoveWords
    })(),
    getRankingInfo: bool(raw, 'getRankingInfo', false),
    distinct: distinct(raw, settings.distinct),
    echo: echoParams(raw),
  }
}
