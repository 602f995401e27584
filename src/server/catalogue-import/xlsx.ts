import { readSheet } from 'read-excel-file/node'
import writeExcelFile from 'write-excel-file/node'

import { productRows, readRows } from './columns'
import { CatalogueRefused, type CatalogueKind, type ImportedProduct, type ParsedCatalogue } from './types'

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

/**
 * The XLSX export: the CSV's column set (columns.ts) on one sheet, every cell as text (a reference or an EAN stays as
 * written, « 2,5 » keeps its comma), the header row frozen, so that the file imports back into the same products.
 */
export async function writeXlsx(products: ImportedProduct[]): Promise<Buffer> {
  const [header, ...rows] = productRows(products)
  return writeExcelFile(
    [header.map((value) => ({ value, fontWeight: 'bold' as const })), ...rows.map((row) => row.map((value) => ({ value, type: String })))],
    { sheet: 'Produits', stickyRowsCount: 1, columns: header.map((h) => ({ width: h === 'description' ? 60 : 20 })) },
  ).toBuffer()
}
