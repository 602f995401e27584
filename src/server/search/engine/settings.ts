/**
 * Index settings, with Algolia's names and defaults. Only the settings this engine honours are typed; any other
 * setting is kept and returned as it was given (clients round-trip them).
 */
import { badRequest } from './errors'
import { REMOVE_WORDS, type RemoveWords, type TypoTolerance } from './params'
import { MAX_RANK, type FacetAttribute, type Layout, type SearchableAttribute } from './store'

export type Settings = {
  searchableAttributes: string[] | null
  attributesForFaceting: string[]
  customRanking: string[]
  ranking: string[]
  replicas: string[]
  hitsPerPage: number
  maxValuesPerFacet: number
  maxFacetHits: number
  sortFacetValuesBy: 'count' | 'alpha'
  attributesToRetrieve: string[] | null
  attributesToHighlight: string[] | null
  attributesToSnippet: string[] | null
  highlightPreTag: string
  highlightPostTag: string
  snippetEllipsisText: string
  typoTolerance: TypoTolerance
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
  allowTyposOnNumericTokens: boolean
  paginationLimitedTo: number
  ignorePlurals: boolean | string[]
  removeStopWords: boolean | string[]
  queryLanguages: string[]
  advancedSyntax: boolean
  optionalWords: string[]
  removeWordsIfNoResults: RemoveWords
  attributeForDistinct: string | null
  distinct: boolean | number
  /** Every other setting, kept as given. */
  [other: string]: unknown
}

const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

export const DEFAULT_SETTINGS: Settings = {
  searchableAttributes: null,
  attributesForFaceting: [],
  customRanking: [],
  ranking: DEFAULT_RANKING,
  replicas: [],
  hitsPerPage: 20,
  maxValuesPerFacet: 100,
  maxFacetHits: 10,
  sortFacetValuesBy: 'count',
  attributesToRetrieve: null,
  attributesToHighlight: null,
  attributesToSnippet: null,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  // references and sizes ("6204", "M8", "2RS") are codes: a typo on them finds another product
  allowTyposOnNumericTokens: false,
  paginationLimitedTo: 1000,
  ignorePlurals: false,
  removeStopWords: false,
  queryLanguages: [],
  advancedSyntax: false,
  optionalWords: [],
  removeWordsIfNoResults: 'none',
  attributeForDistinct: null,
  distinct: 0,
}

const STRING_LISTS = [
  'searchableAttributes',
  'attributesForFaceting',
  'customRanking',
  'ranking',
  'replicas',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
] as const
const NUMBERS = {
  hitsPerPage: [0, 1000],
  maxValuesPerFacet: [0, 1000],
  maxFacetHits: [1, 100],
  minWordSizefor1Typo: [1, 100],
  minWordSizefor2Typos: [1, 100],
  paginationLimitedTo: [0, 20000],
} as const
const STRINGS = ['highlightPreTag', 'highlightPostTag', 'snippetEllipsisText'] as const

const ORDER = /^(asc|desc)\(([^()]+)\)$/

