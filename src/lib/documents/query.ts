/**
 * The documents page's search (/mon-compte/documents): the address's parameters (`du`, `au`: order dates, inclusive,
 * YYYY-MM-DD; `numero`: order, invoice or delivery note number; `reference`: the buyer's PO reference; `page`), how they
 * are read, written back and applied. Pure: the API route filters with it and the page builds its links with it.
 */

const DOCUMENTS_PAGE_SIZE = 20
/** The longest text a number or reference search takes (a PO reference is 64 characters at most). */
const MAX_SEARCH_TEXT = 64

export type DocumentQuery = {
  from: string | null
  to: string | null
  number: string | null
  reference: string | null
  page: number
}

export const EMPTY_DOCUMENT_QUERY: DocumentQuery = { from: null, to: null, number: null, reference: null, page: 1 }

/** The address's parameter names (French, at the data edge) for each field. */
export const DOCUMENT_PARAMS = { from: 'du', to: 'au', number: 'numero', reference: 'reference', page: 'page' } as const

export type DocumentQueryError = { field: keyof DocumentQuery; message: string }

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value)
  if (!m) return false
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return date.toISOString().slice(0, 10) === value
}

const first = (value: unknown): string | null => {
  const v = Array.isArray(value) ? value[0] : value
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null
}

const QUERY_MESSAGES = {
  date: 'Indiquez une date au format AAAA-MM-JJ.',
  range: 'La date de début doit précéder la date de fin.',
  text: `Indiquez au plus ${MAX_SEARCH_TEXT} caractères.`,
  page: 'Numéro de page invalide.',
} as const

/** Reads the parameters (Next's `query`: a string or a list per name); the errors name what was refused. */
export function parseDocumentQuery(params: Record<string, unknown>): { query: DocumentQuery; errors: DocumentQueryError[] } {
  const errors: DocumentQueryError[] = []
  const day = (field: 'from' | 'to') => {
    const v = first(params[DOCUMENT_PARAMS[field]])
    if (v === null) return null
    if (isIsoDay(v)) return v
    errors.push({ field, message: QUERY_MESSAGES.date })
    return null
  }
  const text = (field: 'number' | 'reference') => {
    const v = first(params[DOCUMENT_PARAMS[field]])
    if (v === null || v.length <= MAX_SEARCH_TEXT) return v
    errors.push({ field, message: QUERY_MESSAGES.text })
    return null
  }
  const from = day('from')
  const to = day('to')
  if (from && to && from > to) errors.push({ field: 'to', message: QUERY_MESSAGES.range })
  const rawPage = first(params[DOCUMENT_PARAMS.page])
  let page = 1
  if (rawPage !== null) {
    if (/^[1-9]\d{0,4}$/.test(rawPage)) page = Number(rawPage)
    else errors.push({ field: 'page', message: QUERY_MESSAGES.page })
  }
  return { query: { from, to, number: text('number'), reference: text('reference'), page }, errors }
}

/** The query as address parameters, empty ones and page 1 left out (for links and the API call). */
export function documentQueryParams(query: DocumentQuery): Record<string, string> {
  const out: Record<string, string> = {}
  if (query.from) out[DOCUMENT_PARAMS.from] = query.from
  if (query.to) out[DOCUMENT_PARAMS.to] = query.to
  if (query.number) out[DOCUMENT_PARAMS.number] = query.number
  if (query.reference) out[DOCUMENT_PARAMS.reference] = query.reference
  if (query.page > 1) out[DOCUMENT_PARAMS.page] = String(query.page)
  return out
}

export const isFiltered = (query: DocumentQuery): boolean => Boolean(query.from || query.to || query.number || query.reference)

/** Lower case, without accents, spaces nor punctuation: « BC 2026/0412 » finds « bc-2026-0412 ». */
const searchKey = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

/** The day an ISO instant falls on in France (an order placed at 23:30 in Paris keeps its day). */
function parisDay(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' })
  return parts.format(new Date(iso))
}

export type Searchable = { date: string | null; numbers: readonly (string | null)[]; reference: string | null }

/** Does a document match the search: its date in the range, one of its numbers and its PO reference containing the text? */
export function matchesDocumentQuery(doc: Searchable, query: DocumentQuery): boolean {
  if (query.from || query.to) {
    if (!doc.date) return false
    const day = parisDay(doc.date)
    if ((query.from && day < query.from) || (query.to && day > query.to)) return false
  }
  if (query.number) {
    const wanted = searchKey(query.number)
    if (!doc.numbers.some((n) => n !== null && searchKey(n).includes(wanted))) return false
  }
  if (query.reference) {
    if (!doc.reference || !searchKey(doc.reference).includes(searchKey(query.reference))) return false
  }
  return true
}

/** One page of `items` (pages from 1); a page past the end is the last one. */
export function pageOf<T>(items: readonly T[], page: number, size = DOCUMENTS_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(items.length / size))
  const current = Math.min(Math.max(1, page), pages)
  return { items: items.slice((current - 1) * size, current * size), page: current, pages, total: items.length }
}
