/**
 * Query evaluation with Algolia's relevance:
 *  - every query word must match (AND); the last word also matches as a prefix (unless the query ends with a space);
 *  - typo tolerance by word length (none under `minWordSizefor1Typo` = 4 letters, 1 from 4, 2 from
 *    `minWordSizefor2Typos` = 8; transpositions count as one typo; none on words with digits by default);
 *  - a word written with separators (`6204-2RS`) matches its parts or their join (`62042rs`);
 *  - ranking: fewer typos → best attribute (searchable attribute rank, then word position) → exactness (a whole
 *    attribute value equal to the query first, then more words matched exactly rather than as prefix or typo) →
 *    the index's custom ranking.
 * Proximity is not a criterion here (no word positions kept beyond the first eight of an attribute).
 */
import { badRequest, isSearchApiError } from './errors'
import { combine, compile, parseFacetFilters, parseFilters, parseNumericFilters, parseTagFilters, type Predicate } from './filters'
import type { Query } from './params'
import type { Settings, SortCriterion } from './settings'
import { POSTING_SCALE, SHORT_PREFIX, valueAt, type Store, type TermEntry } from './store'
import { fold, hasDigit, parts, transpositions, typoDistance, type Part } from './text'
import type { Alternative, Synonyms } from './synonyms'

/* ------------------------------------------------------------------ */
/* Query words                                                         */
/* ------------------------------------------------------------------ */

/** One query word as typed (`6204-2RS`): its parts and, when it has several, their join. */
export type Unit = { text: string; parts: string[]; join: string | null; prefix: boolean }

const MAX_UNITS = 16

export function queryUnits(query: string): Unit[] {
  const ps = parts(query)
  const chunks: Part[][] = []
  for (const p of ps) {
    if (p.glued && chunks.length > 0) (chunks[chunks.length - 1] as Part[]).push(p)
    else chunks.push([p])
  }
  const trailingSpace = /\s$/.test(query)
  return chunks.slice(0, MAX_UNITS).map((chunk, i, all) => {
    const terms = chunk.map((p) => p.term)
    return {
      text: fold(query.slice((chunk[0] as Part).start, (chunk[chunk.length - 1] as Part).end)),
      parts: terms,
      join: terms.length > 1 ? terms.join('') : null,
      prefix: i === all.length - 1 && !trailingSpace,
    }
  })
}

/* ------------------------------------------------------------------ */
/* Term expansion (cached per store and dictionary version)            */
/* ------------------------------------------------------------------ */

/** A matching term: packed quality `typos << 16 | notExact << 8` (the attribute is added per posting). */
export type Match = { term: string; entry: TermEntry; q: number; typos: number; kind: 'exact' | 'prefix' | 'typo' }

const TYPO_SHIFT = 16
const NOT_EXACT_SHIFT = 8
const ATTR_MASK = POSTING_SCALE - 1

type Cache = { termsVersion: number; expansions: Map<string, Match[]> }
const caches = new WeakMap<Store, Cache>()
const CACHE_SIZE = 2000

export function maxTypos(word: string, settings: Settings, tolerance: Query['typoTolerance']): number {
  if (tolerance === false) return 0
  if (!settings.allowTyposOnNumericTokens && hasDigit(word)) return 0
  if (word.length >= settings.minWordSizefor2Typos) return 2
  if (word.length >= settings.minWordSizefor1Typo) return 1
  return 0
}

