/**
 * `_highlightResult` and `_snippetResult` as Algolia builds them: the matched words (whole words for exact and typo
 * matches, the typed prefix for prefix matches, the whole `6204-2RS` for a joined match) wrapped in the requested
 * tags; `matchLevel` full when every query word matched in the value, partial when some did.
 * Values are HTML-escaped apart from the highlight tags, as Algolia sends them (`&`, `<`, `>`, `"`, `'`): a client
 * may insert them as HTML (the shop renders them as text: src/features/search/hitView.ts decodes them).
 */
import type { Match, Plan } from './search'
import { parts, tokens, type Part, type Token } from './text'

type MatchLevel = 'none' | 'partial' | 'full'
export type HighlightOption = { value: string; matchLevel: MatchLevel; matchedWords: string[]; fullyHighlighted?: boolean }
export type SnippetOption = { value: string; matchLevel: MatchLevel }

type WordMatcher = (term: string) => number // highlighted length in folded characters, 0 when no match

function matcher(word: string, prefix: boolean, matches: Match[]): WordMatcher {
  // typo matches and the other exact forms (singular / plural)
  const typos = new Set(matches.filter((m) => m.kind !== 'prefix').map((m) => m.term))
  return (term) => {
    if (term === word || typos.has(term)) return term.length
    if (prefix && term.startsWith(word)) return word.length
    return 0
  }
}

/** `synonyms`: the words of each alternative covering this query word (synonyms.ts), all needed, matched whole. */
type UnitMatcher = { text: string; parts: WordMatcher[]; join: WordMatcher | null; synonyms: string[][] }

type Range = [number, number]

/** Source range of the first `length` folded characters of a token. */
function span(ps: Part[], t: Token, length: number): Range {
  const first = ps[t.first] as Part
  const start = first.map ? (first.map[0] as number) : first.start
  let remaining = length
  for (let k = t.first; k <= t.last; k++) {
    const p = ps[k] as Part
    const map = p.map as number[]
    if (remaining <= map.length) return [start, (map[remaining - 1] as number) + 1]
    remaining -= map.length
  }
  return [start, (ps[t.last] as Part).end]
}

function merged(ranges: Range[]): Range[] {
  const sorted = ranges.slice().sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const out: Range[] = []
  for (const r of sorted) {
    const last = out[out.length - 1]
    if (last && r[0] < last[1]) last[1] = Math.max(last[1], r[1])
    else out.push([r[0], r[1]])
  }
  return out
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe to insert as HTML (the entities InstantSearch's own escaping uses). */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string)

/** `value` between `from` and `to`, escaped, with the tags around each range (the tags themselves are not escaped). */
export function wrap(value: string, ranges: Range[], pre: string, post: string, from = 0, to = value.length): string {
  let out = ''
  let cursor = from
  for (const [a, b] of ranges) {
    const s = Math.max(a, from)
    const e = Math.min(b, to)
    if (e <= s) continue
    out += escapeHtml(value.slice(cursor, s)) + pre + escapeHtml(value.slice(s, e)) + post
    cursor = e
  }
  return out + escapeHtml(value.slice(cursor, to))
}

type Analysis = { ps: Part[]; ranges: Range[]; matched: string[]; level: MatchLevel }

export class Highlighter {
  private units: UnitMatcher[]

  constructor(plan: Plan) {
    this.units = plan.units.map((u, i) => ({
      text: u.text,
      parts: u.parts.map((p, k) => matcher(p, u.prefix && k === u.parts.length - 1, plan.matches[i]?.[k] ?? [])),
      join: u.join ? matcher(u.join, u.prefix, plan.joins[i] ?? []) : null,
      synonyms: plan.synonyms.filter((alt) => alt.from <= i && i <= alt.to).map((alt) => alt.words),
    }))
  }

  private analyse(value: string): Analysis {
    const ps = parts(value, true)
    if (this.units.length === 0) return { ps, ranges: [], matched: [], level: 'none' }
    const toks = tokens(ps)
    const ranges: Range[] = []
    const matched: string[] = []
    for (const unit of this.units) {
      const found: Range[] = []
      let all = true
      for (const word of unit.parts) {
        let hit = false
        for (const t of toks) {
          // a single query word may match a joined token too (62042rs in SKF-6204-2RS)
          const n = word(t.term)
          if (n > 0) {
            found.push(span(ps, t, n))
            hit = true
          }
        }
        all &&= hit
      }
      if (unit.join) {
        for (const t of toks) {
          const n = unit.join(t.term)
          if (n > 0) {
            found.push(span(ps, t, n))
            all = true
          }
        }
      }
      for (const words of unit.synonyms) {
        const hits: Range[] = []
        const every = words.every((w) => {
          const before = hits.length
          for (const t of toks) if (t.term === w) hits.push(span(ps, t, w.length))
          return hits.length > before
        })
        if (every) {
          found.push(...hits)
          all = true
        }
      }
      if (all && found.length > 0) {
        ranges.push(...found)
        matched.push(unit.text)
      }
    }
    const level: MatchLevel = matched.length === 0 ? 'none' : matched.length === this.units.length ? 'full' : 'partial'
    return { ps, ranges: merged(ranges), matched, level }
  }

  highlight(value: string, pre: string, post: string): HighlightOption {
    const a = this.analyse(value)
    const result: HighlightOption = { value: wrap(value, a.ranges, pre, post), matchLevel: a.level, matchedWords: a.matched }
    if (a.level !== 'none') {
      result.fullyHighlighted = a.ps.every((p) => a.ranges.some(([s, e]) => s <= p.start && e >= p.end))
    }
    return result
  }

  /** A window of `words` words around the first match (or the start), with the ellipsis where text was cut. */
  snippet(value: string, words: number, pre: string, post: string, ellipsis: string): SnippetOption {
    const a = this.analyse(value)
    if (a.ps.length <= words) return { value: wrap(value, a.ranges, pre, post), matchLevel: a.level }
    const firstRange = a.ranges[0]
    const firstWord = firstRange
      ? Math.max(
          0,
          a.ps.findIndex((p) => p.end > firstRange[0]),
        )
      : 0
    const start = Math.max(0, Math.min(firstWord - Math.floor(words / 4), a.ps.length - words))
    const end = Math.min(a.ps.length, start + words)
    const from = start === 0 ? 0 : (a.ps[start] as Part).start
    const to = end === a.ps.length ? value.length : (a.ps[end - 1] as Part).end
    const text = wrap(value, a.ranges, pre, post, from, to)
    return { value: `${start > 0 ? ellipsis : ''}${text}${end < a.ps.length ? ellipsis : ''}`, matchLevel: a.level }
  }
}
