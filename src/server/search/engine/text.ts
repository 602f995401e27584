/**
 * Text processing shared by indexing, querying and highlighting: accent folding, word parts, joined reference
 * forms, and the typo distance. Everything here is pure.
 *
 * A "part" is a run of letters and digits. Parts separated by at most two non-space characters (`6204-2RS`,
 * `J.19H`, `3/8"`) form a "chunk"; besides its parts, a chunk is indexed as the joins of its suffixes
 * (`skf62042rs`, `62042rs`), so a reference is found with or without its separators.
 */

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i' }
const MARKS = /\p{M}/gu
const ALNUM = /[\p{L}\p{N}]/u

const foldCache = new Map<number, string>()

/** Folded form of one character: lower case, accents removed, ligatures expanded; '' for a separator. */
function foldChar(code: number, ch: string): string {
  if (code < 128) {
    if (code >= 97 && code <= 122) return ch
    if (code >= 65 && code <= 90) return String.fromCharCode(code + 32)
    if (code >= 48 && code <= 57) return ch
    return ''
  }
  const cached = foldCache.get(code)
  if (cached !== undefined) return cached
  let folded = ch.toLowerCase()
  folded = LIGATURES[folded] ?? folded.normalize('NFD').replace(MARKS, '')
  if (!ALNUM.test(folded)) folded = ''
  if (foldCache.size < 4096) foldCache.set(code, folded)
  return folded
}

/** Lower case without accents (`Équipement` → `equipement`); separators are kept as they are. */
export function fold(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const ch = text[i] as string
    const f = foldChar(code, ch)
    out += f === '' ? ch.toLowerCase() : f
  }
  return out
}

const isSpace = (code: number): boolean =>
  code === 32 || code === 9 || code === 10 || code === 13 || code === 160 || code === 0x202f || code === 0x2009

/** One run of letters and digits, folded. `map[k]` is the index in the source text of the k-th folded character. */
export type Part = {
  term: string
  start: number
  end: number
  /** The part is glued to the previous one (at most two separator characters, no space between them). */
  glued: boolean
  map: number[] | null
}

export const MAX_TERM_LENGTH = 64
/** Joins are made from the last parts of a chunk only, so a long dotted string does not explode. */
const MAX_JOINED_PARTS = 6

const isAsciiAlnum = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90)

/** Folded form of text[start, end), a run of letters and digits (fast path: plain ASCII). */
function foldRun(text: string, start: number, end: number, ascii: boolean): string {
  if (ascii) return text.slice(start, end).toLowerCase()
  let out = ''
  for (let i = start; i < end; i++) out += foldChar(text.charCodeAt(i), text[i] as string)
  return out
}

/** Source offsets of each folded character of text[start, end). */
function offsets(text: string, start: number, end: number): number[] {
  const map: number[] = []
  for (let i = start; i < end; i++) {
    const n = foldChar(text.charCodeAt(i), text[i] as string).length
    for (let k = 0; k < n; k++) map.push(i)
  }
  return map
}

/** Splits `text` into folded parts; `withMap` keeps the source offsets (highlighting). */
export function parts(text: string, withMap = false): Part[] {
  const out: Part[] = []
  let start = -1
  let ascii = true
  let gap = 0
  let spaceInGap = true
  const n = text.length
  for (let i = 0; i <= n; i++) {
    const code = i < n ? text.charCodeAt(i) : 32
    // combining accents (decomposed text) belong to their letter
    const alnum = code < 128 ? isAsciiAlnum(code) : (code >= 0x300 && code <= 0x36f) || foldChar(code, text[i] as string) !== ''
    if (alnum) {
      if (start < 0) {
        start = i
        ascii = true
      }
      if (code >= 128) ascii = false
      continue
    }
    if (start >= 0) {
      const term = foldRun(text, start, i, ascii)
      if (term.length <= MAX_TERM_LENGTH) {
        out.push({ term, start, end: i, glued: out.length > 0 && !spaceInGap && gap <= 2, map: withMap ? offsets(text, start, i) : null })
      }
      start = -1
      gap = 0
      spaceInGap = false
    }
    if (i < n) {
      gap++
      if (isSpace(code)) spaceInGap = true
    }
  }
  return out
}

/** The indexed terms of a text with their word positions (parts, then joins), without per-token objects. */
export type Analysis = { terms: string[]; positions: number[]; parts: number; whole: string | null }

