/**
 * Synonyms of one index, with Algolia's synonyms API (`/1/indexes/{index}/synonyms/…`) and its query-time effect:
 *  - `synonym` (multi-way): every word or phrase of `synonyms` stands for every other one;
 *  - `onewaysynonym`: `input` typed in a query also matches `synonyms` (not the other way round);
 *  - `altcorrection1` / `altcorrection2`: `word` also matches `corrections`, counted as 1 or 2 typos;
 *  - `placeholder` is refused (400): this engine has no placeholder tokens in records.
 * A typed word, or adjacent typed words for a phrase (« équipement de protection »), equal to a synonym's words once
 * folded like indexed text (text.ts) also match its alternatives, OR-ed with the typed words. As Algolia's default
 * `alternativesAsExact` (`singleWordSynonym`), a single-word alternative ranks as an exact match of the typed word;
 * a multi-word one (matched word by word) ranks as a non-exact match.
 */
import { badRequest, notFound } from './errors'
import { isStopWord } from './language'
import { parts } from './text'

type SynonymType = 'synonym' | 'onewaysynonym' | 'altcorrection1' | 'altcorrection2'

export type SynonymHit = {
  objectID: string
  type: SynonymType
  synonyms?: string[]
  input?: string
  word?: string
  corrections?: string[]
}

/** One alternative to a run of query words `from..to` (unit indexes, inclusive): its folded words, all required. */
export type Alternative = { from: number; to: number; words: string[]; typos: number; exact: boolean }

/** A compiled rule: the folded words typed, what they also match. */
type Rule = { typed: string[]; alternatives: { words: string[]; typos: number }[] }

const TYPES: Record<string, SynonymType | 'placeholder'> = {
  synonym: 'synonym',
  onewaysynonym: 'onewaysynonym',
  altcorrection1: 'altcorrection1',
  altcorrection2: 'altcorrection2',
  placeholder: 'placeholder',
}

const MAX_SYNONYMS = 100_000
const MAX_WORDS_PER_ENTRY = 100
const MAX_TEXT = 256
/** Alternatives tried for one query at most (each costs a few posting-list reads). */
const MAX_ALTERNATIVES = 32

/** The canonical type name (Algolia also accepts `oneWaySynonym`, `altCorrection1`…), or a 400. */
function synonymType(value: unknown): SynonymType {
  const type = typeof value === 'string' ? TYPES[value.toLowerCase()] : undefined
  if (!type)
    throw badRequest(
      `Invalid synonym type '${String(value).slice(0, 40)}': synonym, onewaysynonym, altcorrection1, altcorrection2 or placeholder`,
    )
  if (type === 'placeholder') throw badRequest('Placeholder synonyms are not supported by this search engine')
  return type
}

function texts(value: unknown, field: string, min: number): string[] {
  if (!Array.isArray(value) || value.length < min || value.length > MAX_WORDS_PER_ENTRY) {
    throw badRequest(`'${field}' must be an array of ${min} to ${MAX_WORDS_PER_ENTRY} strings`)
  }
  return value.map((v) => text(v, field))
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_TEXT)
    throw badRequest(`'${field}' must be a non-empty string (${MAX_TEXT} characters at most)`)
  if (words(value).length === 0) throw badRequest(`'${field}' must contain letters or digits`)
  return value
}

/** Folded words of a synonym's text, as query words are cut (text.ts). */
const words = (value: string): string[] => parts(value).map((p) => p.term)

/** Checks a synonym object as Algolia does; `objectID` from the path wins over the body's. */
export function checkSynonym(body: unknown, objectID?: string): SynonymHit {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('A synonym must be a JSON object')
  const raw = body as Record<string, unknown>
  const id = objectID ?? raw.objectID
  if (typeof id !== 'string' || id === '' || id.length > 512) throw badRequest('A synonym needs an objectID (non-empty string)')
  if (objectID !== undefined && raw.objectID !== undefined && raw.objectID !== objectID)
    throw badRequest("The synonym's objectID differs from the one of the path")
  const type = synonymType(raw.type)
  switch (type) {
    case 'synonym':
      return { objectID: id, type, synonyms: texts(raw.synonyms, 'synonyms', 2) }
    case 'onewaysynonym':
      return { objectID: id, type, input: text(raw.input, 'input'), synonyms: texts(raw.synonyms, 'synonyms', 1) }
    default:
      return { objectID: id, type, word: text(raw.word, 'word'), corrections: texts(raw.corrections, 'corrections', 1) }
  }
}

