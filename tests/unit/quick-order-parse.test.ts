import { describe, expect, it } from 'vitest'

import { packQuantity } from '@/lib/cart/quantity'
import { cellText, linesFromRows, parsePastedText } from '@/lib/quick-order/parse'

const lines = (text: string) => parsePastedText(text).lines.map((l) => [l.reference, l.quantity])

describe('quick order: lines of « référence ; quantité » as buyers paste them', () => {
  it.each([
    [
      'tab (copied from Excel)',
      'SKF-6204-2RS\t10\nFAC-440.JE10\t2',
      [
        ['SKF-6204-2RS', 10],
        ['FAC-440.JE10', 2],
      ],
    ],
    [
      'semicolon',
      'SKF-6204-2RS;10\nFAC-440.JE10 ; 2',
      [
        ['SKF-6204-2RS', 10],
        ['FAC-440.JE10', 2],
      ],
    ],
    ['comma', 'SKF-6204-2RS,10', [['SKF-6204-2RS', 10]]],
    [
      'spaces, the last word the quantity',
      'SKF 6204-2RS 10\n6204-2RS   4',
      [
        ['SKF 6204-2RS', 10],
        ['6204-2RS', 4],
      ],
    ],
    [
      'French decimal comma',
      'CABLE-M;2,5\nCABLE-M\t1,5\nCABLE-M,0,5\nCABLE-M 3,25',
      [
        ['CABLE-M', 2.5],
        ['CABLE-M', 1.5],
        ['CABLE-M', 0.5],
        ['CABLE-M', 3.25],
      ],
    ],
    ['a quoted CSV cell', '"SKF-6204-2RS","2,5"', [['SKF-6204-2RS', 2.5]]],
    [
      'no quantity: 1',
      'SKF-6204-2RS\n3401234567890',
      [
        ['SKF-6204-2RS', 1],
        ['3401234567890', 1],
      ],
    ],
    [
      'Windows line ends, blank lines, trailing empty Excel cells',
      'A-1\t2\t\t\r\n\r\n  \r\nB-2\t3\r\n',
      [
        ['A-1', 2],
        ['B-2', 3],
      ],
    ],
    ['a designation column in between: the last number is the quantity', 'A-1\tRoulement 6204\t4', [['A-1', 4]]],
  ])('%s', (_, text, expected) => expect(lines(text)).toEqual(expected))

  it('leaves out a header row, with or without accents, in any separator', () => {
    for (const header of ['Référence\tQuantité', 'Reference;Qté', 'ref,qty', 'Code article\tDésignation\tQuantité']) {
      const parsed = parsePastedText(`${header}\nA-1\t2`)
      expect(parsed.headerSkipped, header).toBe(true)
      expect(parsed.lines).toEqual([{ row: 2, reference: 'A-1', quantity: 2 }])
    }
    // a first line that is an order line stays
    expect(parsePastedText('A-1;2').headerSkipped).toBe(false)
  })

  it('keeps a line whose quantity is not a number above 0, without quantity (the page says so)', () => {
    expect(lines('A-1;deux\nB-2;0\nC-3;-4')).toEqual([
      ['A-1', null],
      ['B-2', null],
      ['C-3', null],
    ])
  })

  it('keeps the unreadable quantity as written, for the buyer to correct', () => {
    expect(parsePastedText('A-1;deux\nB-2;0\nC-3;4').lines).toEqual([
      { row: 1, reference: 'A-1', quantity: null, quantityText: 'deux' },
      { row: 2, reference: 'B-2', quantity: null, quantityText: '0' },
      { row: 3, reference: 'C-3', quantity: 4 },
    ])
  })

  it('takes 500 lines at most and counts the others', () => {
    const text = Array.from({ length: 503 }, (_, i) => `R-${i};1`).join('\n')
    const parsed = parsePastedText(text)
    expect(parsed.lines).toHaveLength(500)
    expect(parsed.ignored).toBe(3)
  })

  it('reads the rows of a sheet (numbers as numbers, empty cells)', () => {
    const rows = [
      ['Référence', 'Quantité'],
      ['SKF-6204-2RS', 10],
      [null, null],
      [3401234567890, 2.5],
    ].map((row) => row.map(cellText))
    expect(linesFromRows(rows).lines).toEqual([
      { row: 2, reference: 'SKF-6204-2RS', quantity: 10 },
      { row: 4, reference: '3401234567890', quantity: 2.5 },
    ])
  })
})

describe('quick order: the pack rule applied to a quantity', () => {
  it.each([
    [25, { min: 10, step: 10 }, 'boîte de 10', 30, 'Quantité arrondie à 30 (vendu par boîte de 10)'],
    [3, { min: 5, step: 5 }, 'PK', 5, 'Quantité minimale 5\u00a0: portée à 5 (vendu par 5 paquets)'],
    [2.3, { min: 0.5, step: 0.5 }, 'M', 2.5, 'Quantité arrondie à 2,5 (vendu par 0,5 mètre)'],
    [30, { min: 10, step: 10 }, 'boîte de 10', 30, null],
    [4, { min: 1, step: 1 }, 'EA', 4, null],
  ])('%s with %o (%s) → %s', (requested, rules, unit, quantity, note) =>
    expect(packQuantity(requested, rules, unit)).toEqual({ quantity, note }),
  )
})