/** Values of at most this many words can equal a query as a whole (the exact criterion). */
export const WHOLE_VALUE_WORDS = 12

export function analyse(text: string): Analysis {
  const terms: string[] = []
  const glued: boolean[] = []
  let start = -1
  let ascii = true
  let gap = 0
  let spaceInGap = true
  const n = text.length
  for (let i = 0; i <= n; i++) {
    const code = i < n ? text.charCodeAt(i) : 32
    const alnum = code < 128 ? isAsciiAlnum(code) : (code >= 0x300 && code <= 0x36f) || foldChar(code, text[i] as string) !== ''
    if (alnum) {
      if (start < 0) {
        start = i
        ascii = true
      }
      if (code >= 128) ascii = false
      continue
    }
    if (start >= 0) {
      const term = foldRun(text, start, i, ascii)
      if (term.length > 0 && term.length <= MAX_TERM_LENGTH) {
        glued.push(terms.length > 0 && !spaceInGap && gap <= 2)
        terms.push(term)
      }
      start = -1
      gap = 0
      spaceInGap = false
    }
    if (i < n) {
      gap++
      if (isSpace(code)) spaceInGap = true
    }
  }
  const count = terms.length
  const positions: number[] = []
  for (let i = 0; i < count; i++) positions.push(i)
  const whole = count > 0 && count <= WHOLE_VALUE_WORDS ? terms.join(' ') : null
  // joins of each chunk's last parts
  let chunkStart = 0
  for (let i = 1; i <= count; i++) {
    if (i < count && glued[i]) continue
    const last = i - 1
    for (let s = Math.max(chunkStart, last - MAX_JOINED_PARTS + 1); s < last; s++) {
      let joined = ''
      for (let k = s; k <= last; k++) joined += terms[k]
      if (joined.length <= MAX_TERM_LENGTH) {
        terms.push(joined)
        positions.push(s)
      }
    }
    chunkStart = i
  }
  return { terms, positions, parts: count, whole }
}

/** A token of a text: a part, or the join of a chunk's last parts (`pos` is the position of its first part). */
export type Token = { term: string; pos: number; first: number; last: number; joined: boolean }

/**
 * Every indexed token of `text`: its parts, then for each chunk of two or more parts the joins of its suffixes.
 * `first`/`last` are indexes into `ps`.
 */
export function tokens(ps: Part[], posOffset = 0): Token[] {
  const out: Token[] = []
  const joins = (from: number, last: number) => {
    for (let s = Math.max(from, last - MAX_JOINED_PARTS + 1); s < last; s++) {
      let joined = ''
      for (let k = s; k <= last; k++) joined += (ps[k] as Part).term
      if (joined.length <= MAX_TERM_LENGTH) out.push({ term: joined, pos: posOffset + s, first: s, last, joined: true })
    }
  }
  let chunkStart = 0
  ps.forEach((p, i) => {
    if (i > 0 && !p.glued) {
      joins(chunkStart, i - 1)
      chunkStart = i
    }
    out.push({ term: p.term, pos: posOffset + i, first: i, last: i, joined: false })
  })
  joins(chunkStart, ps.length - 1)
  return out
}

/** Folded words joined by single spaces: two values are "the same text" when these are equal. */
export const normalized = (text: string): string =>
  parts(text)
    .map((p) => p.term)
    .join(' ')

export const hasDigit = (term: string): boolean => /\d/.test(term)

/**
 * Optimal-string-alignment distance (Levenshtein + adjacent transpositions, as Algolia counts typos), computed up
 * to `max`: any distance above `max` is returned as `max + 1`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const n = a.length
  const m = b.length
  let prevPrev = new Array<number>(m + 1).fill(0)
  let prev = Array.from({ length: m + 1 }, (_, j) => j)
  let cur = new Array<number>(m + 1).fill(0)
  for (let i = 1; i <= n; i++) {
    cur[0] = i
    let rowMin = cur[0]
    for (let j = 1; j <= m; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prevPrev[j - 2] as number) + 1)
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    ;[prevPrev, prev, cur] = [prev, cur, prevPrev]
  }
  return Math.min(prev[m] as number, max + 1)
}

/** The words of `term` one adjacent transposition away (`rouelment` → `roulement`, …). */
export function transpositions(term: string): string[] {
  const out: string[] = []
  for (let i = 0; i + 1 < term.length; i++) {
    if (term[i] === term[i + 1]) continue
    out.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2))
  }
  return out
}
