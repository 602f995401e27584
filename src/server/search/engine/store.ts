/**
 * The records of one index and its inverted index: MiniSearch's radix tree (`SearchableMap`) maps every folded term
 * to its posting list, so prefix and typo look-ups walk the tree instead of every term. A posting packs
 * `doc * 128 + rank * 8 + position` (rank of the searchable attribute, position of the word in it, both capped):
 * one posting per term and document, the best one.
 *
 * Deleting or replacing a record only marks its document dead; the dead are dropped by a compaction once they
 * outnumber the living (documents keep their number until then).
 */
import SearchableMap from 'minisearch/SearchableMap'

import { analyse, fold, type Analysis } from './text'

export type Rec = Record<string, unknown> & { objectID: string }

export type TermEntry = { postings: number[] }

export type SearchableAttribute = { attr: string; rank: number; unordered: boolean }
export type FacetAttribute = { attr: string; searchable: boolean; filterOnly: boolean }
export type Layout = { searchable: SearchableAttribute[] | null; facets: FacetAttribute[] }

export const POSTING_SCALE = 128
export const MAX_RANK = 15
const MAX_POSITION = 7
const ANALYSIS_CACHE = 20_000
/** Prefixes up to this length have their own posting lists (`shortPrefixes`). */
export const SHORT_PREFIX = 2

export type FacetColumn = {
  ids: Map<string, number>
  /** Display value of each id (the first spelling seen). */
  labels: string[]
  /** First value id of each document (-1: none); most facets have one value per record. */
  first: Int32Array
  /** The other value ids of documents with several. */
  more: Map<number, number[]>
  /** Value as written → id (saves folding values seen before). */
  seen: Map<string, number>
}

/** Does the document have facet value `id`? */
export const hasFacetValue = (column: FacetColumn, doc: number, id: number): boolean =>
  column.first[doc] === id || (column.more.get(doc)?.includes(id) ?? false)

const newColumn = (capacity: number): FacetColumn => ({
  ids: new Map(),
  labels: [],
  first: new Int32Array(capacity).fill(-1),
  more: new Map(),
  seen: new Map(),
})

/** Value of a (possibly dotted) attribute path. */
export function valueAt(rec: Record<string, unknown>, path: string): unknown {
  if (!path.includes('.')) return rec[path]
  let v: unknown = rec
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined
    v = (v as Record<string, unknown>)[key]
  }
  return v
}

/** The text values of an attribute (strings, numbers, arrays of them). */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value]
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)]
  if (Array.isArray(value)) return value.flatMap((v) => (typeof v === 'string' || typeof v === 'number' ? textsOf(v) : []))
  return []
}

/** Facet values of an attribute: strings, numbers and booleans, or arrays of them. */
export function facetValuesOf(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value]
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)]
  if (typeof value === 'boolean') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(facetValuesOf)
  return []
}

export class Store {
  readonly layout: Layout
  records: (Rec | undefined)[] = []
  private ids: string[] = []
  private byId = new Map<string, number>()
  alive = new Uint8Array(1024)
  nDocs = 0
  nAlive = 0
  private nDead = 0
  /** Every term: the hash map for exact look-ups, MiniSearch's radix tree for prefix and typo look-ups. */
  termMap = new Map<string, TermEntry>()
  terms = new SearchableMap<TermEntry>()
  /**
   * Postings of the 1- and 2-letter prefixes (the best score among a document's terms that start with them): the
   * first keystrokes read one list instead of the postings of thousands of terms.
   */
  shortPrefixes = new Map<string, TermEntry>()
  /** Normalised short attribute values → documents having them (exact criterion). */
  wholeValues = new Map<string, number[]>()
  facets = new Map<string, FacetColumn>()
  /** Bumped on every write; caches built from the store compare it. */
  version = 0
  /** Bumped when a term appears: term expansions cached by the searcher compare it. */
  termsVersion = 0
  /** Bumped when the documents are renumbered (compaction, clear): caches by document number compare it. */
  epoch = 0
  /** How the last compaction renumbered the documents (old number → new, -1 for a dead one), for the sort orders. */
  remap: { fromEpoch: number; toEpoch: number; oldToNew: Int32Array } | null = null
  /** Searchable attributes actually used (the layout's, or every text attribute seen when it has none). */
  private implicit = new Map<string, number>()

  constructor(layout: Layout) {
    this.layout = layout
    for (const f of layout.facets) this.facets.set(f.attr, newColumn(this.alive.length))
  }

  get size(): number {
    return this.nAlive
  }

  get(objectID: string): Rec | undefined {
    const doc = this.byId.get(objectID)
    return doc === undefined ? undefined : this.records[doc]
  }

  docOf(objectID: string): number | undefined {
    return this.byId.get(objectID)
  }

  objectIdOf(doc: number): string {
    return this.ids[doc] as string
  }

  /** Every living record, in insertion order. */
  *all(): IterableIterator<Rec> {
    for (let d = 0; d < this.nDocs; d++) if (this.alive[d]) yield this.records[d] as Rec
  }

  /** The searchable attributes in rank order (those of the layout, or the implicit ones). */
  searchableAttributes(): SearchableAttribute[] {
    if (this.layout.searchable) return this.layout.searchable
    return [...this.implicit.keys()].map((attr) => ({ attr, rank: 0, unordered: true }))
  }

