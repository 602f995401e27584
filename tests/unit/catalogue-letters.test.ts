import { describe, expect, it } from 'vitest'

import { ALL_LETTERS, filterByLetter, initialOf, LETTERS, lettersInUse, parseLetterParam } from '@/features/catalogue/letters'

const brands = [{ title: 'SKF' }, { title: 'Sandvik Coromant' }, { title: 'Écrous du Nord' }, { title: '3M' }, { title: 'fag' }]

describe('/partenaires letter filter', () => {
  it("has A–Z buttons and 'Tout'", () => {
    expect(LETTERS).toHaveLength(26)
    expect(LETTERS[0]).toBe('A')
    expect(ALL_LETTERS).toBe('Tout') // spec §9 default filter
  })

  it.each([
    ['S', 'S'],
    ['s', 'S'],
    [' k ', 'K'],
    ['Tout', null],
    ['SS', null],
    ['1', null],
    ['', null],
    [undefined, null],
    [['b'], 'B'],
  ] as const)('?lettre=%j → %j', (value, expected) => {
    expect(parseLetterParam(value)).toBe(expected)
  })

  it('folds accents and case for the initial; a digit has none', () => {
    expect(initialOf('Écrous du Nord')).toBe('E')
    expect(initialOf('fag')).toBe('F')
    expect(initialOf('3M')).toBeNull()
  })

  it('keeps only the brands of a letter; no letter keeps them all', () => {
    expect(filterByLetter(brands, 'S').map((b) => b.title)).toEqual(['SKF', 'Sandvik Coromant'])
    expect(filterByLetter(brands, 'E').map((b) => b.title)).toEqual(['Écrous du Nord'])
    expect(filterByLetter(brands, 'Z')).toEqual([])
    expect(filterByLetter(brands, null)).toHaveLength(brands.length)
  })

  it('lists the letters in use', () => {
    expect([...lettersInUse(brands)].sort()).toEqual(['E', 'F', 'S'])
  })
})