export function expand(store: Store, word: string, prefix: boolean, typos: number): Match[] {
  let cache = caches.get(store)
  if (!cache || cache.termsVersion !== store.termsVersion) {
    cache = { termsVersion: store.termsVersion, expansions: new Map() }
    caches.set(store, cache)
  }
  const key = `${word}|${prefix ? 1 : 0}|${typos}`
  const hit = cache.expansions.get(key)
  if (hit) return hit

  const out: Match[] = []
  const seen = new Set<string>()
  const exact = store.termMap.get(word)
  if (exact) {
    out.push({ term: word, entry: exact, q: 0, typos: 0, kind: 'exact' })
    seen.add(word)
  }
  if (prefix && word.length <= SHORT_PREFIX) {
    // one list for every term starting with these letters (the exact term's documents come first, above)
    const entry = store.shortPrefixes.get(word)
    if (entry) out.push({ term: word, entry, q: 1 << NOT_EXACT_SHIFT, typos: 0, kind: 'prefix' })
  } else if (prefix) {
    store.terms.atPrefix(word).forEach((term, entry) => {
      if (term === word) return
      out.push({ term, entry, q: 1 << NOT_EXACT_SHIFT, typos: 0, kind: 'prefix' })
      seen.add(term)
    })
  }
  if (typos > 0) {
    const candidates = new Map<string, TermEntry>()
    for (const [term, [entry]] of store.terms.fuzzyGet(word, typos)) candidates.set(term, entry)
    for (const variant of transpositions(word)) {
      if (typos === 1) {
        const entry = store.termMap.get(variant)
        if (entry) candidates.set(variant, entry)
      } else for (const [term, [entry]] of store.terms.fuzzyGet(variant, 1)) candidates.set(term, entry)
    }
    for (const [term, entry] of candidates) {
      if (seen.has(term)) continue
      const d = typoDistance(word, term, typos)
      if (d === 0 || d > typos) continue
      out.push({ term, entry, q: (d << TYPO_SHIFT) | (1 << NOT_EXACT_SHIFT), typos: d, kind: 'typo' })
    }
  }
  out.sort((a, b) => a.q - b.q)
  if (cache.expansions.size >= CACHE_SIZE) cache.expansions.clear()
  cache.expansions.set(key, out)
  return out
}

/* ------------------------------------------------------------------ */
/* Document sets                                                       */
/* ------------------------------------------------------------------ */

/** Documents and their packed quality (`typos << 16 | notExact << 8 | attribute`), in parallel arrays. */
type DocSet = { docs: number[]; quals: number[] }

/** Per-store work arrays, stamped with a generation number instead of being cleared. */
type Scratch = { stamp: Int32Array; slot: Int32Array; mark: Int32Array; gen: number }
const scratches = new WeakMap<Store, Scratch>()

function scratchFor(store: Store): Scratch {
  let s = scratches.get(store)
  if (!s || s.stamp.length < store.nDocs) {
    const size = Math.max(1024, store.alive.length)
    s = { stamp: new Int32Array(size), slot: new Int32Array(size), mark: new Int32Array(size), gen: 0 }
    scratches.set(store, s)
  }
  if (s.gen > 2_000_000_000) {
    s.stamp.fill(0)
    s.mark.fill(0)
    s.gen = 0
  }
  return s
}

/** Sum of typos and of non-exact words, best attribute. */
const merge = (a: number, b: number): number => ((a & ~ATTR_MASK) + (b & ~ATTR_MASK)) | Math.min(a & ATTR_MASK, b & ATTR_MASK)

/**
 * The documents of a word's matching terms, each with its best quality. With `within`, only the documents of that
 * set are kept (a broad word after a selective one: its postings are read, but nothing else is allocated).
 */
function collect(store: Store, matches: Match[], s: Scratch, within: DocSet | null): DocSet {
  let withinGen = 0
  if (within) {
    withinGen = ++s.gen
    for (let i = 0; i < within.docs.length; i++) s.mark[within.docs[i] as number] = withinGen
  }
  const gen = ++s.gen
  const { stamp, slot, mark } = s
  const alive = store.alive
  const docs: number[] = []
  const quals: number[] = []
  for (const m of matches) {
    const postings = m.entry.postings
    const q = m.q
    for (let i = 0; i < postings.length; i++) {
      const p = postings[i] as number
      const doc = (p / POSTING_SCALE) | 0
      if (within ? mark[doc] !== withinGen : alive[doc] === 0) continue
      const attr = p & ATTR_MASK
      if (stamp[doc] !== gen) {
        stamp[doc] = gen
        slot[doc] = docs.length
        docs.push(doc)
        quals.push(q | attr)
      } else {
        // already matched by a better term: keep the best attribute among matches with as few typos
        const k = slot[doc] as number
        const prev = quals[k] as number
        if (prev >>> TYPO_SHIFT === q >>> TYPO_SHIFT && attr < (prev & ATTR_MASK)) quals[k] = (prev & ~ATTR_MASK) | attr
      }
    }
  }
  return { docs, quals }
}

