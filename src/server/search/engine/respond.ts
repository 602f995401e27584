/**
 * Search answers in Algolia's shapes: a hits response (`hits` with `objectID` and `_highlightResult`, `nbHits`,
 * `page`, `nbPages`, `hitsPerPage`, `facets`, `facets_stats`, `query`, `params`, `index`, `processingTimeMS`,
 * `queryID` with `clickAnalytics`) and a facet-values response (`facetHits`).
 */
import { randomBytes } from 'node:crypto'

import { badRequest } from './errors'
import { Highlighter, wrap, type HighlightOption, type SnippetOption } from './highlight'
import type { Query } from './params'
import { run, type Ranking, type SearchOutcome } from './search'
import type { Settings } from './settings'
import { type Rec, type Store } from './store'
import type { Synonyms } from './synonyms'
import { fold, parts } from './text'

export type SearchAnswer = Record<string, unknown> & {
  hits: Record<string, unknown>[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
}

type FacetHit = { value: string; highlighted: string; count: number }
export type FacetAnswer = { facetHits: FacetHit[]; exhaustiveFacetsCount: boolean; processingTimeMS: number }

export type View = { name: string; store: Store; settings: Settings; ranking: Ranking; synonyms?: Synonyms }

const FACET_NAME = /^[A-Za-z0-9_-]{1,64}$/

/** The facet attributes a request may count: `*` means every facet that is not filter-only. */
export function facetAttributes(store: Store, requested: string[]): string[] {
  const countable = store.layout.facets.filter((f) => !f.filterOnly).map((f) => f.attr)
  if (requested.includes('*')) return countable
  return requested.filter((attr) => countable.includes(attr))
}

type Counts = { attr: string; entries: [label: string, count: number][] }

function countFacet(store: Store, hits: number[], attr: string): Counts {
  const column = store.facets.get(attr)
  if (!column) return { attr, entries: [] }
  const counts = new Int32Array(column.labels.length + 1)
  const { first, more } = column
  // first values: a flat array read (slot 0 counts the documents without a value)
  for (let i = 0; i < hits.length; i++) counts[(first[hits[i] as number] as number) + 1]!++
  if (more.size > 0) {
    for (let i = 0; i < hits.length; i++) {
      const extra = more.get(hits[i] as number)
      if (extra) for (let k = 0; k < extra.length; k++) counts[(extra[k] as number) + 1]!++
    }
  }
  const entries: [string, number][] = []
  for (let id = 0; id < column.labels.length; id++) {
    const count = counts[id + 1] as number
    if (count > 0) entries.push([column.labels[id] as string, count])
  }
  return { attr, entries }
}

const byCount = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)
const byValue = (a: [string, number], b: [string, number]) => (fold(a[0]) < fold(b[0]) ? -1 : fold(a[0]) > fold(b[0]) ? 1 : 0)

function facetsOf(store: Store, hits: number[], q: Query) {
  const facets: Record<string, Record<string, number>> = {}
  const stats: Record<string, { min: number; max: number; avg: number; sum: number }> = {}
  for (const attr of facetAttributes(store, q.facets)) {
    const { entries } = countFacet(store, hits, attr)
    if (entries.length === 0) continue
    entries.sort(q.sortFacetValuesBy === 'alpha' ? byValue : byCount)
    facets[attr] = Object.fromEntries(entries.slice(0, q.maxValuesPerFacet))
    if (entries.every(([label]) => label.trim() !== '' && Number.isFinite(Number(label)))) {
      let min = Infinity
      let max = -Infinity
      let sum = 0
      let n = 0
      for (const [label, count] of entries) {
        const v = Number(label)
        min = Math.min(min, v)
        max = Math.max(max, v)
        sum += v * count
        n += count
      }
      stats[attr] = { min, max, avg: n > 0 ? sum / n : 0, sum }
    }
  }
  return { facets, stats }
}

function pick(rec: Rec, attributes: string[] | null): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) {
    const excluded = (attributes ?? []).filter((a) => a.startsWith('-')).map((a) => a.slice(1))
    if (excluded.length === 0) return { ...rec }
    return Object.fromEntries(Object.entries(rec).filter(([k]) => k === 'objectID' || !excluded.includes(k)))
  }
  const out: Record<string, unknown> = {}
  for (const attr of attributes) if (attr in rec) out[attr] = rec[attr]
  out.objectID = rec.objectID
  return out
}

type Markup = HighlightOption | SnippetOption | Markup[]

function markup(value: unknown, one: (text: string) => HighlightOption | SnippetOption): Markup | undefined {
  if (typeof value === 'string') return one(value)
  if (typeof value === 'number') return one(String(value))
  if (Array.isArray(value)) {
    const items = value.map((v) => markup(v, one)).filter((v): v is Markup => v !== undefined)
    return items.length > 0 ? items : undefined
  }
  return undefined
}

function highlightAttributes(view: View, q: Query, rec: Rec): string[] {
  const wanted = q.attributesToHighlight ?? view.store.searchableAttributes().map((s) => s.attr)
  return wanted.includes('*') ? Object.keys(rec).filter((k) => k !== 'objectID') : wanted
}

