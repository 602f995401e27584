/**
 * Query evaluation with Algolia's relevance:
 *  - every query word must match (AND); the last word also matches as a prefix (unless the query ends with a space);
 *    `optionalWords` need not match, and a query without hits is relaxed (`removeWordsIfNoResults`);
 *  - typo tolerance by word length (none under `minWordSizefor1Typo` = 4 letters, 1 from 4, 2 from
 *    `minWordSizefor2Typos` = 8; transpositions count as one typo; none on words with digits by default);
 *  - a word written with separators (`6204-2RS`) matches its parts or their join (`62042rs`); two words written apart
 *    match their concatenation (`ucp 211`), an unknown word its two halves (`gogglegear`); a number and its unit are
 *    one dimension (`8 mm`); French plurals, stop words and elisions (`ignorePlurals`, `removeStopWords`);
 *  - ranking: more words matched → fewer typos → proximity (distance between consecutive query words, from each
 *    word's best position: positions are kept for the first eight words of an attribute) → best attribute
 *    (searchable attribute rank, then word position) → exactness (a whole attribute value equal to the query first,
 *    then more words matched exactly rather than as prefix or typo) → the index's custom ranking. Algolia puts typo
 *    before words; here a relaxed query's hits with every word come first whatever their typos.
 */
import { badRequest, isSearchApiError } from './errors'
import { combine, compile, parseFacetFilters, parseFilters, parseNumericFilters, parseTagFilters, type Predicate } from './filters'
import type { Query } from './params'
import type { Settings, SortCriterion } from './settings'
import { isElision, isStopWord, languageOn, otherNumberForms } from './language'
import { orderFor } from './order'
import { POSTING_SCALE, SHORT_PREFIX, textsOf, valueAt, type Store, type TermEntry } from './store'
import { analyse, dimension, fold, hasDigit, parts, rawParts, transpositions, typoDistance, wordsOf, type Part, type Word } from './text'
import type { Alternative, Synonyms } from './synonyms'

/* ------------------------------------------------------------------ */
/* Query words                                                         */
/* ------------------------------------------------------------------ */

/**
 * One query word as typed (`6204-2RS`): its parts and, when it has several, their join. A dimension (`8 mm`) is one
 * unit whose only part is the dimension term (`8mm`); two words written apart (`ucp 211`) become one unit whose join
 * is their concatenation; a word written joined (`gogglegear`) may be split in two parts (see `plan`).
 */
type Unit = {
  text: string
  parts: string[]
  join: string | null
  prefix: boolean
  optional?: boolean
  /** The join is a concatenation of words written apart: it is matched with typos, as a word would be. */
  concat?: boolean
}

const MAX_UNITS = 16

/** The query's words grouped into units (separated words; glued parts of a reference stay one unit). */
function queryUnits(query: string): Unit[] {
  const raw = rawParts(query)
  const ps = wordsOf(raw)
  const chunks: Word[][] = []
  for (const p of ps) {
    if (p.glued && chunks.length > 0) (chunks[chunks.length - 1] as Word[]).push(p)
    else chunks.push([p])
  }
  const trailingSpace = /\s$/.test(query)
  const units: Unit[] = []
  chunks.slice(0, MAX_UNITS).forEach((chunk, i, all) => {
    // `l'huile`, `d'étanchéité`: the elided article is not a word to find
    while (chunk.length > 1 && isElision((chunk[0] as Word).term, (chunk[1] as Word).sep)) chunk = chunk.slice(1)
    const terms = chunk.map((p) => p.term)
    const first = (chunk[0] as Word).first
    const last = (chunk[chunk.length - 1] as Word).last
    let joined = ''
    for (let k = first; k <= last; k++) joined += (raw[k] as Part).term
    units.push({
      text: fold(query.slice((chunk[0] as Word).start, (chunk[chunk.length - 1] as Word).end)),
      parts: terms,
      // the join of the raw parts, as the index joins them (`860.1-1580` → `86011580`)
      join: terms.length > 1 ? joined : null,
      prefix: i === all.length - 1 && !trailingSpace,
    })
  })
  // a number and its unit are one dimension: `8 mm` matches `8 mm` and `8mm`, not the `8` of `Ø 10,8 mm`
  const out: Unit[] = []
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as Unit
    const next = units[i + 1]
    const dim = next && u.parts.length === 1 && next.parts.length === 1 ? dimension(u.parts[0] as string, next.parts[0] as string) : null
    if (next && dim !== null) {
      out.push({ text: `${u.text} ${next.text}`, parts: [dim], join: null, prefix: next.prefix })
      i++
    } else out.push(u)
  }
  return out
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