function intersect(sets: DocSet[], s: Scratch): DocSet {
  const sorted = [...sets].sort((a, b) => a.docs.length - b.docs.length)
  let cur = sorted[0] as DocSet
  for (let k = 1; k < sorted.length; k++) {
    if (cur.docs.length === 0) break
    const other = sorted[k] as DocSet
    const gen = ++s.gen
    for (let i = 0; i < cur.docs.length; i++) {
      const d = cur.docs[i] as number
      s.stamp[d] = gen
      s.slot[d] = i
    }
    const docs: number[] = []
    const quals: number[] = []
    for (let j = 0; j < other.docs.length; j++) {
      const d = other.docs[j] as number
      if (s.stamp[d] !== gen) continue
      docs.push(d)
      quals.push(merge(cur.quals[s.slot[d] as number] as number, other.quals[j] as number))
    }
    cur = { docs, quals }
  }
  return cur
}

function union(a: DocSet, b: DocSet, s: Scratch): DocSet {
  if (b.docs.length === 0) return a
  if (a.docs.length === 0) return b
  const gen = ++s.gen
  const docs = a.docs.slice()
  const quals = a.quals.slice()
  for (let i = 0; i < docs.length; i++) {
    s.stamp[docs[i] as number] = gen
    s.slot[docs[i] as number] = i
  }
  for (let j = 0; j < b.docs.length; j++) {
    const d = b.docs[j] as number
    const q = b.quals[j] as number
    if (s.stamp[d] === gen) {
      const k = s.slot[d] as number
      if (q < (quals[k] as number)) quals[k] = q
    } else {
      docs.push(d)
      quals.push(q)
    }
  }
  return { docs, quals }
}

/** Expansions of every query word (for highlighting too), and of the synonyms of the query's words. */
export type Plan = { units: Unit[]; matches: Match[][][]; joins: (Match[] | null)[]; synonyms: SynonymMatches[] }

/** An alternative to query words `from..to` (synonyms.ts): the matching terms of each of its words, all required. */
export type SynonymMatches = Alternative & { matches: Match[][] }

export function plan(store: Store, query: string, settings: Settings, tolerance: Query['typoTolerance'], synonyms?: Synonyms | null): Plan {
  const units = queryUnits(query)
  const matches = units.map((u) =>
    u.parts.map((p, i) => expand(store, p, u.prefix && i === u.parts.length - 1, maxTypos(p, settings, tolerance))),
  )
  const joins = units.map((u) => (u.join ? expand(store, u.join, u.prefix, 0) : null))
  return { units, matches, joins, synonyms: synonymMatches(store, units, synonyms) }
}

/* --- synonyms: the alternatives' words are matched exactly (no prefix, no typo); see synonyms.ts --- */

function synonymMatches(store: Store, units: Unit[], synonyms: Synonyms | null | undefined): SynonymMatches[] {
  if (!synonyms || synonyms.size === 0) return []
  return synonyms.alternatives(units).map((alt) => {
    // single-word alternatives rank as exact (Algolia's alternativesAsExact default); altcorrections count typos
    const q = (alt.typos << TYPO_SHIFT) | ((alt.exact ? 0 : 1) << NOT_EXACT_SHIFT)
    const matches = alt.words.map((w) => expand(store, w, false, 0).map((m): Match => ({ ...m, q, typos: alt.typos })))
    return { ...alt, matches }
  })
}

/** The documents matching an alternative covering query word `u` (within `within` when given). */
function synonymDocs(store: Store, p: Plan, u: number, s: Scratch, within: DocSet | null): DocSet | null {
  let out: DocSet | null = null
  for (const alt of p.synonyms) {
    if (u < alt.from || u > alt.to) continue
    let docs: DocSet | null = null
    for (const m of alt.matches) docs = docs ? intersect([docs, collect(store, m, s, docs)], s) : collect(store, m, s, within)
    if (docs) out = out ? union(out, docs, s) : docs
  }
  return out
}
/* --- end synonyms --- */

const cost = (matches: Match[]): number => matches.reduce((sum, m) => sum + m.entry.postings.length, 0)

