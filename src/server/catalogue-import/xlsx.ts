import { readSheet } from 'read-excel-file/node'

import { readRows } from './columns'
import { CatalogueRefused, type CatalogueKind, type ParsedCatalogue } from './types'

const cellText = (v: unknown): string => (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v))

/** The first sheet of an XLSX workbook, in the CSV column set (columns.ts). Throws CatalogueRefused. */
export async function parseXlsx(bytes: Uint8Array, kind: CatalogueKind = 'delta'): Promise<ParsedCatalogue> {
  let sheet: unknown[][]
  try {
    sheet = (await readSheet(Buffer.from(bytes), 1)) as unknown[][]
  } catch (error) {
    throw new CatalogueRefused(`Classeur XLSX illisible (${(error as Error).message}) : rien n’a été importé.`)
  }
  return readRows(
    sheet.map((row) => row.map(cellText)),
    'xlsx',
    kind,
  )
}
