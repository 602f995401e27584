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
  /** The separator characters before a glued part ('' otherwise). */
  sep: string
}

const MAX_TERM_LENGTH = 64
/** Joins are made from the last parts of a chunk only, so a long dotted string does not explode. */
const MAX_JOINED_PARTS = 6

const isAsciiAlnum = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90)
const isDigitCode = (code: number): boolean => code >= 48 && code <= 57

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

/** Is text[i] a letter or digit? An `x` between two digits (`115x0,8`, `M8x1,25`) separates dimensions. */
function alnumAt(text: string, i: number, code: number): boolean {
  if (code < 128) {
    if (!isAsciiAlnum(code)) return false
    if ((code === 120 || code === 88) && i > 0 && isDigitCode(text.charCodeAt(i - 1)) && isDigitCode(text.charCodeAt(i + 1))) return false
    return true
  }
  // combining accents (decomposed text) belong to their letter
  return (code >= 0x300 && code <= 0x36f) || foldChar(code, text[i] as string) !== ''
}

/**
 * Walks the folded runs of letters and digits of `text` (runs longer than MAX_TERM_LENGTH are dropped).
 * `glued`: the run follows a kept run with at most two characters and no space between, text[gapStart, start).
 */
function eachRun(text: string, visit: (term: string, start: number, end: number, glued: boolean, gapStart: number) => void): void {
  let kept = 0
  let start = -1
  let ascii = true
  let gap = 0
  let gapStart = 0
  let spaceInGap = true
  const n = text.length
  for (let i = 0; i <= n; i++) {
    const code = i < n ? text.charCodeAt(i) : 32
    if (i < n && alnumAt(text, i, code)) {
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
        visit(term, start, i, kept > 0 && !spaceInGap && gap <= 2, gapStart)
        kept++
      }
      start = -1
      gap = 0
      gapStart = i
      spaceInGap = false
    }
    if (i < n) {
      gap++
      if (isSpace(code)) spaceInGap = true
    }
  }
}

/** Splits `text` into folded runs of letters and digits ("raw parts"); `withMap` keeps the source offsets. */
export function rawParts(text: string, withMap = false): Part[] {
  const out: Part[] = []
  eachRun(text, (term, start, end, glued, gapStart) => {
    out.push({
      term,
      start,
      end,
      glued,
      map: withMap ? offsets(text, start, end) : null,
      sep: glued ? text.slice(gapStart, start) : '',
    })
  })
  return out
}

const ALL_DIGITS = /^\d+$/
const NUMBER = /^\d+(?:\.\d+)?$/
const DIGITS_UNIT = /^(\d+)([a-z]+)$/

/** `10,8` and `10.8` are one number, `1,0` is `1`: the digits after the separator, without trailing zeros. */
function decimal(int: string, frac: string): string {
  const f = frac.replace(/0+$/, '')
  return f === '' ? int : `${int}.${f}`
}

/**
 * The words of a text: its raw parts, with a decimal number (`10,8`, `0.8`) or a fraction (`1/2`) as one word, so
 * that `8` does not match the `8` of `10,8`. `first`/`last` are the raw parts a word covers.
 */
export type Word = Part & { first: number; last: number }

export function wordsOf(ps: Part[]): Word[] {
  const out: Word[] = []
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i] as Part
    const next = ps[i + 1]
    if (next && next.glued && ALL_DIGITS.test(p.term) && ALL_DIGITS.test(next.term)) {
      const sep = next.sep
      const term = sep === ',' || sep === '.' ? decimal(p.term, next.term) : sep === '/' ? `${p.term}/${next.term}` : null
      if (term !== null) {
        // the separator stands for the term's `.` or `/`
        const map = p.map && next.map ? [...p.map, p.end, ...next.map] : null
        out.push({ term, start: p.start, end: next.end, glued: p.glued, map, sep: p.sep, first: i, last: i + 1 })
        i++
        continue
      }
    }
    // `0,8mm`: a decimal glued to its unit is the dimension `0.8mm`
    const tail =
      next && next.glued && (next.sep === ',' || next.sep === '.') && ALL_DIGITS.test(p.term) ? DIGITS_UNIT.exec(next.term) : null
    if (next && tail && UNITS.has(tail[2] as string)) {
      const map = p.map && next.map ? [...p.map, p.end, ...next.map] : null
      out.push({
        term: decimal(p.term, tail[1] as string) + (tail[2] as string),
        start: p.start,
        end: next.end,
        glued: p.glued,
        map,
        sep: p.sep,
        first: i,
        last: i + 1,
      })
      i++
      continue
    }
    out.push({ ...p, first: i, last: i })
  }
  return out
}

/** Splits `text` into its folded words (decimals and fractions kept whole); `withMap` keeps the source offsets. */
export function parts(text: string, withMap = false): Part[] {
  return wordsOf(rawParts(text, withMap))
}

