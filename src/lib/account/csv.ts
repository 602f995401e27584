/**
 * A CSV file as French Excel opens it with a double click: UTF-8 with a byte order mark (else accents break), `;`
 * between cells (`,` is the decimal separator), decimal commas, dates as dd/mm/yyyy, CRLF line ends.
 */

/** How a column's values are written: amounts with two decimals, unit prices two to four, quantities up to three. */
type CsvKind = 'text' | 'date' | 'quantity' | 'price' | 'amount'

export type CsvColumn = { label: string; kind: CsvKind }

/** A cell: a date is an ISO string or a Date; null is an empty cell. */
type CsvCell = string | number | Date | null

const BOM = '\uFEFF'
const SEPARATOR = ';'

/** The calendar day in Paris (an order placed at 23:30 keeps its day), as dd/mm/yyyy. */
const parisDate = (value: string | Date): string =>
  new Date(value).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' })

/** A decimal comma and no thousands separator: Excel reads « 1234,5 » as a number, not « 1 234,5 ». */
const decimal = (n: number, min: number, max: number): string =>
  n.toLocaleString('fr-FR', { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: false }).replace('\u2212', '-')

/** A text starting like a formula is prefixed with `'`: opened in a spreadsheet, a PO reference never runs. */
const FORMULA_START = /^[=+\-@\t\r]/

const DECIMALS: Record<CsvKind, [number, number]> = { text: [0, 20], date: [0, 0], quantity: [0, 3], price: [2, 4], amount: [2, 2] }

function written(kind: CsvKind, cell: CsvCell): string {
  if (cell === null || cell === '') return ''
  if (kind === 'date') return parisDate(cell instanceof Date ? cell : String(cell))
  if (typeof cell === 'number') return decimal(cell, ...DECIMALS[kind])
  const text = String(cell)
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** A cell holding `;`, a quote or a line break is quoted, its quotes doubled. */
const quoted = (text: string): string => (/[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)

export function writeCsv(columns: readonly CsvColumn[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [
    columns.map((c) => quoted(c.label)).join(SEPARATOR),
    ...rows.map((row) => columns.map((c, i) => quoted(written(c.kind, row[i] ?? null))).join(SEPARATOR)),
  ]
  return `${BOM}${lines.join('\r\n')}\r\n`
}