function evaluate(store: Store, p: Plan, s: Scratch): DocSet {
  if (p.units.length === 0) {
    const docs: number[] = []
    for (let d = 0; d < store.nDocs; d++) if (store.alive[d]) docs.push(d)
    return { docs, quals: new Array<number>(docs.length).fill(0) }
  }
  // the most selective word first; each next word only keeps the documents already found
  const order = p.units
    .map((_, u) => ({ u, cost: (p.matches[u] as Match[][]).reduce((sum, m) => sum + cost(m), 0) + cost(p.joins[u] ?? []) }))
    .sort((a, b) => a.cost - b.cost)
  let current: DocSet | null = null
  for (const { u } of order) {
    const within: DocSet | null = current
    let unit: DocSet | null = null
    for (const m of p.matches[u] as Match[][]) {
      const part = collect(store, m, s, unit ?? within)
      unit = unit ? intersect([unit, part], s) : part
    }
    const join = p.joins[u]
    if (join) unit = union(unit as DocSet, collect(store, join, s, within), s)
    const alternatives = p.synonyms.length > 0 ? synonymDocs(store, p, u, s, within) : null
    if (alternatives) unit = union(unit as DocSet, alternatives, s)
    current = within ? intersect([within, unit as DocSet], s) : (unit as DocSet)
    if (current.docs.length === 0) break
  }
  return current as DocSet
}

/* ------------------------------------------------------------------ */
/* Ordering                                                            */
/* ------------------------------------------------------------------ */

type Order = { version: number; key: string; pos: Int32Array; docAt: Int32Array }
const orders = new WeakMap<Store, Map<string, Order>>()
const POS_RANGE = 2 ** 24

function sortValue(v: unknown): number | string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'string') return fold(v)
  if (Array.isArray(v) && v.length > 0) return sortValue(v[0])
  return null
}

/** The position of every document in the order of `criteria` (ties: insertion order), cached per store version. */
function orderFor(store: Store, criteria: SortCriterion[]): Order {
  const key = JSON.stringify(criteria)
  let perStore = orders.get(store)
  if (!perStore) {
    perStore = new Map()
    orders.set(store, perStore)
  }
  const cached = perStore.get(key)
  if (cached && cached.version === store.version) return cached
  const docs: number[] = []
  for (let d = 0; d < store.nDocs; d++) if (store.alive[d]) docs.push(d)
  if (criteria.length > 0) {
    const columns = criteria.map((c) => docsValues(store, docs, c.attr))
    const rank = new Int32Array(store.nDocs)
    docs.forEach((d, i) => (rank[d] = i))
    docs.sort((a, b) => {
      for (let c = 0; c < criteria.length; c++) {
        const col = columns[c] as (number | string | null)[]
        const va = col[a] ?? null
        const vb = col[b] ?? null
        if (va === vb) continue
        if (va === null) return 1 // missing values last, whatever the direction
        if (vb === null) return -1
        const cmp = va < vb ? -1 : va > vb ? 1 : 0
        if (cmp !== 0) return (criteria[c] as SortCriterion).desc ? -cmp : cmp
      }
      return (rank[a] as number) - (rank[b] as number)
    })
  }
  const pos = new Int32Array(Math.max(store.nDocs, 1))
  const docAt = new Int32Array(Math.max(docs.length, 1))
  docs.forEach((d, i) => {
    pos[d] = i
    docAt[i] = d
  })
  const order = { version: store.version, key, pos, docAt }
  perStore.set(key, order)
  return order
}

function docsValues(store: Store, docs: number[], attr: string): (number | string | null)[] {
  const out = new Array<number | string | null>(store.nDocs).fill(null)
  for (const d of docs) out[d] = sortValue(valueAt(store.records[d] as Record<string, unknown>, attr))
  return out
}

/** The `count` smallest keys, sorted (a bounded max-heap when few are wanted among many). */
function smallest(keys: Float64Array, count: number): Float64Array {
  if (count <= 0) return new Float64Array(0)
  if (keys.length <= 4096 || count * 8 > keys.length) return keys.slice().sort().subarray(0, count)
  const heap = new Float64Array(count)
  let size = 0
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1
      if ((heap[parent] as number) >= (heap[i] as number)) break
      ;[heap[parent], heap[i]] = [heap[i] as number, heap[parent] as number]
      i = parent
    }
  }
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let m = i
      if (l < size && (heap[l] as number) > (heap[m] as number)) m = l
      if (r < size && (heap[r] as number) > (heap[m] as number)) m = r
      if (m === i) return
      ;[heap[m], heap[i]] = [heap[i] as number, heap[m] as number]
      i = m
    }
  }
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as number
    if (size < count) {
      heap[size] = k
      siftUp(size++)
    } else if (k < (heap[0] as number)) {
      heap[0] = k
      siftDown(0)
    }
  }
  return heap.subarray(0, size).sort()
}

