/**
 * Lines of « référence ; quantité » as buyers bring them: pasted from Excel (tab-separated, with or without a header
 * row), typed with `;`, `,` or spaces between the two, a French decimal comma (2,5), a CSV file or the rows of an XLSX
 * sheet. Pure: the page parses as the buyer types, the server resolves what it is sent.
 */
import { parseQuantity } from '@/lib/cart/quantity'

import { MAX_QUICK_ORDER_LINES, MAX_REFERENCE_LENGTH } from './api'

/**
 * A line read: its row in the text or sheet (from 1), the reference, and the quantity (null: not a quantity > 0, then
 * `quantityText` is the cell as written, for the buyer to correct).
 */
type PastedLine = { row: number; reference: string; quantity: number | null; quantityText?: string }

export type ParsedLines = {
  lines: PastedLine[]
  /** the first row was a header (« Référence ; Quantité ») and was left out */
  headerSkipped: boolean
  /** rows past MAX_QUICK_ORDER_LINES, left out */
  ignored: number
}

const HEADER = /^(r[ée]f|code|article|ean|gtin|d[ée]sign|produit|libell|quantit|qt[ée]?|qty|nb|nombre|part)/i

/** Cells of one line cut at `separator`, a cell between double quotes kept whole ("2,5"; "" is a quote). */
function splitQuoted(line: string, separator: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (c === separator) {
      cells.push(cell)
      cell = ''
    } else cell += c
  }
  cells.push(cell)
  return cells.map((x) => x.trim())
}

const isQuantity = (text: string): boolean => Number.isFinite(parseQuantity(text))

/** One line's cells: tab (Excel), then `;`, then `,`, then spaces (the last word a quantity). */
function splitLine(line: string): string[] {
  if (line.includes('\t')) return splitQuoted(line, '\t')
  if (line.includes(';')) return splitQuoted(line, ';')
  const words = line.trim().split(/\s+/)
  const last = words.at(-1) ?? ''
  // « REF 3,25 »: spaces between, and a French decimal comma in the quantity only
  if (words.length > 1 && /^\d+,\d+$/.test(last) && !words.slice(0, -1).join(' ').includes(',')) return [words.slice(0, -1).join(' '), last]
  if (line.includes(',')) {
    const cells = splitQuoted(line, ',')
    // « REF,2,5 »: a French decimal comma, not a third column
    if (cells.length === 3 && /^\d+$/.test(cells[1]!) && /^\d+$/.test(cells[2]!)) return [cells[0]!, `${cells[1]},${cells[2]}`]
    return cells
  }
  if (words.length > 1 && isQuantity(last)) return [words.slice(0, -1).join(' '), last]
  return [line.trim()]
}

/** A row's reference (its first cell) and quantity (its last cell after it that reads as a number; none: 1). */
function readRow(cells: readonly string[]): { reference: string; quantityCell: string | null } {
  const filled = cells.map((c) => c.trim()).filter((c) => c !== '')
  const reference = (filled[0] ?? '').slice(0, MAX_REFERENCE_LENGTH)
  const rest = filled.slice(1)
  const quantityCell = [...rest].reverse().find(isQuantity) ?? rest.at(-1) ?? null
  return { reference, quantityCell }
}

const quantityOf = (cell: string | null): number | null => {
  if (cell === null) return 1
  const value = parseQuantity(cell)
  return Number.isFinite(value) && value > 0 ? value : null
}

/** Rows of cells (a sheet, or lines once split) as lines: empty rows and a first header row left out. */
export function linesFromRows(rows: readonly (readonly string[])[]): ParsedLines {
  const lines: PastedLine[] = []
  let headerSkipped = false
  let ignored = 0
  rows.forEach((cells, index) => {
    const { reference, quantityCell } = readRow(cells)
    if (reference === '') return
    const first = lines.length === 0 && !headerSkipped
    if (first && quantityCell !== null && !isQuantity(quantityCell) && (HEADER.test(reference) || HEADER.test(quantityCell))) {
      headerSkipped = true
      return
    }
    if (lines.length >= MAX_QUICK_ORDER_LINES) {
      ignored++
      return
    }
    const quantity = quantityOf(quantityCell)
    lines.push(
      quantity === null
        ? { row: index + 1, reference, quantity, quantityText: quantityCell ?? '' }
        : { row: index + 1, reference, quantity },
    )
  })
  return { lines, headerSkipped, ignored }
}

/** Pasted or typed text (or a CSV file's content). */
export const parsePastedText = (text: string): ParsedLines => linesFromRows(text.split(/\r\n|\r|\n/).map(splitLine))

/** A sheet's cells as text: numbers in French (2,5), dates and empty cells as nothing special. */
export const cellText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value).replace('.', ',') : String(value)