function maxTypos(word: string, settings: Settings, tolerance: Query['typoTolerance']): number {
  if (tolerance === false) return 0
  if (!settings.allowTyposOnNumericTokens && hasDigit(word)) return 0
  if (word.length >= settings.minWordSizefor2Typos) return 2
  if (word.length >= settings.minWordSizefor1Typo) return 1
  return 0
}

/** French options of a query: singular/plural forms match as exact words; no typo turns a word into a stop word. */
type Language = { plurals: boolean; stopWords: boolean }
const NO_LANGUAGE: Language = { plurals: false, stopWords: false }

function expand(store: Store, word: string, prefix: boolean, typos: number, lang: Language = NO_LANGUAGE): Match[] {
  let cache = caches.get(store)
  if (!cache || cache.termsVersion !== store.termsVersion) {
    cache = { termsVersion: store.termsVersion, expansions: new Map() }
    caches.set(store, cache)
  }
  const key = `${word}|${prefix ? 1 : 0}|${typos}|${lang.plurals ? 1 : 0}${lang.stopWords ? 1 : 0}`
  const hit = cache.expansions.get(key)
  if (hit) return hit

  const out: Match[] = []
  const seen = new Set<string>()
  const exact = store.termMap.get(word)
  if (exact) {
    out.push({ term: word, entry: exact, q: 0, typos: 0, kind: 'exact' })
    seen.add(word)
  }
  if (lang.plurals) {
    // `roulements` finds `roulement` as an exact word (Algolia's ignorePlurals), not as a typo
    for (const form of otherNumberForms(word)) {
      const entry = store.termMap.get(form)
      if (entry && !seen.has(form)) {
        out.push({ term: form, entry, q: 0, typos: 0, kind: 'exact' })
        seen.add(form)
      }
    }
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
      // `cles` is not a typo of `les`
      if (lang.stopWords && isStopWord(term)) continue
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

/**
 * Expansions of every query word (for highlighting too). `whole` is the query's words as typed (the exact
 * criterion); `phrases` and `excluded` come from the advanced syntax (`"…"`, `-word`).
 */
export type Plan = {
  units: Unit[]
  matches: Match[][][]
  joins: (Match[] | null)[]
  whole: string
  phrases: string[][]
  excluded: Unit[]
  /** Alternatives of the query's words from the index's synonyms (synonyms.ts). */
  synonyms: SynonymMatches[]
}

/** An alternative to query words `from..to` (synonyms.ts): the matching terms of each of its words, all required. */
type SynonymMatches = Alternative & { matches: Match[][] }

/** How a query is read (query parameters over index settings). */
type PlanOptions = {
  typoTolerance: Query['typoTolerance']
  lang: Language
  advancedSyntax: boolean
  optionalWords: string[]
  synonyms?: Synonyms | null
}

/** `"roulement à billes" -inox`: the quoted phrases, the excluded words and the rest of the query. */
function advanced(query: string): { text: string; phrases: string[]; excluded: string[] } {
  const phrases: string[] = []
  const excluded: string[] = []
  let text = query.replace(/"([^"]*)"/g, (_, phrase: string) => {
    phrases.push(phrase)
    return ` ${phrase} `
  })
  text = text.replace(/(^|\s)-(\S+)/g, (_, space: string, word: string) => {
    excluded.push(word)
    return space
  })
  // an opening quote not closed yet (typing): its words are ordinary words
  return { text: text.replace(/"/g, ' '), phrases, excluded }
}

const SPLIT_MIN = 5

function expandUnit(store: Store, u: Unit, settings: Settings, o: PlanOptions): Match[][] {
  return u.parts.map((p, i) => expand(store, p, u.prefix && i === u.parts.length - 1, maxTypos(p, settings, o.typoTolerance), o.lang))
}

/** `ucp 211` → `ucp211`, `goggle gear` → `gogglegear`: two words written apart that the index has as one. */
function concatenated(store: Store, a: Unit, b: Unit, settings: Settings, o: PlanOptions): string | null {
  if (a.parts.length !== 1 || b.parts.length !== 1 || a.join || b.join) return null
  const c = (a.parts[0] as string) + (b.parts[0] as string)
  if (c.length > 64) return null
  if (store.termMap.has(c)) return c
  // typos on the concatenation only when the first word is unknown (`gogle gear`): typing known words stays cheap
  const typos = store.termMap.has(a.parts[0] as string) ? 0 : maxTypos(c, settings, o.typoTolerance)
  return expand(store, c, b.prefix, typos).length > 0 ? c : null
}

/** `gogglegear` → `goggle` + `gear` when the word itself is unknown and both halves are indexed words. */
function split(store: Store, word: string): [string, string] | null {
  if (word.length < SPLIT_MIN || hasDigit(word)) return null
  for (let i = 2; i <= word.length - 2; i++) {
    const left = word.slice(0, i)
    const right = word.slice(i)
    if (store.termMap.has(left) && store.termMap.has(right) && !isStopWord(left) && !isStopWord(right)) return [left, right]
  }
  return null
}

function plan(store: Store, query: string, settings: Settings, o: PlanOptions): Plan {
  const syntax = o.advancedSyntax ? advanced(query) : { text: query, phrases: [], excluded: [] }
  let units = queryUnits(syntax.text)
  const whole = parts(syntax.text)
    .map((p) => p.term)
    .join(' ')
  if (o.lang.stopWords) {
    // stop words are dropped, unless the query is made of them only; the word being typed is kept (`de` → dewalt)
    const kept = units.filter((u) => u.prefix || u.parts.length !== 1 || !isStopWord(u.parts[0] as string))
    if (kept.length > 0) units = kept
  }
  // words written apart that the index has joined: one unit matching both words or their concatenation (not for
  // words that have synonyms: their alternatives apply to the words as typed)
  const covered = new Array<boolean>(units.length).fill(false)
  if (o.synonyms && o.synonyms.size > 0)
    for (const alt of o.synonyms.alternatives(units)) for (let k = alt.from; k <= alt.to; k++) covered[k] = true
  const joined: Unit[] = []
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as Unit
    const next = units[i + 1]
    const c = next && !covered[i] && !covered[i + 1] ? concatenated(store, u, next, settings, o) : null
    if (next && c) {
      joined.push({ text: `${u.text} ${next.text}`, parts: [...u.parts, ...next.parts], join: c, prefix: next.prefix, concat: true })
      i++
    } else joined.push(u)
  }
  units = joined
  const optional = new Set(o.optionalWords.flatMap((w) => parts(w).map((p) => p.term)))
  if (optional.size > 0) for (const u of units) u.optional = u.parts.every((p) => optional.has(p))
  const matches = units.map((u) => expandUnit(store, u, settings, o))
  // a word unknown as typed, that is two indexed words joined
  units.forEach((u, i) => {
    if (u.parts.length !== 1 || u.join || (matches[i]?.[0]?.length ?? 0) > 0) return
    const halves = split(store, u.parts[0] as string)
    if (!halves) return
    units[i] = { ...u, parts: halves, join: u.parts[0] as string }
    matches[i] = expandUnit(store, units[i] as Unit, settings, o)
  })
  const joins = units.map((u) =>
    u.join ? expand(store, u.join, u.prefix, u.concat ? maxTypos(u.join, settings, o.typoTolerance) : 0, o.lang) : null,
  )
  const phrases = syntax.phrases.map((ph) => parts(ph).map((p) => p.term)).filter((ws) => ws.length > 1)
  const excluded = syntax.excluded.flatMap((w) => queryUnits(w).map((u) => ({ ...u, prefix: false })))
  return { units, matches, joins, whole, phrases, excluded, synonyms: synonymMatches(store, units, o.synonyms) }
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

/** The documents of one unit: every part (AND), or its join. */
function unitSet(store: Store, p: Plan, u: number, s: Scratch, within: DocSet | null): DocSet {
  let unit: DocSet | null = null
  for (const m of p.matches[u] as Match[][]) {
    const part = collect(store, m, s, unit ?? within)
    unit = unit ? intersect([unit, part], s) : part
  }
  const join = p.joins[u]
  if (join) unit = union(unit as DocSet, collect(store, join, s, within), s)
  // the index's synonyms of this word (or of the words around it): any of them matches as well
  const alternatives = p.synonyms.length > 0 ? synonymDocs(store, p, u, s, within) : null
  if (alternatives) unit = union(unit as DocSet, alternatives, s)
  return unit as DocSet
}

/** Per query unit, the documents that matched it (stamp) and their best attribute (rank × 8 + position). */
type UnitMarks = { stamp: Int32Array; attr: Uint8Array; gen: number }
const unitMarks = new WeakMap<Store, UnitMarks[]>()

function marksFor(store: Store, n: number): UnitMarks[] {
  let all = unitMarks.get(store)
  if (!all || (all[0] && all[0].stamp.length < store.nDocs)) {
    all = []
    unitMarks.set(store, all)
  }
  const size = Math.max(1024, store.alive.length)
  while (all.length < n) all.push({ stamp: new Int32Array(size), attr: new Uint8Array(size), gen: 0 })
  for (const m of all) {
    if (m.gen > 2_000_000_000) {
      m.stamp.fill(0)
      m.gen = 0
    }
  }
  return all
}

function markUnit(marks: UnitMarks, set: DocSet): void {
  const gen = ++marks.gen
  for (let i = 0; i < set.docs.length; i++) {
    const d = set.docs[i] as number
    marks.stamp[d] = gen
    marks.attr[d] = (set.quals[i] as number) & ATTR_MASK
  }
}

const matchedUnit = (marks: UnitMarks, doc: number): boolean => marks.stamp[doc] === marks.gen

/**
 * The documents matching every required unit (or, when every unit is optional, at least one), each unit's matches
 * marked for the words and proximity criteria.
 */
function evaluate(store: Store, p: Plan, s: Scratch, optional: boolean[], marking: boolean): DocSet {
  if (p.units.length === 0) {
    const docs: number[] = []
    for (let d = 0; d < store.nDocs; d++) if (store.alive[d]) docs.push(d)
    return { docs, quals: new Array<number>(docs.length).fill(0) }
  }
  const marks = marksFor(store, p.units.length)
  // a single word needs no marks (no proximity, no words criterion): broad first keystrokes stay cheap
  const mark = marking ? markUnit : () => undefined
  // the most selective word first; each next word only keeps the documents already found
  const order = p.units
    .map((_, u) => ({ u, cost: (p.matches[u] as Match[][]).reduce((sum, m) => sum + cost(m), 0) + cost(p.joins[u] ?? []) }))
    .sort((a, b) => a.cost - b.cost)
  const required = order.filter(({ u }) => !optional[u])
  let current: DocSet | null = null
  for (const { u } of required) {
    const within: DocSet | null = current
    const unit = unitSet(store, p, u, s, within)
    current = within ? intersect([within, unit], s) : unit
    mark(marks[u] as UnitMarks, unit)
    if (current.docs.length === 0) break
  }
  if (current && current.docs.length === 0) return current
  const rest = order.filter(({ u }) => optional[u])
  if (!current) {
    // every word optional: the documents matching any of them, with the qualities of the words they match
    for (const { u } of rest) {
      const unit = unitSet(store, p, u, s, null)
      mark(marks[u] as UnitMarks, unit)
      current = current ? union(current, unit, s) : unit
    }
    return current as DocSet
  }
  for (const { u } of rest) mark(marks[u] as UnitMarks, unitSet(store, p, u, s, current))
  return current
}

/** Documents matching an excluded word (`-inox`): exact words only. */
function excludedDocs(store: Store, p: Plan, s: Scratch): Set<number> {
  const out = new Set<number>()
  for (const u of p.excluded) {
    let set: DocSet | null = null
    for (const part of u.parts) {
      const part_ = collect(store, expand(store, part, false, 0), s, set)
      set = set ? intersect([set, part_], s) : part_
    }
    if (u.join) set = union(set as DocSet, collect(store, expand(store, u.join, false, 0), s, null), s)
    for (const d of (set as DocSet).docs) out.add(d)
  }
  return out
}

/** The texts of a document's searchable attributes (all, or those named). */
function attributeTexts(store: Store, doc: number, attrs: string[] | null): string[] {
  const rec = store.records[doc] as Record<string, unknown>
  const out: string[] = []
  for (const { attr } of store.searchableAttributes()) {
    if (attrs && !attrs.includes(attr)) continue
    out.push(...textsOf(valueAt(rec, attr)))
  }
  return out
}

function hasPhrase(words: string[], phrase: string[]): boolean {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    let ok = true
    for (let k = 0; k < phrase.length && ok; k++) ok = words[i + k] === phrase[k]
    if (ok) return true
  }
  return false
}

