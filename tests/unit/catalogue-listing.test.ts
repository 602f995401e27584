import { describe, expect, it } from 'vitest'

import { clampPage, DEFAULT_SORT_PARAM, pageItems, SORT_OPTIONS } from '@/lib/catalogue/listing'

describe('listing sort options', () => {
  it("offers 'A-Z' (default), 'Z-A' and 'Référence'", () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(['A-Z', 'Z-A', 'Référence'])
    expect(SORT_OPTIONS.find((o) => o.param === DEFAULT_SORT_PARAM)?.label).toBe('A-Z') // spec §9 default sort 'A-Z'
  })
})

describe('pagination maths', () => {
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
