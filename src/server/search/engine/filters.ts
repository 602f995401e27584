/**
 * Algolia's filter languages, compiled to predicates over documents: `filters` ("marque:SKF AND (stock > 0 OR
 * NOT algolia_type:product)"), `facetFilters` ([["a:x", "a:y"], "-b:z"]: AND of ORs, `-` negates), `numericFilters`
 * (["stock>=1", "prix:10 TO 20"]) and `tagFilters` (on `_tags`). Facet values compare without case or accents.
 */
import { badRequest } from './errors'
import { facetValuesOf, hasFacetValue, valueAt, type Rec, type Store } from './store'
import { fold } from './text'

type Op = '=' | '!=' | '<' | '<=' | '>' | '>='
export type Filter =
  | { kind: 'and' | 'or'; children: Filter[] }
  | { kind: 'not'; child: Filter }
  | { kind: 'facet'; attr: string; value: string }
  | { kind: 'numeric'; attr: string; op: Op; value: number }
  | { kind: 'range'; attr: string; low: number; high: number }
  | { kind: 'all' }

export type Nested = string | readonly (string | readonly string[])[]

const and = (children: Filter[]): Filter =>
  children.length === 0 ? { kind: 'all' } : children.length === 1 ? (children[0] as Filter) : { kind: 'and', children }
const or = (children: Filter[]): Filter => (children.length === 1 ? (children[0] as Filter) : { kind: 'or', children })

/* ------------------------------------------------------------------ */
/* `filters` string                                                    */
/* ------------------------------------------------------------------ */

type Tok = { t: 'lp' | 'rp' | 'and' | 'or' | 'not' | 'to' | 'colon' | 'op' | 'word' | 'quoted'; v: string }

