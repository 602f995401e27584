import { describe, expect, it } from 'vitest'

import {
  clampPage,
  DEFAULT_SORT_LABEL,
  DEFAULT_SORT_PARAM,
  pageCount,
  pageItems,
  parsePageParam,
  parseSortParam,
  sortLabel,
  sortParamFromLabel,
  SORT_OPTIONS,
} from '@/lib/catalogue/listing'

describe('listing sort options', () => {
  it("offers 'A-Z' (default), 'Z-A' and 'Référence'", () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(['A-Z', 'Z-A', 'Référence'])
    expect(sortLabel(DEFAULT_SORT_PARAM)).toBe(DEFAULT_SORT_LABEL) // spec §9 default sort 'A-Z'
  })

  it.each([
    ['a-z', 'a-z'],
    ['z-a', 'z-a'],
    ['Z-A', 'z-a'],
    [' reference ', 'reference'],
    ['prix', 'a-z'],
    ['', 'a-z'],
    [undefined, 'a-z'],
    [['z-a', 'a-z'], 'z-a'],
    [42, 'a-z'],
  ] as const)('?tri=%j → %s', (value, expected) => {
    expect(parseSortParam(value)).toBe(expected)
  })

  it('maps labels (UI store) to URL values and back', () => {
    for (const o of SORT_OPTIONS) {
      expect(sortParamFromLabel(o.label)).toBe(o.param)
      expect(sortLabel(o.param)).toBe(o.label)
    }
    expect(sortParamFromLabel('inconnu')).toBe('a-z')
  })
})

describe('listing page parameter', () => {
  it.each([
    ['2', 2],
    ['1', 1],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['abc', 1],
    ['9999999', 1],
    [undefined, 1],
    [['3'], 3],
  ] as const)('?page=%j → %d', (value, expected) => {
    expect(parsePageParam(value)).toBe(expected)
  })
})

describe('pagination maths', () => {
  it.each([
    [0, 24, 1],
    [1, 24, 1],
    [24, 24, 1],
    [25, 24, 2],
    [400, 24, 17],
    [48, 48, 1],
  ])('%d products at %d per page → %d pages', (total, limit, pages) => {
    expect(pageCount(total, limit)).toBe(pages)
  })

  it('clamps a page into 1…total', () => {
    expect(clampPage(0, 5)).toBe(1)
    expect(clampPage(9, 5)).toBe(5)
    expect(clampPage(3, 5)).toBe(3)
    expect(clampPage(3, 0)).toBe(1)
  })

  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 17, [1, 2, null, 17]],
    [6, 17, [1, null, 5, 6, 7, null, 17]],
    [3, 17, [1, 2, 3, 4, null, 17]],
    [17, 17, [1, null, 16, 17]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [99, 17, [1, null, 16, 17]],
  ] as const)('page %d of %d → %j', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected)
  })

  it('every page number shown is within range and in order', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const numbers = pageItems(current, total).filter((p): p is number => p !== null)
        expect(numbers).toContain(current)
        expect(numbers[0]).toBe(1)
        expect(numbers.at(-1)).toBe(total)
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers)
      }
    }
  })
})