/** Checks a setSettings body; returns the settings it changes. */
export function parseSettings(body: unknown): Partial<Settings> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Settings must be a JSON object')
  const input = body as Record<string, unknown>
  for (const key of STRING_LISTS) {
    const v = input[key]
    if (v === undefined) continue
    if (
      v === null &&
      (key === 'searchableAttributes' || key === 'attributesToRetrieve' || key === 'attributesToHighlight' || key === 'attributesToSnippet')
    )
      continue
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw badRequest(`Setting '${key}' must be an array of strings`)
  }
  for (const [key, [min, max]] of Object.entries(NUMBERS)) {
    const v = input[key]
    if (v === undefined) continue
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
      throw badRequest(`Setting '${key}' must be an integer between ${min} and ${max}`)
  }
  for (const key of STRINGS) {
    if (input[key] !== undefined && typeof input[key] !== 'string') throw badRequest(`Setting '${key}' must be a string`)
  }
  for (const item of [
    ...((input.customRanking as string[] | undefined) ?? []),
    ...((input.ranking as string[] | undefined) ?? []).filter((r) => r.includes('(')),
  ]) {
    if (!ORDER.test(item)) throw badRequest(`Invalid ranking criterion '${item}': use asc(attribute) or desc(attribute)`)
  }
  const tt = input.typoTolerance
  if (tt !== undefined && tt !== true && tt !== false && tt !== 'min' && tt !== 'strict')
    throw badRequest("Setting 'typoTolerance' must be true, false, 'min' or 'strict'")
  if (input.sortFacetValuesBy !== undefined && input.sortFacetValuesBy !== 'count' && input.sortFacetValuesBy !== 'alpha') {
    throw badRequest("Setting 'sortFacetValuesBy' must be 'count' or 'alpha'")
  }
  if (input.allowTyposOnNumericTokens !== undefined && typeof input.allowTyposOnNumericTokens !== 'boolean') {
    throw badRequest("Setting 'allowTyposOnNumericTokens' must be a boolean")
  }
  for (const key of ['ignorePlurals', 'removeStopWords'] as const) {
    const v = input[key]
    if (v !== undefined && typeof v !== 'boolean' && !(Array.isArray(v) && v.every((x) => typeof x === 'string'))) {
      throw badRequest(`Setting '${key}' must be a boolean or an array of languages`)
    }
  }
  for (const key of ['queryLanguages', 'optionalWords'] as const) {
    const v = input[key]
    if (v !== undefined && !(Array.isArray(v) && v.every((x) => typeof x === 'string')))
      throw badRequest(`Setting '${key}' must be an array of strings`)
  }
  if (input.advancedSyntax !== undefined && typeof input.advancedSyntax !== 'boolean')
    throw badRequest("Setting 'advancedSyntax' must be a boolean")
  if (input.removeWordsIfNoResults !== undefined && !REMOVE_WORDS.includes(input.removeWordsIfNoResults as RemoveWords)) {
    throw badRequest(`Setting 'removeWordsIfNoResults' must be one of ${REMOVE_WORDS.join(', ')}`)
  }
  const afd = input.attributeForDistinct
  if (afd !== undefined && afd !== null && typeof afd !== 'string') throw badRequest("Setting 'attributeForDistinct' must be a string")
  const d = input.distinct
  if (d !== undefined && typeof d !== 'boolean' && !(typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 4)) {
    throw badRequest("Setting 'distinct' must be a boolean or an integer between 0 and 4")
  }
  return input as Partial<Settings>
}

export type SortCriterion = { attr: string; desc: boolean }

export const sortCriteria = (items: readonly string[]): SortCriterion[] =>
  items.flatMap((item) => {
    const m = ORDER.exec(item)
    return m ? [{ attr: m[2] as string, desc: m[1] === 'desc' }] : []
  })

/** `replicas` entries are `name` (standard) or `virtual(name)`. */
export const replicaNames = (replicas: readonly string[]): { name: string; virtual: boolean }[] =>
  replicas.map((r) => {
    const m = /^virtual\((.+)\)$/.exec(r)
    return m ? { name: m[1] as string, virtual: true } : { name: r, virtual: false }
  })

/** How the records are indexed: searchable attributes with their rank, facet attributes. */
export function layoutOf(settings: Settings): Layout {
  let searchable: SearchableAttribute[] | null = null
  if (settings.searchableAttributes && settings.searchableAttributes.length > 0) {
    searchable = []
    settings.searchableAttributes.forEach((entry, rank) => {
      const m = /^unordered\((.+)\)$/.exec(entry.trim())
      const unordered = Boolean(m)
      for (const attr of (m ? (m[1] as string) : entry).split(',')) {
        const name = attr.trim()
        if (name) searchable!.push({ attr: name, rank: Math.min(rank, MAX_RANK), unordered })
      }
    })
  }
  const facets: FacetAttribute[] = settings.attributesForFaceting.map((entry) => {
    const m = /^(searchable|filterOnly|afterDistinct)\((.+)\)$/.exec(entry.trim())
    const attr = m ? (m[2] as string) : entry.trim()
    return { attr, searchable: m?.[1] === 'searchable', filterOnly: m?.[1] === 'filterOnly' }
  })
  return { searchable, facets }
}

export const sameLayout = (a: Layout, b: Layout): boolean => JSON.stringify(a) === JSON.stringify(b)
