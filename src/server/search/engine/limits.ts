/**
 * What one search request may cost (issue 29): the work is bounded before it starts (queries, hits, facet values,
 * all counted over the whole request) and the answer is never built past MAX_ANSWER_CHARS. Beyond a bound the
 * request is refused with Algolia's `{ message, status }` 400.
 */
import { badRequest } from './errors'

/** Queries in one multi-query request (Algolia's own limit). */
export const MAX_QUERIES_PER_REQUEST = 50
/** Hits asked for by all the queries of one request together (one query may ask for Algolia's 1,000). */
const MAX_HITS_PER_REQUEST = 1_000
/** Facet values one request may ask for: Σ over its queries of (facets counted × maxValuesPerFacet). */
const MAX_FACET_VALUES_PER_REQUEST = 20_000
/** Largest answer built, in characters of JSON (about as many bytes: the records are mostly ASCII). */
export const MAX_ANSWER_CHARS = 4 * 1024 * 1024

export type QueryCost = { hits: number; facetValues: number }

/** Refuses a request whose queries together exceed the per-request bounds. */
export function checkRequestCost(costs: QueryCost[]): void {
  if (costs.length > MAX_QUERIES_PER_REQUEST) {
    throw badRequest(`Too many queries in one request: ${costs.length} (${MAX_QUERIES_PER_REQUEST} at most)`)
  }
  const hits = costs.reduce((sum, c) => sum + c.hits, 0)
  if (hits > MAX_HITS_PER_REQUEST) {
    throw badRequest(`Too many hits asked for in one request: ${hits} (hitsPerPage × queries, ${MAX_HITS_PER_REQUEST} at most)`)
  }
  const facetValues = costs.reduce((sum, c) => sum + c.facetValues, 0)
  if (facetValues > MAX_FACET_VALUES_PER_REQUEST) {
    throw badRequest(
      `Too many facet values asked for in one request: ${facetValues} (facets × maxValuesPerFacet × queries, ${MAX_FACET_VALUES_PER_REQUEST} at most)`,
    )
  }
}

const answerTooLarge = () =>
  badRequest(`The answer would be larger than ${MAX_ANSWER_CHARS} characters: ask for fewer queries, hits, attributes or facet values`)

/** Levels walked element by element; below them a value (a hit, a facet's counts) is serialised whole. */
const WALKED_LEVELS = 4

/**
 * The JSON of an answer, as `JSON.stringify` writes it, refused (400) as soon as it grows past `max` characters:
 * the answer's arrays (results, hits) are written one element at a time, so an oversized answer is stopped after
 * at most one element past the bound, never built whole.
 */
export function boundedJson(value: unknown, max = MAX_ANSWER_CHARS): string {
  let size = 0
  const leaf = (v: unknown): string => {
    const text = JSON.stringify(v) ?? 'null'
    size += text.length
    if (size > max) throw answerTooLarge()
    return text
  }
  const write = (v: unknown, level: number): string => {
    if (level >= WALKED_LEVELS || v === null || typeof v !== 'object' || typeof (v as { toJSON?: unknown }).toJSON === 'function')
      return leaf(v)
    size += 2
    if (Array.isArray(v)) return `[${v.map((item) => write(item, level + 1)).join(',')}]`
    const parts: string[] = []
    for (const [key, item] of Object.entries(v)) {
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue
      parts.push(`${leaf(key)}:${write(item, level + 1)}`)
    }
    return `{${parts.join(',')}}`
  }
  return write(value, 0)
}
