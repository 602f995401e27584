import { MAX_QUICK_ORDER_FILE_BYTES } from '@/lib/quick-order/api'
import { cellText, linesFromRows, parsePastedText, type ParsedLines } from '@/lib/quick-order/parse'

import { QUICK_ORDER_TEXT as T } from './messages'

const isXlsx = (file: File) =>
  /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * An uploaded file's lines, read in the browser: nothing is uploaded, and the server checks the lines it is sent like
 * pasted ones. XLSX by read-excel-file (loaded only then: fflate + a SAX parser, no formulas run), its first sheet;
 * anything else as CSV / text. Refuses a file over MAX_QUICK_ORDER_FILE_BYTES before reading it.
 */
export async function readQuickOrderFile(file: File): Promise<ParsedLines> {
  if (file.size > MAX_QUICK_ORDER_FILE_BYTES) throw new Error(T.fileTooLarge)
  try {
    if (isXlsx(file)) {
      const { readSheet } = await import('read-excel-file/browser')
      const rows = await readSheet(file)
      return linesFromRows(rows.map((row) => row.map(cellText)))
    }
    return parsePastedText(await file.text())
  } catch {
    throw new Error(T.fileUnreadable)
  }
}
