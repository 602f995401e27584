// @vitest-environment node
/** Text analysis of the search engine: dimensions, decimals and fractions are words of their own. */
import { describe, expect, it } from 'vitest'

import { analyse, parts } from '@/server/search/engine/text'

const terms = (text: string) => analyse(text).terms

describe('numbers with their decimal part and unit', () => {
  it('10,8 is one word: neither 8 nor 10 nor 108 is indexed, the dimension 10.8mm is', () => {
    const t = terms('Foret carbure Ø 10,8 mm')
    expect(t).toEqual(expect.arrayContaining(['foret', '10.8', 'mm', '10.8mm']))
    expect(t).not.toContain('8')
    expect(t).not.toContain('10')
    expect(t).not.toContain('108')
  })

  it('8 mm, 8mm and 0,8mm give the dimension terms; 1,0 is 1', () => {
    expect(terms('Ø 8 mm')).toContain('8mm')
    expect(terms('13mm')).toContain('13mm')
    expect(terms('0,8mm')).toContain('0.8mm')
    expect(terms('150 × 1,0 mm')).toEqual(expect.arrayContaining(['150', '1', '1mm']))
  })

  it('1/2" is a fraction, not 1, 2 or 12', () => {
    const t = terms('Douille 6 pans 1/2" 19 mm')
    expect(t).toContain('1/2')
    expect(t).not.toContain('12')
    expect(t).toContain('19mm')
  })

  it('an x between digits separates dimensions; a reference keeps its joins', () => {
    const t = terms('NOR-NX-115X0.8-ACI')
    expect(t).toEqual(expect.arrayContaining(['nor', 'nx', '115', '0.8', 'aci', 'nornx11508aci', '11508aci']))
    expect(terms('SKF-6204-2RS')).toEqual(['skf', '6204', '2rs', 'skf62042rs', '62042rs'])
  })

  it('the indexed words are the words the query and the highlighter see', () => {
    for (const text of ['Disque 115 × 0,8 × 22,23 mm', 'Clé 1/2" 40-200 N·m', 'SAN-860.1-1580-047A1', 'M8x1,25', '0,8mm']) {
      const a = analyse(text)
      expect(a.terms.slice(0, a.parts)).toEqual(parts(text).map((p) => p.term))
    }
  })
})