function lex(input: string): Tok[] {
  const out: Tok[] = []
  let i = 0
  while (i < input.length) {
    const c = input[i] as string
    if (/\s/.test(c)) {
      i++
    } else if (c === '(' || c === ')') {
      out.push({ t: c === '(' ? 'lp' : 'rp', v: c })
      i++
    } else if (c === ':') {
      out.push({ t: 'colon', v: c })
      i++
    } else if (c === '"' || c === "'") {
      let j = i + 1
      let v = ''
      while (j < input.length && input[j] !== c) {
        if (input[j] === '\\' && j + 1 < input.length) j++
        v += input[j]
        j++
      }
      if (j >= input.length) throw badRequest(`filters: unclosed quote at col ${i + 1}`)
      out.push({ t: 'quoted', v })
      i = j + 1
    } else if ('<>=!'.includes(c)) {
      const two = input.slice(i, i + 2)
      const op = ['<=', '>=', '!='].includes(two) ? two : c
      if (op === '!') throw badRequest(`filters: unexpected '!' at col ${i + 1}`)
      out.push({ t: 'op', v: op })
      i += op.length
    } else {
      let j = i
      while (j < input.length && !/[\s():<>=!"']/.test(input[j] as string)) j++
      const v = input.slice(i, j)
      const upper = v.toUpperCase()
      out.push(
        upper === 'AND' && v === upper
          ? { t: 'and', v }
          : upper === 'OR' && v === upper
            ? { t: 'or', v }
            : upper === 'NOT' && v === upper
              ? { t: 'not', v }
              : upper === 'TO' && v === upper
                ? { t: 'to', v }
                : { t: 'word', v },
      )
      i = j
    }
  }
  return out
}

const toNumber = (v: string, where: string): number => {
  const n = Number(v)
  if (v.trim() === '' || !Number.isFinite(n)) throw badRequest(`filters: '${v}' is not a number (${where})`)
  return n
}

/** Deepest nesting of parentheses and NOT a `filters` string may have (the parser and predicates recurse). */
const MAX_FILTER_DEPTH = 32

/** Parses Algolia's `filters` syntax. */
export function parseFilters(input: string): Filter {
  const toks = lex(input)
  let i = 0
  let depth = 0
  const peek = () => toks[i]
  const take = () => toks[i++]
  const expectValue = (): string => {
    const t = take()
    if (!t || (t.t !== 'word' && t.t !== 'quoted')) throw badRequest(`filters: a value was expected in '${input}'`)
    return t.v
  }
  const deeper = <T>(parse: () => T): T => {
    if (++depth > MAX_FILTER_DEPTH) throw badRequest(`filters: more than ${MAX_FILTER_DEPTH} nested parentheses or NOT`)
    const result = parse()
    depth--
    return result
  }
  const primary = (): Filter => {
    const t = take()
    if (!t) throw badRequest(`filters: unexpected end of '${input}'`)
    if (t.t === 'not') return deeper(() => ({ kind: 'not', child: primary() }))
    if (t.t === 'lp') {
      const inner = deeper(expression)
      if (take()?.t !== 'rp') throw badRequest(`filters: missing ')' in '${input}'`)
      return inner
    }
    if (t.t !== 'word' && t.t !== 'quoted') throw badRequest(`filters: unexpected '${t.v}' in '${input}'`)
    const attr = t.v
    const next = take()
    if (next?.t === 'colon') {
      const value = expectValue()
      if (peek()?.t === 'to') {
        take()
        return { kind: 'range', attr, low: toNumber(value, attr), high: toNumber(expectValue(), attr) }
      }
      return { kind: 'facet', attr, value }
    }
    if (next?.t === 'op') return { kind: 'numeric', attr, op: next.v as Op, value: toNumber(expectValue(), attr) }
    throw badRequest(`filters: ':' or a comparison was expected after '${attr}'`)
  }
  const conjunction = (): Filter => {
    const children = [primary()]
    while (peek()?.t === 'and') {
      take()
      children.push(primary())
    }
    return and(children)
  }
  const expression = (): Filter => {
    const children = [conjunction()]
    while (peek()?.t === 'or') {
      take()
      children.push(conjunction())
    }
    return or(children)
  }
  if (toks.length === 0) return { kind: 'all' }
  const result = expression()
  if (i < toks.length) throw badRequest(`filters: unexpected '${toks[i]?.v}' in '${input}'`)
  return result
}

/* ------------------------------------------------------------------ */
/* facetFilters / numericFilters / tagFilters                          */
/* ------------------------------------------------------------------ */

function facetAtom(raw: string, tagAttr?: string): Filter {
  if (tagAttr) {
    return raw.startsWith('-')
      ? { kind: 'not', child: { kind: 'facet', attr: tagAttr, value: raw.slice(1) } }
      : { kind: 'facet', attr: tagAttr, value: raw }
  }
  let text = raw
  let negated = false
  if (text.startsWith('-')) {
    negated = true
    text = text.slice(1)
  }
  const colon = text.indexOf(':')
  if (colon <= 0) throw badRequest(`facetFilters: '${raw}' must be 'attribute:value'`)
  const attr = text.slice(0, colon)
  let value = text.slice(colon + 1)
  if (value.startsWith('-')) {
    negated = !negated
    value = value.slice(1)
  } else if (value.startsWith('\\-')) value = value.slice(1)
  const atom: Filter = { kind: 'facet', attr, value }
  return negated ? { kind: 'not', child: atom } : atom
}

function numericAtom(raw: string): Filter {
  const range = /^\s*([^:<>=!\s]+)\s*:\s*(-?[\d.e+-]+)\s+TO\s+(-?[\d.e+-]+)\s*$/.exec(raw)
  if (range)
    return { kind: 'range', attr: range[1] as string, low: toNumber(range[2] as string, raw), high: toNumber(range[3] as string, raw) }
  const cmp = /^\s*([^:<>=!\s]+)\s*(<=|>=|!=|<|>|=)\s*(-?[\d.e+-]+)\s*$/.exec(raw)
  if (!cmp) throw badRequest(`numericFilters: '${raw}' must be 'attribute operator number'`)
  return { kind: 'numeric', attr: cmp[1] as string, op: cmp[2] as Op, value: toNumber(cmp[3] as string, raw) }
}

function nested(input: Nested | undefined, atom: (raw: string) => Filter, name: string): Filter {
  if (input === undefined || input === null) return { kind: 'all' }
  let list: readonly (string | readonly string[])[]
  if (typeof input === 'string') {
    const trimmed = input.trim()
    if (trimmed === '') return { kind: 'all' }
    if (trimmed.startsWith('[')) {
      try {
        list = JSON.parse(trimmed) as (string | string[])[]
      } catch {
        throw badRequest(`${name}: invalid JSON array`)
      }
    } else list = trimmed.split(',')
  } else list = input
  if (!Array.isArray(list)) throw badRequest(`${name} must be a string or an array`)
  return and(
    list.map((item) => {
      if (typeof item === 'string') return atom(item)
      if (Array.isArray(item) && item.every((x) => typeof x === 'string')) return or(item.map((x: string) => atom(x)))
      throw badRequest(`${name}: every element must be a string or an array of strings`)
    }),
  )
}

export const parseFacetFilters = (input: Nested | undefined) => nested(input, (raw) => facetAtom(raw), 'facetFilters')
export const parseNumericFilters = (input: Nested | undefined) => nested(input, numericAtom, 'numericFilters')
export const parseTagFilters = (input: Nested | undefined) => nested(input, (raw) => facetAtom(raw, '_tags'), 'tagFilters')

export function combine(filters: Filter[]): Filter {
  return and(filters.filter((f) => f.kind !== 'all'))
}

/* ------------------------------------------------------------------ */
/* Evaluation                                                          */
/* ------------------------------------------------------------------ */

export type Predicate = (doc: number) => boolean

const numbersOf = (value: unknown): number[] =>
  typeof value === 'number'
    ? [value]
    : typeof value === 'boolean'
      ? [value ? 1 : 0]
      : Array.isArray(value)
        ? value.filter((v): v is number => typeof v === 'number')
        : []

function compare(a: number, op: Op, b: number): boolean {
  switch (op) {
    case '=':
      return a === b
    case '!=':
      return a !== b
    case '<':
      return a < b
    case '<=':
      return a <= b
    case '>':
      return a > b
    case '>=':
      return a >= b
  }
}

/** Compiles a filter to a predicate over the store's documents (null when it lets everything through). */
export function compile(filter: Filter, store: Store): Predicate | null {
  const rec = (doc: number) => store.records[doc] as Rec
  const build = (f: Filter): Predicate => {
    switch (f.kind) {
      case 'all':
        return () => true
      case 'and': {
        const ps = f.children.map(build)
        return (doc) => ps.every((p) => p(doc))
      }
      case 'or': {
        const ps = f.children.map(build)
        return (doc) => ps.some((p) => p(doc))
      }
      case 'not': {
        const p = build(f.child)
        return (doc) => !p(doc)
      }
      case 'facet': {
        const key = fold(f.value)
        const column = store.facets.get(f.attr)
        if (column) {
          const id = column.ids.get(key)
          if (id === undefined) return () => false
          return (doc) => hasFacetValue(column, doc, id)
        }
        return (doc) => facetValuesOf(valueAt(rec(doc), f.attr)).some((v) => fold(v) === key)
      }
      case 'numeric':
        return (doc) => {
          const values = numbersOf(valueAt(rec(doc), f.attr))
          // `!=` holds when no value equals; every other operator when some value satisfies it
          return f.op === '!=' ? values.every((v) => v !== f.value) : values.some((v) => compare(v, f.op, f.value))
        }
      case 'range':
        return (doc) => numbersOf(valueAt(rec(doc), f.attr)).some((v) => v >= f.low && v <= f.high)
    }
  }
  return filter.kind === 'all' ? null : build(filter)
}