/** Does unit `u` match one of these indexed terms (its exact and typo terms, its prefixes, its join)? */
function unitIn(p: Plan, u: number, terms: Set<string>): boolean {
  const test = (matches: Match[]) =>
    matches.some((m) => (m.kind === 'prefix' ? [...terms].some((t) => t.startsWith(m.term)) : terms.has(m.term)))
  if ((p.matches[u] as Match[][]).every(test)) return true
  const join = p.joins[u]
  return join ? test(join) : false
}

/* ------------------------------------------------------------------ */
/* Ordering                                                            */
/* ------------------------------------------------------------------ */

// The sort orders (custom ranking, replica sorts) are kept in ./order.ts: `orderFor(store, criteria)` gives
// `pos[doc]` and `docAt[position]`, up to date with the store's writes without a full sort.
const POS_RANGE = 2 ** 24

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

/** Algolia's `_rankingInfo` of a hit. */
type RankingInfo = {
  nbTypos: number
  firstMatchedWord: number
  proximityDistance: number
  userScore: number
  geoDistance: number
  geoPrecision: number
  nbExactWords: number
  words: number
  filters: number
}

export type SearchOutcome = {
  plan: Plan
  nbHits: number
  /** Documents of the requested page, in order. */
  page: number[]
  /** Every hit (after filters), for facet counts. */
  hits: number[]
  /** `_rankingInfo` of the page's hits (getRankingInfo). */
  info: RankingInfo[] | null
}