function formatHit(view: View, q: Query, rec: Rec, hl: Highlighter): Record<string, unknown> {
  const hit = pick(rec, q.attributesToRetrieve)
  const highlights: Record<string, Markup> = {}
  for (const attr of highlightAttributes(view, q, rec)) {
    const m = markup(rec[attr], (text) => hl.highlight(text, q.highlightPreTag, q.highlightPostTag))
    if (m !== undefined) highlights[attr] = m
  }
  if (Object.keys(highlights).length > 0) hit._highlightResult = highlights
  if (q.attributesToSnippet.length > 0) {
    const snippets: Record<string, Markup> = {}
    for (const spec of q.attributesToSnippet) {
      const [attr = '', n] = spec.split(':')
      const words = Number(n) > 0 ? Number(n) : 10
      const m = markup(rec[attr], (text) => hl.snippet(text, words, q.highlightPreTag, q.highlightPostTag, q.snippetEllipsisText))
      if (m !== undefined) snippets[attr] = m
    }
    hit._snippetResult = snippets
  }
  return hit
}

const elapsed = (started: number) => Math.max(1, Math.round(performance.now() - started))

/** Runs a hits query on a view (an index, or a replica over its primary's records). */
export function searchView(view: View, q: Query, started = performance.now()): SearchAnswer {
  const limit = view.settings.paginationLimitedTo
  const byOffset = q.offset !== null || q.length !== null
  const hitsPerPage = byOffset ? (q.length ?? q.hitsPerPage) : q.hitsPerPage
  const start = byOffset ? (q.offset ?? 0) : q.page * hitsPerPage
  const end = Math.min(start + hitsPerPage, limit)
  const outcome: SearchOutcome = run(view.store, view.settings, view.ranking, q, { start, end: Math.max(start, end) }, view.synonyms)
  const hl = new Highlighter(outcome.plan)
  const hits = outcome.page.map((doc, i) => {
    const hit = formatHit(view, q, view.store.records[doc] as Rec, hl)
    if (outcome.info) hit._rankingInfo = outcome.info[i]
    return hit
  })
  const { facets, stats } = q.facets.length > 0 ? facetsOf(view.store, outcome.hits, q) : { facets: undefined, stats: undefined }
  const answer: SearchAnswer = {
    hits,
    nbHits: outcome.nbHits,
    page: byOffset ? (hitsPerPage > 0 ? Math.floor(start / hitsPerPage) : 0) : q.page,
    nbPages: hitsPerPage > 0 ? Math.ceil(Math.min(outcome.nbHits, limit) / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true, facetsCount: true },
    query: q.query,
    params: q.echo,
    index: view.name,
    renderingContent: {},
    processingTimeMS: 0,
  }
  if (byOffset) {
    answer.offset = start
    answer.length = hitsPerPage
  }
  if (facets) {
    answer.facets = facets
    answer.exhaustiveFacetsCount = true
    if (Object.keys(stats).length > 0) answer.facets_stats = stats
  }
  if (q.clickAnalytics) answer.queryID = randomBytes(16).toString('hex')
  answer.processingTimeMS = elapsed(started)
  if (q.responseFields && !q.responseFields.includes('*')) {
    const fields = new Set(q.responseFields)
    for (const key of Object.keys(answer)) if (!fields.has(key)) delete answer[key]
  }
  return answer
}

/** Facet-value search: the facet's values among the query's hits whose words start with the facet query's words. */
export function searchFacetValues(view: View, facet: string, q: Query, started = performance.now()): FacetAnswer {
  if (!FACET_NAME.test(facet)) {
    throw badRequest(`Invalid facet name '${facet.slice(0, 80)}': 1 to 64 letters, digits, '_' or '-'`)
  }
  const declared = view.store.layout.facets.find((f) => f.attr === facet)
  if (!declared || !declared.searchable) {
    throw badRequest(`Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`)
  }
  const outcome = run(view.store, view.settings, view.ranking, q, { start: 0, end: 0 }, view.synonyms)
  const { entries } = countFacet(view.store, outcome.hits, facet)
  const words = parts(q.facetQuery).map((p) => p.term)
  const hits: FacetHit[] = []
  entries.sort(byCount)
  for (const [label, count] of entries) {
    const ps = parts(label, true)
    const ranges: [number, number][] = []
    const ok = words.every((w) => {
      const p = ps.find((x) => x.term.startsWith(w))
      if (!p || !p.map) return false
      ranges.push([p.map[0] as number, (p.map[w.length - 1] as number) + 1])
      return true
    })
    if (!ok) continue
    // a range starting inside the previous one is left out; the value is escaped around the tags
    ranges.sort((a, b) => a[0] - b[0])
    const kept: [number, number][] = []
    let cursor = 0
    for (const [a, b] of ranges) {
      if (a < cursor) continue
      kept.push([a, b])
      cursor = b
    }
    hits.push({ value: label, highlighted: wrap(label, kept, q.highlightPreTag, q.highlightPostTag), count })
    if (hits.length >= q.maxFacetHits) break
  }
  return { facetHits: hits, exhaustiveFacetsCount: true, processingTimeMS: elapsed(started) }
}