/* ------------------------------------------------------------------ */
/* Search                                                              */
/* ------------------------------------------------------------------ */

export type Ranking = {
  /** Sort attributes placed before the relevance criteria (a standard replica sorting by price, name…). */
  sort: SortCriterion[]
  custom: SortCriterion[]
}

export type SearchOutcome = {
  plan: Plan
  nbHits: number
  /** Documents of the requested page, in order. */
  page: number[]
  /** Every hit (after filters), for facet counts. */
  hits: number[]
}

function filterOf(store: Store, q: Query): Predicate | null {
  try {
    return compile(
      combine([parseFilters(q.filters), parseFacetFilters(q.facetFilters), parseNumericFilters(q.numericFilters), parseTagFilters(q.tagFilters)]),
      store,
    )
  } catch (error) {
    if (isSearchApiError(error)) throw error
    throw badRequest(`Invalid filters: ${String(error)}`)
  }
}

/** Runs `q` on `store` and returns the hits of the requested page plus every hit's document. */
export function run(
  store: Store,
  settings: Settings,
  ranking: Ranking,
  q: Query,
  window: { start: number; end: number },
  synonyms?: Synonyms | null,
): SearchOutcome {
  const s = scratchFor(store)
  const p = plan(store, q.query, settings, q.typoTolerance, q.synonyms ? synonyms : null)
  const set = evaluate(store, p, s)
  let docs = set.docs
  let quals = set.quals

  const predicate = filterOf(store, q)
  if (predicate) {
    const fd: number[] = []
    const fq: number[] = []
    for (let i = 0; i < docs.length; i++) {
      if (predicate(docs[i] as number)) {
        fd.push(docs[i] as number)
        fq.push(quals[i] as number)
      }
    }
    docs = fd
    quals = fq
  }

  if ((q.typoTolerance === 'min' || q.typoTolerance === 'strict') && docs.length > 0) {
    let min = Infinity
    for (const qual of quals) min = Math.min(min, qual >>> TYPO_SHIFT)
    const limit = q.typoTolerance === 'min' ? min : min + 1
    const keep = docs.map((_, i) => (quals[i] as number) >>> TYPO_SHIFT <= limit)
    docs = docs.filter((_, i) => keep[i])
    quals = quals.filter((_, i) => keep[i])
  }

  // the whole attribute value equals the query (only matters for documents matched without typo or prefix)
  const whole = p.units.length > 0 ? store.wholeValues.get(p.units.flatMap((u) => u.parts).join(' ')) : undefined
  const wholeGen = ++s.gen
  if (whole) for (const d of whole) s.stamp[d] = wholeGen

  const start = Math.min(window.start, docs.length)
  const end = Math.min(window.end, docs.length)
  const page: number[] = []
  if (end > start) {
    // a standard replica sorts every hit by its sort attributes (then custom ranking), relevance aside
    const sorting = ranking.sort.length > 0
    const custom = orderFor(store, [...ranking.sort, ...ranking.custom])
    const keys = new Float64Array(docs.length)
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i] as number
      const qual = quals[i] as number
      const notExact = (qual >>> NOT_EXACT_SHIFT) & 0xff
      const exactScore = notExact === 0 && s.stamp[d] === wholeGen ? 0 : Math.min(63, 1 + notExact)
      const relevance = sorting || p.units.length === 0 ? 0 : (Math.min(31, qual >>> TYPO_SHIFT) << 13) | ((qual & ATTR_MASK) << 6) | exactScore
      keys[i] = relevance * POS_RANGE + (custom.pos[d] as number)
    }
    const best = smallest(keys, end)
    for (let i = start; i < best.length; i++) page.push(custom.docAt[(best[i] as number) % POS_RANGE] as number)
  }
  return { plan: p, nbHits: docs.length, page, hits: docs }
}
