/** The documents page's search (src/lib/documents/query.ts): the address's parameters, the match rules, the pages. */
import { describe, expect, it } from 'vitest'

import {
  documentQueryParams,
  EMPTY_DOCUMENT_QUERY,
  matchesDocumentQuery,
  pageOf,
  parseDocumentQuery,
  type DocumentQuery,
} from '@/lib/documents/query'

const q = (over: Partial<DocumentQuery>): DocumentQuery => ({ ...EMPTY_DOCUMENT_QUERY, ...over })
const doc = { date: '2026-11-10T22:30:00.000Z', numbers: ['1187', 'FA-2026-001187', 'BL-7781'], reference: 'BC-2026/0412' }

describe('parseDocumentQuery', () => {
  it.each([
    [{}, EMPTY_DOCUMENT_QUERY],
    [
      { du: '2026-11-01', au: '2026-11-30', numero: ' FA-1 ', reference: 'BC', page: '3' },
      q({ from: '2026-11-01', to: '2026-11-30', number: 'FA-1', reference: 'BC', page: 3 }),
    ],
    [{ du: ['2026-01-05', 'x'], numero: '' }, q({ from: '2026-01-05' })],
  ])('reads %j', (params, expected) => {
    expect(parseDocumentQuery(params)).toEqual({ query: expected, errors: [] })
  })

  it.each([
    [{ du: '2026-02-30' }, 'from'],
    [{ au: '10/11/2026' }, 'to'],
    [{ du: '2026-11-10', au: '2026-11-01' }, 'to'],
    [{ numero: 'x'.repeat(65) }, 'number'],
    [{ page: '0' }, 'page'],
    [{ page: '2.5' }, 'page'],
  ])('refuses %j (field %s)', (params, field) => {
    expect(parseDocumentQuery(params).errors.map((e) => e.field)).toEqual([field])
  })

  it('writes back only what is set, without page 1', () => {
    expect(documentQueryParams(q({ from: '2026-11-01', number: 'BL', page: 1 }))).toEqual({ du: '2026-11-01', numero: 'BL' })
    expect(documentQueryParams(q({ reference: 'BC', page: 2 }))).toEqual({ reference: 'BC', page: '2' })
  })
})

describe('matchesDocumentQuery', () => {
  it.each([
    [q({}), true],
    // the order's day in Paris: 22:30 UTC on the 10th is 23:30 there
    [q({ from: '2026-11-10', to: '2026-11-10' }), true],
    [q({ from: '2026-11-11' }), false],
    [q({ to: '2026-11-09' }), false],
    [q({ number: '1187' }), true],
    [q({ number: 'fa 2026 001187' }), true],
    [q({ number: 'bl7781' }), true],
    [q({ number: '9999' }), false],
    [q({ reference: 'bc-2026-0412' }), true],
    [q({ reference: '0412' }), true],
    [q({ reference: '0413' }), false],
  ])('%j → %s', (query, expected) => {
    expect(matchesDocumentQuery(doc, query)).toBe(expected)
  })

  it('leaves out an undated order when a date is asked, and one without PO reference when a reference is', () => {
    expect(matchesDocumentQuery({ ...doc, date: null }, q({ from: '2026-01-01' }))).toBe(false)
    expect(matchesDocumentQuery({ ...doc, reference: null }, q({ reference: 'BC' }))).toBe(false)
  })
})

describe('pageOf', () => {
  const items = Array.from({ length: 45 }, (_, i) => i)
  it('cuts pages of 20 and keeps a page past the end on the last one', () => {
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 3, total: 45, items: items.slice(0, 20) })
    expect(pageOf(items, 3).items).toEqual([40, 41, 42, 43, 44])
    expect(pageOf(items, 9).page).toBe(3)
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1, total: 0 })
  })
})