/** Units written after a number: `8 mm` and `8mm` are both the term `8mm` (the dimension), besides `8` and `mm`. */
const UNITS = new Set([
  'mm',
  'cm',
  'dm',
  'm',
  'km',
  'um',
  'kg',
  'g',
  'mg',
  'l',
  'ml',
  'cl',
  'dl',
  'v',
  'kv',
  'mv',
  'w',
  'kw',
  'ma',
  'ah',
  'bar',
  'mbar',
  'psi',
  'hz',
  'khz',
  'nm',
  'mpa',
  'db',
  'lm',
  'mah',
])

const isNumber = (term: string): boolean => NUMBER.test(term)

/** The dimension term of a number followed by a unit (`8mm`, `0.8mm`), or null. */
export const dimension = (number: string, unit: string): string | null => (UNITS.has(unit) && isNumber(number) ? number + unit : null)

/** The indexed terms of a text with their word positions (words, dimensions, then joins). */
export type Analysis = { terms: string[]; positions: number[]; parts: number; whole: string | null }

/** Values of at most this many words can equal a query as a whole (the exact criterion). */
const WHOLE_VALUE_WORDS = 12

export function analyse(text: string): Analysis {
  // raw parts into flat arrays (the indexing hot path: no object per part)
  const raw: string[] = []
  const seps: string[] = []
  eachRun(text, (term, start, _end, glued, gapStart) => {
    // '\u0000': not glued to the previous part; else the separator characters
    seps.push(glued ? text.slice(gapStart, start) : '\u0000')
    raw.push(term)
  })
  // words: a decimal or a fraction is one word (see wordsOf)
  const terms: string[] = []
  const positions: number[] = []
  const wordOfRaw = new Int32Array(raw.length)
  for (let i = 0; i < raw.length; i++) {
    const p = raw[i] as string
    const next = raw[i + 1]
    const sep = seps[i + 1]
    let word: string | null = null
    if (next !== undefined && (sep === ',' || sep === '.' || sep === '/') && ALL_DIGITS.test(p)) {
      if (ALL_DIGITS.test(next)) word = sep === '/' ? `${p}/${next}` : decimal(p, next)
      else if (sep !== '/') {
        const tail = DIGITS_UNIT.exec(next)
        if (tail && UNITS.has(tail[2] as string)) word = decimal(p, tail[1] as string) + (tail[2] as string)
      }
    }
    wordOfRaw[i] = terms.length
    if (word === null) word = p
    else wordOfRaw[++i] = terms.length
    positions.push(terms.length)
    terms.push(word)
  }
  const count = terms.length
  const whole = count > 0 && count <= WHOLE_VALUE_WORDS ? terms.join(' ') : null
  for (let i = 0; i + 1 < count; i++) {
    const dim = dimension(terms[i] as string, terms[i + 1] as string)
    if (dim !== null) {
      terms.push(dim)
      positions.push(i)
    }
  }
  // joins of each chunk's last raw parts (not of a lone decimal: `10,8` is not `108`)
  let chunkStart = 0
  for (let i = 1; i <= raw.length; i++) {
    if (i < raw.length && seps[i] !== '\u0000') continue
    const last = i - 1
    if (wordOfRaw[chunkStart] !== wordOfRaw[last]) {
      for (let s = Math.max(chunkStart, last - MAX_JOINED_PARTS + 1); s < last; s++) {
        let joined = ''
        for (let k = s; k <= last; k++) joined += raw[k] as string
        if (joined.length <= MAX_TERM_LENGTH) {
          terms.push(joined)
          positions.push(wordOfRaw[s] as number)
        }
      }
    }
    chunkStart = i
  }
  return { terms, positions, parts: count, whole }
}

/** A token of a text: a word, a dimension or the join of a chunk's last parts (`pos`: position of its first word). */
export type Token = { term: string; pos: number; first: number; last: number; joined: boolean }

/**
 * Every indexed token of the words `ws` of a text (see `analyse`). `first`/`last` are indexes into `ws`.
 */
export function tokens(ws: Part[], posOffset = 0): Token[] {
  const out: Token[] = []
  ws.forEach((w, i) => out.push({ term: w.term, pos: posOffset + i, first: i, last: i, joined: false }))
  for (let i = 0; i + 1 < ws.length; i++) {
    const dim = dimension((ws[i] as Part).term, (ws[i + 1] as Part).term)
    if (dim !== null) out.push({ term: dim, pos: posOffset + i, first: i, last: i + 1, joined: true })
  }
  const joins = (from: number, last: number) => {
    for (let s = Math.max(from, last - MAX_JOINED_PARTS + 1); s < last; s++) {
      let joined = ''
      for (let k = s; k <= last; k++) joined += (ws[k] as Part).term.replace(/[./]/g, '')
      if (joined.length <= MAX_TERM_LENGTH) out.push({ term: joined, pos: posOffset + s, first: s, last, joined: true })
    }
  }
  let chunkStart = 0
  ws.forEach((w, i) => {
    if (i > 0 && !w.glued) {
      joins(chunkStart, i - 1)
      chunkStart = i
    }
  })
  joins(chunkStart, ws.length - 1)
  return out
}

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
