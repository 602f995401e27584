/** The CSV that French Excel opens with a double click (src/lib/account/csv.ts): BOM, `;`, decimal comma, dd/mm/yyyy. */
import { describe, expect, it } from 'vitest'

import { writeCsv, type CsvColumn } from '@/lib/account/csv'

const columns: CsvColumn[] = [
  { label: 'Texte', kind: 'text' },
  { label: 'Date', kind: 'date' },
  { label: 'Quantité', kind: 'quantity' },
  { label: 'Prix', kind: 'price' },
  { label: 'Montant', kind: 'amount' },
]

const body = (csv: string) => csv.slice(1).split('\r\n').slice(1, -1)

describe('writeCsv', () => {
  it('starts with a UTF-8 byte order mark, separates cells with `;` and ends each line with CRLF', () => {
    const csv = writeCsv(columns, [['Écrou M8', '2026-11-21T09:10:00.000Z', 30, 1.5, 45]])
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(csv).toBe('\uFEFFTexte;Date;Quantité;Prix;Montant\r\nÉcrou M8;21/11/2026;30;1,50;45,00\r\n')
  })

  it('writes decimal commas without thousands separators: two decimals for amounts, up to four for unit prices, three for quantities', () => {
    const csv = writeCsv(columns, [
      ['a', null, 1234.5, 12.3456, 12345.678],
      ['b', null, 0.125, 0.1, -3.5],
    ])
    expect(body(csv)).toEqual(['a;;1234,5;12,3456;12345,68', 'b;;0,125;0,10;-3,50'])
  })

  it('writes dates as the Paris day in dd/mm/yyyy: an order at 23:30 in Paris keeps its day', () => {
    const csv = writeCsv(columns, [
      ['x', '2026-11-10T22:30:00.000Z', null, null, null],
      ['y', new Date('2026-01-05T12:00:00Z'), 1, 1, 1],
    ])
    expect(body(csv)).toEqual(['x;10/11/2026;;;', 'y;05/01/2026;1;1,00;1,00'])
  })

  it('quotes a cell holding a `;`, a quote or a line break, doubling its quotes', () => {
    const csv = writeCsv(columns.slice(0, 1), [['BC;12'], ['Vis "TORX" 6 mm'], ['ligne 1\nligne 2'], ['retour\r'], ['simple']])
    expect(body(csv)).toEqual(['"BC;12"', '"Vis ""TORX"" 6 mm"', '"ligne 1\nligne 2"', '"retour\r"', 'simple'])
  })

  it('never writes a text that a spreadsheet would run as a formula', () => {
    const csv = writeCsv(columns.slice(0, 1), [['=HYPERLINK("http://x")'], ['+33 1'], ['-PO'], ['@SUM(A1)'], ['PO-1']])
    expect(body(csv)).toEqual([`"'=HYPERLINK(""http://x"")"`, "'+33 1", "'-PO", "'@SUM(A1)", 'PO-1'])
  })

  it('quotes a heading that needs it, and writes an empty cell for null or a missing cell', () => {
    const csv = writeCsv(
      [
        { label: 'A;B', kind: 'text' },
        { label: 'C', kind: 'amount' },
      ],
      [[null], ['x', null]],
    )
    expect(csv).toBe('\uFEFF"A;B";C\r\n;\r\nx;\r\n')
  })
})