  add(rec: Rec): void {
    const old = this.byId.get(rec.objectID)
    if (old !== undefined) this.kill(old)
    const doc = this.nDocs++
    if (doc >= this.alive.length) this.grow(this.alive.length * 2)
    this.records[doc] = rec
    this.ids[doc] = rec.objectID
    this.byId.set(rec.objectID, doc)
    this.alive[doc] = 1
    this.nAlive++
    this.indexText(doc, rec)
    this.indexFacets(doc, rec)
    this.version++
  }

  private grow(capacity: number): void {
    const alive = new Uint8Array(capacity)
    alive.set(this.alive)
    this.alive = alive
    for (const column of this.facets.values()) {
      const first = new Int32Array(capacity).fill(-1)
      first.set(column.first)
      column.first = first
    }
  }

  remove(objectID: string): boolean {
    const doc = this.byId.get(objectID)
    if (doc === undefined) return false
    this.kill(doc)
    this.compactIfNeeded()
    return true
  }

  clear(): void {
    const fresh = new Store(this.layout)
    this.adopt(fresh)
  }

  private kill(doc: number): void {
    this.alive[doc] = 0
    this.byId.delete(this.ids[doc] as string)
    this.records[doc] = undefined
    this.nAlive--
    this.nDead++
    this.version++
  }

  /** Rebuilds the postings without the dead documents once they outnumber the living. */
  compactIfNeeded(): void {
    if (this.nDead < 1000 || this.nDead < this.nAlive) return
    const fresh = new Store(this.layout)
    // the living keep their relative numbering: document d becomes the number of living documents before it
    const oldToNew = new Int32Array(Math.max(this.nDocs, 1)).fill(-1)
    for (let d = 0; d < this.nDocs; d++) {
      if (!this.alive[d]) continue
      oldToNew[d] = fresh.nDocs
      fresh.add(this.records[d] as Rec)
    }
    const fromEpoch = this.epoch
    this.adopt(fresh)
    this.remap = { fromEpoch, toEpoch: this.epoch, oldToNew }
  }

  private adopt(fresh: Store): void {
    const version = this.version + 1
    const termsVersion = this.termsVersion + 1
    const epoch = this.epoch + 1
    Object.assign(this, fresh)
    this.version = version + fresh.version
    this.termsVersion = termsVersion + fresh.termsVersion
    this.epoch = epoch
    this.remap = null
  }

  /** Analyses of the values seen (brands, categories, catalogues repeat on thousands of records). */
  private analyses = new Map<string, Analysis>()
  private best = new Map<string, number>()
  private prefixBest = new Map<string, number>()

  private analysisOf(text: string): Analysis {
    let a = this.analyses.get(text)
    if (!a) {
      a = analyse(text)
      if (this.analyses.size >= ANALYSIS_CACHE) this.analyses.clear()
      this.analyses.set(text, a)
    }
    return a
  }

  private indexText(doc: number, rec: Rec): void {
    const best = this.best
    best.clear()
    const attributes = this.layout.searchable ?? this.implicitAttributes(rec)
    for (const { attr, rank, unordered } of attributes) {
      let offset = 0
      for (const text of textsOf(valueAt(rec, attr))) {
        const a = this.analysisOf(text)
        const { terms, positions } = a
        for (let i = 0; i < terms.length; i++) {
          const term = terms[i] as string
          const score = rank * 8 + (unordered ? 0 : Math.min((positions[i] as number) + offset, MAX_POSITION))
          const previous = best.get(term)
          if (previous === undefined || score < previous) best.set(term, score)
        }
        offset += a.parts
        if (a.whole !== null) {
          const docs = this.wholeValues.get(a.whole)
          if (!docs) this.wholeValues.set(a.whole, [doc])
          else if (docs[docs.length - 1] !== doc) docs.push(doc)
        }
      }
    }
    const prefixes = this.prefixBest
    prefixes.clear()
    for (const [term, score] of best) {
      let entry = this.termMap.get(term)
      if (!entry) {
        this.termMap.set(term, (entry = { postings: [] }))
        this.terms.set(term, entry)
        this.termsVersion++
      }
      entry.postings.push(doc * POSTING_SCALE + score)
      for (let n = 1; n <= SHORT_PREFIX && n <= term.length; n++) {
        const prefix = term.slice(0, n)
        const previous = prefixes.get(prefix)
        if (previous === undefined || score < previous) prefixes.set(prefix, score)
      }
    }
    for (const [prefix, score] of prefixes) {
      let entry = this.shortPrefixes.get(prefix)
      if (!entry) this.shortPrefixes.set(prefix, (entry = { postings: [] }))
      entry.postings.push(doc * POSTING_SCALE + score)
    }
  }

  private implicitAttributes(rec: Rec): SearchableAttribute[] {
    for (const [key, value] of Object.entries(rec)) {
      if (key !== 'objectID' && textsOf(value).length > 0 && !this.implicit.has(key)) this.implicit.set(key, 0)
    }
    return [...this.implicit.keys()].map((attr) => ({ attr, rank: 0, unordered: true }))
  }

  private indexFacets(doc: number, rec: Rec): void {
    for (const [attr, column] of this.facets) {
      const values = facetValuesOf(valueAt(rec, attr))
      if (values.length === 0) continue
      const ids: number[] = []
      for (const value of values) {
        let id = column.seen.get(value)
        if (id === undefined) {
          const key = fold(value)
          id = column.ids.get(key)
          if (id === undefined) {
            id = column.labels.length
            column.ids.set(key, id)
            column.labels.push(value)
          }
          if (column.seen.size < 100_000) column.seen.set(value, id)
        }
        if (!ids.includes(id)) ids.push(id)
      }
      column.first[doc] = ids[0] as number
      if (ids.length > 1) column.more.set(doc, ids.slice(1))
    }
  }
}