function filterOf(store: Store, q: Query): Predicate | null {
  try {
    return compile(
      combine([
        parseFilters(q.filters),
        parseFacetFilters(q.facetFilters),
        parseNumericFilters(q.numericFilters),
        parseTagFilters(q.tagFilters),
      ]),
      store,
    )
  } catch (error) {
    if (isSearchApiError(error)) throw error
    throw badRequest(`Invalid filters: ${String(error)}`)
  }
}

/** The optional units of each relaxation step (removeWordsIfNoResults), the query as typed first. */
function relaxations(p: Plan, mode: Query['removeWordsIfNoResults']): boolean[][] {
  const base = p.units.map((u) => Boolean(u.optional))
  const steps = [base]
  const n = p.units.length
  if (n < 2 || mode === 'none') return steps
  if (mode === 'allOptional') return [base, base.map(() => true)]
  // lastWords / firstWords: one more word optional at each step, the first (or last) word always required
  for (let k = 1; k < n; k++) steps.push(base.map((o, i) => o || (mode === 'lastWords' ? i >= n - k : i < k)))
  return steps
}

const MAX_PROXIMITY = 63
const PROXIMITY_GAP = 8

/** Proximity of the query's consecutive units in a document: 1 per word of distance, 8 between attributes. */
function proximity(marks: UnitMarks[], n: number, doc: number): number {
  let sum = 0
  let prev = -1
  for (let u = 0; u < n; u++) {
    const m = marks[u] as UnitMarks
    if (!matchedUnit(m, doc)) continue
    const attr = m.attr[doc] as number
    if (prev >= 0) {
      if (prev >> 3 !== attr >> 3) sum += PROXIMITY_GAP
      else {
        const d = (attr & 7) - (prev & 7)
        // in order and adjacent: 1; out of order costs one more; the same position means an unordered attribute
        // or two words past the positions kept: their distance is unknown
        sum += d === 0 ? PROXIMITY_GAP - 1 : Math.min(PROXIMITY_GAP - 1, d > 0 ? d : 1 - d)
      }
    }
    prev = attr
  }
  return Math.min(MAX_PROXIMITY, sum)
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
  const lang: Language = {
    plurals: languageOn(q.ignorePlurals, settings.queryLanguages),
    stopWords: languageOn(q.removeStopWords, settings.queryLanguages),
  }
  const p = plan(store, q.query, settings, {
    typoTolerance: q.typoTolerance,
    lang,
    advancedSyntax: q.advancedSyntax,
    optionalWords: q.optionalWords,
    synonyms: q.synonyms ? synonyms : null,
  })
  const predicate = filterOf(store, q)
  const excluded = p.excluded.length > 0 ? excludedDocs(store, p, s) : null
  const restrict = q.restrictSearchableAttributes && q.restrictSearchableAttributes.length > 0 ? q.restrictSearchableAttributes : null

  let docs: number[] = []
  let quals: number[] = []
  let optional: boolean[] = []
  // a query without results is relaxed (removeWordsIfNoResults): words become optional, fewer matched words rank lower
  const marking = p.units.length > 1 || restrict !== null
  const checks = predicate !== null || excluded !== null || p.phrases.length > 0 || restrict !== null
  for (const step of relaxations(p, q.removeWordsIfNoResults)) {
    optional = step
    const set = evaluate(store, p, s, step, marking || step.some(Boolean))
    if (!checks) {
      docs = set.docs
      quals = set.quals
      if (docs.length > 0) break
      continue
    }
    docs = []
    quals = []
    for (let i = 0; i < set.docs.length; i++) {
      const d = set.docs[i] as number
      if (predicate && !predicate(d)) continue
      if (excluded?.has(d)) continue
      if (p.phrases.length > 0) {
        const words = attributeTexts(store, d, null).map((t) => parts(t).map((w) => w.term))
        if (!p.phrases.every((ph) => words.some((ws) => hasPhrase(ws, ph)))) continue
      }
      if (restrict) {
        const terms = new Set(attributeTexts(store, d, restrict).flatMap((t) => analyse(t).terms))
        const marks = marksFor(store, p.units.length)
        if (!p.units.every((_, u) => (optional[u] && !matchedUnit(marks[u] as UnitMarks, d)) || unitIn(p, u, terms))) continue
      }
      docs.push(d)
      quals.push(set.quals[i] as number)
    }
    if (docs.length > 0) break
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
  const whole = p.units.length > 0 ? store.wholeValues.get(p.whole) : undefined
  const wholeGen = ++s.gen
  if (whole) for (const d of whole) s.stamp[d] = wholeGen

  const n = p.units.length
  const marks = n > 0 ? marksFor(store, n) : []
  const anyOptional = optional.some(Boolean)
  const distinctAttr =
    typeof settings.attributeForDistinct === 'string' && settings.attributeForDistinct !== '' ? settings.attributeForDistinct : null
  const distinct = distinctAttr ? q.distinct : 0

  const start = Math.min(window.start, docs.length)
  const end = Math.min(window.end, docs.length)
  const page: number[] = []
  let nbHits = docs.length
  let hits = docs
  let info: RankingInfo[] | null = null
  const custom = orderFor(store, [...ranking.sort, ...ranking.custom])
  const relevanceOf = (i: number): number => {
    const d = docs[i] as number
    const qual = quals[i] as number
    const notExact = (qual >>> NOT_EXACT_SHIFT) & 0xff
    const exactScore = notExact === 0 && s.stamp[d] === wholeGen ? 0 : Math.min(63, 1 + notExact)
    if (n === 1 && !anyOptional) return (((Math.min(31, qual >>> TYPO_SHIFT) << 13) | (qual & ATTR_MASK)) << 6) | exactScore
    let missing = 0
    if (anyOptional) for (let u = 0; u < n; u++) if (!matchedUnit(marks[u] as UnitMarks, d)) missing++
    const prox = n > 1 ? proximity(marks, n, d) : 0
    // words matched, typos, proximity, attribute, exactness (then the custom ranking's position)
    return (
      (((((((Math.min(15, missing) << 5) | Math.min(31, qual >>> TYPO_SHIFT)) << 6) | prox) << 7) | (qual & ATTR_MASK)) << 6) | exactScore
    )
  }
  if (end > start || distinct > 0) {
    // a standard replica sorts every hit by its sort attributes (then custom ranking), relevance aside
    const sorting = ranking.sort.length > 0
    const keys = new Float64Array(docs.length)
    for (let i = 0; i < docs.length; i++) {
      const relevance = sorting || n === 0 ? 0 : relevanceOf(i)
      keys[i] = relevance * POS_RANGE + (custom.pos[docs[i] as number] as number)
    }
    let best: Float64Array
    if (distinct > 0) {
      // distinct: at most `distinct` hits per value of attributeForDistinct, the best ones
      const sorted = keys.slice().sort()
      const seen = new Map<unknown, number>()
      const kept: number[] = []
      for (const key of sorted) {
        const d = custom.docAt[key % POS_RANGE] as number
        const value = valueAt(store.records[d] as Record<string, unknown>, distinctAttr as string)
        const k = Array.isArray(value) ? JSON.stringify(value[0]) : value === undefined ? Symbol('none') : JSON.stringify(value)
        const count = seen.get(k) ?? 0
        if (count >= distinct) continue
        seen.set(k, count + 1)
        kept.push(key)
      }
      best = Float64Array.from(kept)
      nbHits = kept.length
      hits = kept.map((key) => custom.docAt[key % POS_RANGE] as number)
    } else best = smallest(keys, end)
    const to = Math.min(end, best.length)
    for (let i = Math.min(start, to); i < to; i++) page.push(custom.docAt[(best[i] as number) % POS_RANGE] as number)
  }
  if (q.getRankingInfo) {
    const indexOf = new Map(docs.map((d, i) => [d, i]))
    info = page.map((d) => {
      const i = indexOf.get(d) as number
      const qual = quals[i] as number
      let words = n
      if (anyOptional) for (let u = 0; u < n; u++) if (!matchedUnit(marks[u] as UnitMarks, d)) words--
      return {
        nbTypos: qual >>> TYPO_SHIFT,
        firstMatchedWord: (qual & ATTR_MASK) * 1000,
        proximityDistance: n > 1 ? proximity(marks, n, d) : 0,
        userScore: store.nDocs - (custom.pos[d] as number),
        geoDistance: 0,
        geoPrecision: 1,
        nbExactWords: Math.max(0, words - ((qual >>> NOT_EXACT_SHIFT) & 0xff)),
        words,
        filters: 0,
      }
    })
  }
  return { plan: p, nbHits, page, hits, info }
}