function rulesOf(hit: SynonymHit): Rule[] {
  switch (hit.type) {
    case 'synonym': {
      const all = (hit.synonyms ?? []).map(words)
      return all.map((typed, i) => ({ typed, alternatives: all.filter((_, k) => k !== i).map((w) => ({ words: w, typos: 0 })) }))
    }
    case 'onewaysynonym':
      return [{ typed: words(hit.input ?? ''), alternatives: (hit.synonyms ?? []).map((s) => ({ words: words(s), typos: 0 })) }]
    case 'altcorrection1':
    case 'altcorrection2': {
      const typos = hit.type === 'altcorrection1' ? 1 : 2
      return [{ typed: words(hit.word ?? ''), alternatives: (hit.corrections ?? []).map((s) => ({ words: words(s), typos })) }]
    }
  }
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((w, i) => w === b[i])

export type SynonymSearch = { hits: SynonymHit[]; nbHits: number }

export class Synonyms {
  private byId = new Map<string, SynonymHit>()
  /** Rules by the first folded word typed (rebuilt after a change). */
  private rules: Map<string, Rule[]> | null = null

  get size(): number {
    return this.byId.size
  }

  all(): SynonymHit[] {
    return [...this.byId.values()]
  }

  get(objectID: string): SynonymHit {
    const hit = this.byId.get(objectID)
    if (!hit) throw notFound(`Synonym set does not exist`)
    return structuredClone(hit)
  }

  /** Saves checked synonyms (a batch is all checked before any is saved). */
  save(hits: SynonymHit[], replaceExisting = false): void {
    if (replaceExisting) this.byId.clear()
    if (this.byId.size + hits.length > MAX_SYNONYMS && hits.some((h) => !this.byId.has(h.objectID))) {
      throw badRequest(`Too many synonyms (${MAX_SYNONYMS} at most per index)`)
    }
    for (const hit of hits) this.byId.set(hit.objectID, structuredClone(hit))
    this.rules = null
  }

  delete(objectID: string): void {
    this.byId.delete(objectID)
    this.rules = null
  }

  clear(): void {
    this.byId.clear()
    this.rules = null
  }

  /** POST …/synonyms/search: synonyms whose words contain the query's words (as prefixes), of a type, paged. */
  search(body: Record<string, unknown>): SynonymSearch {
    const query = typeof body.query === 'string' ? body.query : ''
    const page = body.page === undefined ? 0 : Number(body.page)
    const hitsPerPage = body.hitsPerPage === undefined ? 100 : Number(body.hitsPerPage)
    if (!Number.isInteger(page) || page < 0) throw badRequest("Parameter 'page' must be a positive integer")
    if (!Number.isInteger(hitsPerPage) || hitsPerPage < 0 || hitsPerPage > 1000)
      throw badRequest("Parameter 'hitsPerPage' must be an integer from 0 to 1000")
    const types =
      body.type === undefined || body.type === ''
        ? null
        : String(body.type)
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)
            .map(synonymType)
    const wanted = words(query)
    const found = this.all()
      .filter((hit) => !types || types.includes(hit.type))
      .filter((hit) => {
        if (wanted.length === 0) return true
        const own = [hit.objectID, hit.input, hit.word, ...(hit.synonyms ?? []), ...(hit.corrections ?? [])].flatMap((t) =>
          t ? words(t) : [],
        )
        return wanted.every((w) => own.some((o) => o.startsWith(w)))
      })
      .sort((a, b) => (a.objectID < b.objectID ? -1 : a.objectID > b.objectID ? 1 : 0))
    return { hits: found.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((h) => structuredClone(h)), nbHits: found.length }
  }

  private compiled(): Map<string, Rule[]> {
    if (this.rules) return this.rules
    const rules = new Map<string, Rule[]>()
    for (const hit of this.byId.values()) {
      for (const rule of rulesOf(hit)) {
        const first = rule.typed[0]
        if (first === undefined) continue
        const list = rules.get(first) ?? []
        const existing = list.find((r) => same(r.typed, rule.typed))
        if (existing) {
          for (const alt of rule.alternatives) {
            if (!existing.alternatives.some((a) => same(a.words, alt.words))) existing.alternatives.push(alt)
          }
        } else list.push({ typed: rule.typed, alternatives: [...rule.alternatives] })
        rules.set(first, list)
      }
    }
    this.rules = rules
    return rules
  }

  /**
   * The alternatives of a query's words: `units` are the query words as typed, each cut into folded parts
   * (`6204-2RS` is one word of two parts). A rule applies where its typed words equal the parts of one or more
   * whole adjacent query words; an alternative equal to the typed words themselves is left out.
   */
  alternatives(units: { parts: string[] }[]): Alternative[] {
    if (this.byId.size === 0 || units.length === 0) return []
    const rules = this.compiled()
    const out: Alternative[] = []
    for (let from = 0; from < units.length; from++) {
      const candidates = rules.get((units[from] as { parts: string[] }).parts[0] ?? '')
      if (!candidates) continue
      for (const rule of candidates) {
        const to = spanEnd(units, from, rule.typed)
        if (to < 0) continue
        for (const alt of rule.alternatives) {
          if (alt.words.length === 0 || same(alt.words, rule.typed)) continue
          out.push({ from, to, words: alt.words, typos: alt.typos, exact: alt.words.length === 1 })
          if (out.length >= MAX_ALTERNATIVES) return out
        }
      }
    }
    return out
  }
}

/**
 * The last unit of a run starting at `from` whose parts are `typed`, or -1. Stop words may be missing on either side
 * (« gant protection » typed, or dropped by the engine's French stop words, matches « gant de protection »).
 */
function spanEnd(units: { parts: string[] }[], from: number, typed: string[]): number {
  let k = 0
  for (let u = from; u < units.length; u++) {
    for (const part of (units[u] as { parts: string[] }).parts) {
      while (k < typed.length && typed[k] !== part && isStopWord(typed[k] as string)) k++
      if (typed[k] === part) k++
      else if (u === from || !isStopWord(part)) return -1
    }
    while (k < typed.length && isStopWord(typed[k] as string)) k++
    if (k === typed.length) return u
  }
  return -1
}
